/// Folds text into the form that search compares: lower case, no
/// diacritics, no apostrophes, words separated by single spaces.
///
/// `Paraíba` folds to `paraiba`, `Cat’s-Eye` to `cats eye`, `Maw-Sit-Sit`
/// to `maw sit sit`, `50% *Ruby*_Red` to `50 ruby red`, as README's
/// "search" tells users; both a query and the names it is compared with go
/// through the same fold, so any query is a plain substring search.
public enum TextFolding {
  /// Folds `text` for comparison.
  ///
  /// - Letters are case-folded by upper-casing then lower-casing (the only
  ///   stdlib route that also maps the dotless `ı` to `i`); `ß` and `ẞ`
  ///   become `ss`, the final `ς` becomes `σ`, fullwidth ASCII becomes ASCII.
  /// - Diacritics are removed from the canonical decomposition (`é` is `e`),
  ///   and the stroke letters `ø ł đ ħ ŧ` become `o l d h t`.
  /// - Apostrophes of every kind vanish, so `cat's`, `cat’s` and `cats` are
  ///   one word; invisible format characters (soft hyphen, joiners) vanish.
  /// - Every other character that is not a letter, digit or combining mark
  ///   (white space, hyphens, dashes, slashes, brackets, `%`, `_`, `*`, …)
  ///   breaks words; words end up separated by exactly one space, with none
  ///   at either end.
  /// - British spellings become American ones (`colour` is `color`, `grey`
  ///   is `gray`; see ``SpellingVariants``).
  ///
  /// ASCII text takes a byte-wise fast path. Other characters are folded
  /// one at a time with the stdlib's `_nfd` SPI, since neither the stdlib
  /// nor FoundationEssentials has a public decomposition and full
  /// Foundation costs ICU at start-up.
  ///
  /// - Parameter text: Any text: a query, a name or an alias.
  /// - Returns: The folded text; empty when `text` has no letter or digit.
  public static func fold(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var folder = TextFolder()
    folder.append(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Folds many texts, sharing the work of folding each accented character.
  ///
  /// - Parameter texts: Names, aliases or queries.
  /// - Returns: `texts.map(fold)`, computed faster.
  public static func fold(_ texts: [String]) -> [String] {
    var folder = TextFolder()
    var bytes: [UInt8] = []
    return texts.map { text in
      bytes.removeAll(keepingCapacity: true)
      folder.append(text, to: &bytes)
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// The words of `text`, folded: ``fold(_:)-(String)`` split at its spaces.
  ///
  /// Split as bytes: a folded text's words are separated by single ASCII
  /// spaces, with none at either end, so the stdlib's character-wise split
  /// would do the work of grapheme breaking for nothing (and its byte-wise
  /// split, through a closure, costs more than the fold).
  ///
  /// - Parameter text: Any text.
  /// - Returns: The folded words, in order; none when the fold is empty.
  public static func words(_ text: String) -> [Substring] {
    let folded = fold(text)
    var words: [Substring] = []
    var start = folded.utf8.startIndex
    for index in folded.utf8.indices where folded.utf8[index] == UInt8(ascii: " ") {
      words.append(folded[start..<index])
      start = folded.utf8.index(after: index)
    }
    if start < folded.utf8.endIndex { words.append(folded[start...]) }
    return words
  }

  /// Whether `text` has a letter or digit that ``fold(_:)-(String)`` keeps,
  /// that is, whether its fold is not empty.
  ///
  /// A long text is folded a few thousand characters at a time, stopping
  /// at the first that keeps anything, so that checking a name does not
  /// hold a folded copy of all of it (a catalog with a 50 MB name).
  ///
  /// - Parameter text: Any text.
  /// - Returns: `!fold(text).isEmpty`.
  public static func keepsAnything(_ text: String) -> Bool {
    let piece = 4096
    guard text.utf8.count > piece else { return !fold(text).isEmpty }
    // Pieces end between characters, so no letter loses its marks.
    var start = text.startIndex
    while start < text.endIndex {
      let end = text.index(start, offsetBy: piece, limitedBy: text.endIndex) ?? text.endIndex
      if !fold(String(text[start..<end])).isEmpty { return true }
      start = end
    }
    return false
  }
}
