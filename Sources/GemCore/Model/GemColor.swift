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
    let digits = text.utf8.dropFirst()
    // Six hex digits and nothing else: `UInt32(_:radix:)` alone would take a sign (`#+12345`).
    guard text.utf8.first == UInt8(ascii: "#"), digits.count == 6, digits.allSatisfy(isHexDigit) else { return nil }
    return UInt32(Substring(digits), radix: 16)
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
      UInt8(ascii: "A")...UInt8(ascii: "F"):
      return true
    default: return false
    }
  }
}
