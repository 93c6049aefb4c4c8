/// A fast 64-bit checksum of index sections, so that a damaged index is
/// refused instead of trusted.
///
/// It mixes eight bytes at a time (a multiply-xor hash), fast enough to
/// check the name and alias sections on every search; it guards against
/// damage, not against someone forging an index in the user's own cache.
package enum IndexChecksum {
  package static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
    var offset = 0
    while offset + 8 <= bytes.count {
      hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x100_0000_01b3
      hash ^= hash >> 29
      offset += 8
    }
    while offset < bytes.count {
      hash = (hash ^ UInt64(bytes[offset])) &* 0x100_0000_01b3
      offset += 1
    }
    return hash
  }

  /// The checksum of `text` as Swift compares texts, so that canonically
  /// equivalent texts (`é` and `e` with a combining accent) have one: of
  /// its UTF-8 when it is ASCII, else of its canonical decomposition.
  package static func of(text: String) -> UInt64 {
    var text = text
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.withUTF8 { of(UnsafeRawBufferPointer($0)) } }
    return of(CanonicalDecomposition.utf8(of: text))
  }

  package static func of(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBytes(of)
  }

  package static func of(offsets: [Int]) -> UInt64 {
    offsets.map { UInt64($0) }.withUnsafeBytes(of)
  }

  /// The checksum of the keys' bytes.
  package static func of(_ keys: FoldedKeys) -> UInt64 {
    keys.withBytes { of(UnsafeRawBufferPointer($0)) }
  }
}
