/// What a filter asks of a measured property: a range (`8..`, `3.5..4.1`,
/// `3.5-4.1`, `..1.6`, the single value `2.42`), or a bound (`>8`, `>=8`,
/// `<1.6`, `<=1.6`).
///
/// A gem passes a range when its own range overlaps it (`--hardness 8..`
/// keeps a gem of hardness 7.5–8), and a bound when its whole range
/// satisfies it (`--hardness '>8'` keeps only gems above 8 throughout).
public struct ValueBounds: Sendable, Hashable {
  /// The lowest value asked for, or `nil` for no lower bound.
  public var lower: Double?
  /// The highest value asked for, or `nil` for no upper bound.
  public var upper: Double?
  /// A value the gem's whole range must lie above (or at, when inclusive).
  public var above: Bound?
  /// A value the gem's whole range must lie below (or at, when inclusive).
  public var below: Bound?

  /// A bound that a gem's whole range must satisfy.
  public struct Bound: Sendable, Hashable {
    /// The value.
    public var value: Double
    /// Whether the value itself passes (`>=`, `<=`).
    public var isInclusive: Bool

    /// Creates a bound.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - isInclusive: Whether the value itself passes.
    public init(_ value: Double, isInclusive: Bool = false) {
      self.value = value
      self.isInclusive = isInclusive
    }
  }

  /// Creates bounds.
  ///
  /// - Parameters:
  ///   - lower: The lowest value, or `nil`.
  ///   - upper: The highest value, or `nil`.
  public init(lower: Double? = nil, upper: Double? = nil) {
    self.lower = lower
    self.upper = upper
  }

  /// The dashes a range may be written with between its two numbers: a
  /// hyphen, an en dash, the em dash and minus sign that phones and word
  /// processors turn them into, the figure dash meant for numbers, the
  /// Unicode hyphens and the fullwidth hyphen of East Asian keyboards.
  public static let rangeDashes: [Character] = [
    "-", "–", "—", "\u{2212}", "\u{2012}", "\u{2010}", "\u{2011}", "\u{FF0D}",
  ]

  /// Parses `A..B` (or `A-B`, `A–B`), `A..`, `..B`, `A`, or a bound `>A`,
  /// `>=A` (`≥A`), `<B`, `<=B` (`≤B`), where each number is written in decimal digits
  /// with an optional point (`8`, `1.54`, `.5`); spaces about the whole or
  /// about `..` are passed over.
  ///
  /// - Parameters:
  ///   - text: The option's value.
  ///   - limits: The values the property can have at all, or `nil`.
  /// - Throws: ``FilterError/notARange(_:)`` for other text (including `..`
  ///   alone), ``FilterError/reversedRange(lower:upper:)`` when `A` is above
  ///   `B`, ``FilterError/impossibleRange(_:limits:)`` when no value within
  ///   `limits` passes.
  public init(parsing text: String, limits: ClosedRange<Double>? = nil) throws(FilterError) {
    // Spaces about the value, as a quoted argument or a spreadsheet cell may carry them.
    do {
      try self.init(trimmed: String(Self.trimmingSpaces(text[...])), limits: limits)
    } catch .notARange {
      throw .notARange(text)
    }
  }

  /// ``init(parsing:limits:)`` for text without spaces at either end.
  private init(trimmed text: String, limits: ClosedRange<Double>?) throws(FilterError) {
    if let read = try Self.bound(parsing: text) {
      self.init(lower: nil, upper: nil)
      if read.isAbove { above = read.bound } else { below = read.bound }
      if let limits, !Self.allows(limits, above: above, below: below) { throw .impossibleRange(self, limits: limits) }
      return
    }
    // Found by hand: the standard library's search for a string within a
    // string comes from _StringProcessing, which raygem leaves out
    // (Sources/Benchmark/README.md, "Start-up").
    let dots = text.indices.first { text[$0...].hasPrefix("..") }
    // A dash between two numbers is `..`.
    if dots == nil, let dash = text.dropFirst().firstIndex(where: Self.rangeDashes.contains) {
      let lower = Self.trimmingSpaces(text[..<dash])
      let upper = Self.trimmingSpaces(text[text.index(after: dash)...])
      guard let low = Self.decimal(lower), let high = Self.decimal(upper) else { throw .notARange(text) }
      // The numbers as read: `.008-.010` and `7.-8` joined as text would make `...`.
      try self.init(parsing: "\(low)..\(high)", limits: limits)
      return
    }
    // `0...8` is refused rather than read as `0..` and `.8`.
    if let dots, text[dots...].hasPrefix("...") { throw .notARange(text) }
    let lowerText = dots.map { text[..<$0] } ?? text[...]
    let upperText = dots.map { text[text.index($0, offsetBy: 2)...] }
    guard !lowerText.isEmpty || !(upperText?.isEmpty ?? true) else { throw .notARange(text) }
    func bound(_ part: Substring) throws(FilterError) -> Double? {
      let number = Self.trimmingSpaces(part)
      guard !number.isEmpty else { return nil }
      guard let value = Self.decimal(number) else { throw .notARange(text) }
      return value
    }
    let lower = try bound(lowerText)
    let upper = if let upperText { try bound(upperText) } else { lower }
    guard lower != nil || upper != nil else { throw .notARange(text) }
    if let lower, let upper, lower > upper { throw .reversedRange(lower: lower, upper: upper) }
    self.init(lower: lower, upper: upper)
    if let limits, (lower.map { $0 > limits.upperBound } ?? false) || (upper.map { $0 < limits.lowerBound } ?? false) {
      throw .impossibleRange(self, limits: limits)
    }
  }

  /// A bound read from text, and which way it points.
  struct ReadBound {
    let bound: Bound
    /// Whether values above it pass (`>`), rather than below (`<`).
    let isAbove: Bool
  }

  /// `>A`, `>=A`, `<B` or `<=B` (spaces allowed after the sign; `≥` and
  /// `≤` as typeset) as a bound, `nil` for text that starts with no sign.
  static func bound(parsing text: String) throws(FilterError) -> ReadBound? {
    guard let sign = text.first, ">≥<≤".contains(sign) else { return nil }
    var rest = text.dropFirst()
    var isInclusive = sign == "≥" || sign == "≤"
    if !isInclusive && rest.first == "=" {
      isInclusive = true
      rest = rest.dropFirst()
    }
    // Spaces after the sign are how it is said aloud (`'> 8'`).
    guard let value = decimal(rest.drop { $0 == " " }) else { throw .notARange(text) }
    return ReadBound(bound: Bound(value, isInclusive: isInclusive), isAbove: sign == ">" || sign == "≥")
  }

  /// Whether some value of `limits` passes the bounds `above` and `below`.
  private static func allows(_ limits: ClosedRange<Double>, above: Bound?, below: Bound?) -> Bool {
    var highest = ValueBounds(lower: nil, upper: nil)
    highest.above = above
    var lowest = ValueBounds(lower: nil, upper: nil)
    lowest.below = below
    return highest.passes(PropertyRange(limits.upperBound)) && lowest.passes(PropertyRange(limits.lowerBound))
  }

  /// All of both at once: what passes `self` and `other`.
  ///
  /// - Parameter other: Other bounds.
  /// - Returns: The bounds of both, or `nil` when no value passes both.
  public func intersection(_ other: ValueBounds) -> ValueBounds? {
    let lower = [self.lower, other.lower].compactMap { $0 }.max()
    let upper = [self.upper, other.upper].compactMap { $0 }.min()
    if let lower, let upper, lower > upper { return nil }
    var both = ValueBounds(lower: lower, upper: upper)
    // The stricter of two bounds: the higher `>`, the lower `<`; exclusive on a tie.
    both.above = [above, other.above].compactMap { $0 }.max { a, b in
      a.value != b.value ? a.value < b.value : a.isInclusive && !b.isInclusive
    }
    both.below = [below, other.below].compactMap { $0 }.min { a, b in
      a.value != b.value ? a.value < b.value : !a.isInclusive && b.isInclusive
    }
    if let above = both.above, let below = both.below,
      above.value > below.value || (above.value == below.value && !(above.isInclusive && below.isInclusive))
    {
      return nil
    }
    return both
  }

  /// Whether a gem whose value or range is `range` passes: the range
  /// overlaps ``lower``…``upper``, and lies wholly past ``above`` and ``below``.
  ///
  /// - Parameter range: A gem's value or range.
  /// - Returns: `true` when it passes.
  public func passes(_ range: PropertyRange) -> Bool {
    guard (lower.map { range.max >= $0 } ?? true) && (upper.map { range.min <= $0 } ?? true) else { return false }
    if let above, above.isInclusive ? range.min < above.value : range.min <= above.value { return false }
    if let below, below.isInclusive ? range.max > below.value : range.max >= below.value { return false }
    return true
  }

  /// `text` without the spaces at either end (`' 3.05 '`, as around `..`).
  static func trimmingSpaces(_ text: Substring) -> Substring {
    var trimmed = text.drop { $0 == " " }
    while trimmed.last == " " { trimmed.removeLast() }
    return trimmed
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
