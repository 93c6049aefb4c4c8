import GemCore

/// Writes measured values the way gemmologists do.
enum NumberText {
  /// A number in its shortest exact form: `9`, `7.5`, `1.762`.
  ///
  /// - Parameter value: A finite number.
  /// - Returns: Digits with no trailing `.0`.
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// A number with exactly `decimals` digits after the point: `1.530`.
  ///
  /// - Parameters:
  ///   - value: A finite, non-negative number.
  ///   - decimals: Digits after the point, 1 or more.
  /// - Returns: The rounded text.
  static func format(_ value: Double, decimals: Int) -> String {
    // Beyond this, scaled digits would overflow Int64; such values are not
    // gemmological anyway, so they keep their shortest form.
    guard abs(value) < 1e15 else { return format(value) }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int64((value * scale).rounded())
    let whole = String(scaled / Int64(scale))
    let fraction = String(scaled % Int64(scale))
    return whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }

  /// A single value or a range: `9`, `7–7.5` for people, `7-7.5` for programs.
  ///
  /// - Parameters:
  ///   - range: The value or range.
  ///   - forPeople: Whether to join the bounds with an en dash (else a
  ///     hyphen) and to write `decimals` digits.
  ///   - decimals: For people, the fixed number of decimals gemmologists
  ///     write (2 for specific gravity, 3 for refractive index), or `nil`
  ///     for the shortest form.
  /// - Returns: The text.
  static func format(_ range: PropertyRange, forPeople: Bool, decimals: Int? = nil) -> String {
    let write: (Double) -> String = { value in
      if forPeople, let decimals { return format(value, decimals: decimals) }
      return format(value)
    }
    if range.isSingleValue { return write(range.min) }
    return write(range.min) + (forPeople ? "–" : "-") + write(range.max)
  }
}
