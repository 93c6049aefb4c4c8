/// How often each word read of a list fact (inclusions, polariscope,
/// phenomena) is listed by the gems whose catalog entry gives that fact,
/// among those no decisive reading rules out (those ruled out only by a
/// list's own words, a join plane, count too), and the likelihood of a list
/// reading that follows from it.
///
/// A catalog's list names a material's characteristic features, not every
/// one a stone may show, so a word a gem's list lacks is no contradiction:
/// the stone shows it about as often as gems in general do. Platinum
/// platelets, which three flux-grown synthetics list, count against a gem
/// that does not list them almost as a slip; a crystal, which a third of the
/// lists hold, about as a close reading.
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

  /// The natural log of the likelihood of the list facts among `checks`.
  ///
  /// Each word read that the gem's list holds scores 1; one a treatment it
  /// lists may leave (``Gem/treatmentReadings``) a close
  /// reading's factor; each it lacks, or
  /// each word where its entry gives no list, scores the word's share among
  /// the gems counted, no more than halfway (a close reading's factor) and no
  /// less than a slip's share. A word no gem counted lists scores a slip for
  /// every gem, and so parts none. Where no gem counted gives the fact, a
  /// word's verdict scores as any word's does.
  func logLikelihood(of checks: [PropertyCheck]) -> Double {
    var total = 0.0
    for check in checks where check.property.fact.kind.isList {
      let weight = check.property.weight
      guard check.wordsHeld != nil || (check.verdict == .unknown && check.assumed == nil),
        let count = counts.first(where: { $0.property == check.property }), count.known > 0
      else {
        let verdict = check.assumed ?? check.verdict
        let plain = verdict == .misses && check.missIsPlain
        total += Math.log(Likelihood.wordLikelihood(verdict, weight: plain ? Likelihood.plainMissWeight : weight))
        continue
      }
      let halfway = Likelihood.wordLikelihood(.close, weight: weight)
      var factor = 1.0
      for word in count.listing.indices where check.wordsHeld?.holds(word) != true {
        if check.wordsHeld?.isExcused(word) == true {
          factor *= halfway
          continue
        }
        let share = Double(count.listing[word]) / Double(count.known)
        factor *= Swift.max(Likelihood.slipShare, Swift.min(halfway, share))
      }
      total += Math.log(factor)
    }
    return total
  }
}
