/// How often the words read of a list fact (inclusions, polariscope,
/// phenomena) fit the gems whose catalog entry gives that fact, among those
/// no decisive reading rules out, so that a gem whose entry lacks it is
/// weighed by how common the words are.
///
/// A stone showing Schreger lines is unlikely to be a gem whose inclusions
/// the catalog does not list, since almost no listed gem shows them; a
/// fingerprint is not, since many do.
struct ListWordShares {
  /// The gems with the fact, and those of them the words fit, a property.
  private struct Count {
    let property: IdentifiedProperty
    var known = 0
    var fitting = 0
  }

  private var counts: [Count] = []

  /// Counts one gem's checks of list facts.
  mutating func count(_ checks: [PropertyCheck]) {
    for check in checks where check.property.fact.kind.isList && check.verdict != .unknown {
      let index: Int
      if let found = counts.firstIndex(where: { $0.property == check.property }) {
        index = found
      } else {
        counts.append(Count(property: check.property))
        index = counts.count - 1
      }
      counts[index].known += 1
      if check.verdict == .fits { counts[index].fitting += 1 }
    }
  }

  /// What to add to the log posterior of a gem with `checks`: for each list
  /// fact its entry lacks, the log of the words' share among the gems that
  /// have the fact, in place of the halfway factor the likelihood gave it;
  /// the share kept between a miss's factor and that halfway one.
  func correction(for checks: [PropertyCheck]) -> Double {
    var total = 0.0
    for check in checks where check.verdict == .unknown && check.assumed == nil {
      guard let count = counts.first(where: { $0.property == check.property }), count.known > 0 else { continue }
      let weight = check.property.weight
      let halfway = Likelihood.wordLikelihood(.unknown, weight: weight)
      let share = Double(count.fitting) / Double(count.known)
      let factor = Swift.min(halfway, Swift.max(Likelihood.wordLikelihood(.misses, weight: weight), share))
      total += Math.log(factor) - Math.log(halfway)
    }
    return total
  }
}
