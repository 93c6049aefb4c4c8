/// The byte classes of JSON's grammar (RFC 8259), shared by ``StrictJSON``,
/// which checks text, and ``JSONReader`` and ``JSONNumber``, which read it.
extension UInt8 {
  /// Whether the byte is JSON white space: space, tab, line feed or carriage return.
  var isJSONWhiteSpace: Bool {
    self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D
  }

  /// Whether the byte is an ASCII digit, `0` to `9`.
  var isDecimalDigit: Bool {
    self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")
  }

  /// The value of a hex digit (`0`–`9`, `a`–`f`, `A`–`F`), or `nil` for any other byte.
  var hexDigitValue: UInt32? {
    switch self {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(self - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(self - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(self - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
