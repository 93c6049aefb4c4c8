import GemCore

/// Writes measured values the way gemmologists do.
enum NumberText {
  /// A number in its shortest exact form: `9`, `7.5`, `1.762`.
  ///
  /// - Parameter value: A finite number.
  /// - Returns: Digits with no trailing `.0`.
  static func format(_ value: Double) -> String {
    guard let digits = shortestDigits(value) else { return "\(value)" }
    return text(of: digits)
  }

  /// Appends `value` in its shortest exact form (as ``format(_:)`` writes
  /// it) to `bytes`, for writers that build their output as bytes.
  static func append(_ value: Double, to bytes: inout [UInt8]) {
    guard let digits = shortestDigits(value) else { return bytes.append(contentsOf: "\(value)".utf8) }
    append(digits, to: &bytes)
  }

  /// A number with exactly `decimals` digits after the point: `1.530`.
  ///
  /// - Parameters:
  ///   - value: A finite, non-negative number.
  ///   - decimals: Digits after the point, 1 or more.
  /// - Returns: The rounded text.
  static func format(_ value: Double, decimals: Int) -> String {
    guard let digits = fixedDigits(value, decimals: decimals) else { return format(value) }
    return text(of: digits)
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

  /// Appends a single value or a range in programs' form (`9`, `7-7.5`,
  /// as ``format(_:forPeople:decimals:)`` writes it not for people) to `bytes`.
  static func append(_ range: PropertyRange, to bytes: inout [UInt8]) {
    append(range.min, to: &bytes)
    guard !range.isSingleValue else { return }
    bytes.append(UInt8(ascii: "-"))
    append(range.max, to: &bytes)
  }

  /// A number as an integer of digits and where the point goes: 1.762 is (1762, 3).
  private typealias Digits = (scaled: Int64, decimals: Int)

  /// The digits of `value`'s shortest exact form, or `nil` when it needs
  /// Swift's general printer.
  private static func shortestDigits(_ value: Double) -> Digits? {
    // Up to 2^53 every whole number is exact; Swift would add `.0` from 1e15.
    if value == value.rounded(), abs(value) <= 0x1p53 { return (Int64(value), 0) }
    // Swift's shortest-digits printer is slow for what `list` prints
    // (Sources/Benchmark/README.md, "Start-up"). Catalog values have a few
    // decimals: when `value` is the double nearest to some n/10^k, the digits
    // of n, with the point k places in, are the shortest form for the smallest
    // such k. Below 1e9 no other n/10^k (k <= 4) lies in the same double, so
    // these are the digits Swift picks as well.
    guard abs(value) < 1e9 else { return nil }
    var scale = 1.0
    for decimals in 1...4 {
      scale *= 10
      let scaled = (value * scale).rounded()
      if scaled / scale == value { return (Int64(scaled), decimals) }
    }
    return nil
  }

  /// The digits of `value` rounded to `decimals` places, or `nil` beyond
  /// what an `Int64` holds (not a gemmological value anyway).
  private static func fixedDigits(_ value: Double, decimals: Int) -> Digits? {
    // Beyond 15 decimals a Double holds no more digits, and a value past 1e18 once scaled overflows an Int64
    // (negative decimals make no sense): each takes the shortest form instead of trapping.
    guard abs(value) < 1e15, (0...15).contains(decimals) else { return nil }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (value * scale).rounded()
    guard abs(scaled) < 1e18 else { return nil }
    return (Int64(scaled), decimals)
  }

  private static func text(of digits: Digits) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24)
    append(digits, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `scaled` / 10^`decimals` with exactly `decimals` digits after the point.
  ///
  /// Written backwards into a stack buffer and appended at once, which is
  /// cheaper than appending a byte at a time.
  private static func append(_ digits: Digits, to bytes: inout [UInt8]) {
    precondition(digits.decimals >= 0 && digits.decimals <= 18)
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
      var start = buffer.count
      func put(_ byte: UInt8) {
        start -= 1
        buffer[start] = byte
      }
      var rest = digits.scaled.magnitude
      var written = 0
      repeat {
        if written == digits.decimals && written > 0 { put(UInt8(ascii: ".")) }
        put(UInt8(ascii: "0") + UInt8(rest % 10))
        rest /= 10
        written += 1
      } while rest > 0 || written <= digits.decimals
      if digits.scaled < 0 { put(UInt8(ascii: "-")) }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
    }
  }
}
