/// How the gems that stand become candidates: grouped by species and
/// origin, a variety leading each, ranked by likelihood with ties.
extension Identification {
  /// A gem with its checks and score.
  struct Scored {
    let gem: Gem
    var checks: [PropertyCheck]
    let score: Double
    let spread: Double
    /// The natural log of its likelihood: of what was read, were the stone this gem (``Likelihood``).
    var logLikelihood: Double
    /// The natural log of its prior (``Likelihood/prior(of:)``).
    let logPrior: Double

    /// The natural log of its prior times its likelihood.
    var logPosterior: Double { logPrior + logLikelihood }
    /// Its colour facts, when a colour was measured.
    let colors: ColorFacts?
  }

  /// Whether a gem with these checks stands: no decisive property misses,
  /// and at least one measured property fits or is close, or fits as the
  /// usual where the catalog does not record it (``PropertyCheck/assumed``):
  /// an insulating stone may be almost any gem, not only those that record it.
  static func stands(_ checks: [PropertyCheck]) -> Bool {
    !isRuledOut(checks) && checks.contains { $0.verdict == .fits || $0.verdict == .close || $0.assumed == .fits }
  }

  /// Whether a decisive reading (RI, SG, optic character…) misses: the gem
  /// cannot be the stone.
  static func isRuledOut(_ checks: [PropertyCheck]) -> Bool {
    checks.contains { $0.isDecisiveMiss }
  }

  /// Whether a decisive reading other than a list's words misses: a gem
  /// ruled out only by what a list proves (a join plane) is not.
  static func isRuledOutOtherThanByLists(_ checks: [PropertyCheck]) -> Bool {
    checks.contains { $0.isDecisiveMiss && !$0.property.fact.kind.isList }
  }

  /// The gems that stand in one group (``SpeciesGroups``).
  ///
  /// Structs rather than tuples here: see ``BestFew/Kept``.
  struct Group {
    let number: Int
    var members: [Scored]
  }

  /// The candidate of one group: any member before a variety whose name
  /// only a laboratory gives (``GemField/nameNeeds``), then a variety whose
  /// colour answers the one read before one that would need a dye, then among those with the
  /// fewest numbers close or missing (and luster, inclusions or
  /// transparency missing), one known for the effect seen (a
  /// star stone's star corundum), then the one whose colour
  /// answers best (its swatch's family, then its name's words, then its
  /// recorded colours), one known for an effect not looked for after the
  /// plain ones, then the one the readings fit best, then one whose
  /// colour name is only the colour read, the gem named after the
  /// species leading unless a variety is clearly likelier, then the
  /// commoner, then the synthetic that reproduces most natural varieties,
  /// then the narrower ranges, then by name.
  static func candidate(_ group: [Scored], colors: ColorMatcher) -> Candidate {
    // A lone gem is its own candidate, with no variety to choose: most are,
    // when a broad reading leaves a hundred species standing.
    if let only = group.first, group.count == 1 {
      return Candidate(
        members: [only.gem], checks: only.checks, score: only.score, spread: only.spread,
        logPosterior: only.logPosterior)
    }
    // Each member's sort key is read once, not on every comparison of the sort,
    // where reading facts slowed identifying a large catalog
    // (Sources/Benchmark/README.md, "Large catalogs").
    struct Key {
      let closeness: Int
      let fitsAsWell: Bool
      let showsTheEffect: Bool
      let namesTheColor: Bool
      let logLikelihood: Double
      let isSpecies: Bool
      let logPrior: Double
      let reach: Int
      let spread: Double
      let name: String
    }
    // Only several varieties need the colour to choose among them, and
    // only one whose swatch answers it can lead by its name as well.
    // Read once a member: a gem's species is read from its record.
    let isSpecies = group.map(\.gem.isSpeciesEntry)
    var closeness = group.indices.map { index in
      group[index].colors.map { facts in
        // A variety's colour name must hold the tints it blends (padparadscha's
        // pink), unless the variety's own name says the colour read (Blue Spinel).
        let plain = colors.closeness(of: facts)
        guard plain >= 2, !isSpecies[index], facts.namesATint, !colors.isNamed(in: group[index].gem.name) else {
          return plain
        }
        return colors.closeness(of: facts, ofAVariety: true)
      } ?? 0
    }
    // A name only a laboratory gives (Paraíba tourmaline's copper) is no
    // bench's answer: read once a member, it leads no other, and lends the
    // colour it answers to the plain varieties of its swatch's family (a
    // turquoise elbaite is Indicolite).
    let namedByALaboratory = group.map { $0.gem.laboratoryTest != nil }
    for lab in group.indices where namedByALaboratory[lab] && closeness[lab] > 0 {
      guard let family = group[lab].colors?.family else { continue }
      for index in group.indices where !namedByALaboratory[index] && group[index].colors?.family == family {
        closeness[index] = max(closeness[index], 1)
      }
    }
    // A species entry's colour is only the species' usual one: where a
    // variety answers the colour by its name or swatch, the species entry
    // answers only as a material occurring in it (beryl's pale greenish
    // blue is aquamarine's colour).
    if let species = isSpecies.firstIndex(of: true),
      group.indices.contains(where: { $0 != species && closeness[$0] >= 2 })
    {
      closeness[species] = min(closeness[species], 1)
    }
    // A variety with a reading outside it where another of its colour fits
    // leads for no closer colour: its misses would be shown beside a
    // likelihood the other gives (a red flux-grown synthetic spinel, both
    // readings outside it, before flame-fusion spinel, which fits). Only a
    // number outside counts, not a likelihood a wider range lowers: green
    // beryl is emerald, though aquamarine's typical SG is 2.72; nor a word a
    // step off, which the likelihood weighs (a dichroscope's moderate for
    // sapphire's strong gave the lead to Star Sapphire, which records no
    // spectrum, with the 450 nm line read).
    // A luster, the inclusions or the transparency missed count as a number
    // outside: a silky brown quartz is tiger's eye, not smoky quartz, a
    // transparent grey one no hawk's eye, and a pink corundum showing flux
    // and platinum no flame-fusion synthetic.
    let misfits = group.map { scored in
      scored.checks.count { check in
        check.property.constantPosition != nil
          ? check.verdict == .close || check.verdict == .misses
          : (check.property == .luster || check.property == .inclusions || check.property == .transparency)
            && check.verdict == .misses
      }
    }
    let answering = closeness.contains { $0 > 0 }
    let fewest = group.indices.filter { !answering || closeness[$0] > 0 }.map { misfits[$0] }.min() ?? 0
    let keys = group.indices.map { index in
      let scored = group[index]
      return Key(
        closeness: closeness[index], fitsAsWell: misfits[index] <= fewest,
        showsTheEffect: scored.checks.contains { $0.property == .phenomena && $0.verdict == .fits },
        namesTheColor: closeness[index] >= 3 && colors.isNamed(in: scored.gem.name),
        logLikelihood: scored.logLikelihood,
        isSpecies: isSpecies[index], logPrior: scored.logPrior,
        reach: scored.gem[.syntheticOf]?.count ?? 0, spread: scored.spread, name: scored.gem.name)
    }
    // Keys most comparisons never reach, worked out when the keys before them tie:
    // whether a member is known for an effect not seen (a star, read from its
    // record: not looked for, or another effect read, as a cat's-eye is no star
    // stone), and whether its colour name is only the colour read.
    var lacksItsEffect = LazyFlags(count: group.count) { index in
      !keys[index].showsTheEffect && !(group[index].gem[.phenomena] ?? []).isEmpty
    }
    var onlyInTheColorRead = LazyFlags(count: group.count) { index in
      group[index].colors.map(colors.occursOnlyInColorsAsked) == true
    }
    var nameIsTheColor = LazyFlags(count: group.count) { index in
      group[index].colors.map(colors.nameIsOnlyAColorAsked) == true
    }
    var order = keys.indices.sorted { left, right in
      let (a, b) = (keys[left], keys[right])
      if namedByALaboratory[left] != namedByALaboratory[right] { return namedByALaboratory[right] }
      if (a.closeness > 0) != (b.closeness > 0) { return a.closeness > 0 }
      if a.fitsAsWell != b.fitsAsWell { return a.fitsAsWell }
      // A variety known for the effect seen (Star Ruby for a star) is the stone, whatever else its entry records.
      if a.showsTheEffect != b.showsTheEffect { return a.showsTheEffect }
      // One known for an effect that was not looked for (a star, a colour
      // change) leads no plain variety, however near its colour name.
      if lacksItsEffect(left) != lacksItsEffect(right) { return lacksItsEffect(right) }
      if a.closeness != b.closeness { return a.closeness > b.closeness }
      // A variety named for the colour read is the more specific answer.
      if a.namesTheColor != b.namesTheColor { return a.namesTheColor }
      // The variety the readings fit best leads, whatever the trade's
      // abundance of each, then the species entry, then the commoner variety.
      if a.logLikelihood != b.logLikelihood { return a.logLikelihood > b.logLikelihood }
      // A variety found only in the colour read is that colour's name: sapphire, not corundum, for blue.
      if onlyInTheColorRead(left) != onlyInTheColorRead(right) { return onlyInTheColorRead(left) }
      // On equal likelihoods (same constants), one whose colour name is only
      // the colour read, not a feature besides (golden needles) not seen.
      if nameIsTheColor(left) != nameIsTheColor(right) { return nameIsTheColor(left) }
      if a.isSpecies != b.isSpecies { return a.isSpecies }
      if a.logPrior != b.logPrior { return a.logPrior > b.logPrior }
      // Among synthetics, the one that reproduces most natural varieties.
      if a.reach != b.reach { return a.reach > b.reach }
      if a.spread != b.spread { return a.spread < b.spread }
      return a.name < b.name
    }
    // The species entry leads unless a variety answers the colour better
    // (or is named for it) or the readings make it clearly likelier (beyond
    // a tie). Where no colour answers, most varieties being colours, the
    // constants' typical values do not choose one either, only a word read
    // that the two answer differently (ruby's chromium lines, an opaque
    // stone's Black Diamond): without a colour, neither blue diamond nor
    // aquamarine stands for its species.
    let top = keys[order[0]]
    if let species = order.firstIndex(where: { keys[$0].isSpecies }), species > 0, !top.namesTheColor,
      !onlyInTheColorRead(order[0]),
      keys[order[species]].closeness == top.closeness,
      (!answering && keys[order[species]].fitsAsWell
        && Self.wordsAnswerAlike(group[order[0]].checks, group[order[species]].checks))
        || keys[order[species]].logLikelihood >= top.logLikelihood - Math.log(tieRatio)
    {
      order.insert(order.remove(at: species), at: 0)
    }
    let lead = group[order[0]]
    // The candidate is as likely as its likeliest member.
    var candidate = Candidate(
      members: order.map { group[$0].gem }, checks: lead.checks, score: lead.score, spread: lead.spread,
      logPosterior: group.map(\.logPosterior).max() ?? lead.logPosterior)
    candidate.namesNoVariety = group.indices.contains { namedByALaboratory[$0] && closeness[$0] > 0 }
    if !colors.wanted.isEmpty {
      // Peers answer the colour as well as the lead, fit the other readings
      // as well (an opaque red diamond is no Pink Diamond, transparent only),
      // and are known for no effect not looked for unless the lead is (a grey
      // corundum is no Star Sapphire while no star was read: tester's findings).
      let first = order[0]
      candidate.colorPeers =
        order.prefix { index in
          keys[index].closeness >= keys[first].closeness && lacksItsEffect(index) == lacksItsEffect(first)
            && (keys[index].fitsAsWell || !keys[first].fitsAsWell)
        }.count
    }
    return candidate
  }

  /// Whether no word read, besides the colour, tells two gems apart.
  ///
  /// Their checks of everything but the constants and the colour have the
  /// same verdicts (a spectrum, a transparency, an effect), whatever their
  /// ranges' typical values do. Asked only where no member's colour answers the
  /// one read, so a colour that is close for one is close by a dye, which
  /// names no variety (emerald's green-dyed oil for a brown beryl).
  private static func wordsAnswerAlike(_ some: [PropertyCheck], _ others: [PropertyCheck]) -> Bool {
    // Every gem is checked against the same readings, in the same order.
    let isWord: (PropertyCheck) -> Bool = { $0.property.constantPosition == nil && $0.property != .color }
    let words = some.filter(isWord)
    let otherWords = others.filter(isWord)
    return words.count == otherWords.count
      && zip(words, otherWords).allSatisfy { $0.property == $1.property && $0.verdict == $1.verdict }
  }

  /// How much likelier a candidate must be than another not to tie with it:
  /// the ratio of their confidences, as shown (``confidencePower``).
  public static let tieRatio = 1.5

  /// The power each candidate's posterior is raised to before the shares
  /// that are its confidence are taken.
  ///
  /// The model is more modest than it
  /// should be (each reading's density is rooted, every range widened), so
  /// a leader given 60% was right about 85% of the time; on the cases, 1.5
  /// brings the confidence closest to how often the leader is right on
  /// both the settled and the held-out half (Sources/Benchmark/README.md,
  /// "Calibration"). The order of the candidates does not depend on it.
  public static let confidencePower = 1.5

  /// Ranks `candidates`, likeliest first.
  ///
  /// Each gets its share of the candidates' posterior, its confidence
  /// (``confidencePower``) and its rank: a candidate whose confidence is
  /// within ``tieRatio`` of the first of a tie's shares its rank, listed
  /// likelier first, as the confidences shown read. On equal likelihoods
  /// natural gems come first.
  static func ranked(_ candidates: [Candidate]) -> [Candidate] {
    let keys = candidates.map(RankKey.init)
    let likelierFirst = keys.indices.sorted { keys[$0].precedes(keys[$1]) }
    guard let first = likelierFirst.first else { return [] }
    let top = keys[first].logPosterior
    let total = keys.reduce(0) { $0 + Math.exp($1.logPosterior - top) }
    let sharpened = keys.reduce(0) { $0 + Math.exp(($1.logPosterior - top) * confidencePower) }
    var ranks = Array(repeating: 0, count: keys.count)
    var tieStart = (rank: 1, logPosterior: top)
    // Confidences within the tie ratio are posteriors within its root by the power.
    let tieSpan = Math.log(tieRatio) / confidencePower
    for (place, index) in likelierFirst.enumerated() {
      if keys[index].logPosterior < tieStart.logPosterior - tieSpan {
        tieStart = (place + 1, keys[index].logPosterior)
      }
      ranks[index] = tieStart.rank
    }
    // Ranks never fall along the likelier-first order, so it is the order shown.
    return likelierFirst.map { index in
      var candidate = candidates[index]
      candidate.rank = ranks[index]
      candidate.share = Math.exp(keys[index].logPosterior - top) / total
      candidate.confidence = Math.exp((keys[index].logPosterior - top) * confidencePower) / sharpened
      return candidate
    }
  }

  /// What ranking compares of a candidate, read once: its lead's origin
  /// and name are read from the gem's record at every use.
  private struct RankKey {
    let logPosterior: Double
    let originRank: Int
    let spread: Double
    let name: String

    init(_ candidate: Candidate) {
      logPosterior = candidate.logPosterior
      originRank = Identification.originRank(candidate.origin)
      spread = candidate.spread
      name = candidate.lead.name
    }

    /// Likelier first; on ties natural gems, then synthetics (the
    /// likelier and harder look-alike), then composites and artificial
    /// materials alike, then the narrower ranges (``Candidate/spread``: an
    /// assembled stone's wide ranges hold anything), then by name.
    func precedes(_ other: RankKey) -> Bool {
      if logPosterior != other.logPosterior { return logPosterior > other.logPosterior }
      if originRank != other.originRank { return originRank < other.originRank }
      if spread != other.spread { return spread < other.spread }
      return name < other.name
    }
  }

  private static func originRank(_ origin: Origin) -> Int {
    switch origin {
    case .natural: return 0
    case .synthetic: return 1
    case .composite, .artificial: return 2
    }
  }
}

/// Flags of a group's members, each worked out the first time it is asked
/// for: sort keys that only ties reach.
private struct LazyFlags {
  private var known: [Bool?]
  private let compute: (Int) -> Bool

  init(count: Int, _ compute: @escaping (Int) -> Bool) {
    known = Array(repeating: nil, count: count)
    self.compute = compute
  }

  /// The flag of the member at `index`.
  mutating func callAsFunction(_ index: Int) -> Bool {
    if let flag = known[index] { return flag }
    let flag = compute(index)
    known[index] = flag
    return flag
  }
}
