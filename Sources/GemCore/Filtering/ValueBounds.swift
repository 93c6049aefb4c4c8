/// The range a filter asks for on a measured property: `8..`, `3.5..4.1`,
/// `..1.6`, or the single value `2.42`, either bound open.
///
/// A gem passes when its own range overlaps the bounds; `--hardness 8..`
/// keeps a gem of hardness 7.5–8.
public struct ValueBounds: Sendable, Hashable {
  /// The lowest value asked for, or `nil` for no lower bound.
  public var lower: Double?
  /// The highest value asked for, or `nil` for no upper bound.
  public var upper: Double?

  /// Creates bounds.
  ///
  /// - Parameters:
  ///   - lower: The lowest value, or `nil`.
  ///   - upper: The highest value, or `nil`.
  public init(lower: Double? = nil, upper: Double? = nil) {
    self.lower = lower
    self.upper = upper
  }

  /// Parses `A..B`, `A..`, `..B` or `A`, where each number is written in
  /// decimal digits with an optional point (`8`, `1.54`, `.5`).
  ///
  /// - Parameters:
  ///   - text: The option's value.
  ///   - limits: The values the property can have at all, or `nil`.
  /// - Throws: ``FilterError/notARange(_:)`` for other text (including `..`
  ///   alone), ``FilterError/reversedRange(lower:upper:)`` when `A` is above
  ///   `B`, ``FilterError/impossibleRange(_:limits:)`` when no value within
  ///   `limits` is in the range.
  public init(parsing text: String, limits: ClosedRange<Double>? = nil) throws(FilterError) {
    // Split at the first `..` by hand: the standard library's split on a
    // collection comes from _StringProcessing, which raygem leaves out
    // (Sources/Benchmark/README.md, "Start-up").
    let dots = text.indices.first { text[$0...].hasPrefix("..") }
    // `0...8` is refused rather than read as `0..` and `.8`.
    if let dots, text[dots...].hasPrefix("...") { throw .notARange(text) }
    let lowerText = dots.map { text[..<$0] } ?? text[...]
    let upperText = dots.map { text[text.index($0, offsetBy: 2)...] }
    guard !lowerText.isEmpty || !(upperText?.isEmpty ?? true) else { throw .notARange(text) }
    func bound(_ part: Substring) throws(FilterError) -> Double? {
      guard !part.isEmpty else { return nil }
      guard let value = Self.decimal(part) else { throw .notARange(text) }
      return value
    }
    let lower = try bound(lowerText)
    let upper = if let upperText { try bound(upperText) } else { lower }
    if let lower, let upper, lower > upper { throw .reversedRange(lower: lower, upper: upper) }
    self.init(lower: lower, upper: upper)
    if let limits, (lower.map { $0 > limits.upperBound } ?? false) || (upper.map { $0 < limits.lowerBound } ?? false) {
      throw .impossibleRange(self, limits: limits)
    }
  }

  /// Both bounds at once: the range `self` and `other` share.
  ///
  /// - Parameter other: Other bounds.
  /// - Returns: The shared bounds, or `nil` when the two share no value.
  public func intersection(_ other: ValueBounds) -> ValueBounds? {
    let lower = [self.lower, other.lower].compactMap { $0 }.max()
    let upper = [self.upper, other.upper].compactMap { $0 }.min()
    if let lower, let upper, lower > upper { return nil }
    return ValueBounds(lower: lower, upper: upper)
  }

  /// Whether `range` has a value within the bounds.
  ///
  /// - Parameter range: A gem's value or range.
  /// - Returns: `true` when some value of `range` is within the bounds.
  public func overlaps(_ range: PropertyRange) -> Bool {
    (lower.map { range.max >= $0 } ?? true) && (upper.map { range.min <= $0 } ?? true)
  }

  /// A decimal number of digits with at most one point (`2.65`, `.5`), or
  /// `nil`: no sign, exponent, `inf` or `nan`, which `Double.init` takes.
  ///
  /// - Parameter text: The text.
  /// - Returns: The number, or `nil` for any other text.
  public static func decimal(_ text: Substring) -> Double? {
    var points = 0
    var digits = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: ".") {
        points += 1
      } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        digits += 1
      } else {
        return nil
      }
    }
    guard digits > 0, points <= 1, let value = Double(text), value.isFinite else { return nil }
    return value
  }
}
