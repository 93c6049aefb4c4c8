/// The gems no decisive reading rules out that still do not stand.
///
/// Nothing read fits them or comes close (the catalog is silent on it, or
/// a word misses). They are not listed, yet the stone may be one of them, so their
/// likelihood counts in every candidate's confidence: without them, a
/// colour name only one gem's colour holds (`cornflower`), or one line in
/// the spectroscope, made that gem certain.
///
/// Each group (species and origin, ``SpeciesGroups``) counts as its
/// likeliest gem, as a candidate does, and a group with a gem that stands
/// counts only through its candidate. A list fact's likelihood is known
/// only once every gem is counted (``ListWordShares``), so each group keeps
/// its likeliest gem for each way its list facts were checked, a handful.
struct Bystanders {
  /// A group's likeliest gem with one pattern of list-fact checks.
  private struct Entry {
    let group: Int
    let lists: [PropertyCheck]
    /// The natural log of its prior times the likelihood of its other checks.
    var logWeight: Double
  }

  private var entries: [Entry] = []

  /// Adds a gem that does not stand and is not ruled out.
  ///
  /// - Parameters:
  ///   - group: Its group's number.
  ///   - checks: Its checks.
  ///   - logWeight: The natural log of its prior times the likelihood of
  ///     its checks but those of list facts.
  mutating func add(group: Int, checks: [PropertyCheck], logWeight: Double) {
    let lists = checks.filter { $0.property.fact.kind.isList }
    if let index = entries.lastIndex(where: { $0.group == group && $0.lists == lists }) {
      entries[index].logWeight = Swift.max(entries[index].logWeight, logWeight)
    } else {
      entries.append(Entry(group: group, lists: lists, logWeight: logWeight))
    }
  }

  /// The natural log of their posterior weight, in the units of the
  /// candidates' ``Candidate/logPosterior``.
  ///
  /// - Parameters:
  ///   - shares: The list words' shares, once every gem is counted.
  ///   - standing: The numbers of the groups with a gem that stands.
  /// - Returns: The log, or `nil` when there are none.
  func logWeight(shares: ListWordShares, standing: [Int]) -> Double? {
    var best: [(group: Int, log: Double)] = []
    for entry in entries where !standing.contains(entry.group) {
      let log = entry.logWeight + shares.logLikelihood(of: entry.lists)
      if let index = best.firstIndex(where: { $0.group == entry.group }) {
        best[index].log = Swift.max(best[index].log, log)
      } else {
        best.append((entry.group, log))
      }
    }
    guard let top = best.map(\.log).max() else { return nil }
    return top + Math.log(best.reduce(0) { $0 + Math.exp($1.log - top) })
  }
}
