/// Converts the text of a JSON number to the nearest `Double`.
enum JSONNumber {
  /// The powers of ten that a `Double` holds exactly: 10^0 to 10^22.
  private static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
    1e19, 1e20, 1e21, 1e22,
  ]

  /// The `Double` nearest to a JSON number.
  ///
  /// A number whose digits make an integer of at most 2^53, scaled by a
  /// power of ten of at most 22, is one exact multiplication or division
  /// away, which IEEE 754 rounds correctly (Clinger's fast path). Catalog
  /// values (`7.5`, `2.65`, `1.762`) all take it; other numbers go to the
  /// standard library's parser, which needs a string made first and is far
  /// slower.
  ///
  /// - Parameter text: Bytes that ``StrictJSON`` accepted as a number.
  /// - Returns: The nearest `Double`, infinite beyond its range; `nil` only
  ///   for text that is not a number.
  static func value(of text: ArraySlice<UInt8>) -> Double? {
    fastValue(of: text) ?? Double(String(decoding: text, as: UTF8.self))
  }

  private static func fastValue(of text: ArraySlice<UInt8>) -> Double? {
    var index = text.startIndex
    let isNegative = index < text.endIndex && text[index] == UInt8(ascii: "-")
    if isNegative { index += 1 }
    var digits: UInt64 = 0
    var scale = 0
    var isFraction = false
    while index < text.endIndex {
      let byte = text[index]
      if byte == UInt8(ascii: ".") {
        isFraction = true
      } else if byte.isDecimalDigit {
        digits = digits * 10 + UInt64(byte - UInt8(ascii: "0"))
        guard digits <= 1 << 53 else { return nil }
        if isFraction { scale -= 1 }
      } else {
        break
      }
      index += 1
    }
    if index < text.endIndex {
      // An exponent: e or E, an optional sign, digits.
      index += 1
      var exponentIsNegative = false
      if text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
        exponentIsNegative = text[index] == UInt8(ascii: "-")
        index += 1
      }
      var exponent = 0
      while index < text.endIndex {
        exponent = exponent * 10 + Int(text[index] - UInt8(ascii: "0"))
        guard exponent <= 400 else { return nil }
        index += 1
      }
      scale += exponentIsNegative ? -exponent : exponent
    }
    guard abs(scale) < exactPowersOfTen.count else { return nil }
    let magnitude =
      scale < 0 ? Double(digits) / exactPowersOfTen[-scale] : Double(digits) * exactPowersOfTen[scale]
    return isNegative ? -magnitude : magnitude
  }
}
