/// Writes chemical formulas with subscript digits for a terminal.
enum FormulaText {
  /// `Be3Al2Si6O18` becomes `Be₃Al₂Si₆O₁₈`.
  ///
  /// A digit is a subscript when it follows an element symbol, a closing
  /// bracket or another subscript, or the point of a decimal subscript
  /// (`Li1.5` is `Li₁.₅`); a leading coefficient such as the `3` of
  /// `·3H2O` stays as it is.
  ///
  /// - Parameter formula: A formula in plain ASCII digits.
  /// - Returns: The formula with subscripts.
  static func subscripted(_ formula: String) -> String {
    var result = ""
    var previous: Character?
    var inSubscript = false
    for character in formula {
      if let digit = character.wholeNumberValue, character.isASCII,
        inSubscript || previous.map({ $0.isLetter || $0 == ")" || $0 == "]" }) == true
      {
        result.unicodeScalars.append(Unicode.Scalar(0x2080 + UInt32(digit)) ?? "?")
        inSubscript = true
      } else {
        result.append(character)
        // Unicode has no subscript point: the point stays on the baseline.
        inSubscript = inSubscript && character == "."
      }
      previous = character
    }
    return result
  }
}
