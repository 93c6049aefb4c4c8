/// Breaks a word wider than a line into pieces that fit, so that long
/// words wrap instead of being cut.
enum LongWords {
  /// `word` in pieces no wider than `width` columns, each ending after a
  /// hyphen where it can (`garnet-topped-` then `doublet`).
  ///
  /// - Parameters:
  ///   - word: A word with no spaces.
  ///   - width: The widest a piece may be, at least 1.
  /// - Returns: The pieces, in order; the word itself when it fits.
  static func pieces(of word: String, width: Int) -> [String] {
    guard DisplayWidth.of(word) > width else { return [word] }
    var pieces: [String] = []
    var piece = ""
    var pieceWidth = 0
    for character in word {
      let characterWidth = DisplayWidth.of(String(character))
      if pieceWidth + characterWidth > width, !piece.isEmpty {
        if let hyphen = piece.lastIndex(of: "-"), hyphen != piece.index(before: piece.endIndex) {
          let rest = String(piece[piece.index(after: hyphen)...])
          pieces.append(String(piece[...hyphen]))
          piece = rest
          pieceWidth = DisplayWidth.of(rest)
        } else {
          pieces.append(piece)
          piece = ""
          pieceWidth = 0
        }
      }
      piece.append(character)
      pieceWidth += characterWidth
    }
    if !piece.isEmpty { pieces.append(piece) }
    return pieces
  }
}
