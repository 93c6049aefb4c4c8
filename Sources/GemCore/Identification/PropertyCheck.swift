/// How one measured property compares with a gem's value.
public struct PropertyCheck: Sendable, Hashable {
  /// How a reading compares with the gem's range.
  public enum Verdict: String, Sendable, Hashable {
    /// Inside the gem's range (or the same word).
    case fits
    /// Outside the range by no more than the property's tolerance.
    case close
    /// Farther off, or another word.
    case misses
    /// The catalog does not give the gem's value.
    case unknown
  }

  /// The property.
  public var property: IdentifiedProperty
  /// The verdict.
  public var verdict: Verdict
  /// For a number outside the range: the reading minus the nearest bound
  /// (negative when below); `nil` inside the range and for words.
  public var deviation: Double?
  /// For a number that fits: how wide the gem's range is; `nil` otherwise.
  public var rangeWidth: Double?
  /// Where the catalog lacks the gem's value: the verdict against what
  /// most materials show (no diagnostic spectrum, no glow, a low thermal
  /// reading), which the likelihood weighs; `nil` otherwise.
  public var assumed: Verdict?
  /// Whether only a dye explains the reading: it misses the gem's own value
  /// of a property a dye decides, for a gem the catalog says may be dyed
  /// (the verdict is then close).
  public var needsDye = false
  /// Whether a colour fits only as a hue the references say the material
  /// shows rarely (`rareHues`: blue obsidian); the likelihood weighs it as
  /// the abundance scale weighs a rare gem against a common one.
  public var isRareHue = false
  /// For a spectrum that the reading partly matches: how far the two agree,
  /// above 0 and below 1 (the mean of the share of wavelengths read that
  /// the gem's lines and bands explain and the share of those lines and
  /// bands seen, its strong ones where the catalog grades any); `nil` otherwise.
  public var agreement: Double?
  /// Whether a miss rules the gem out though the property alone does not:
  /// plain pleochroism against a singly refractive material.
  public var missRulesOut = false
  /// Whether a miss is a plain contradiction, weighing as a hot point's
  /// smell does whatever the property's weight (``Likelihood/plainMissWeight``):
  /// a stone seen clearly through is no material never transparent.
  public var missIsPlain = false
  /// For a list fact the catalog gives: which of the words read the gem's
  /// list holds; `nil` otherwise.
  package var wordsHeld: WordsHeld?

  /// Creates a check.
  ///
  /// - Parameters:
  ///   - property: The property.
  ///   - verdict: The verdict.
  ///   - deviation: The signed distance outside the range, or `nil`.
  ///   - rangeWidth: For a fit, the width of the gem's range, or `nil`.
  public init(_ property: IdentifiedProperty, _ verdict: Verdict, deviation: Double? = nil, rangeWidth: Double? = nil) {
    self.property = property
    self.verdict = verdict
    self.deviation = deviation
    self.rangeWidth = rangeWidth
  }

  /// Whether the check rules the gem out: a decisive property misses, or
  /// a miss that ``missRulesOut``. (A reading short of a property a stone
  /// may read short is close, never a miss: ``outside(_:by:)``.)
  public var isDecisiveMiss: Bool {
    guard verdict == .misses else { return false }
    return missRulesOut || property.isDecisive
  }

  /// How much of the property's weight the check earns: all when it fits a
  /// range up to 10 tolerances wide (a species' natural spread), less for
  /// wider ones, down to three quarters from 40 tolerances (a reading says
  /// little about a material whose range holds almost anything, such as
  /// glass or an assembled stone); half to all
  /// when close (less the farther off); none when the catalog cannot say
  /// (a fact it lacks is no evidence) and for a miss.
  public var credit: Double {
    switch verdict {
    case .fits:
      guard let tolerance = property.tolerance, let rangeWidth else { return 1 }
      return 1 - 0.25 * min(1, max(0, rangeWidth / tolerance - 10) / 30)
    case .close:
      guard let tolerance = property.tolerance else { return 0.5 }
      // A number close without a deviation is a bound exactly at the range's edge.
      return 1 - 0.5 * min(1, abs(deviation ?? 0) / tolerance)
    case .unknown: return 0
    case .misses: return 0
    }
  }

  /// The check of a reading that may be off by `slack` either way (a spot
  /// reading): a miss or a close reading within `slack` of the range fits,
  /// one farther is judged by how far it lies beyond the slack.
  ///
  /// - Parameter slack: How far the reading may be off, in the property's unit.
  /// - Returns: The check as the imprecise reading allows.
  func allowing(_ slack: Double) -> PropertyCheck {
    guard let deviation, verdict == .close || verdict == .misses else { return self }
    let beyond = Self.rounded(abs(deviation) - slack)
    guard beyond > 0 else { return PropertyCheck(property, .fits) }
    return .outside(property, by: deviation < 0 ? -beyond : beyond)
  }

  /// Compares a number reading with a gem's range: a value as
  /// ``comparing(_:low:high:with:)`` does; a bound fits a range that reaches
  /// past it (some stone of the gem would sink, or float), and is close or
  /// misses by how far the range stops short; two bounds fit a range that
  /// reaches between them.
  ///
  /// - Parameters:
  ///   - property: A measured property.
  ///   - reading: The value or bound read.
  ///   - range: The gem's range, or `nil` when the catalog lacks it.
  /// - Returns: The check, with the signed deviation outside the range.
  static func comparing(_ property: IdentifiedProperty, _ reading: NumberReading, with range: PropertyRange?)
    -> PropertyCheck
  {
    switch reading {
    case .value(let value): return comparing(property, low: value, high: value, with: range)
    case .weighed(let weighing):
      let sg = weighing.specificGravity
      return comparing(property, low: sg, high: sg, with: range).allowing(weighing.uncertainty)
    case .above(let bound): return comparing(property, above: bound, below: nil, with: range)
    case .below(let bound): return comparing(property, above: nil, below: bound, with: range)
    case .between(let low, let high): return comparing(property, above: low, below: high, with: range)
    }
  }

  /// Compares a bound above, below or both with a gem's range: fits when
  /// the range reaches past each, else close or a miss by how far it stops
  /// short, close only within the instrument's precision: a heavy liquid's
  /// density is known that closely, where a balance's reading is not.
  private static func comparing(
    _ property: IdentifiedProperty, above: Double?, below: Double?, with range: PropertyRange?
  ) -> PropertyCheck {
    guard let range else { return PropertyCheck(property, .unknown) }
    let closeness = property.boundPrecision
    if let above, range.max <= above { return outside(property, by: above - range.max, closeWithin: closeness) }
    if let below, range.min >= below { return outside(property, by: below - range.min, closeWithin: closeness) }
    return PropertyCheck(property, .fits, rangeWidth: range.max - range.min)
  }

  /// A reading outside the gem's values by `deviation`, signed: negative
  /// below them.
  ///
  /// Close within the property's tolerance, or below the
  /// values of a property a stone may read short (a birefringence, from a
  /// stone not turned all the way round), else a miss; no deviation is
  /// given for one exactly at the edge.
  static func outside(
    _ property: IdentifiedProperty, by deviation: Double, closeWithin closeness: Double? = nil
  ) -> PropertyCheck {
    let isShort = property.mayReadShort && deviation < 0
    let isClose = isShort || abs(deviation) <= (closeness ?? property.tolerance ?? 0) + 1e-9
    return PropertyCheck(property, isClose ? .close : .misses, deviation: deviation == 0 ? nil : deviation)
  }

  /// `value` rounded to a millionth, so that 1.770 read against 1.77 is inside.
  private static func rounded(_ value: Double) -> Double {
    (value * 1e6).rounded() / 1e6
  }

  /// Compares a reading — one value, or the span of two — with a gem's range.
  ///
  /// - Parameters:
  ///   - property: A measured property.
  ///   - low: The reading, or the lower of two.
  ///   - high: The higher of two readings, or `low` again.
  ///   - range: The gem's range, or `nil` when the catalog lacks it.
  /// - Returns: Fits inside the range, close or a miss outside it with the
  ///   signed deviation, unknown without a range.
  static func comparing(
    _ property: IdentifiedProperty, low: Double, high: Double, with range: PropertyRange?
  ) -> PropertyCheck {
    guard let range else { return PropertyCheck(property, .unknown) }
    let below = range.min - low
    let above = high - range.max
    let deviation = rounded(max(below, above))
    guard deviation > 0 else { return PropertyCheck(property, .fits, rangeWidth: range.max - range.min) }
    return outside(property, by: above >= below ? deviation : -deviation)
  }
}
