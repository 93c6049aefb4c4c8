extension Identification {
  /// For each pair of the leading candidates, the first test in the kit's
  /// order that was not made and whose values are farther apart than the
  /// instrument's tolerance; pleochroism (a dichroscope) comes after the
  /// balance.
  static func nextTests(among leading: [Candidate], measured: Measurements) -> [Separation] {
    let properties = FactSeparation.kitOrder.filter { !isMeasured($0, in: measured) }
    var facts = properties.map(\.fact)
    facts.insert(GemField.pleochroism.fact, at: facts.firstIndex(of: GemField.dispersion.fact) ?? facts.count)
    var tests: [Separation] = []
    for first in leading.indices {
      for second in leading.indices where second > first {
        let (a, b) = (leading[first].lead, leading[second].lead)
        if let test = separation(a, b, facts: facts) { tests.append(test) }
      }
    }
    return tests
  }

  /// Natural candidates whose synthetics among the candidates no test of
  /// the kit can tell apart.
  ///
  /// The synthetic named is one that reproduces the natural candidate's
  /// leading variety, else (when no colour chose the lead) the one that
  /// reproduces most of its varieties.
  static func lookAlikeNotes(among leading: [Candidate], measured: Measurements) -> [LookAlikeNote] {
    let facts = FactSeparation.kitOrder.map(\.fact) + [GemField.pleochroism.fact]
    var notes: [LookAlikeNote] = []
    for natural in leading where natural.origin == .natural {
      let ids = Set(natural.members.map(\.id))
      for synthetic in leading where synthetic.origin == .synthetic {
        let reproduced = synthetic.members.map { made in
          (
            made: made, count: Set(made[.syntheticOf] ?? []).intersection(ids).count,
            leads: (made[.syntheticOf] ?? []).contains(natural.lead.id)
          )
        }
        // A measured colour chose the lead: only its own synthetic will do.
        let eligible = reproduced.filter { measured.color == nil ? $0.count > 0 : $0.leads }
        let chosen = eligible.max { left, right in
          left.leads != right.leads ? right.leads : left.count < right.count
        }
        guard let made = chosen?.made, separation(natural.lead, made, facts: facts) == nil else { continue }
        notes.append(LookAlikeNote(natural: natural.lead, synthetic: made, hint: hint(in: made[.summary])))
      }
    }
    return notes
  }

  private static func separation(_ first: Gem, _ second: Gem, facts: [GemFact]) -> Separation? {
    for fact in facts {
      guard let a = FactSeparation.value(of: fact, for: first), let b = FactSeparation.value(of: fact, for: second)
      else { continue }
      if FactSeparation.separates(a, b, margin: FactSeparation.margin(for: fact)) {
        return Separation(fact: fact, first: (first, a), second: (second, b))
      }
    }
    return nil
  }

  private static func isMeasured(_ property: IdentifiedProperty, in measured: Measurements) -> Bool {
    switch property {
    case .refractiveIndex: return measured.refractiveIndex != nil
    // Over the limit, the refractometer cannot show a birefringence either.
    case .birefringence: return measured.measuredBirefringence != nil || measured.refractiveIndex == .overLimit
    case .opticCharacter: return measured.optic != nil
    case .opticSign: return measured.optic?.sign != nil
    case .specificGravity: return measured.specificGravity != nil
    case .dispersion: return measured.dispersion != nil
    case .hardness: return measured.hardness != nil
    case .color: return measured.color != nil
    case .transparency: return measured.transparency != nil
    }
  }

  /// The sentence of a synthetic's summary that says how it is told apart:
  /// one calling a test decisive or naming a separation, else the first
  /// naming inclusions, growth, a spectrum or another clue.
  static func hint(in summary: String?) -> String? {
    guard let summary else { return nil }
    let clues = [
      "decisive", "separat", "identif", "test", "inclusion", "growth", "spectr", "fluoresc", "magnif", "strain",
      "zoning", "seed",
    ]
    var sentences: [Substring] = []
    var start = summary.startIndex
    var index = summary.startIndex
    while index < summary.endIndex {
      let next = summary.index(after: index)
      if summary[index] == ".", next == summary.endIndex || summary[next] == " " {
        sentences.append(summary[start...index])
        start = next == summary.endIndex ? next : summary.index(after: next)
      }
      index = next
    }
    let lowered = sentences.map { $0.lowercased() }
    for clue in clues {
      if let index = lowered.firstIndex(where: { $0.contains(clue) }) { return String(sentences[index]) }
    }
    return nil
  }
}
