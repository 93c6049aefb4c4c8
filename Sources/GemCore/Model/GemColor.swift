/// The main colour of a gem: a name, and optionally an sRGB swatch.
public struct GemColor: Sendable, Hashable {
  /// Colour name as the catalog gives it (`pink`, `cornflower blue`).
  public var name: String
  /// sRGB swatch written `#RRGGBB`, upper- or lower-case hex digits.
  public var hex: String?

  /// Creates a colour.
  ///
  /// - Parameters:
  ///   - name: Colour name.
  ///   - hex: Optional sRGB swatch, `#RRGGBB`.
  public init(name: String, hex: String? = nil) {
    self.name = name
    self.hex = hex
  }

  /// The swatch's red, green and blue components, 0–255 each, or `nil`
  /// when there is no swatch.
  public var rgb: (red: UInt8, green: UInt8, blue: UInt8)? {
    guard let hex, let value = Self.parseHex(hex) else { return nil }
    return (UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
  }

  /// Parses `#RRGGBB` into a 24-bit value, or returns `nil` when the text
  /// has another shape.
  static func parseHex(_ text: String) -> UInt32? {
    // Six hex digits and nothing else: `UInt32(_:radix:)` would take a sign (`#+12345`).
    guard text.utf8.count == 7, text.utf8.first == UInt8(ascii: "#") else { return nil }
    var value: UInt32 = 0
    for byte in text.utf8.dropFirst() {
      guard let digit = byte.hexDigitValue else { return nil }
      value = value << 4 | digit
    }
    return value
  }
}
