/// How near a gem that does not stand comes to the readings: the smaller
/// distance in tolerances first, then the higher score, then the narrower
/// ranges where readings fit.
package struct Nearness: Comparable {
  let score: Double
  let distance: Double
  let spread: Double

  /// The nearness of a gem with these checks: its score, and a miss by
  /// its deviation in tolerances (1 without one), an unknown value a half.
  ///
  /// - Parameters:
  ///   - checks: The gem's checks.
  ///   - spread: How wide its ranges are where readings fit
  ///     (``Identification/spread(of:_:)``), where a reading inside a
  ///     narrow range should count nearer than one inside a wide range
  ///     (spinel's 1.712–1.736 before azurite's 1.73–1.84 for 1.718); 0 otherwise.
  package init(_ checks: [PropertyCheck], spread: Double = 0) {
    self.spread = spread
    score = Identification.score(checks)
    isComparable = checks.contains { $0.verdict != .unknown }
    distance = checks.reduce(0) { total, check in
      switch check.verdict {
      case .fits, .close: return total
      case .unknown: return total + 0.5
      case .misses:
        guard let deviation = check.deviation, let tolerance = check.property.tolerance else { return total + 1 }
        return total + abs(deviation) / tolerance
      }
    }
  }

  /// Whether any reading could be compared at all: a gem the catalog says
  /// nothing about is not near anything.
  let isComparable: Bool

  /// Whether `left` is farther than `right`.
  package static func < (left: Nearness, right: Nearness) -> Bool {
    if left.distance != right.distance { return left.distance > right.distance }
    return left.score != right.score ? left.score < right.score : left.spread > right.spread
  }
}

/// The few nearest of many, kept as they are offered.
package struct BestFew<Element> {
  /// How many to keep.
  let limit: Int
  /// One kept, with its nearness.
  ///
  /// A struct rather than a tuple, as the other arrays of identification hold:
  /// a tuple array's metadata costs the runtime more to build at its first use
  /// (Sources/Benchmark/README.md, "Start-up").
  package struct Kept {
    package let element: Element
    let nearness: Nearness
  }

  /// The kept ones, nearest first.
  package private(set) var kept: [Kept] = []

  package init(limit: Int) {
    self.limit = limit
  }

  /// Keeps `element` if it is among the nearest so far.
  package mutating func offer(_ element: Element, nearness: Nearness) {
    guard nearness.isComparable, kept.count < limit || nearness > kept[kept.count - 1].nearness else { return }
    let index = kept.firstIndex { nearness > $0.nearness } ?? kept.count
    kept.insert(Kept(element: element, nearness: nearness), at: index)
    if kept.count > limit { kept.removeLast() }
  }
}
