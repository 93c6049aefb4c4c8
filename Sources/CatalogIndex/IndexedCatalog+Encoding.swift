import GemCore

extension IndexedCatalog {
  /// Writes the index of a catalog's gems with `write`, a section at a time
  /// as ``IndexBuilder`` makes them.
  ///
  /// - Parameters:
  ///   - builder: The builder that read the catalog.
  ///   - path: The catalog's real path.
  ///   - identity: The catalog's identity when it was read.
  ///   - catalogChecksum: The ``ContentChecksum`` of the catalog's bytes.
  ///   - isProven: Whether the catalog's identity alone will show any change to it.
  ///   - write: Writes bytes to the index file, after those written before.
  /// - Returns: How the build ended; unless written, what was written is no index.
  /// - Throws: What `write` throws.
  static func write(
    _ builder: inout IndexBuilder, path: String, identity: FileIdentity, catalogChecksum: UInt64,
    isProven: Bool, with write: @escaping IndexBodyWriter.Write
  ) throws(SystemFailure) -> IndexBuilder.Outcome {
    var opening = BinaryWriter()
    opening.append(magic)
    writeHeader(path: path, identity: identity, to: &opening)
    opening.append(catalogChecksum)
    opening.append(UInt8(isProven ? 1 : 0))
    return try builder.write(opening: opening.bytes, with: write)
  }

  /// The checksum that ends an index's head: of the opening (what names
  /// the catalog, and its stamp) and the head before it.
  static func headChecksum(opening: [UInt8], head: [UInt8]) -> UInt64 {
    IndexChecksum.of(opening + head)
  }
}
