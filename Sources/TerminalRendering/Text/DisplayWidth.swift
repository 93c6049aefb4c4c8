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
    // Measuring scalar by scalar avoids grapheme breaking, which made the
    // width the costliest part of drawing a table. It gives what the
    // cluster rule gives except for zero-width-joiner sequences, which keep
    // the cluster rule.
    var total = 0
    var previous: (scalar: Unicode.Scalar, width: Int)?
    for scalar in text.unicodeScalars {
      let width: Int
      if scalar.value < 0x7F {
        width = scalar.value >= 0x20 ? 1 : 0
      } else if scalar.value == 0x200D {
        return text.reduce(0) { $0 + of($1) }
      } else if scalar.value == 0xFE0F {
        width = previous.map { $0.width == 1 && $0.scalar.properties.isEmoji ? 1 : 0 } ?? 0
      } else {
        width = max(0, Int(raygem_scalar_width(scalar.value)))
      }
      total += width
      previous = (scalar, width)
    }
    return total
  }
}
