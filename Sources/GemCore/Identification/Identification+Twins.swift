/// What a synthetic the catalog is silent on is taken to show.
extension Identification {
  /// Takes each standing synthetic that the catalog is silent on a bench
  /// reaction for to show what its standing natural twin records
  /// (``GemField/syntheticOf``), rather than what most materials show
  /// (``PropertyCheck/assumed``), and weighs it so.
  ///
  /// A synthetic is made to look like its twin, colouring element and
  /// all: synthetic amethyst is as red through a Chelsea filter as
  /// amethyst. Taken to show no reaction, it fell thirty times behind its
  /// twin on a reading no bench makes a separation of (a reviewing
  /// gemmologist's finding). Where a synthetic differs (flame-fusion
  /// sapphire without the natural's 450 nm iron band), the catalog records
  /// its own value, which is then what speaks. Of several twins, the one
  /// whose record the reading fits best is taken, among those whose colour
  /// the stone's does not miss: a colourless lab-grown diamond shows a
  /// colourless diamond's insulating, not a blue one's conducting. List
  /// facts (inclusions) are never taken over: they are what tells a
  /// synthetic apart.
  ///
  /// - Parameter groups: The standing gems, grouped; their synthetics'
  ///   checks and likelihoods are changed in place.
  static func takingTwinsRecords(in groups: inout [Group]) {
    for group in groups.indices {
      for member in groups[group].members.indices {
        let synthetic = groups[group].members[member]
        guard synthetic.gem.origin == .synthetic, let twins = synthetic.gem[.syntheticOf], !twins.isEmpty else {
          continue
        }
        for index in synthetic.checks.indices {
          let check = synthetic.checks[index]
          guard check.assumed != nil, !check.property.fact.kind.isList,
            let recorded = bestRecord(of: check.property, among: twins, in: groups)
          else { continue }
          var taken = check
          taken.assumed = recorded.verdict == .unknown ? nil : recorded.verdict
          taken.agreement = recorded.agreement
          groups[group].members[member].checks[index] = taken
          groups[group].members[member].logLikelihood +=
            Math.log(Likelihood.wordLikelihood(of: taken)) - Math.log(Likelihood.wordLikelihood(of: check))
        }
      }
    }
  }

  /// The check of `property` against a record of it, among the standing
  /// gems whose ids are `twins`, that the reading fits best; `nil` when
  /// none of them stands or records it.
  private static func bestRecord(of property: IdentifiedProperty, among twins: [String], in groups: [Group])
    -> PropertyCheck?
  {
    var best: PropertyCheck?
    for group in groups {
      for twin in group.members where twins.contains(twin.gem.id) {
        guard twin.gem[property.fact] != nil, let check = twin.checks.first(where: { $0.property == property }),
          !twin.checks.contains(where: { $0.property == .color && $0.verdict == .misses })
        else { continue }
        if best.map({ Likelihood.wordLikelihood(of: $0) < Likelihood.wordLikelihood(of: check) }) ?? true {
          best = check
        }
      }
    }
    return best
  }
}
