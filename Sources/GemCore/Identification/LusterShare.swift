/// How many of the gems counted show the luster read, and what a miss of
/// it, or an entry silent on it, costs a gem that follows from that
/// (README, "How likely").
///
/// A luster few materials show is strong evidence: a pearly bead that
/// glass misses is likelier an imitation pearl than glass, while a
/// vitreous stone that a greasy-lustered gem misses says little. So a miss
/// costs no less than the miss of any word of weight 5, and as much as
/// the share of counted gems whose luster fits the reading or is a step
/// from it, down to the share of slips; an entry that gives no luster
/// costs no less than halfway and as much as that share, as a list word
/// its entry lacks does (``ListWordShares``): at halfway, a flux-grown
/// spinel with no luster recorded took a red spinel read adamantine from
/// natural spinel at 99% (a fresh tester's finding). Counted over the gems
/// no decisive reading rules out, as ``ListWordShares`` counts a list's
/// words (measured on the cases: one more case right in each half;
/// weighing transparency, colour, glow and pleochroism so as well lost
/// three settled cases).
struct LusterShare {
  private var known = 0
  private var showing = 0

  /// Counts one gem's luster check, if it has one the catalog can answer.
  mutating func count(_ checks: [PropertyCheck]) {
    guard let luster = Self.lusterCheck(in: checks), luster.verdict != .unknown else { return }
    known += 1
    if luster.verdict != .misses { showing += 1 }
  }

  /// The natural log of the factor by which a luster missed or unknown
  /// among `checks` costs more than the plain word verdict ``Likelihood``
  /// already took: 0 where the luster fits or is close, or where most gems
  /// show it.
  func extraLogLikelihood(of checks: [PropertyCheck]) -> Double {
    guard known > 0, let luster = Self.lusterCheck(in: checks),
      luster.verdict == .misses || luster.verdict == .unknown
    else { return 0 }
    let plain = Likelihood.wordLikelihood(luster.verdict, weight: luster.property.weight)
    let share = Double(showing) / Double(known)
    return Math.log(Swift.max(Likelihood.slipShare, Swift.min(plain, share))) - Math.log(plain)
  }

  private static func lusterCheck(in checks: [PropertyCheck]) -> PropertyCheck? {
    checks.first { $0.property == .luster }
  }
}
