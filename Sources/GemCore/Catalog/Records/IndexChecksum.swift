/// A fast 64-bit checksum of index sections, so that a damaged index is
/// refused instead of trusted.
///
/// It mixes eight bytes at a time (a multiply-xor hash), fast enough to
/// check the name and alias sections on every search; it guards against
/// damage, not against someone forging an index in the user's own cache.
package enum IndexChecksum {
  package static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var mixer = mixer(count: bytes.count)
    mixer.add(bytes)
    return value(of: mixer)
  }

  /// The checksum of `text` as Swift compares texts, so that canonically
  /// equivalent texts (`é` and `e` with a combining accent) have one: of
  /// its UTF-8 when it is ASCII, else of its canonical decomposition.
  ///
  /// The decomposition is made a piece at a time, twice (the checksum
  /// begins with its length), so a huge id is never held decomposed.
  package static func of(text: String) -> UInt64 {
    var text = text
    return text.withUTF8 { utf8 in
      if utf8.allSatisfy({ $0 < 0x80 }) { return of(UnsafeRawBufferPointer(utf8)) }
      var count = 0
      CanonicalDecomposition.forEachPiece(ofUTF8: utf8) { count += $0.count }
      var mixer = mixer(count: count)
      CanonicalDecomposition.forEachPiece(ofUTF8: utf8) { mixer.add(UnsafeRawBufferPointer($0)) }
      return value(of: mixer)
    }
  }

  /// The mixer for `count` bytes in all: the checksum begins with their count.
  private static func mixer(count: Int) -> WordMixer {
    WordMixer(seed: 0x9E37_79B9_7F4A_7C15 ^ UInt64(count))
  }

  /// The checksum: the last bytes, fewer than eight, are mixed one by one.
  private static func value(of mixer: WordMixer) -> UInt64 {
    var hash = mixer.hash
    for index in 0..<mixer.pendingCount {
      hash = (hash ^ (mixer.pending >> (8 * UInt64(index)) & 0xFF)) &* 0x100_0000_01b3
    }
    return hash
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
