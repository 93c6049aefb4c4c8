/// How often each word read of a list fact (inclusions, polariscope,
/// phenomena) is listed by the gems whose catalog entry gives that fact,
/// among those no decisive reading rules out, so that each word weighs by
/// how distinctive it is.
///
/// Platinum platelets, which only flux-grown synthetics list, count against
/// a gem whose list lacks them almost as a slip; a crystal, which a third of
/// the lists hold, only as a miss. A stone showing Schreger lines is unlikely to
/// be a gem whose inclusions the catalog does not list, since almost no
/// listed gem shows them; a fingerprint is not, since many do.
struct ListWordShares {
  /// The gems with the fact, and how many of them list each word read, a property.
  private struct Count {
    let property: IdentifiedProperty
    var known = 0
    var listing: [Int]
  }

  private var counts: [Count] = []

  /// Counts one gem's checks of list facts.
  mutating func count(_ checks: [PropertyCheck]) {
    for check in checks where check.property.fact.kind.isList {
      guard let words = check.wordsHeld else { continue }
      let index: Int
      if let found = counts.firstIndex(where: { $0.property == check.property }) {
        index = found
      } else {
        counts.append(Count(property: check.property, listing: Array(repeating: 0, count: words.read)))
        index = counts.count - 1
      }
      counts[index].known += 1
      for word in 0..<words.read where words.holds(word) { counts[index].listing[word] += 1 }
    }
  }

  /// What to add to the log likelihood of a gem with `checks`, in place of
  /// the factor each list fact's verdict gave.
  ///
  /// Each word read that the gem's list lacks scores its share among the
  /// gems that give the fact, no more than a miss's factor; where the entry
  /// lacks the fact, each word scores that share, no more than halfway (a
  /// gem the catalog says nothing of shows a word as often as the gems that
  /// list theirs). Neither falls below a slip's share.
  func correction(for checks: [PropertyCheck]) -> Double {
    var total = 0.0
    for check in checks where check.property.fact.kind.isList {
      guard check.wordsHeld != nil || (check.verdict == .unknown && check.assumed == nil) else { continue }
      guard let count = counts.first(where: { $0.property == check.property }), count.known > 0 else { continue }
      let weight = check.property.weight
      let miss = Likelihood.wordLikelihood(.misses, weight: weight)
      let halfway = Likelihood.wordLikelihood(.unknown, weight: weight)
      var factor = 1.0
      for word in count.listing.indices where check.wordsHeld?.holds(word) != true {
        let share = Double(count.listing[word]) / Double(count.known)
        factor *=
          Swift.max(Likelihood.slipShare, Swift.min(check.wordsHeld == nil ? halfway : miss, share))
      }
      total += Math.log(factor) - Math.log(Likelihood.wordLikelihood(check.verdict, weight: weight))
    }
    return total
  }
}
