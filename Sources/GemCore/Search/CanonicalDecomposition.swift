@_spi(_Unicode) import Swift

/// Text in Unicode's canonical decomposition (NFD), in which canonically
/// equivalent spellings (U+212A KELVIN SIGN and K) are the same bytes, so
/// that bytes can be hashed as Swift compares strings.
///
/// The stdlib decomposes only through its `_nfd` SPI, and Foundation is not
/// linked (Sources/Benchmark/README.md, "Start-up").
package enum CanonicalDecomposition {
  /// The UTF-8 of `text` decomposed; ASCII is its own decomposition.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The decomposed text's UTF-8.
  package static func utf8(of text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    for scalar in text._nfd { bytes += scalar.utf8 }
    return bytes
  }

  /// Calls `body` with the decomposed UTF-8 of the text whose UTF-8 is
  /// `utf8`, a piece at a time, so that a text of many megabytes is never
  /// decomposed whole.
  ///
  /// Pieces end before a character whose decomposition begins with a
  /// starter (combining class 0): decomposing and reordering marks never
  /// reach across such a place, so the pieces joined are the whole text
  /// decomposed.
  ///
  /// - Parameters:
  ///   - utf8: Valid UTF-8.
  ///   - body: Takes each piece's decomposed UTF-8, in order.
  package static func forEachPiece(
    ofUTF8 utf8: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var start = utf8.startIndex
    while start < utf8.endIndex {
      var end = min(start + pieceSize, utf8.endIndex)
      while end < utf8.endIndex, !startsAPiece(utf8, at: end) { end += 1 }
      let piece = String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<end]), as: UTF8.self)
      Self.utf8(of: piece).withUnsafeBufferPointer(body)
      start = end
    }
  }

  /// How many bytes of UTF-8 a piece of ``forEachPiece(ofUTF8:_:)`` takes, at least.
  static let pieceSize = 1 << 16

  /// Whether a piece may begin at `index`: a character starts there whose
  /// decomposition begins with a starter.
  private static func startsAPiece(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    let lead = utf8[index]
    if lead < 0x80 { return true }
    guard lead >= 0xC0 else { return false }  // a continuation byte
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    guard index + length <= utf8.endIndex else { return false }
    let character = String(decoding: UnsafeBufferPointer(rebasing: utf8[index..<index + length]), as: UTF8.self)
    var decomposed = character._nfd.makeIterator()
    return decomposed.next()?.properties.canonicalCombiningClass == .notReordered
  }
}
