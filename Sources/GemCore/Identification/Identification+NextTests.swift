extension Identification {
  /// For each pair of the leading candidates, the first test in the kit's
  /// order that was not made and whose values are farther apart than the
  /// instrument's tolerance (``FactSeparation/kitOrder``).
  static func nextTests(among leading: [Candidate], measured: Measurements) -> [Separation] {
    // A set stone cannot go on the balance or into a heavy liquid.
    let facts = FactSeparation.kitOrder.filter {
      !isMeasured($0, in: measured) && !(measured.isMounted && $0.bench?.instrument == .balance)
    }
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
    let facts = FactSeparation.kitOrder
    var notes: [LookAlikeNote] = []
    for natural in leading where natural.origin == .natural {
      let ids = Set(natural.members.map(\.id))
      for synthetic in leading where synthetic.origin == .synthetic {
        let reproduced = synthetic.members.map { made in
          Reproduction(
            made: made, count: Set(made[.syntheticOf] ?? []).intersection(ids).count,
            leads: (made[.syntheticOf] ?? []).contains(natural.lead.id))
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

  /// A synthetic, how many of a natural candidate's varieties it
  /// reproduces, and whether it reproduces the one that leads (a struct
  /// rather than a tuple: see ``BestFew/Kept``).
  private struct Reproduction {
    let made: Gem
    let count: Int
    let leads: Bool
  }

  private static func separation(_ first: Gem, _ second: Gem, facts: [GemFact]) -> Separation? {
    for fact in facts {
      if let (a, b) = FactSeparation.values(separating: first, second, by: fact) {
        return Separation(fact: fact, first: (first, a), second: (second, b))
      }
    }
    return nil
  }

  /// Whether `fact` was measured: its reading was given, or (for
  /// birefringence) two refractometer readings or none over the limit.
  private static func isMeasured(_ fact: GemFact, in measured: Measurements) -> Bool {
    switch fact {
    case GemField.refractiveIndex.fact: return measured.refractiveIndex != nil
    // Over the limit, the refractometer cannot show a birefringence either.
    case GemField.birefringence.fact:
      return measured.measuredBirefringence != nil || measured.refractiveIndex == .overLimit
    case GemField.opticCharacter.fact: return measured.optic != nil
    case GemField.opticSign.fact: return measured.optic?.sign != nil
    default: return IdentifiedProperty(fact: fact).flatMap { measured[reading: $0] } != nil
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
    // Bytes, not `String.contains` and `lowercased()`, whose string search
    // weighed on identifying (Sources/Benchmark/README.md, "Start-up"). The
    // clues are ASCII, so folding ASCII capitals is enough.
    let bytes = Array(summary.utf8)
    let lowered = bytes.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
    // Bounds rather than ranges: the first array of `Range<Int>` makes the
    // runtime scan every conformance record for `Int: Comparable`
    // (Sources/Benchmark/README.md, "Start-up").
    var sentences: [(start: Int, end: Int)] = []
    var start = 0
    for index in bytes.indices where bytes[index] == UInt8(ascii: ".") {
      guard index + 1 == bytes.count || bytes[index + 1] == UInt8(ascii: " ") else { continue }
      sentences.append((start, index + 1))
      start = index + 2
    }
    for clue in clues.map({ Array($0.utf8) }) {
      if let sentence = sentences.first(where: { Self.contains(lowered[$0.start..<$0.end], clue) }) {
        return String(decoding: bytes[sentence.start..<sentence.end], as: UTF8.self)
      }
    }
    return nil
  }

  /// Whether `bytes` hold `run` somewhere.
  private static func contains(_ bytes: ArraySlice<UInt8>, _ run: [UInt8]) -> Bool {
    guard !run.isEmpty, bytes.count >= run.count else { return run.isEmpty }
    // The first byte checked alone first: most positions fail there.
    return (bytes.startIndex...(bytes.endIndex - run.count)).contains { start in
      bytes[start] == run[0] && bytes[start..<start + run.count].elementsEqual(run)
    }
  }
}
