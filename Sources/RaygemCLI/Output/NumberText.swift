import GemCore

/// Writes measured values the way gemmologists do.
enum NumberText {
  /// A number in its shortest exact form: `9`, `7.5`, `1.762`.
  ///
  /// - Parameter value: A finite number.
  /// - Returns: Digits with no trailing `.0`.
  static func format(_ value: Double) -> String {
    // Up to 2^53 every whole number is exact; Swift would add `.0` from 1e15.
    if value == value.rounded(), abs(value) <= 0x1p53 { return String(Int64(value)) }
    // Swift's shortest-digits printer costs about 1,000 instructions a
    // number, a tenth of `list`'s own work (callgrind). Catalog values have
    // a few decimals: when `value` is the double nearest to some n/10^k,
    // the digits of n, with the point k places in, are the shortest form
    // for the smallest such k. Below 1e9 no other n/10^k (k <= 4) lies in
    // the same double, so these are the digits Swift picks as well.
    if abs(value) < 1e9 {
      var scale = 1.0
      for decimals in 1...4 {
        scale *= 10
        let scaled = (value * scale).rounded()
        if scaled / scale == value { return fixed(Int64(scaled), decimals: decimals) }
      }
    }
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
    return fixed(Int64((value * scale).rounded()), decimals: decimals)
  }

  /// `scaled` divided by 10^`decimals`, with exactly `decimals` digits after the point.
  ///
  /// Written digit by digit into a stack buffer: joining strings cost
  /// more than the rest of formatting together.
  private static func fixed(_ scaled: Int64, decimals: Int) -> String {
    precondition(decimals >= 1 && decimals <= 18)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
      var start = buffer.count
      func put(_ byte: UInt8) {
        start -= 1
        buffer[start] = byte
      }
      var rest = scaled.magnitude
      var written = 0
      repeat {
        if written == decimals { put(UInt8(ascii: ".")) }
        put(UInt8(ascii: "0") + UInt8(rest % 10))
        rest /= 10
        written += 1
      } while rest > 0 || written <= decimals
      if scaled < 0 { put(UInt8(ascii: "-")) }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
    }
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
    var text = write(range.min)
    text.append(forPeople ? "–" : "-")
    text.append(write(range.max))
    return text
  }
}
