/// How many of the gems counted show the luster read, and what a miss of
/// it costs a gem that follows from that (README, "How likely").
///
/// A luster few materials show is strong evidence: a pearly bead that
/// glass misses is likelier an imitation pearl than glass, while a
/// vitreous stone that a greasy-lustered gem misses says little. So a miss
/// costs no less than the miss of any word of weight 5, and as much as
/// the share of counted gems whose luster fits the reading, down to the
/// share of slips. Counted over the gems no decisive reading rules out,
/// as ``ListWordShares`` counts a list's words (measured on the cases: one
/// more case right in each half; weighing transparency, colour, glow and
/// pleochroism so as well lost three settled cases).
struct LusterShare {
  private var known = 0
  private var fitting = 0

  /// Counts one gem's luster check, if it has one the catalog can answer.
  mutating func count(_ checks: [PropertyCheck]) {
    guard let luster = Self.lusterCheck(in: checks), luster.verdict != .unknown else { return }
    known += 1
    if luster.verdict == .fits { fitting += 1 }
  }

  /// The natural log of the factor by which a luster miss among `checks`
  /// costs more than the plain word miss ``Likelihood`` already took: 0
  /// where the luster does not miss, or where most gems miss it too.
  func extraLogLikelihood(of checks: [PropertyCheck]) -> Double {
    guard known > 0, let luster = Self.lusterCheck(in: checks), luster.verdict == .misses else { return 0 }
    let miss = Likelihood.wordLikelihood(.misses, weight: luster.property.weight)
    let share = Double(fitting) / Double(known)
    return Math.log(Swift.max(Likelihood.slipShare, Swift.min(miss, share))) - Math.log(miss)
  }

  private static func lusterCheck(in checks: [PropertyCheck]) -> PropertyCheck? {
    checks.first { $0.property == .luster }
  }
}
