/// Whether colours an observer names agree with a catalog's, for a glow or
/// pleochroism: observers and references word one colour differently.
enum ColorWords {
  /// Whether two lists of colours share a colour word, taken without an
  /// `-ish` ending (`greenish blue` and `blue-green` do, as do `bluish` and
  /// `blue`, `reddish` and `red`).
  ///
  /// - Parameters:
  ///   - left: Colours, each one or more words.
  ///   - right: Colours, each one or more words.
  /// - Returns: Whether some word of one is a word of the other.
  static func overlap(_ left: [String], _ right: [String]) -> Bool {
    let rightStems = stems(right)
    return stems(left).contains { one in
      rightStems.contains { other in
        let (short, long) = one.count <= other.count ? (one, other) : (other, one)
        return short.count >= 3 && long.starts(with: short)
      }
    }
  }

  /// Each colour word's stem, as scalars of its folded form (a letter
  /// with no ASCII fold, Cyrillic or Greek, is one scalar still).
  private static func stems(_ colors: [String]) -> [Substring.UnicodeScalarView] {
    colors.flatMap { TextFolding.words($0).map { stem($0.unicodeScalars) } }
  }

  /// A colour word's first four letters, without an `-ish` ending.
  private static func stem(_ word: Substring.UnicodeScalarView) -> Substring.UnicodeScalarView {
    (word.count > 3 && word.reversed().starts(with: "hsi".unicodeScalars) ? word.dropLast(3) : word).prefix(4)
  }
}
