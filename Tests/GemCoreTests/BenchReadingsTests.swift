import BundledCatalog
import Testing

@testable import GemCore

/// The readings of the kit beyond the refractometer and the polariscope:
/// hydrostatic weights, luster, and the kit at hand.
@Suite("Bench readings")
struct BenchReadingsTests {
  @Test func weightsGiveTheSpecificGravityAndTheUncertaintyOfTheLastDigit() throws {
    let weighing = try HydrostaticWeighing(parsing: "2.000/1.499")
    #expect(weighing.decimals == 3)
    #expect(abs(weighing.specificGravity - 3.9920) < 0.0001)
    // 0.001 × √(2² + 1.499²) / 0.501² = 0.00996.
    #expect(abs(weighing.uncertainty - 0.00996) < 0.00001)
    // A light stone on a balance that reads to 0.01 ct: SG 3.85 ± 0.37.
    let light = try HydrostaticWeighing(parsing: "0.50/0.37")
    #expect(abs(light.specificGravity - 3.846) < 0.001)
    #expect(abs(light.uncertainty - 0.368) < 0.001)
    // Spaces about the slash or the weights, as a spreadsheet cell or a notebook has them
    // (a tester's finding: refused), keep the balance's last digit.
    let spaced = try HydrostaticWeighing(parsing: " 2.000 / 1.499 ")
    #expect(spaced == weighing)
  }

  @Test(arguments: ["1/2", "2/2", "2.000", "2/1/0", "a/b", "2.0/", "-2/1"])
  func weightsThatAreNotAirThenALowerWaterAreRefused(_ text: String) {
    #expect(throws: MeasurementError.unknownWeights(text)) { try HydrostaticWeighing(parsing: text) }
  }

  @Test func aWeighedSpecificGravityIsJudgedWithItsUncertainty() throws {
    let ruby = try #require(Catalog.bundled.gem(withID: "ruby"))
    let constants = StoneConstants(ruby)
    var measured = Measurements()
    // SG 3.85 ± 0.37 cannot rule out corundum's 3.95–4.05; 3.992 ± 0.010 fits it; 3.52 misses.
    for (weights, verdict) in [
      ("0.50/0.37", PropertyCheck.Verdict.fits), ("2.000/1.499", .fits), ("3.52/2.52", .misses),
    ] {
      measured[reading: .specificGravity] = .weighed(try HydrostaticWeighing(parsing: weights))
      let check = Identification.constantChecks(measured, constants).first { $0.property == .specificGravity }
      #expect(check?.verdict == verdict, "\(weights)")
    }
  }

  @Test func colourWordsAgreeByTheirStems() {
    #expect(ColorWords.overlap(["greenish blue"], ["blue-green"]))
    #expect(ColorWords.overlap(["Bluish"], ["violet", "blue"]))
    #expect(ColorWords.overlap(["reddish"], ["red"]))
    // British and American spellings are one word.
    #expect(ColorWords.overlap(["grey"], ["bluish gray"]))
    #expect(!ColorWords.overlap(["red"], ["green", "yellow"]))
    #expect(!ColorWords.overlap(["fish"], ["flesh"]))
    // A stem is four letters, not four bytes: blue and lilac in Russian differ after two.
    #expect(!ColorWords.overlap(["синий"], ["сиреневый"]))
    #expect(ColorWords.overlap(["зелёный"], ["зеленоватый"]))
    // A word of one or two letters, as Chinese colour words are, agrees with
    // itself, though too short to agree as the start of another.
    #expect(ColorWords.overlap(["红"], ["橙", "红"]))
    #expect(!ColorWords.overlap(["红"], ["绿"]))
    // Short English words between colours are no colour words (a reviewer's finding:
    // "blue to violet" fitted sphene's "colourless to yellow" by its "to").
    #expect(!ColorWords.overlap(["blue to violet"], ["colourless to yellow"]))
    #expect(!ColorWords.overlap(["green or blue"], ["red or orange"]))
  }

  /// No pleochroism seen fits a weakly pleochroic gem.
  ///
  /// A weak difference is easily missed, and down the optic axis none shows. Close, it made
  /// a natural amethyst read `none` six times less likely than a
  /// synthetic recorded without pleochroism (a fresh tester's finding).
  @Test func noPleochroismSeenFitsAWeaklyPleochroicGem() {
    #expect(PleochroismReading(.none).verdict(against: Pleochroism(strength: .weak)) == .fits)
    #expect(PleochroismReading(.none).verdict(against: Pleochroism(strength: .moderate)) == .misses)
    #expect(PleochroismReading(.none).verdict(against: Pleochroism(strength: .strong)) == .misses)
    #expect(PleochroismReading(.weak).verdict(against: Pleochroism(strength: .none)) == .close)
  }

  /// A short-wave glow the catalog gives as weaker or stronger than the
  /// long-wave one is weighed against the long-wave glow read: a natural
  /// diamond glowing strong blue under long-wave and weak yellow under
  /// short-wave fits (a fresh tester's finding: it was unknown, though
  /// long-wave alone fitted), and one brighter under short-wave misses it,
  /// as the HPHT synthetic's does not.
  @Test func aShortWaveGlowWeakerThanTheLongWaveIsWeighedAgainstIt() {
    let diamond = Fluorescence(
      longWave: .described("inert to strong, usually blue (rarely yellow, orange or green)"),
      shortWave: .described("weaker than long-wave"))
    let hpht = Fluorescence(
      longWave: .described("inert to weak"),
      shortWave: .described("weak to strong yellowish green or blue, stronger than long-wave"))
    let natural = UltravioletReading(
      longWave: .glow(.strong, colors: ["blue"]), shortWave: .glow(.weak, colors: ["yellow"]))
    #expect(natural.verdict(against: diamond) == .fits)
    let grown = UltravioletReading(longWave: .inert, shortWave: .glow(.strong, colors: ["blue"]))
    #expect(grown.verdict(against: diamond) == .misses)
    #expect(grown.verdict(against: hpht) == .fits)
    #expect(natural.verdict(against: hpht) == .misses)
    // As strong under both lamps is a step from either.
    let even = UltravioletReading(longWave: .glow(.moderate, colors: ["blue"]), shortWave: .glow(.moderate, colors: []))
    #expect(even.verdict(against: diamond) == .close)
    // Short-wave alone says nothing of a glow weaker than one not looked at.
    #expect(UltravioletReading(shortWave: .glow(.weak, colors: [])).verdict(against: diamond) == .unknown)
  }

  /// A gem's lusters and dye, read once for the constants table, are
  /// those its entry's words give, and judge a luster seen as the words do.
  @Test func aGemsLusterAndDyeAreReadOnceAsItsWordsGiveThem() throws {
    let gems = Dictionary(uniqueKeysWithValues: Catalog.bundled.gems.map { ($0.id, $0) })
    let ruby = try #require(gems["ruby"])
    #expect(WordKeys(ruby).lusters == [.vitreous, .subAdamantine] && WordKeys(ruby).mayBeDyed)
    let pyrite = try #require(gems["pyrite"])
    #expect(WordKeys(pyrite).lusters == [.metallic] && !WordKeys(pyrite).mayBeDyed)
    #expect(WordKeys(bits: WordKeys(ruby).bits) == WordKeys(ruby))
    #expect(WordKeys(bits: 1 << 12) == nil)
    for gem in Catalog.bundled.gems {
      for luster in Luster.allCases {
        #expect(luster.verdict(againstNamed: WordKeys(gem).lusters) == luster.verdict(against: gem[.luster]))
      }
    }
  }

  /// A lamp described in words, read once and kept in the record layout
  /// (as a constants table keeps it), gives every reading the verdict its
  /// words give read afresh, for stones of any colour.
  @Test func aLampDescriptionKeptReadsAsItsWords() throws {
    let readings: [Fluorescence.Reaction?] = [
      nil, .inert, .glow(.weak, colors: ["red"]), .glow(.strong, colors: ["blue"]), .glow(nil, colors: ["white"]),
      .glow(.moderate, colors: []), .glow(.strong, colors: ["yellowish green"]),
    ]
    let described = Catalog.bundled.gems.compactMap { gem in
      LampDescriptions(gem[.fluorescence]).map { (gem[.fluorescence], $0) }
    }
    #expect(described.count > 40)
    for (fluorescence, lamps) in described {
      var writer = RecordWriter()
      lamps.write(to: &writer)
      let kept = try writer.bytes.withUnsafeBytes { (bytes) throws(RecordReader.Damaged) in
        var reader = RecordReader(bytes)
        return try LampDescriptions(record: &reader)
      }
      #expect(kept == lamps)
      for long in readings {
        for short in readings where long != nil || short != nil {
          let reading = UltravioletReading(longWave: long, shortWave: short)
          for color in [nil, "red", "blue", "colourless", "white", "yellow"] as [String?] {
            #expect(
              reading.verdict(against: fluorescence, stoneColor: color, described: kept)
                == reading.verdict(against: fluorescence, stoneColor: color))
          }
        }
      }
    }
  }

  /// A lamp the catalog describes in words agrees with a reading it names
  /// (kunzite's `moderate to strong pink to orange` with a strong pink
  /// glow, `usually inert` with none), and says nothing otherwise, nor
  /// where it speaks of some stones only (a tester's finding: 119 lamps in
  /// words were never weighed).
  @Test func aLampDescribedInWordsFitsWhatItNames() {
    func verdict(_ seen: Fluorescence.Reaction, _ text: String) -> PropertyCheck.Verdict {
      UltravioletReading(longWave: seen).verdict(against: Fluorescence(longWave: .described(text)))
    }
    #expect(verdict(.glow(.strong, colors: ["pink"]), "moderate to strong pink to orange") == .fits)
    #expect(verdict(.glow(nil, colors: ["white"]), "inert to weak whitish") == .fits)
    #expect(verdict(.glow(.moderate, colors: ["greenish blue"]), "inert to moderate greenish yellow") == .unknown)
    #expect(verdict(.inert, "usually inert, sometimes weak red") == .fits)
    #expect(verdict(.glow(.strong, colors: ["green"]), "usually inert, sometimes weak red") == .unknown)
    #expect(verdict(.inert, "moderate bluish white") == .unknown)
    // A glow read by its strength alone answers the strengths the words name
    // (it was unknown against HPHT diamond's long-wave `inert to weak`).
    #expect(verdict(.glow(.weak, colors: []), "inert to weak") == .fits)
    #expect(verdict(.glow(.strong, colors: []), "inert to weak") == .close)
    #expect(verdict(.glow(.weak, colors: []), "blue") == .unknown)
    #expect(verdict(.glow(.strong, colors: ["blue"]), "red stones strong red; blue stones inert") == .unknown)
    // A glow whose colour was not noted fits by its strength where the words
    // name one, whatever colour they give, as against a graded glow (a natural
    // diamond read `--lw strong` was unknown; a second fresh tester's finding).
    #expect(verdict(.glow(.strong, colors: []), "inert to strong red") == .fits)
    #expect(verdict(.glow(.strong, colors: []), "weak red") == .close)
    // Stronger than the words say is close; parts of a stone, an afterglow
    // or a denial say nothing (a fresh reviewer's finding).
    #expect(verdict(.glow(.strong, colors: ["red"]), "usually inert, sometimes weak red") == .close)
    #expect(verdict(.glow(.weak, colors: ["red"]), "usually inert, sometimes weak red") == .fits)
    #expect(verdict(.glow(.strong, colors: ["yellow"]), "yellow areas bluish white") == .unknown)
    #expect(
      verdict(.glow(.strong, colors: ["red"]), "inert to weak, often followed by red phosphorescence") == .unknown)
    #expect(verdict(.inert, "not inert") == .unknown)
    // Such words hide only their own clause: opal's `may phosphoresce` hid
    // its usual white glow, which cost natural opal its lead over Gilson's.
    let opal =
      "inert to strong white or bluish white, sometimes light blue; common opal inert to strong green; may phosphoresce"
    #expect(verdict(.glow(.moderate, colors: ["white"]), opal) == .fits)
    #expect(verdict(.glow(.strong, colors: ["green"]), opal) == .fits)
    #expect(verdict(.glow(.strong, colors: ["red"]), opal) == .unknown)
    #expect(verdict(.glow(.strong, colors: ["pink"]), "lazurite inert; calcite areas may glow pink") == .unknown)
    #expect(verdict(.inert, "lazurite inert; calcite areas may glow pink") == .fits)
    // A piece up to a comma or bracket hides no more than itself, stones
    // not told by colour hide only their piece, and each clause's strengths
    // go with its colours (a fresh tester's findings).
    let hpht = "weak to strong yellowish green or blue, stronger than long-wave, often with phosphorescence"
    #expect(verdict(.glow(.strong, colors: ["yellowish green"]), hpht) == .fits)
    let yellowSapphire = "moderate to strong orange (Sri Lanka); iron-rich stones inert"
    #expect(verdict(.glow(.strong, colors: ["orange"]), yellowSapphire) == .fits)
    #expect(verdict(.inert, yellowSapphire) == .unknown)
    let white = "inert to moderate white, sometimes light blue; common opal inert to strong green"
    #expect(verdict(.glow(.strong, colors: ["white"]), white) == .close)
    #expect(verdict(.glow(.strong, colors: ["green"]), white) == .fits)
    #expect(verdict(.glow(.strong, colors: ["green"]), "strong white; afterglow green") == .unknown)
    #expect(verdict(.glow(.weak, colors: ["white"]), "may be weak patchy white") == .unknown)
    // A glow named by a colour word of its family (crimson, scarlet) is
    // that family's, as a stone's colour is (a tester's finding: red spinel's
    // crimson glow was unknown against its own words).
    #expect(verdict(.glow(.strong, colors: ["crimson"]), "moderate to strong red") == .fits)
    #expect(verdict(.glow(.strong, colors: ["strong scarlet"]), "moderate to strong red") == .fits)
    #expect(
      UltravioletReading(longWave: .glow(.strong, colors: ["crimson"])).verdict(
        against: Fluorescence(longWave: .glow(.strong, colors: ["red"]))) == .fits)
    #expect(verdict(.glow(.strong, colors: ["crimson"]), "moderate to strong blue") == .unknown)
  }

  /// A description that ties reactions to stones of some colours is read
  /// for the stone's own colour: the clause naming it, up to a comma (spinel's
  /// `red and pink stones moderate to strong red; blue stones usually
  /// inert`); without a colour, or for one no clause names, it says nothing.
  @Test func aLampDescribedStoneColourByStoneColourIsReadForTheStonesColour() {
    func verdict(_ seen: Fluorescence.Reaction, _ text: String, stone: String?) -> PropertyCheck.Verdict {
      UltravioletReading(longWave: seen).verdict(against: Fluorescence(longWave: .described(text)), stoneColor: stone)
    }
    let spinel = "red and pink stones moderate to strong red; blue stones usually inert"
    #expect(verdict(.glow(.strong, colors: ["red"]), spinel, stone: "pink") == .fits)
    #expect(verdict(.glow(.strong, colors: ["red"]), spinel, stone: "purplish red") == .fits)
    #expect(verdict(.inert, spinel, stone: "blue") == .fits)
    #expect(verdict(.glow(.strong, colors: ["blue"]), spinel, stone: "blue") == .unknown)
    #expect(verdict(.glow(.strong, colors: ["red"]), spinel, stone: nil) == .unknown)
    #expect(verdict(.glow(.strong, colors: ["red"]), spinel, stone: "green") == .unknown)
    // Several colours before `stones`, a colour of two words, and a clause
    // that ends at a comma (`others inert to weak` is no cobalt stone's).
    let topaz = "yellow, brown and pink stones weak orange-yellow; blue and colourless often inert"
    #expect(verdict(.glow(.weak, colors: ["orange-yellow"]), topaz, stone: "yellow") == .fits)
    #expect(verdict(.inert, topaz, stone: "blue") == .unknown)
    let cobalt = "varies with dopant: cobalt-blue stones red, others inert to weak"
    #expect(verdict(.glow(nil, colors: ["red"]), cobalt, stone: "blue") == .fits)
    #expect(verdict(.inert, cobalt, stone: "blue") == .unknown)
    // A clause whose glow speaks of parts of a stone still says nothing.
    #expect(verdict(.glow(.weak, colors: ["red"]), "some stones patchy chalky orange", stone: "red") == .unknown)
    #expect(
      verdict(.glow(.strong, colors: ["green"]), "generally inert, some green stones green", stone: "green") == .fits)
    // Stones named in brackets qualify the reaction before them, and are
    // exceptions to what the rest says (a fresh tester's findings: scapolite's
    // and benitoite's lamps said nothing).
    let scapolite = "yellow to orange (yellow stones), often strong"
    #expect(verdict(.glow(.moderate, colors: ["orange"]), scapolite, stone: "yellow") == .fits)
    // Pearls are told by colour as stones are.
    let pearl = "white pearls light blue to light yellow; natural black pearls pinkish to orange-red"
    #expect(verdict(.glow(.moderate, colors: ["light blue"]), pearl, stone: "white") == .fits)
    #expect(verdict(.glow(.moderate, colors: ["red"]), pearl, stone: "black") == .fits)
    #expect(verdict(.glow(.moderate, colors: ["red"]), pearl, stone: "white") == .unknown)
    let benitoite = "inert (colourless stones may glow red)"
    #expect(verdict(.inert, benitoite, stone: "blue") == .fits)
    #expect(verdict(.glow(.strong, colors: ["red"]), benitoite, stone: "colorless") == .fits)
    #expect(verdict(.glow(.strong, colors: ["red"]), benitoite, stone: "blue") == .unknown)
    #expect(
      verdict(
        .inert, "yellow, brown and pink stones weak orange-yellow; blue and colourless often inert", stone: "green")
        == .unknown)
  }

  /// Lamp descriptions as gemmologists write them (a fresh tester's
  /// findings): two ties to stones of a colour in one clause, a reaction
  /// that stones named in brackets qualify, a comma before the bracket or
  /// a semicolon inside it, words that say there is no glow, denials, and
  /// words that only begin like a colour (`reduced`, `rosettes`).
  @Test func lampDescriptionsAreReadAsGemmologistsWriteThem() {
    func verdict(_ seen: Fluorescence.Reaction, _ text: String, stone: String? = nil) -> PropertyCheck.Verdict {
      UltravioletReading(longWave: seen).verdict(against: Fluorescence(longWave: .described(text)), stoneColor: stone)
    }
    let twoTies = "red stones strong red, blue stones inert"
    #expect(verdict(.inert, twoTies, stone: "blue") == .fits)
    #expect(verdict(.glow(.strong, colors: ["red"]), twoTies, stone: "red") == .fits)
    #expect(verdict(.glow(.strong, colors: ["red"]), twoTies, stone: "blue") == .unknown)
    // A reaction that stones named in brackets qualify is theirs alone.
    let qualified = "strong red (yellow stones)"
    #expect(verdict(.glow(.strong, colors: ["red"]), qualified, stone: "yellow") == .fits)
    #expect(verdict(.glow(.strong, colors: ["red"]), qualified, stone: "blue") == .unknown)
    #expect(verdict(.glow(.strong, colors: ["red"]), qualified) == .unknown)
    #expect(verdict(.glow(.strong, colors: ["red"]), "strong red, (red stones)", stone: "red") == .fits)
    #expect(verdict(.glow(.strong, colors: ["red"]), "strong red (yellow stones;)", stone: "yellow") == .fits)
    #expect(verdict(.glow(.strong, colors: ["red"]), "strong red (yellow stones;)", stone: "red") == .unknown)
    // Words that say there is no glow say inert.
    for none in ["none", "usually none", "no reaction", "no fluorescence", "non-fluorescent", "nonfluorescent"] {
      #expect(verdict(.inert, none) == .fits, "\(none)")
      #expect(verdict(.glow(.strong, colors: ["red"]), none) == .unknown, "\(none)")
    }
    // Denials, and words that only begin like a colour, name no glow.
    #expect(verdict(.glow(.weak, colors: ["red"]), "weak, reduced by iron") == .unknown)
    #expect(verdict(.glow(.weak, colors: ["tan"]), "weak tangential bands") == .unknown)
    #expect(verdict(.glow(.weak, colors: ["rose"]), "weak rosettes") == .unknown)
    #expect(verdict(.glow(.strong, colors: ["red"]), "without red glow, strong blue") == .unknown)
    #expect(verdict(.glow(.strong, colors: ["red"]), "lacks the red glow of ruby") == .unknown)
    #expect(verdict(.glow(.strong, colors: ["red"]), "inert (unlike ruby's strong red)") == .unknown)
    #expect(verdict(.glow(.weak, colors: ["orange"]), "weak orangy yellow") == .fits)
    #expect(verdict(.glow(.weak, colors: ["peach"]), "weak peach") == .fits)
    #expect(verdict(.glow(.weak, colors: ["red"]), "weak reddish") == .fits)
    // A stone read white is held to the clause of colourless stones, as a colourless one is,
    // unless a clause names its own colour.
    let colorless = "colourless stones inert; blue stones strong red"
    #expect(verdict(.inert, colorless, stone: "white") == .fits)
    #expect(verdict(.inert, "white stones inert; blue stones strong red", stone: "colorless") == .fits)
    let both = "colourless stones strong blue; white stones inert"
    #expect(verdict(.inert, both, stone: "white") == .fits)
    #expect(verdict(.glow(.strong, colors: ["blue"]), both, stone: "white") == .unknown)
    #expect(verdict(.glow(.strong, colors: ["blue"]), both, stone: "colorless") == .fits)
    // A second tester's findings: stones in brackets take no colour from outside them, a list of
    // colours runs back across every comma, colours bracketed after a reaction are part of it,
    // more denials, and `none recorded` is no data, not inert.
    #expect(verdict(.glow(nil, colors: ["blue"]), "blue (yellow stones)", stone: "blue") == .unknown)
    #expect(
      verdict(.glow(nil, colors: ["orange"]), "weak peach; reddish orange (pink stones)", stone: "orange") == .unknown)
    let list = "green, blue, yellow and pink stones strong red; others inert"
    #expect(verdict(.glow(.strong, colors: ["red"]), list, stone: "green") == .fits)
    let cvd = "colourless stones usually inert to weak (orange, yellow or blue)"
    #expect(verdict(.glow(.weak, colors: ["orange"]), cvd, stone: "colorless") == .fits)
    #expect(verdict(.glow(.weak, colors: ["blue"]), cvd, stone: "colorless") == .fits)
    for denial in [
      "neither red nor blue", "blue; doesn't glow red", "blue rather than red", "blue except red", "red absent",
    ] {
      #expect(verdict(.glow(nil, colors: ["red"]), denial) == .unknown, "\(denial)")
    }
    #expect(verdict(.inert, "none recorded") == .unknown)
    #expect(verdict(.inert, "none seen") == .fits)
    // Colour words are read by family on the catalog's side too: its purple is violet, crimson red, rose pink.
    #expect(verdict(.glow(.strong, colors: ["red"]), "strong crimson") == .fits)
    #expect(verdict(.glow(nil, colors: ["pink"]), "weak blue or rose") == .fits)
    let purple = Fluorescence(longWave: .glow(.strong, colors: ["purple"]))
    #expect(UltravioletReading(longWave: .glow(.strong, colors: ["violet"])).verdict(against: purple) == .fits)
    let lilac = Fluorescence(longWave: .glow(.strong, colors: ["lilac"]))
    #expect(UltravioletReading(longWave: .glow(.strong, colors: ["purple"])).verdict(against: lilac) == .fits)
    #expect(UltravioletReading(longWave: .glow(.strong, colors: ["green"])).verdict(against: lilac) == .misses)
  }

  @Test func lusterTextNamesAStretchOfTheScale() {
    #expect(Luster.named(in: "vitreous to sub-adamantine") == [.vitreous, .subAdamantine])
    #expect(Luster.named(in: "Subadamantine (crown)") == [.subAdamantine])
    #expect(Luster.named(in: "high polish when new") == [])
    // A letter beyond ASCII stays in its word rather than cutting it short.
    #expect(Luster.named(in: "VITREOUS; vitreousé") == [.vitreous])
    // A letter beyond ASCII that lowers to one (the Kelvin sign to k) is that letter.
    #expect(Luster.named(in: "SIL\u{212A}Y") == [.silky])
    // Any other non-letter separates, as an en dash or a no-break space in a catalog's text.
    #expect(Luster.named(in: "vitreous–waxy") == [.vitreous, .waxy])
    #expect(Luster.named(in: "vitreous\u{00A0}to\u{00A0}waxy") == [.vitreous, .waxy])
    // Two lusters joined by a hyphen are both, as with a dash; a hyphenated luster is one
    // (a tester's finding: `waxy-greasy` named none).
    #expect(Luster.named(in: "waxy-greasy") == [.waxy, .greasy])
    #expect(Luster.named(in: "sub-metallic, dull-earthy") == [.subMetallic, .dull])
    let stretch = "vitreous to sub-adamantine"
    #expect(Luster.vitreous.verdict(against: stretch) == .fits)
    #expect(Luster.adamantine.verdict(against: stretch) == .close)
    #expect(Luster.resinous.verdict(against: stretch) == .close)
    #expect(Luster.waxy.verdict(against: stretch) == .misses)
    #expect(Luster.pearly.verdict(against: "vitreous, pearly on cleavage") == .fits)
    // No continuum: resinous lies between greasy and vitreous on the scale, but is neither.
    #expect(Luster.resinous.verdict(against: "vitreous to greasy") == .close)
    #expect(Luster.resinous.verdict(against: "resinous") == .fits)
    #expect(Luster.silky.verdict(against: stretch) == .misses)
    #expect(Luster.vitreous.verdict(against: "silky") == .misses)
    #expect(Luster.dull.verdict(against: nil) == .unknown)
  }

  @Test func theRefractometerIsNoNextTestForGemsBeyondItsLimit() {
    var measured = Measurements()
    measured.specificGravity = 5.7
    let result = Identification(measured, in: Catalog.bundled.gems)
    // Synthetic zincite (2.013–2.029) and cubic zirconia (2.150–2.180) both read over the limit.
    #expect(result.candidates.prefix(2).map(\.lead.id) == ["synthetic-zincite", "cubic-zirconia"])
    #expect(!result.nextTests.contains { $0.fact.instrument == .refractometer })
    #expect(result.nextTests.first?.fact == GemField.opticCharacter.fact)
  }

  /// A metal shows the refractometer no edge: pyrite, marcasite and
  /// bismuth, which the catalog gives no index, are ruled out by a reading
  /// below the limit and fit one over it (a tester's finding: `--ri 1.55
  /// --sg 5.0` put pyrite first at 100%).
  @Test func aMetalWithoutAnIndexShowsNoEdgeBelowTheLimit() throws {
    var measured = Measurements()
    measured.refractiveIndex = .single(1.55)
    measured.specificGravity = 5.0
    let gems = Catalog.bundled.gems
    let pyriteConstants = StoneConstants(try #require(gems.first { $0.id == "pyrite" }))
    let riVerdict = { (measured: Measurements) in
      Identification.constantChecks(measured, pyriteConstants).first { $0.property == .refractiveIndex }?.verdict
    }
    #expect(riVerdict(measured) == .misses)
    let below = Identification(measured, in: gems).candidates.map(\.lead.id)
    #expect(!below.contains("pyrite"))
    #expect(!below.contains("marcasite"))
    // However near the limit: a metal shows no edge at all (a tester's finding: 1.80 gave pyrite 100%).
    measured.refractiveIndex = .single(1.80)
    #expect(riVerdict(measured) == .misses)
    #expect(!Identification(measured, in: gems).candidates.contains { $0.lead.id == "pyrite" })
    measured.refractiveIndex = .overLimit
    let over = Identification(measured, in: gems).candidates
    let pyrite = over.first { $0.lead.id == "pyrite" }
    #expect(pyrite?.check(of: .refractiveIndex)?.verdict == .fits)
    // Hematite, metallic too, has its indices (2.94-3.22) and is read by them.
    #expect(pyriteConstants.showsNoEdge)
    #expect(!StoneConstants(try #require(gems.first { $0.id == "hematite" })).showsNoEdge)
  }

  /// Chrysoberyl, the species entry, leads a yellow stone and speaks for
  /// its candidate under the microscope with its own inclusions; Alexandrite,
  /// of other colours, does not. (Before the entry recorded inclusions, the
  /// yellow Cat's-Eye Chrysoberyl, a variety of the colour read, spoke for it.)
  @Test func aVarietyOfTheColourSpeaksForItsCandidateWhereTheLeadIsSilent() throws {
    var measured = Measurements()
    // A spot reading, which leaves grossular beside it and the leader unsettled.
    measured.refractiveIndex = .single(1.75)
    measured.isSpotReading = true
    measured.specificGravity = 3.72
    measured.color = "yellow"
    let result = Identification(measured, in: Catalog.bundled.gems)
    #expect(result.candidates.first?.lead.id == "chrysoberyl")
    #expect(result.candidates.dropFirst().first?.lead.id == "grossular")
    let inclusions = try #require(result.nextTests.first { $0.fact == GemField.inclusions.fact })
    #expect(inclusions.values.first?.gem.id == "chrysoberyl")
    #expect(!inclusions.values.contains { $0.gem.id == "alexandrite" })
  }

  /// "They share every constant the bench reads" is said of a natural
  /// stone and its synthetic only when no bench fact but the microscope's
  /// tells them apart, not whenever the kit at hand cannot.
  @Test func aSyntheticIsSaidToShareTheConstantsOnlyWhenItDoes() throws {
    func pair(syntheticSG: Double, syntheticInclusions: [String] = ["gas bubbles"]) -> [Gem] {
      let natural = Gem(id: "natural-stone", name: "Natural Stone") {
        $0[.species] = "Stone"
        $0[.refractiveIndex] = PropertyRange(min: 1.70, max: 1.72)
        $0[.specificGravity] = PropertyRange(min: 3.58, max: 3.62)
        $0[.opticCharacter] = .isotropic
        $0[.inclusions] = ["crystals"]
      }
      let synthetic = Gem(id: "synthetic-stone", name: "Synthetic Stone") {
        $0[.species] = "Stone"
        $0[.origin] = .synthetic
        $0[.syntheticOf] = ["natural-stone"]
        $0[.refractiveIndex] = PropertyRange(min: 1.70, max: 1.72)
        $0[.specificGravity] = PropertyRange(min: syntheticSG, max: syntheticSG + 0.02)
        $0[.opticCharacter] = .isotropic
        $0[.inclusions] = syntheticInclusions
      }
      return [natural, synthetic]
    }
    var measured = Measurements()
    measured.refractiveIndex = .single(1.71)
    measured.optic = OpticReading(.isotropic)
    measured.kit = [.refractometer, .polariscope]
    let alike = Identification(measured, in: pair(syntheticSG: 3.60))
    #expect(alike.syntheticAmongLeaders?.synthetic.id == "synthetic-stone")
    // A balance, outside the kit, would tell these apart.
    let apart = Identification(measured, in: pair(syntheticSG: 3.90))
    #expect(apart.candidates.count == 2)
    #expect(apart.syntheticAmongLeaders == nil)
    // Where the microscope cannot tell them apart either, the look-alike
    // note says a laboratory can; "look under the microscope" would contradict it.
    let twins = Identification(measured, in: pair(syntheticSG: 3.60, syntheticInclusions: ["crystals"]))
    #expect(twins.lookAlikeNotes.map(\.synthetic.id) == ["synthetic-stone"])
    #expect(twins.syntheticAmongLeaders == nil)
  }

  @Test func nextTestsComeOnlyFromTheKitAtHand() {
    var measured = Measurements()
    measured.refractiveIndex = .single(1.718)
    measured.specificGravity = 3.60
    measured.optic = OpticReading(.isotropic)
    measured.color = "red"
    // Flux-grown synthetic spinel shares natural spinel's constants: the microscope tells them apart.
    #expect(Identification(measured, in: Catalog.bundled.gems).nextTests.first?.fact == GemField.inclusions.fact)
    measured.kit = [.refractometer, .chelseaFilter]
    let limited = Identification(measured, in: Catalog.bundled.gems)
    #expect(limited.nextTests.isEmpty)
    // What the microscope, outside the kit, would add.
    #expect(limited.testsBeyondKit.map(\.fact) == [GemField.inclusions.fact])
    // The kit is no measurement.
    var nothing = Measurements()
    nothing.kit = [.spectroscope]
    #expect(nothing.isEmpty)
    #expect(Instrument(kitName: "Chelsea") == .chelseaFilter)
    #expect(Instrument(kitName: "eye") == nil)
    #expect(Instrument.fullKit.first == .refractometer)
  }

  /// Crossed polars show only whether a stone is singly or doubly
  /// refractive: uniaxial from biaxial takes the conoscope's interference
  /// figure, so the optic character parts them only with a conoscope at
  /// hand, and is then the conoscope's test (a gemmologist's finding: the
  /// polariscope was offered to tell iolite from sapphire).
  @Test func uniaxialFromBiaxialTakesTheConoscope() throws {
    func stone(_ id: String, _ character: OpticCharacter) -> Gem {
      Gem(id: id, name: id.capitalized) {
        $0[.species] = id.capitalized
        $0[.refractiveIndex] = PropertyRange(min: 1.55, max: 1.56)
        $0[.opticCharacter] = character
      }
    }
    let gems = [stone("uni", .uniaxial), stone("bi", .biaxial), stone("iso", .isotropic)]
    var measured = Measurements()
    measured.refractiveIndex = .single(1.555)
    measured.kit = [.refractometer, .polariscope]
    let polariscope = try #require(
      Identification(measured, in: gems).nextTests.first { $0.fact == GemField.opticCharacter.fact })
    // Parts the singly refractive stone from both others, not uniaxial from biaxial, and says so.
    #expect(polariscope.instrument == .polariscope)
    #expect(
      polariscope.values.map(\.value).sorted { "\($0)" < "\($1)" }
        == [.text("anisotropic"), .text("anisotropic"), .text("isotropic")])
    // What the polariscope shows can be given back: anisotropic rules out
    // the singly refractive stone and leaves one axis or two open.
    measured.optic = try OpticReading(parsing: "anisotropic")
    let doubly = Identification(measured, in: gems)
    #expect(Set(doubly.candidates.map(\.lead.id)) == ["uni", "bi"])
    #expect(
      doubly.candidates.allSatisfy { $0.checks.contains { $0.property == .opticCharacter && $0.verdict == .fits } })
    #expect(doubly.nextTests.isEmpty)
    measured.optic = nil
    let twoDoubly = Array(gems.prefix(2))
    #expect(Identification(measured, in: twoDoubly).nextTests.isEmpty)
    #expect(Identification(measured, in: twoDoubly).testsBeyondKit.map(\.instrument) == [.conoscope])
    measured.kit = [.refractometer, .polariscope, .conoscope]
    let figure = try #require(Identification(measured, in: twoDoubly).nextTests.first)
    #expect(figure.fact == GemField.opticCharacter.fact)
    #expect(figure.instrument == .conoscope)
    #expect(Comparison(twoDoubly).rows.first { $0.fact == GemField.opticCharacter.fact }?.instrument == .conoscope)
    // Anisotropic read, a conoscope at hand still counts the axes.
    measured.optic = OpticReading(.anisotropic)
    let counted = try #require(Identification(measured, in: twoDoubly).nextTests.first)
    #expect(counted.fact == GemField.opticCharacter.fact)
    #expect(counted.instrument == .conoscope)
    #expect(counted.values.map(\.value).contains(.text("biaxial")))
    #expect(
      Comparison([gems[0], gems[2]]).rows.first { $0.fact == GemField.opticCharacter.fact }?.instrument == .polariscope)
  }

  /// A colourless stone shows no pleochroism, so the dichroscope parts no
  /// colourless leaders, whatever a coloured variety's record says (a
  /// gemmologist's finding: it was offered to tell colourless synthetic
  /// sapphire, recorded with the blue stone's dichroism, from white sapphire).
  @Test func aColourlessStoneGetsNoDichroscope() {
    let plain = Gem(id: "plain", name: "Plain") {
      $0[.species] = "Plain"
      $0[.refractiveIndex] = PropertyRange(min: 1.55, max: 1.56)
      $0[.pleochroism] = Pleochroism(strength: .none)
    }
    let dichroic = Gem(id: "dichroic", name: "Dichroic") {
      $0[.species] = "Dichroic"
      $0[.refractiveIndex] = PropertyRange(min: 1.55, max: 1.56)
      $0[.pleochroism] = Pleochroism(strength: .strong, colors: ["blue", "green"])
    }
    var measured = Measurements()
    measured.refractiveIndex = .single(1.555)
    measured.kit = [.refractometer, .dichroscope]
    #expect(Identification(measured, in: [plain, dichroic]).nextTests.map(\.fact) == [GemField.pleochroism.fact])
    measured.color = "colourless"
    #expect(Identification(measured, in: [plain, dichroic]).nextTests.isEmpty)
  }

  /// A leader left alone because the specific gravity ruled out a gem
  /// that fits the rest as well names that gem, once a candidate, so that a
  /// slip of the balance does not pass for an answer (a gemmologist's
  /// finding: red spinel weighed 4.00 left glass at 100%); a gem that fits
  /// fewer of the others is not named, nor any while the leader is not settled.
  @Test func aGemOnlyOneReadingRulesOutIsNamedWhenTheLeaderIsSettled() throws {
    let glass = Gem(id: "glass-ish", name: "Glassish") {
      $0[.species] = "Glassish"
      $0[.refractiveIndex] = PropertyRange(min: 1.50, max: 1.80)
      $0[.specificGravity] = PropertyRange(min: 3.0, max: 4.5)
      $0[.opticCharacter] = .isotropic
    }
    // Spinelish and a second variety of its candidate, named once with it.
    func spinelish(_ id: String, _ name: String) -> Gem {
      Gem(id: id, name: name) {
        $0[.species] = "Spinelish"
        $0[.refractiveIndex] = PropertyRange(min: 1.71, max: 1.73)
        $0[.specificGravity] = PropertyRange(min: 3.58, max: 3.62)
        $0[.opticCharacter] = .isotropic
        $0[.spectrum] = Spectrum(lines: [Spectrum.Line(686, .strong)])
      }
    }
    let spinel = spinelish("spinel-ish", "Spinelish")
    let redSpinel = spinelish("red-spinel-ish", "Red Spinelish")
    let garnet = Gem(id: "garnet-ish", name: "Garnetish") {
      $0[.species] = "Garnetish"
      $0[.refractiveIndex] = PropertyRange(min: 1.74, max: 1.76)
      $0[.specificGravity] = PropertyRange(min: 3.9, max: 4.1)
      $0[.opticCharacter] = .isotropic
    }
    var measured = Measurements()
    measured.refractiveIndex = .single(1.718)
    measured.specificGravity = 4.00
    measured.optic = OpticReading(.isotropic)
    measured.spectrum = .seen([686])
    let alone = Identification(measured, in: [glass, spinel, redSpinel, garnet])
    #expect(alone.candidates.map(\.lead.id) == ["glass-ish"])
    // Garnetish, ruled out by its refractive index, is no slip of the balance.
    #expect(alone.oneReadingMisses.map(\.gem.id) == ["spinel-ish"])
    #expect(alone.oneReadingMisses.first?.miss.property == .specificGravity)
    // Without the spectrum it fits as many of the other readings (index, optic character) as Glassish still.
    measured.spectrum = nil
    #expect(Identification(measured, in: [glass, spinel]).oneReadingMisses.map(\.gem.id) == ["spinel-ish"])
    // A spectrum it misses as well is more than a slip of the balance.
    measured.spectrum = .seen([500])
    #expect(Identification(measured, in: [glass, spinel]).oneReadingMisses.isEmpty)
    // Not settled, it is named still: the next tests part only the gems that stand, and
    // none shows the balance's slip up (a tester's finding: red spinel weighed 4.00 went
    // unnamed beside glass at 71%).
    measured.spectrum = .seen([686])
    let other = Gem(id: "other", name: "Other") {
      $0[.species] = "Other"
      $0[.refractiveIndex] = PropertyRange(min: 1.50, max: 1.80)
      $0[.specificGravity] = PropertyRange(min: 3.0, max: 4.5)
    }
    let unsettled = Identification(measured, in: [glass, spinel, other])
    #expect(unsettled.candidates.count == 2)
    #expect(unsettled.oneReadingMisses.map(\.gem.id) == ["spinel-ish"])
    // With the index and the balance alone, a gem that fits the index is named too.
    measured.optic = nil
    measured.spectrum = nil
    #expect(Identification(measured, in: [glass, spinel]).oneReadingMisses.map(\.gem.id) == ["spinel-ish"])
  }

  /// A reading only a dye explains is close for a gem that may be dyed.
  ///
  /// A dye decides a stone's colour and what it shows through a Chelsea
  /// filter (dyed green jadeite is red there); for a gem the catalog never
  /// calls dyed such a reading is a miss, which lowers it but, the filter
  /// being a clue rather than a proof, does not rule it out.
  @Test func aDyeReadingIsCloseForAGemThatMayBeDyedAndAMissForOthers() throws {
    let chelsea = try #require(GemFact.named("chelseaFilter"))
    func gem(_ id: String, dyed: Bool) -> Gem {
      Gem(id: id, name: id) {
        $0[.refractiveIndex] = PropertyRange(min: 1.654, max: 1.688)
        $0[chelsea] = .text("green")
        $0[.hues] = ["green"]
        if dyed { $0[.treatments] = ["dyeing"] }
      }
    }
    var measured = Measurements()
    measured.refractiveIndex = .single(1.66)
    measured[word: try #require(IdentifiedProperty(fact: chelsea))] = "red"
    measured.color = "violet"
    let result = Identification(measured, in: [gem("dyeable", dyed: true), gem("plain", dyed: false)])
    let dyeable = try #require(result.candidates.first { $0.lead.id == "dyeable" })
    #expect(dyeable.stands)
    #expect(dyeable.checks.first { $0.property.fact == chelsea }?.verdict == .close)
    #expect(dyeable.check(of: .color)?.verdict == .close)
    let plain = try #require(result.candidates.first { $0.lead.id == "plain" })
    #expect(plain.checks.first { $0.property.fact == chelsea }?.verdict == .misses)
    #expect(plain.check(of: .color)?.verdict == .misses)
    #expect(result.candidates.first?.lead.id == "dyeable")
  }
  /// Three colours in the dichroscope are a biaxial stone's: a uniaxial
  /// material is out, as `--optic uniaxial` beside a trichroic reading is
  /// refused (a tester's finding: strongly trichroic counted as plain
  /// strong, and tourmaline led andalusite).
  @Test func aTrichroicReadingRulesOutAUniaxialMaterial() throws {
    var measured = Measurements()
    measured.refractiveIndex = .span(low: 1.635, high: 1.645)
    measured.pleochroism = PleochroismReading(.strong, isTrichroic: true)
    let trichroic = Identification(measured, in: Catalog.bundled.gems).candidates
    #expect(!trichroic.contains { $0.members.contains { $0.id == "tourmaline" } })
    #expect(trichroic.first?.lead.id == "andalusite")
    measured.pleochroism = PleochroismReading(.strong)
    let dichroic = Identification(measured, in: Catalog.bundled.gems).candidates
    #expect(dichroic.contains { $0.members.contains { $0.id == "tourmaline" } })
  }

  /// An aggregate read between crossed polars is the polariscope's word
  /// already seen: it is not offered again to show it (a gemmologist's
  /// finding: prehnite and aragonite were to be told by their aggregate).
  @Test func anAggregateReadLeavesThePolariscopeDone() throws {
    let polariscope = try #require(GemFact.named("polariscope"))
    func gem(_ id: String, polariscopeWords: [String]?) -> Gem {
      Gem(id: id, name: id) {
        $0[.refractiveIndex] = PropertyRange(min: 1.60, max: 1.62)
        $0[.opticCharacter] = .aggregate
        $0[.transparency] = [.translucent]
        if let polariscopeWords { $0[polariscope] = .list(polariscopeWords) }
      }
    }
    var measured = Measurements()
    measured.refractiveIndex = .single(1.61)
    let gems = [gem("recorded", polariscopeWords: ["aggregate"]), gem("silent", polariscopeWords: nil)]
    #expect(Identification(measured, in: gems).nextTests.map(\.fact) == [polariscope])
    measured.optic = OpticReading(.aggregate)
    #expect(Identification(measured, in: gems).nextTests.isEmpty)
  }

  /// An optic character or pleochroism read shows that light passes
  /// through the stone, as crossed polars and the dichroscope need: a
  /// material that is only opaque is out, as for a transparency read (a
  /// gemmologist's finding: an ammolite triplet stood for a purple quartz
  /// read uniaxial, an opal triplet for one read pleochroic).
  @Test func anOpticOrPleochroismReadingRulesOutAMaterialOnlyOpaque() throws {
    var measured = Measurements()
    measured.refractiveIndex = .span(low: 1.547, high: 1.556)
    measured.specificGravity = 2.68
    measured.color = "purple"
    measured.optic = OpticReading(.uniaxial, sign: .positive)
    let figure = Identification(measured, in: Catalog.bundled.gems).candidates
    #expect(figure.first?.lead.id == "amethyst")
    #expect(!figure.contains { $0.members.contains { $0.id == "ammolite-triplet" } })
    measured.optic = nil
    measured.specificGravity = nil
    measured.pleochroism = PleochroismReading(.weak, colors: ["reddish purple", "bluish purple"])
    let dichroic = Identification(measured, in: Catalog.bundled.gems).candidates
    #expect(!dichroic.contains { $0.members.contains { $0.id == "ammolite-triplet" || $0.id == "opal-triplet" } })
    // No pleochroism seen says nothing of the light: an opaque triplet stays.
    measured.pleochroism = PleochroismReading(.none)
    let none = Identification(measured, in: Catalog.bundled.gems).candidates
    #expect(none.contains { $0.members.contains { $0.id == "ammolite-triplet" } })
  }

  /// A growth feature no natural crystal shows rules out the natural
  /// crystals whose lists lack it.
  ///
  /// Curved striae are a melt-grown synthetic's: they rule out a natural
  /// crystal, and one filled with glass (a composite whose list lacks a
  /// join plane). A natural glass or resin (flow lines), an aggregate
  /// (banding), a gem of unknown crystal system and a synthetic that lacks
  /// the word only score lower.
  @Test func aGrowthFeatureOfManufactureRulesOutNaturalCrystals() throws {
    func gem(
      _ id: String, _ origin: Origin, _ system: CrystalSystem?, optic: OpticCharacter = .biaxial,
      inclusions: [String] = ["silk"], treatments: [String]? = nil
    ) -> Gem {
      Gem(id: id, name: id) {
        if let treatments { $0[.treatments] = treatments }
        $0[.refractiveIndex] = PropertyRange(min: 1.54, max: 1.56)
        $0[.origin] = origin
        $0[.species] = id
        $0[.opticCharacter] = optic
        if let system { $0[.crystalSystem] = system }
        $0[.inclusions] = inclusions
      }
    }
    let gems = [
      gem("crystal", .natural, .orthorhombic), gem("glassy", .natural, .amorphous), gem("unknown", .natural, nil),
      gem("banded", .natural, .trigonal, optic: .aggregate), gem("synthetic", .synthetic, .orthorhombic),
      gem("filled", .composite, .trigonal, inclusions: ["flash effect"]),
    ]
    var measured = Measurements()
    measured.refractiveIndex = .single(1.55)
    measured[word: .inclusions] = "silk,curved striae"
    let result = Identification(measured, in: gems)
    #expect(result.candidates.map(\.lead.id).sorted() == ["banded", "glassy", "synthetic", "unknown"])
    // A gas bubble is grown from a melt too: a natural crystal holds gas only in a fluid (two-phase).
    measured[word: .inclusions] = "silk,gas bubbles"
    #expect(
      Identification(measured, in: gems).candidates.map(\.lead.id).sorted() == [
        "banded", "glassy", "synthetic", "unknown",
      ])
    // A crucible's platinum rules out every natural stone, glass and banded ones too
    // (a second tester's finding: obsidian had led a stone showing platinum).
    measured[word: .inclusions] = "silk,platinum"
    #expect(Identification(measured, in: gems).candidates.map(\.lead.id) == ["synthetic"])
    // So does flux, but in a natural stone whose entry records flux healing
    // (heated ruby's healed fractures hold its residue); nailhead spicules
    // are no such mark (found in natural emerald and sapphire).
    measured[word: .inclusions] = "silk,flux"
    #expect(Identification(measured, in: gems).candidates.map(\.lead.id) == ["synthetic"])
    let healed = [gem("crystal", .natural, .orthorhombic, treatments: ["heat", "flux healing"])] + gems.dropFirst()
    #expect(Identification(measured, in: healed).candidates.map(\.lead.id).sorted() == ["crystal", "synthetic"])
    measured[word: .inclusions] = "silk,nailhead spicules"
    #expect(Identification(measured, in: gems).candidates.count == 6)
  }

  /// A join plane rules out every stone but an assembled one; an assembled
  /// stone whose entry lists no inclusions scores the word's share among
  /// all the gems that list theirs (one of six here), not among those it
  /// leaves standing, where every gem would hold it.
  @Test func aJoinPlaneRulesOutAllButAssembledStones() throws {
    func gem(_ id: String, _ origin: Origin, _ inclusions: [String]?) -> Gem {
      Gem(id: id, name: id) {
        $0[.refractiveIndex] = PropertyRange(min: 1.54, max: 1.56)
        $0[.origin] = origin
        $0[.species] = id
        $0[.crystalSystem] = .trigonal
        if let inclusions { $0[.inclusions] = inclusions }
      }
    }
    let gems = [
      gem("natural", .natural, ["silk"]), gem("synthetic", .synthetic, ["gas bubbles"]),
      gem("glass", .artificial, ["swirl marks"]), gem("other", .natural, ["crystal"]),
      gem("doublet", .composite, ["join plane"]), gem("triplet", .composite, nil),
      // A composite whose list lacks the word is filled, not assembled (lead-glass-filled ruby).
      gem("filled", .composite, ["flash effect"]),
    ]
    var measured = Measurements()
    measured.refractiveIndex = .single(1.55)
    measured[word: .inclusions] = "join plane"
    let result = Identification(measured, in: gems)
    #expect(result.candidates.map(\.lead.id) == ["doublet", "triplet"])
    // The triplet's likelihood is the doublet's times 1/6: a share of 6/7.
    #expect(abs((result.candidates.first?.share ?? 0) - 6 / 7) < 0.001)
    // Its confidence sharpens the ratio by the power 1.5: 6^1.5 ≈ 14.70 to 1, so 14.70 / 15.70.
    #expect(abs((result.candidates.first?.confidence ?? 0) - 0.9363) < 0.001)
  }

  /// A birefringence read short of a gem's is close, and as likely as a
  /// stone not turned all the way round makes it.
  ///
  /// One reading in ten is taken to fall anywhere below the stone's value.
  /// Synthetic forsterite's 0.033–0.036 read 0.012 is then about a fifth
  /// as likely as a gem whose range holds 0.012, where it was a slip, an
  /// eightieth. A birefringence of 0 is one shadow edge, never short: a
  /// doubly refractive crystal is then as likely as a slip (a second
  /// tester's finding, where corundum had led a stone read 1.762 with
  /// none), but not ruled out, as a stone cut from massive material shows
  /// one edge too (a reviewer's finding).
  @Test func aShortBirefringenceIsCloseAndAsLikelyAsAPartTurnMakesIt() throws {
    func gem(_ id: String, birefringence: PropertyRange) -> Gem {
      Gem(id: id, name: id) {
        $0[.refractiveIndex] = PropertyRange(min: 1.63, max: 1.65)
        $0[.birefringence] = birefringence
        $0[.species] = id
      }
    }
    var measured = Measurements()
    measured.refractiveIndex = .span(low: 1.635, high: 1.647)
    let gems = [
      gem("short", birefringence: PropertyRange(min: 0.033, max: 0.036)),
      gem("holds", birefringence: PropertyRange(min: 0.010, max: 0.014)),
    ]
    let result = Identification(measured, in: gems)
    let short = try #require(result.candidates.first { $0.lead.id == "short" })
    #expect(short.check(of: .birefringence)?.verdict == .close)
    #expect(abs((short.check(of: .birefringence)?.deviation ?? 0) + 0.021) < 1e-9)
    // √(0.99 · 0.1 · ln(0.036/0.033)/0.003 + 0.01) = 1.70 against 9.11 for the range that holds it.
    #expect(abs(short.share - 0.157) < 0.002)
    measured.refractiveIndex = .single(1.64)
    measured.birefringence = 0
    let none = Identification(
      measured,
      in: gems + [
        Gem(id: "single", name: "single") {
          $0[.refractiveIndex] = PropertyRange(min: 1.63, max: 1.65)
          $0[.birefringence] = PropertyRange(min: 0, max: 0)
          $0[.species] = "single"
        }
      ])
    #expect(none.candidates.map(\.lead.id) == ["single", "holds", "short"])
    #expect(none.candidates.last?.check(of: .birefringence)?.verdict == .close)
    // √(0.99 · 92.1 + 0.01) = 9.55 for one edge, 1.56 and 0.10 for the two doubly refractive.
    #expect(abs((none.candidates.first?.share ?? 0) - 0.853) < 0.005)
  }

  /// A spectrum or Chelsea filter reading that no leader shows is pointed
  /// out too, though each is only a clue: a red corundum with the 450 nm
  /// iron band, green through the filter, had been named ruby at 60% with
  /// no word that both readings spoke against it (a reviewing gemmologist's finding).
  @Test func aClueNoLeaderShowsIsPointedOut() throws {
    let chelsea = try #require(IdentifiedProperty.wordReadings.first { $0.option == "chelsea" })
    var measured = Measurements()
    measured.refractiveIndex = .span(low: 1.762, high: 1.770)
    measured.specificGravity = 4.00
    measured.color = "red"
    measured.spectrum = .seen([450])
    measured[word: chelsea] = "green"
    #expect(Identification(measured, in: Catalog.bundled.gems).contradictedReadings() == [.spectrum, chelsea])
    // Ruby's own chromium lines and red are no contradiction.
    measured.spectrum = .seen([694, 692])
    measured[word: chelsea] = "red"
    #expect(Identification(measured, in: Catalog.bundled.gems).contradictedReadings().isEmpty)
    // Nor is a colour the catalog's words for a variety miss, which is no instrument's reading.
    measured[word: chelsea] = nil
    measured.spectrum = nil
    measured.color = "green"
    #expect(Identification(measured, in: Catalog.bundled.gems).contradictedReadings().isEmpty)
  }

  /// A reading that no leading candidate fits is pointed out: a thermal
  /// tester's high with quartz's refractive index fits none of the gems
  /// the refractometer leaves (only diamond and moissanite read high),
  /// while readings of one stone contradict nothing.
  @Test func aReadingNoLeaderFitsIsContradicted() throws {
    let thermal = try #require(IdentifiedProperty.wordReadings.first { $0.option == "thermal" })
    var measured = Measurements()
    measured.refractiveIndex = .single(1.54)
    measured[word: thermal] = "high"
    #expect(Identification(measured, in: Catalog.bundled.gems).contradictedReadings() == [thermal])
    measured.refractiveIndex = .overLimit
    #expect(Identification(measured, in: Catalog.bundled.gems).contradictedReadings().isEmpty)
    // A clue's words are the catalog's usual ones, not every stone's: a waxy luster, which
    // serpentine shows in eleventh place, is no contradiction (a second tester's finding).
    var waxy = Measurements()
    waxy.refractiveIndex = .span(low: 1.544, high: 1.553)
    waxy.specificGravity = 2.65
    waxy.luster = .waxy
    #expect(Identification(waxy, in: Catalog.bundled.gems).contradictedReadings(shown: 5).isEmpty)
    var ruby = Measurements()
    ruby.refractiveIndex = .span(low: 1.762, high: 1.770)
    ruby.specificGravity = 4.00
    ruby.color = "red"
    #expect(Identification(ruby, in: Catalog.bundled.gems).contradictedReadings().isEmpty)
  }
}
