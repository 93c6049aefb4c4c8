/// A catalog served from its index: folded names and aliases for search,
/// and each gem decoded only when a search returns it.
final class IndexedCatalog: GemRecords, @unchecked Sendable {
  // Every stored property is immutable after init: safe to share.
  private let file: MappedFile
  private let names: FoldedKeys
  private let aliases: FoldedKeys
  private let aliasStarts: [Int]
  private let rawNames: FoldedKeys
  private let gemStarts: [Int]
  private let blobStart: Int

  /// The first bytes of every index file, naming its layout.
  static let magic = "raygem catalog index 1"

  /// Reads the index in `file` if it was made for the catalog at `path` with
  /// `identity`; `nil` for a stale, foreign or damaged index.
  init?(file: MappedFile, path: String, identity: FileIdentity) {
    var reader = BinaryReader(file.bytes)
    do throws(BinaryReader.Damaged) {
      guard try reader.string() == Self.magic, try reader.string() == path else { return nil }
      var fields: [UInt64] = []
      for _ in 0..<identity.fields.count { fields.append(try reader.uint64()) }
      guard FileIdentity(fields: fields) == identity else { return nil }
      let count = try reader.length()
      names = FoldedKeys(bytes: try reader.bytes(), starts: try reader.offsets())
      aliases = FoldedKeys(bytes: try reader.bytes(), starts: try reader.offsets())
      aliasStarts = try reader.offsets()
      rawNames = FoldedKeys(bytes: try reader.bytes(), starts: try reader.offsets())
      gemStarts = try reader.offsets()
      let blobLength = try reader.length()
      blobStart = reader.offset
      guard names.count == count, rawNames.count == count, aliasStarts.count == count + 1,
        gemStarts.count == count + 1, aliasStarts.last == aliases.count,
        gemStarts.last == blobLength, blobStart + blobLength == file.bytes.count
      else { return nil }
    } catch {
      return nil
    }
    self.file = file
  }

  /// The index bytes for `gems` of the catalog at `path` with `identity`.
  static func encode(_ gems: [Gem], path: String, identity: FileIdentity) -> [UInt8] {
    let search = GemSearch(gems: gems)
    var blob = BinaryWriter()
    var gemStarts = [0]
    for gem in gems {
      gem.write(to: &blob)
      gemStarts.append(blob.bytes.count)
    }
    var nameBytes: [UInt8] = []
    var nameStarts = [0]
    for gem in gems {
      nameBytes.append(contentsOf: gem.name.utf8)
      nameStarts.append(nameBytes.count)
    }
    var writer = BinaryWriter()
    writer.append(magic)
    writer.append(path)
    for field in identity.fields { writer.append(field) }
    writer.append(UInt64(gems.count))
    writer.append(search.names.bytes)
    writer.append(offsets: search.names.starts)
    writer.append(search.aliases.bytes)
    writer.append(offsets: search.aliases.starts)
    writer.append(offsets: search.aliasStarts)
    writer.append(nameBytes)
    writer.append(offsets: nameStarts)
    writer.append(offsets: gemStarts)
    writer.append(blob.bytes)
    return writer.bytes
  }

  var count: Int { names.count }

  func gem(at index: Int) -> Gem {
    var reader = BinaryReader(file.bytes, at: blobStart + gemStarts[index])
    // The index was checked when it was opened and was written by
    // `encode`, so a gem that does not read back is a broken invariant.
    guard let gem = try? Gem(from: &reader) else {
      return Gem(id: "", name: name(at: index))
    }
    return gem
  }

  func name(at index: Int) -> String {
    rawNames.bytes.withUnsafeBufferPointer { String(decoding: $0[rawNames.range(of: index)], as: UTF8.self) }
  }

  /// A search over this catalog.
  var search: GemSearch {
    GemSearch(records: self, names: names, aliases: aliases, aliasStarts: aliasStarts)
  }
}
