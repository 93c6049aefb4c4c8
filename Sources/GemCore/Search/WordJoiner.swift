/// Writes folded pieces with exactly one space between words.
struct WordJoiner {
  /// Where the current text's output starts in the buffer.
  let start: Int
  private var pendingSpace = false
  private var inWord = false

  init(start: Int) {
    self.start = start
  }

  /// Appends `piece` to `bytes`, opening a new word after a break.
  mutating func emit(_ piece: TextFolding.Piece, to bytes: inout [UInt8]) {
    switch piece {
    case .wordBreak:
      pendingSpace = true
      inWord = false
    case .mark(let scalar):
      // A mark with no letter kept before it (after a break, or on an
      // emoji) would otherwise start a word of its own.
      if inWord { UTF8.encode(scalar) { bytes.append($0) } }
    case .letter(let scalar):
      if pendingSpace && bytes.count > start { bytes.append(UInt8(ascii: " ")) }
      pendingSpace = false
      inWord = true
      if scalar.isASCII {
        bytes.append(UInt8(truncatingIfNeeded: scalar.value))
      } else {
        UTF8.encode(scalar) { bytes.append($0) }
      }
    }
  }
}
