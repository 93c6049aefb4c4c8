/// What a piece of text is, so that one place decides how it looks.
///
/// Roles say meaning, not colour; ``EscapeSequence`` turns them into ANSI
/// when colour is on, and they vanish when it is off.
public enum TextRole: Sendable, Hashable {
  /// Ordinary text.
  case plain
  /// A gem's name.
  case name
  /// Secondary text: species, units, hints.
  case muted
  /// Something to notice: a matched field, a value.
  case accent
  /// A column title or section heading.
  case heading
  /// The favorite marker.
  case favorite
  /// Problems.
  case danger
  /// A colour swatch, drawn as a background of this sRGB colour.
  case swatch(red: UInt8, green: UInt8, blue: UInt8)
}
