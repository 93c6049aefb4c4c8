/// A gem that only one decisive reading rules out, while it fits as many
/// of the others as the leader does: what the stone is if that one reading
/// was misread (a slip of the balance puts a red spinel read 4.00 out,
/// and leaves glass alone at 100%).
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

  /// The gems among `near` (each ruled out at its constants by one reading)
  /// that nothing else rules out and that fit as many readings as the
  /// leader, most fitting first; worked out only once the leader is
  /// settled, when no next test would show a misread reading up.
  ///
  /// - Parameters:
  ///   - near: The gems, with their constants.
  ///   - readings: The constants measured.
  /// - Returns: At most ``oneReadingMissesNamed`` of them.
  func oneReadingMisses(among near: [ConstantGem], readings: ConstantReadings) -> [OneReadingMiss] {
    guard let leader = candidates.first, isSettled else { return [] }
    let leaderFits = leader.checks.count { $0.verdict == .fits }
    let matcher = ColorMatcher(measurements.color)
    let marks = InclusionMarks(measurements)
    let misses = near.compactMap { pair -> OneReadingMiss? in
      let colors = measurements.color == nil ? nil : pair.colors ?? ColorFacts(pair.gem)
      let checks = Self.checks(
        measurements, readings, of: pair.gem, constants: pair.constants, colors: colors.map { (matcher, $0) },
        marks: marks)
      let missed = checks.filter { $0.verdict == .misses }
      let fits = checks.count { $0.verdict == .fits }
      guard missed.count == 1, let miss = missed.first, miss.isDecisiveMiss, fits >= max(leaderFits, 2) else {
        return nil
      }
      return OneReadingMiss(gem: pair.gem, miss: miss, fits: fits)
    }
    return Array(misses.sorted { $0.fits > $1.fits }.prefix(Self.oneReadingMissesNamed))
  }
}
