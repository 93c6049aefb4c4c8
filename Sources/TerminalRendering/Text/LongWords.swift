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
    var pieces: [String] = []
    forEachPiece(of: Substring(word), width: width) { piece in
      pieces.append(piece)
      return true
    }
    return pieces
  }

  /// Passes the pieces of `word` to `body` in order, as ``pieces(of:width:)``
  /// makes them, without holding them all: a catalog's value may be
  /// megabytes long, and the caller may stop after the pieces it can show.
  ///
  /// - Parameters:
  ///   - word: A word with no spaces.
  ///   - width: The widest a piece may be, at least 1.
  ///   - body: Takes each piece (the word itself when it fits), and
  ///     returns whether it wants the next.
  static func forEachPiece(of word: Substring, width: Int, _ body: (String) -> Bool) {
    // No character is wider than its UTF-8 bytes: a word with no more bytes
    // than columns fits. Any other goes through the loop, which gives a
    // word that fits as one piece, without copying a huge word to measure it.
    guard word.utf8.count > width else {
      _ = body(String(word))
      return
    }
    var piece = ""
    var pieceWidth = 0
    for character in word {
      let characterWidth = DisplayWidth.of(character)
      if pieceWidth + characterWidth > width, !piece.isEmpty {
        if let hyphen = piece.lastIndex(of: "-"), hyphen != piece.index(before: piece.endIndex) {
          let rest = String(piece[piece.index(after: hyphen)...])
          guard body(String(piece[...hyphen])) else { return }
          piece = rest
          pieceWidth = DisplayWidth.of(rest)
        } else {
          guard body(piece) else { return }
          piece = ""
          pieceWidth = 0
        }
      }
      piece.append(character)
      pieceWidth += characterWidth
    }
    if !piece.isEmpty { _ = body(piece) }
  }
}
