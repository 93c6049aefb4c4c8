/// A gem that only its specific gravity rules out, while it fits as many
/// of the other readings as the leader does: what the stone is if the
/// balance slipped (a red spinel read 4.00 is put out, and glass is left
/// alone at 100%).
///
/// Only the balance's reading: it is the one most often off by more than
/// its tolerance (an air bubble on the stone, a stone too light for the
/// balance, a drop on the pan), while a refractometer's slip is a shadow
/// edge's width, which its tolerance takes in.
public struct OneReadingMiss: Sendable {
  /// The gem.
  public let gem: Gem
  /// The check of the reading that rules it out.
  public let miss: PropertyCheck
  /// How many of the other readings it fits.
  public let fits: Int
}

extension Identification {
  /// How many gems ruled out by one reading are looked at again, and
  /// how many are named.
  static let oneReadingMissesKept = 8
  static let oneReadingMissesNamed = 3

  /// The gems among `near` (each ruled out at its constants by its
  /// specific gravity alone) that nothing else rules out or explains only
  /// by a dye, and that fit as many of the other readings as the leader,
  /// most fitting first, one a candidate (species and origin) other than
  /// the leader's; worked out only once the leader is settled, when no next
  /// test would show a slip of the balance up.
  ///
  /// - Parameters:
  ///   - near: The gems, with their constants.
  ///   - readings: The constants measured.
  /// - Returns: At most ``oneReadingMissesNamed`` of them.
  func oneReadingMisses(among near: [ConstantGem], readings: ConstantReadings) -> [OneReadingMiss] {
    guard let leader = candidates.first, isSettled else { return [] }
    let matcher = ColorMatcher(measurements.color)
    let marks = InclusionMarks(measurements)
    let misses = near.compactMap { pair -> OneReadingMiss? in
      let colors = measurements.color == nil ? nil : pair.colors ?? ColorFacts(pair.gem)
      let checks = Self.checks(
        measurements, readings, of: pair.gem, constants: pair.constants, colors: colors.map { (matcher, $0) },
        marks: marks)
      let missed = checks.filter { $0.verdict == .misses }
      guard missed.count == 1, let miss = missed.first, miss.isDecisiveMiss, !checks.contains(where: \.needsDye)
      else { return nil }
      // The others: what the leader fits besides the reading that rules this gem out.
      let fits = checks.count { $0.verdict == .fits }
      let leaderFits = leader.checks.count { $0.verdict == .fits && $0.property != miss.property }
      guard fits >= max(leaderFits, 2) else { return nil }
      return OneReadingMiss(gem: pair.gem, miss: miss, fits: fits)
    }
    // One a candidate, grouped as candidates are (the leader's first).
    var groups = SpeciesGroups()
    _ = groups.number(of: leader.lead, at: 0)
    var named: [OneReadingMiss] = []
    for (index, miss) in misses.sorted(by: { $0.fits > $1.fits }).enumerated() {
      // A gem of a group already seen is numbered by that group's first, not by its own position.
      if groups.number(of: miss.gem, at: index + 1) == index + 1 { named.append(miss) }
    }
    return Array(named.prefix(Self.oneReadingMissesNamed))
  }
}
