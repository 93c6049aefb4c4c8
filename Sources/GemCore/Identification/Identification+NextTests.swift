extension Identification {
  /// The confidence below which the leader is not yet told apart from the
  /// others, and next tests are named.
  ///
  /// 0.97, as its leaders are right about as often (98% of the settled
  /// cases) as the plain share's 0.9 was before the confidence was
  /// sharpened, and on about as many cases: a brown corundum at 94%
  /// still wants the microscope to rule out its synthetic.
  public static let settledConfidence = 0.97

  /// The part of the leader's share a shown candidate needs for a
  /// test that parts it from the others to be worth naming: a test that
  /// only ruled out a runner-up under a fiftieth of the leader (synthetic
  /// malachite beside three corundums) hid the advice that mattered.
  static let worthParting = 0.02

  /// The leading candidates (``leaders(of:)``) at or above a fiftieth of
  /// the leader's share (``worthParting``): those worth a note of
  /// their own.
  static func leadersWorthParting(of candidates: [Candidate]) -> [Candidate] {
    let floor = (candidates.first?.share ?? 0) * worthParting
    return leaders(of: candidates).filter { $0.share >= floor }
  }

  /// Whether the leader is told apart from the rest: it stands alone, or
  /// its confidence, as a whole percentage shows it, reaches
  /// ``settledConfidence``; no next test is needed.
  public var isSettled: Bool { Self.isSettled(candidates) }

  /// Whether the first of `candidates` is told apart from the others.
  static func isSettled(_ candidates: some Collection<Candidate>) -> Bool {
    guard let leader = candidates.first, candidates.count > 1 else { return true }
    // As shown: a leader of 96.8% reads 97%, which the page says needs no test.
    return (leader.confidence * 100).rounded() >= settledConfidence * 100
  }

  /// The tests not yet made that tell the leading candidates apart.
  ///
  /// Only tests of the instruments at hand (``Measurements/kit``); the
  /// most telling come first (``Separation/split``), then the kit's
  /// order; at most three. A test that can mark the stone is named only
  /// when nothing else separates them, or when it parts the first two and
  /// nothing else does, and the leaders that may be other than an organic
  /// or a plastic (``Gem/isTriedWithMarkingTests``) are together under a
  /// fiftieth. None once the leader's confidence reaches
  /// ``settledConfidence``. The balance is named last of them while a
  /// leader worth parting is a stone even water harms, and not at all when
  /// every leader is (``leadersKeptFromLiquids``), unless `keepingFromLiquids`
  /// is false. Where no test parts any two leaders by what both record, the
  /// tests in which one records what another does not (``Separation/onlyConfirms``).
  static func nextTests(
    among leading: [Candidate], measured: Measurements, keepingFromLiquids: Bool = true
  ) -> [Separation] {
    guard !isSettled(leading) else { return [] }
    // A colourless stone shows no pleochroism and nothing through a Chelsea filter, whatever a
    // coloured variety's record says; one read singly refractive or aggregate shows no
    // interference figure to take a sign from, and no pleochroism.
    let colors = ColorMatcher(reading: measured)
    let (isColorless, isReddish) = (colors.isColorless, colors.isReddish)
    let showsNoFigure = measured.optic.map { $0.character == .isotropic || $0.character == .aggregate } ?? false
    let facts = FactSeparation.kitOrder.filter { fact in
      guard let instrument = fact.bench?.instrument, measured.hasAtHand(instrument) else { return false }
      if isColorless, instrument == .dichroscope || instrument == .chelseaFilter { return false }
      if showsNoFigure, instrument == .conoscope || instrument == .dichroscope { return false }
      // A set stone cannot go on the balance or into a heavy liquid.
      return !isMeasured(fact, in: measured) && !(measured.isMounted && instrument == .balance)
    }
    // Each test's values are read only for the three shown: the representative
    // each leader shows it by is kept beside it.
    var tests: [(test: Separation, gems: [Gem], hidden: [Bool], partsTheFirstTwo: Bool)] = []
    let floor = (leading.first?.share ?? 0) * worthParting
    // A stone read as opaque, or a leader opaque whatever the stone (pyrite,
    // hematite), is parted from no other by an instrument that looks through it.
    let isOpaque = leading.map { candidate in
      measured.transparency == .opaque
        || candidate.possibleVarieties(measured).allSatisfy(FactSeparation.isOnlyOpaque)
    }
    let seesAll = Array(repeating: false, count: leading.count)
    let atRisk = leading.map { atTheBalance($0, measured: measured) }
    let seen = measured.words(of: .inclusions)
    // A hot needle or a solvent only where the leaders it is not made for
    // are together under a fiftieth; read from their records only if one would part them.
    var markingAllowed: Bool?
    func marksAllowed() -> Bool {
      if let known = markingAllowed { return known }
      let allowed =
        leading.filter { !$0.possibleVarieties(measured).allSatisfy(\.isTriedWithMarkingTests) }
        .map(\.share).reduce(0, +) < worthParting
      markingAllowed = allowed
      return allowed
    }
    for fact in facts {
      let gems = leading.map { candidate in
        unseen(seen, in: representative(of: candidate, for: fact), fact: fact)
      }
      // Each leader read once for the fact, not once for every pair it is in.
      let tested = gems.map { TestedGem($0, for: fact) }
      // A candidate's one value or range speaks for it only where the
      // varieties the stone may be agree: without a colour, aggregate Hawk's
      // Eye and uniaxial rock crystal are both natural quartz. A feature
      // some varieties show (a line, an inclusion) still tells where it is
      // seen. Worked out only when needed.
      let isOneValue = fact.separation == .differentValue || fact.separation == .apart
      var agreement: [Bool?] = Array(repeating: isOneValue ? nil : true, count: leading.count)
      func agrees(_ index: Int) -> Bool {
        if let known = agreement[index] { return known }
        let candidate = leading[index]
        let possible = candidate.possibleVarieties(measured)
        let agrees = !possible.contains {
          FactSeparation.values(separating: TestedGem($0, for: fact), tested[index]) != nil
        }
        agreement[index] = agrees
        return agrees
      }
      // Whether a candidate has one value of the fact to show: its varieties
      // agree, and it records one (not a list the microscope has seen all of).
      func records(_ index: Int) -> Bool {
        // An index past the refractometer's limit is no reading it can show, nor a metal's birefringence.
        guard tested[index].isShown else { return false }
        switch tested[index].value {
        case nil: return false
        case .list(let words)?: return !words.isEmpty && agrees(index)
        default: return agrees(index)
        }
      }
      // Whether a leader records more than most materials show: a thermal
      // tester's low, every simulant's, speaks for no leader beside one the
      // catalog is silent on, which is taken to read low too.
      func recordsTheUnusual(_ index: Int) -> Bool {
        guard records(index) else { return false }
        guard let usual = fact.bench?.usual(forReds: isReddish) else { return true }
        return tested[index].value != usual
      }
      var split = 0.0
      // Pairs of which one records the fact and the other does not: what
      // the one shows would speak for it (jadeite's 437 nm line beside
      // dumortierite, whose spectrum no reference gives).
      var confirms = 0.0
      var partsTheFirstTwo = false
      // Whether some pair is parted by the fact's own instrument, not only by the conoscope's figure.
      var partedByItsOwnInstrument = false
      // The leaders the instrument cannot look through, which it parts from none.
      let hidden = fact.instrument?.needsLightThrough == true ? isOpaque : seesAll
      for first in leading.indices where leading[first].share >= floor && !hidden[first] {
        for second in leading.indices where second > first && leading[second].share >= floor && !hidden[second] {
          let pair = leading[first].share * leading[second].share
          if let (a, b) = FactSeparation.values(separating: tested[first], tested[second]), agrees(first),
            agrees(second)
          {
            let instrument = FactSeparation.instrument(telling: a, from: b, by: fact)
            // Uniaxial from biaxial only with the conoscope at hand.
            guard let instrument, measured.hasAtHand(instrument) else { continue }
            partedByItsOwnInstrument = partedByItsOwnInstrument || instrument == fact.instrument
            split += pair
            partsTheFirstTwo = partsTheFirstTwo || (first == 0 && second == 1)
          } else if records(first) != records(second), recordsTheUnusual(first) || recordsTheUnusual(second) {
            confirms += pair
          }
        }
      }
      guard split > 0 || confirms > 0 else { continue }
      if fact.instrument?.marksTheStone == true, !marksAllowed() { continue }
      // No liquid at all when every leader is a stone water can harm (``leadersKeptFromLiquids``).
      if fact.instrument == .balance, keepingFromLiquids, atRisk.allSatisfy(\.isHarmedByWater) { continue }
      var test = Separation(fact: fact, values: [], split: split > 0 ? split : confirms, leaders: atRisk)
      test.needsInterferenceFigure = split > 0 && !partedByItsOwnInstrument
      test.onlyConfirms = split == 0
      tests.append((test, gems, hidden, partsTheFirstTwo))
    }
    // A test only one leader's record speaks in is named only when none parts them by what all record.
    if tests.contains(where: { !$0.test.onlyConfirms }) { tests.removeAll(where: \.test.onlyConfirms) }
    // A solvent that parts amber from copal is not dropped for an inclusion that parts copal from a plastic far behind.
    let onlyMarkingPartsTheFirstTwo =
      tests.contains { $0.partsTheFirstTwo && $0.test.marksTheStone }
      && !tests.contains { $0.partsTheFirstTwo && !$0.test.marksTheStone }
    if !onlyMarkingPartsTheFirstTwo, tests.contains(where: { !$0.test.marksTheStone }) {
      tests.removeAll(where: \.test.marksTheStone)
    }
    // Stable: among equal splits the kit's order stands.
    var shown = tests.indices.sorted { (tests[$1].test.split, $0) < (tests[$0].test.split, $1) }.prefix(3).map {
      withValues(
        tests[$0].test, among: leading, gems: tests[$0].gems, seen: seen, measured: measured, hidden: tests[$0].hidden)
    }
    // The balance that must wait until a leader worth parting that even water
    // harms is ruled out is named last of those shown, after the tests that
    // may rule it out (the join plane before the balance for an opal that may be a doublet).
    let waiting = leading.indices.contains { leading[$0].share >= floor && atRisk[$0].isHarmedByWater }
    if keepingFromLiquids, waiting, let balance = shown.firstIndex(where: { $0.instrument == .balance }) {
      shown.append(shown.remove(at: balance))
    }
    return shown
  }

  /// `test` with every leader's value, or its varieties' where they differ,
  /// and the leaders whose entries record none.
  ///
  /// - Parameters:
  ///   - test: The test, its values not yet read.
  ///   - leading: The leaders.
  ///   - gems: The gem each leader shows the fact by (``representative(of:for:)``).
  ///   - seen: The inclusions already seen.
  ///   - measured: What was measured.
  ///   - hidden: Whether the test cannot look through each leader (an opaque one, for the polariscope).
  /// - Returns: The test with its values and the leaders recording none.
  private static func withValues(
    _ test: Separation, among leading: [Candidate], gems: [Gem], seen: [Substring], measured: Measurements,
    hidden: [Bool]
  ) -> Separation {
    var test = test
    let fact = test.fact
    for index in leading.indices {
      // An opaque leader shows the instrument nothing: its value would mislead.
      if hidden[index] {
        test.opaque.append(gems[index])
        continue
      }
      // A candidate of several varieties names each value of theirs the
      // fact's rule tells apart; the microscope names the varieties grown
      // otherwise below (inclusions are words a variety may add, never a
      // disagreement).
      if leading[index].possibleVarieties(measured).count > 1, fact != GemField.inclusions.fact {
        let values = varietyValues(of: leading[index], for: fact, seen: seen, measured: measured)
        if values.isEmpty { test.unrecorded.append(gems[index]) } else { test.values += values }
        continue
      }
      if let value = FactSeparation.value(of: fact, for: gems[index]) {
        test.values.append((gem: gems[index], value: value))
        guard fact == GemField.inclusions.fact else { continue }
        let shown = representative(of: leading[index], for: fact)
        for other in grownOtherwise(than: shown, in: leading[index], measured: measured) {
          test.values.append((gem: other, value: .list(other[.inclusions] ?? [])))
        }
      } else {
        test.unrecorded.append(gems[index])
      }
    }
    // Without a conoscope, crossed polars show only that a stone is doubly refractive.
    if fact == GemField.opticCharacter.fact, !measured.hasAtHand(.conoscope) {
      test.values = test.values.map { entry in (gem: entry.gem, value: FactSeparation.asCrossedPolarsShow(entry.value))
      }
    }
    return test
  }

  /// What each variety `candidate` may be shows of `fact`, a variety for
  /// each value the fact's rule tells apart from those already named
  /// (Idocrase uniaxial, Californite aggregate; Fire Opal's SG, within
  /// Opal's, is not named again).
  private static func varietyValues(
    of candidate: Candidate, for fact: GemFact, seen: [Substring], measured: Measurements
  ) -> [(gem: Gem, value: FieldValue)] {
    var values: [(gem: Gem, value: FieldValue)] = []
    for variety in candidate.possibleVarieties(measured) {
      let shown = unseen(seen, in: variety, fact: fact)
      guard let value = FactSeparation.value(of: fact, for: shown),
        values.allSatisfy({ FactSeparation.values(separating: $0.gem, shown, by: fact) != nil })
      else { continue }
      values.append((gem: shown, value: value))
    }
    return values
  }

  /// `gem` without the inclusions already `seen`, when `fact` is the
  /// inclusions: the microscope looks again for the features not yet
  /// seen, and only those tell the leaders apart.
  private static func unseen(_ seen: [Substring], in gem: Gem, fact: GemFact) -> Gem {
    guard fact == GemField.inclusions.fact, !seen.isEmpty, let listed = gem[.inclusions] else { return gem }
    var trimmed = gem
    trimmed[.inclusions] = listed.filter { word in !seen.contains { $0 == word } }
    return trimmed
  }

  /// The variety that speaks for `candidate` where a liquid is the
  /// question: the first the stone may be that water harms, else the
  /// first a heavy liquid harms, else the lead.
  ///
  /// Varieties do not all record their species' treatments (black opal
  /// none, opal impregnation; aquamarine none, green beryl's emerald
  /// oiling): a stone that may be any of them is as much at risk as the
  /// one most at risk. Among the varieties that answer the colour read,
  /// or all without one, and the species' own entry whatever the colour:
  /// what it records is for every variety (a blue opal led by boulder
  /// opal is still an opal the trade impregnates).
  static func atTheBalance(_ candidate: Candidate, measured: Measurements) -> Gem {
    var possible = Array(candidate.possibleVarieties(measured))
    if let species = candidate.members.first(where: \.isSpeciesEntry),
      !possible.contains(where: { $0.id == species.id })
    {
      possible.append(species)
    }
    return possible.first(where: \.isHarmedByWater) ?? possible.first(where: \.isHarmedByHeavyLiquids)
      ?? candidate.lead
  }

  /// The varieties of a synthetic `candidate` that grew another way than `shown`.
  ///
  /// Those whose inclusions share no word with `shown`'s (flux-grown
  /// synthetic ruby's flux and platinum beside flame-fusion ruby's curved
  /// striae), each without the features already seen: the microscope
  /// tells them by other features. Among the varieties that answer the
  /// colour read, or all without one; none that lacks a feature seen in
  /// the stone while `shown` has it. A natural candidate's varieties all
  /// grew in nature: its lead speaks for them.
  private static func grownOtherwise(than shown: Gem, in candidate: Candidate, measured: Measurements) -> [Gem] {
    let inclusions = GemField.inclusions.fact
    guard candidate.origin == .synthetic, let own = shown[.inclusions] else { return [] }
    let seen = measured.words(of: .inclusions)
    let possible = candidate.possibleVarieties(measured)
    let shownHasSeen = seen.contains { word in own.contains { $0 == word } }
    var grown: [Gem] = []
    for member in possible {
      guard member.id != shown.id, let listed = member[.inclusions], !listed.contains(where: own.contains),
        !shownHasSeen || seen.contains(where: { word in listed.contains { $0 == word } })
      else { continue }
      let trimmed = unseen(seen, in: member, fact: inclusions)
      // One list once: two flame-fusion spinels both show gas bubbles.
      guard let words = trimmed[.inclusions], !words.isEmpty, !grown.contains(where: { $0[.inclusions] == words })
      else { continue }
      grown.append(trimmed)
    }
    return grown
  }

  /// The member whose value of `fact` speaks for `candidate`.
  ///
  /// The lead's, else the first of the members that answer the measured
  /// colour as well as the lead (``Candidate/colorPeers``) that has one.
  /// The species entry may lead without the inclusions its varieties
  /// record (Corundum, where blue Sapphire has silk); a red variety never
  /// speaks for a blue stone, and without a colour only the lead speaks.
  static func representative(of candidate: Candidate, for fact: GemFact) -> Gem {
    let peers = candidate.members.prefix(candidate.colorPeers)
    return peers.first { FactSeparation.value(of: fact, for: $0) != nil } ?? candidate.lead
  }

  /// Natural candidates whose synthetics among the candidates no test at
  /// the bench can tell apart, whatever the kit at hand.
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
        guard let made = chosen?.made, !separable(natural, made, facts: facts) else { continue }
        notes.append(LookAlikeNote(natural: natural.lead, synthetic: made))
      }
    }
    return notes
  }

  /// The first natural leader and synthetic leader that reproduces it and
  /// shares every constant the bench reads.
  ///
  /// Only inclusions and growth features, or a laboratory, decide between
  /// such a pair. A pair some other bench test tells apart (a balance
  /// outside the kit) is not one, nor is a natural leader whose
  /// ``lookAlikeNotes`` already say the microscope cannot either, nor a
  /// candidate under a fiftieth of the leader (``worthParting``).
  public var syntheticAmongLeaders: LookAlikeNote? {
    let leading = Self.leadersWorthParting(of: candidates)
    let inclusions = GemField.inclusions.fact
    let constants = FactSeparation.kitOrder.filter { $0 != inclusions }
    let noted = Set(lookAlikeNotes.map(\.natural.id))
    for natural in leading where natural.origin == .natural && !noted.contains(natural.lead.id) {
      let ids = Set(natural.members.map(\.id))
      for synthetic in leading where synthetic.origin == .synthetic {
        let made = synthetic.members.first { !ids.isDisjoint(with: $0[.syntheticOf] ?? []) }
        guard let made else { continue }
        let isTold = constants.contains { fact in
          FactSeparation.values(separating: Self.representative(of: natural, for: fact), made, by: fact) != nil
        }
        if !isTold { return LookAlikeNote(natural: natural.lead, synthetic: made) }
      }
    }
    return nil
  }

  /// A synthetic, how many of a natural candidate's varieties it
  /// reproduces, and whether it reproduces the one that leads (a struct
  /// rather than a tuple: see ``BestFew/Kept``).
  private struct Reproduction {
    let made: Gem
    let count: Int
    let leads: Bool
  }

  /// Whether some fact of `facts` tells the natural candidate and `made` apart, or might.
  ///
  /// Without both one's inclusions the microscope cannot be said to fail. Each fact is read from the natural candidate's
  /// ``representative(of:for:)``.
  private static func separable(_ natural: Candidate, _ made: Gem, facts: [GemFact]) -> Bool {
    let inclusions = GemField.inclusions.fact
    guard representative(of: natural, for: inclusions)[inclusions] != nil, made[inclusions] != nil else { return true }
    return facts.contains { fact in
      FactSeparation.values(separating: representative(of: natural, for: fact), made, by: fact) != nil
    }
  }

  /// Whether `fact` was measured: its reading was given, or (for
  /// birefringence) two refractometer readings, none over the limit, or a
  /// stone seen singly refractive.
  private static func isMeasured(_ fact: GemFact, in measured: Measurements) -> Bool {
    switch fact {
    case GemField.refractiveIndex.fact: return measured.refractiveIndex != nil
    // Over the limit, or on a curved surface (a spot reading), the refractometer cannot show a
    // birefringence; a singly refractive stone has shown it, none.
    case GemField.birefringence.fact:
      return measured.compared(.birefringence) != nil || measured.refractiveIndex == .overLimit
        || measured.isSpotReading || measured.optic?.character == .isotropic
    // Crossed polars' anisotropic leaves the axes to count, where a conoscope is at hand.
    case GemField.opticCharacter.fact:
      return measured.optic.map { $0.character != .anisotropic || !measured.hasAtHand(.conoscope) } ?? false
    // The microscope can look again, for the features not yet seen.
    case GemField.inclusions.fact: return false
    case GemField.opticSign.fact: return measured.optic?.sign != nil
    // An aggregate read is the polariscope's own word for what it showed.
    case GemField.polariscope.fact:
      return measured[word: .polariscope] != nil || measured.optic?.character == .aggregate
    case GemField.spectrum.fact: return measured.spectrum != nil
    case GemField.pleochroism.fact: return measured.pleochroism != nil
    case GemField.fluorescence.fact: return measured.ultraviolet != nil
    default:
      guard let property = IdentifiedProperty(fact: fact) else { return false }
      return property.isWordReading ? measured[word: property] != nil : measured[reading: property] != nil
    }
  }
}
