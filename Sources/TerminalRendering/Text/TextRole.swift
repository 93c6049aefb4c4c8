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
  /// The selected row of a full-screen list, shown in reverse video.
  case selected
  /// A colour swatch, drawn as a background of this sRGB colour.
  case swatch(red: UInt8, green: UInt8, blue: UInt8)
  /// Half-block pixels of a picture: the glyph in `foreground`, the rest of
  /// the cell in `background` (or the terminal's own background for `nil`).
  case pixels(foreground: PixelColor, background: PixelColor?)
}

/// One sRGB colour of a picture.
public struct PixelColor: Sendable, Hashable {
  /// sRGB red, 0–255.
  public let red: UInt8
  /// sRGB green, 0–255.
  public let green: UInt8
  /// sRGB blue, 0–255.
  public let blue: UInt8

  /// Creates a colour.
  ///
  /// - Parameters:
  ///   - red: sRGB red, 0–255.
  ///   - green: sRGB green, 0–255.
  ///   - blue: sRGB blue, 0–255.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// This colour mixed with `other`.
  ///
  /// - Parameters:
  ///   - other: The colour to mix in.
  ///   - amount: How much of `other`, from 0 (none) to 1 (all of it).
  /// - Returns: The mixture, channel by channel.
  public func mixed(with other: PixelColor, _ amount: Double) -> PixelColor {
    func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) + (Double(b) - Double(a)) * min(1, max(0, amount))).rounded())
    }
    return PixelColor(red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue))
  }

  /// White, for highlights.
  public static let white = PixelColor(red: 255, green: 255, blue: 255)
  /// Black, for shade.
  public static let black = PixelColor(red: 0, green: 0, blue: 0)
}
