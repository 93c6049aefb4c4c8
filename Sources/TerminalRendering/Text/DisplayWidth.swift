import CTerminal

/// Measures text in terminal columns.
///
/// Widths come from the C library's `wcwidth` under a UTF-8 locale: wide
/// and fullwidth characters take 2 columns, combining marks 0. A grapheme
/// cluster with an emoji-presentation selector (U+FE0F), such as `❤️`,
/// takes 2, as terminals draw it; no cluster takes more than 2.
public enum DisplayWidth {
  /// The number of columns `character` occupies.
  ///
  /// - Parameter character: One grapheme cluster; control characters
  ///   count 0 (they are neutralised before display).
  /// - Returns: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    if character.isASCII { return character.asciiValue.map { $0 >= 0x20 && $0 < 0x7F ? 1 : 0 } ?? 1 }
    var total = 0
    var hasEmojiSelector = false
    for scalar in character.unicodeScalars {
      if scalar.value == 0xFE0F { hasEmojiSelector = true }
      total += max(0, Int(raygem_scalar_width(scalar.value)))
    }
    if hasEmojiSelector, character.unicodeScalars.first?.properties.isEmoji == true { return 2 }
    return min(total, 2)
  }

  /// The number of columns `text` occupies on one line.
  ///
  /// - Parameter text: Text with no line breaks.
  /// - Returns: The sum of its characters' widths.
  public static func of(_ text: String) -> Int {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    return text.reduce(0) { $0 + of($1) }
  }
}
