/// How near a gem that does not stand comes to the readings: the smaller
/// distance in tolerances first, then the higher score.
package struct Nearness: Comparable {
  let score: Double
  let distance: Double

  /// The nearness of a gem with these checks: its score, and a miss by
  /// its deviation in tolerances (1 without one), an unknown value a half.
  package init(_ checks: [PropertyCheck]) {
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
    left.distance != right.distance ? left.distance > right.distance : left.score < right.score
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
