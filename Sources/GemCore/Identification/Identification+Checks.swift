/// How one gem's facts compare with each reading, and what the comparisons earn.
extension Identification {
  /// Compares every measured property with `gem`, whose constants are
  /// `constants`; the colour, when one was measured, with the matcher of
  /// the colour asked for and the gem's colour facts; the inclusions with
  /// the words among them that rule gems out, `marks`; the lamps with the
  /// gem's descriptions of them, `lamps`, and the luster and dye with its
  /// `words`, where they were read before.
  static func checks(
    _ measured: Measurements, _ readings: ConstantReadings, of gem: Gem, constants: StoneConstants,
    colors: (ColorMatcher, ColorFacts)?, marks: InclusionMarks, lamps: LampDescriptions? = nil,
    words: WordKeys? = nil
  ) -> [PropertyCheck] {
    // Grown as checks are made: room for every property would make a
    // broad reading, which checks most gems for one property, hold a
    // kilobyte a gem (Sources/Benchmark/README.md, "Start-up").
    var checks: [PropertyCheck] = []
    constantChecks(readings, constants, into: &checks)
    if let (matcher, facts) = colors {
      checks.append(matcher.check(facts))
    }
    // The readings are matched and read in place (`case .some`, `?.`): bound
    // or compared with nil, each was copied and destroyed through generic
    // value witnesses for every gem, measured even with no such reading
    // (Sources/Benchmark/README.md, "Start-up").
    if case .some = measured.spectrum {
      checks.append(check(of: .spectrum, measured, against: gem[GemField.spectrum.fact], origin: gem.origin))
    }
    if let strength = measured.pleochroism?.strength,
      let verdict = measured.pleochroism?.verdict(
        against: Self.pleochroism(of: gem, character: constants.opticCharacter))
    {
      // Two colours plainly seen rule a singly refractive material out, as
      // the polariscope would: only strain gives it a weak one.
      var check = PropertyCheck(.pleochroism, verdict)
      check.missRulesOut = constants.opticCharacter == .isotropic && strength.isPlainlyVisible
      // Three colours are a biaxial stone's, as `--optic uniaxial` beside them is refused.
      if measured.pleochroism?.isTrichroic == true, constants.opticCharacter == .uniaxial {
        check.verdict = .misses
        check.missRulesOut = true
      }
      checks.append(check)
    }
    if case .some = measured.ultraviolet {
      checks.append(
        check(of: .fluorescence, measured, against: gem[GemField.fluorescence.fact], origin: gem.origin, lamps: lamps))
    }
    // An interference figure or pleochroism is seen only by light through the stone; crossed polars
    // alone are not, since an opaque stone stays dark between them and data sheets give opaque rocks
    // a character.
    let showsAFigure = measured.optic.map { $0.character == .uniaxial || $0.character == .biaxial } == true
    let showsColors = measured.pleochroism.map { $0.strength != .none } == true
    if measured.transparency != nil || showsAFigure || showsColors {
      let shown = gem[.transparency] ?? []
      if let transparency = measured.transparency {
        checks.append(Self.transparencyCheck(transparency, against: shown))
      }
      // The conoscope's figure and the dichroscope's colours rule out a material
      // that is only opaque, as light seen through the stone does.
      if shown == [.opaque] {
        for index in checks.indices
        where (checks[index].property == .opticCharacter && showsAFigure)
          || (checks[index].property == .pleochroism && showsColors)
        {
          checks[index].verdict = .misses
          checks[index].missRulesOut = true
        }
      }
    }
    if let luster = measured.luster {
      let verdict = words.map { luster.verdict(againstNamed: $0.lusters) } ?? luster.verdict(against: gem[.luster])
      checks.append(PropertyCheck(.luster, verdict))
    }
    if measured.hasWordReadings {
      let isReddish = colors?.0.isReddish ?? false
      for property in IdentifiedProperty.wordReadings where measured[word: property] != nil {
        // Inclusions count the traces a treatment leaves, the catalog's treatments being its own facts.
        let value =
          property == .inclusions && marks.readsATreatmentTrace
          ? gem.inclusionsSeen.map(FieldValue.list) : gem[property.fact]
        var check = check(of: property, measured, against: value, origin: gem.origin, isReddish: isReddish)
        if (check.assumed ?? check.verdict) == .misses, let word = measured[word: property],
          gem.mayBeTreated(toRead: word, property)
        {
          check.verdict = .close
          check.assumed = nil
        }
        checks.append(check)
      }
    }
    if let index = checks.firstIndex(where: { $0.property == .inclusions }) {
      if marks.rulesOut(gem) {
        checks[index].verdict = .misses
        checks[index].missRulesOut = true
      } else if marks.readsATreatmentReading, let reading = measured[word: .inclusions] {
        checks[index].wordsHeld?.excuse(gem.wordsTreatmentsGive(.inclusions), in: reading)
        // A word a treatment may leave is no miss.
        if checks[index].verdict == .misses, checks[index].wordsHeld?.excused ?? 0 != 0 {
          checks[index].verdict = .close
        }
      }
    }
    // A dyed stone shows its dye's colour and filter reaction, not the
    // material's: dyed green jadeite is red through a Chelsea filter.
    let dyeMayGiveColor = colors?.0.mayBeDyed ?? true
    if checks.contains(where: { isDyeMiss($0, measured, dyeMayGiveColor: dyeMayGiveColor) }),
      words?.mayBeDyed ?? gem.mayBeDyed
    {
      for index in checks.indices where isDyeMiss(checks[index], measured, dyeMayGiveColor: dyeMayGiveColor) {
        checks[index].verdict = .close
        checks[index].needsDye = true
      }
    }
    return checks
  }

  /// Whether `check` misses in a way a dye could explain: any reading of
  /// a property a dye changes, the colour only where the colour read may
  /// be a dye's, or one of the words a dye gives (`red` through a Chelsea filter).
  ///
  /// A function rather than a closure kept in a constant, whose context
  /// would hold a copy of the measurements (retaining each of their lists)
  /// for every gem checked.
  private static func isDyeMiss(_ check: PropertyCheck, _ measured: Measurements, dyeMayGiveColor: Bool) -> Bool {
    guard check.verdict == .misses else { return false }
    switch check.property.dyeEffect {
    case .none: return false
    case .anyReading: return check.property != .color || dyeMayGiveColor
    case .only(let words): return measured[word: check.property].map(words.contains) ?? false
    }
  }

  /// The check of the transparency seen against those the gem's material shows.
  ///
  /// One of them fits, any other misses; and a stone that lets light
  /// through, clearly or not, is no material that is only opaque, a miss
  /// that rules it out (a material that lets light through may still look
  /// opaque when dark or full of inclusions, so the reverse does not).
  /// A stone seen transparent weighs heavily against a material never
  /// transparent (``PropertyCheck/missIsPlain``): transparent bottle glass
  /// was named goldstone, translucent at best with its copper spangles, at
  /// 88%, the wide ranges of glass making it the less likely (a fresh
  /// tester's finding); catalogs that omit a rare transparent form keep
  /// the material standing.
  ///
  /// Judged by eye, a step between transparent and translucent might have
  /// been close, as a luster's is; measured on the cases, that lost two
  /// (horn against jet, hemimorphite against topaz) and gained none.
  ///
  /// - Parameters:
  ///   - seen: The transparency read.
  ///   - shown: The gem's transparencies; unknown when empty.
  /// - Returns: The check.
  static func transparencyCheck(_ seen: Transparency, against shown: [Transparency]) -> PropertyCheck {
    var check = PropertyCheck(.transparency, shown.isEmpty ? .unknown : shown.contains(seen) ? .fits : .misses)
    check.missRulesOut = seen != .opaque && shown == [.opaque]
    check.missIsPlain = seen == .transparent
    return check
  }

  /// The check of a spectrum, a glow or a word reading against the gem's
  /// `value`; where the catalog lacks it, unknown, with the verdict against
  /// what most materials show (``IdentifiedProperty/usual(forReds:)``; a
  /// red, pink or orange stone's own where that differs, `isReddish`) for
  /// the likelihood, unless the gem is assembled (`origin`).
  ///
  /// A glow is held to the gem's `lamps`, where words give them and they were read before.
  private static func check(
    of property: IdentifiedProperty, _ measured: Measurements, against value: FieldValue?, origin: Origin,
    isReddish: Bool = false, lamps: LampDescriptions? = nil
  ) -> PropertyCheck {
    var check = compare(property, measured, with: value, lamps: lamps)
    // An assembled stone shows what its parts show, not what most materials do;
    // and words the catalog does give, if unread, are no reason to assume the usual.
    if check.verdict == .unknown, value == nil, origin != .composite, let usual = property.usual(forReds: isReddish) {
      let assumed = compare(property, measured, with: usual)
      check.assumed = assumed.verdict
      // A list taken as usual (no phenomenon) counts among the gems a list word's share is taken over.
      check.wordsHeld = assumed.wordsHeld
    }
    return check
  }

  /// The check of ``check(of:_:against:origin:)``, unknown where `value` is `nil`.
  private static func compare(
    _ property: IdentifiedProperty, _ measured: Measurements, with value: FieldValue?, lamps: LampDescriptions? = nil
  ) -> PropertyCheck {
    switch value {
    case .spectrum(let spectrum)?:
      guard let reading = measured.spectrum else { break }
      return reading.check(against: spectrum, tolerance: property.tolerance ?? 0)
    case .fluorescence(let fluorescence)?:
      guard let reading = measured.ultraviolet else { break }
      return PropertyCheck(
        property, reading.verdict(against: fluorescence, stoneColor: measured.color, described: lamps))
    case .text(let value)?:
      guard let word = measured[word: property] else { break }
      return PropertyCheck(property, property.verdict(reading: word, against: value))
    case .list(let values)?:
      guard let word = measured[word: property] else { break }
      // Several words seen (inclusions): all of them the gem's fits, some is close.
      let held = WordsHeld(word, in: values)
      guard held.read > 0 else { break }
      var check = PropertyCheck(property, held.holdsAll ? .fits : held.held != 0 ? .close : .misses)
      check.wordsHeld = held
      return check
    default: break
    }
    return PropertyCheck(property, .unknown)
  }

  /// Compares the measured constants — the numbers and the optic character
  /// and sign a gem's ``StoneConstants`` keep — with one gem's, as tests ask.
  static func constantChecks(_ measured: Measurements, _ constants: StoneConstants) -> [PropertyCheck] {
    var checks: [PropertyCheck] = []
    constantChecks(ConstantReadings(measured), constants, into: &checks)
    return checks
  }

  /// Compares a stone's readings, gathered once, with a gem's constants,
  /// into `checks`, emptied first, so that a scan of many gems reuses one
  /// buffer instead of growing an array a gem.
  static func constantChecks(
    _ measured: ConstantReadings, _ constants: StoneConstants, into checks: inout [PropertyCheck]
  ) {
    checks.removeAll(keepingCapacity: true)
    let ri = constants.refractiveIndex
    switch measured.refractiveIndex {
    case .single(let value)? where constants.showsNoEdge, .span(_, let value)? where constants.showsNoEdge:
      // A metal shows no edge: any edge read misses it, by as far as it lies below the limit.
      checks.append(PropertyCheck(.refractiveIndex, .misses, deviation: value - RefractometerReading.limit))
    case .single(let value)?:
      let check = PropertyCheck.comparing(.refractiveIndex, low: value, high: value, with: ri)
      checks.append(measured.isSpotReading ? check.allowing(RefractometerReading.spotPrecision) : check)
    case .span(let low, let high)? where measured.isSpotReading:
      // A blink on a curved surface shows no edge that stays put as the stone turns.
      let check = PropertyCheck.comparing(.refractiveIndex, low: low, high: high, with: ri)
      checks.append(check.allowing(RefractometerReading.spotPrecision))
    case .span(let low, let high)?:
      var check = PropertyCheck.comparing(.refractiveIndex, low: low, high: high, with: ri)
      // The edge a uniaxial stone shows at every turn must lie where its ordinary index does: far from it, a miss.
      if check.verdict != .misses, let edge = constants.ordinaryEdge {
        let value = edge.isHigher ? high : low
        let edgeCheck = PropertyCheck.comparing(.refractiveIndex, low: value, high: value, with: edge.range)
        if edgeCheck.verdict == .misses { check = edgeCheck }
      }
      checks.append(check)
    case .overLimit?: checks.append(overLimitCheck(constants))
    case nil: break
    }
    for number in measured.numbers {
      let check = PropertyCheck.comparing(number.property, number.reading, with: constants.range(of: number.property))
      let isBlink = measured.isSpotReading && number.property == .birefringence
      checks.append(isBlink ? check.allowing(RefractometerReading.blinkPrecision) : check)
    }
    if let optic = measured.optic {
      appendOpticChecks(optic, constants, to: &checks)
    }
  }

  /// Over the limit fits a gem some stone of which has both its indices
  /// beyond the refractometer's limit, and a metal, which shows no edge;
  /// it is close to one just short of it.
  ///
  /// A stone's lower index is at most the top of the gem's range less its
  /// smallest birefringence: zircon (1.78–2.02, birefringence up to 0.059)
  /// can read over the limit, rhodochrosite (1.597–1.817, 0.220) cannot,
  /// as it always shows its lower edge.
  private static func overLimitCheck(_ constants: StoneConstants) -> PropertyCheck {
    if constants.showsNoEdge { return PropertyCheck(.refractiveIndex, .fits) }
    guard let range = constants.refractiveIndex else { return PropertyCheck(.refractiveIndex, .unknown) }
    let birefringence = constants.birefringence
    let highestLowerIndex = range.max - (birefringence?.min ?? 0)
    let shortfall = RefractometerReading.limit - highestLowerIndex
    // At the limit itself the edge is still (faintly) seen.
    guard shortfall >= 0 else { return PropertyCheck(.refractiveIndex, .fits) }
    return .outside(.refractiveIndex, by: shortfall)
  }

  /// The gem's birefringence as identification compares it (``StoneConstants/birefringence``).
  static func birefringence(of gem: Gem) -> PropertyRange? {
    StoneConstants(gem, comparing: [.birefringence]).birefringence
  }

  /// The gem's pleochroism as a dichroscope shows it: a singly refractive
  /// material shows none, whether or not its entry says so.
  ///
  /// - Parameters:
  ///   - gem: The gem.
  ///   - character: Its optic character, when already read.
  /// - Returns: The entry's pleochroism, else none for a singly refractive gem.
  static func pleochroism(of gem: Gem, character: OpticCharacter?) -> Pleochroism? {
    gem[.pleochroism] ?? (character == .isotropic ? Pleochroism(strength: .none) : nil)
  }

  private static func appendOpticChecks(
    _ optic: OpticReading, _ constants: StoneConstants, to checks: inout [PropertyCheck]
  ) {
    guard let character = constants.opticCharacter else {
      return checks.append(PropertyCheck(.opticCharacter, .unknown))
    }
    // A massive stone of a species reads as an aggregate whatever its crystals' character; a doubly
    // refractive crystal whose birefringence reaches nothing (metamict zircon) comes close to isotropic.
    let fits = optic.character.admits(character) || (optic.character == .aggregate && constants.isAlsoAggregate)
    let nearlyIsotropic =
      optic.character == .isotropic && character != .isotropic && constants.range(of: .birefringence)?.min == 0
    checks.append(PropertyCheck(.opticCharacter, fits ? .fits : nearlyIsotropic ? .close : .misses))
    if let sign = optic.sign {
      switch constants.opticSign {
      case nil: checks.append(PropertyCheck(.opticSign, optic.character.admits(character) ? .unknown : .misses))
      case .either?: checks.append(PropertyCheck(.opticSign, .fits))
      case let gemSign?: checks.append(PropertyCheck(.opticSign, gemSign == sign ? .fits : .misses))
      }
    }
  }

  /// The weighted share of credit, 0–100.
  static func score(_ checks: [PropertyCheck]) -> Double {
    let total = checks.reduce(0) { $0 + $1.property.weight }
    guard total > 0 else { return 0 }
    return 100 * checks.reduce(0) { $0 + $1.property.weight * $1.credit } / total
  }

  /// The width of the gem's ranges of the properties that fit, each in
  /// units of its tolerance.
  static func spread(of constants: StoneConstants, _ checks: [PropertyCheck]) -> Double {
    var spread = 0.0
    for check in checks where check.verdict == .fits {
      guard let tolerance = check.property.tolerance, let range = constants.range(of: check.property) else { continue }
      spread += (range.max - range.min) / tolerance
    }
    return spread
  }
}
