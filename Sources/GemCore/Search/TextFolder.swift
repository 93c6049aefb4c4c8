/// The engine behind ``TextFolding/fold(_:)``: folds text into UTF-8 bytes,
/// remembering how it folded each non-ASCII character.
///
/// ASCII bytes are folded in place; each distinct non-ASCII scalar is
/// case-mapped and decomposed once per folder, so one folder reused over a
/// whole catalog folds 100,000 names in tens of milliseconds.
package struct TextFolder {
  /// How each non-ASCII scalar seen so far folds.
  private var memo: [Unicode.Scalar: [TextFolding.Piece]] = [:]

  /// A folder that has folded nothing yet.
  package init() {}

  /// Appends the UTF-8 of `TextFolding.fold(text)` to `bytes`.
  ///
  /// - Parameters:
  ///   - text: The text to fold.
  ///   - bytes: The buffer that receives the folded UTF-8.
  package mutating func append(_ text: String, to bytes: inout [UInt8]) {
    let start = bytes.count
    defer { SpellingVariants.fold(&bytes, from: start) }
    var text = text
    text.withUTF8 { utf8 in
      var words = WordJoiner(start: bytes.count)
      var index = 0
      while index < utf8.count {
        let byte = utf8[index]
        if byte < 0x80 {
          index += 1
          if let piece = TextFolding.asciiPiece(byte) { words.emit(piece, to: &bytes) }
          continue
        }
        let (scalar, length) = Self.decode(utf8, at: index)
        index += length
        for piece in pieces(folding: scalar) { words.emit(piece, to: &bytes) }
      }
    }
  }

  /// How `scalar` folds, from the memo or computed once.
  private mutating func pieces(folding scalar: Unicode.Scalar) -> [TextFolding.Piece] {
    if let known = memo[scalar] { return known }
    let pieces = TextFolding.pieces(folding: scalar)
    memo[scalar] = pieces
    return pieces
  }

  /// The scalar whose valid UTF-8 starts at `index` (a non-ASCII lead
  /// byte), and its length in bytes.
  private static func decode(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
    let lead = UInt32(utf8[index])
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var value = lead & (0x7F >> length)
    for offset in 1..<min(length, utf8.count - index) {
      value = value << 6 | UInt32(utf8[index + offset] & 0x3F)
    }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }
}
