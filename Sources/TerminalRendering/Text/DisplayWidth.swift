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

  /// The number of columns `text` occupies on one line: the sum of its
  /// grapheme clusters' widths, as ``of(_:)-(Character)`` gives them, so that
  /// measuring and truncating agree (`👍🏽`, a thumb with a skin-tone
  /// modifier, is 2 columns in both).
  ///
  /// - Parameter text: Text with no line breaks.
  /// - Returns: The sum of its characters' widths.
  public static func of(_ text: String) -> Int {
    // ASCII needs no grapheme breaking, which is the costly part of
    // measuring: each byte is one column, or none for a control character.
    var total = 0
    for byte in text.utf8 {
      guard byte < 0x80 else { return text.reduce(0) { $0 + of($1) } }
      if byte >= 0x20 && byte < 0x7F { total += 1 }
    }
    return total
  }
}
