import BundledCatalog
import GemCore
import TerminalRendering
import Testing

@testable import RaygemCLI

/// `raygem identify` through `Raygem.run`, on the bundled catalog.
@Suite("identify")
struct IdentifyCommandTests {
  private func run(_ arguments: [String], width: Int = 80) -> Raygem.Outcome {
    InProcessTests.runOnTerminal(["identify"] + arguments, width: width)
  }

  /// When no gem stands and a word was read too, the nearest are still
  /// found among every gem (narrowing by the constants first kept only the
  /// gems whose constants are unknown, and named none).
  @Test func theNearestAreNamedWhenAWordWasReadToo() {
    let outcome = run(["--ri", "1.35", "--thermal", "high"])
    #expect(outcome.status == 1)
    #expect(
      outcome.standardError
        == "raygem: no gem fits these measurements within the tolerances; nearest: Black Opal (RI ✗ -0.020, Thermal ?), Boulder Opal (RI ✗ -0.020, Thermal ?), Fire Opal (RI ✗ -0.020, Thermal ?)\n"
    )
  }

  /// Two spot readings no farther apart than their imprecision are one
  /// blurred reading, not a blink: the page claims no birefringence for
  /// them (a tester's finding: 1.54–1.55 was said to blink 0.010).
  @Test func spotReadingsWithinTheirImprecisionClaimNoBirefringence() {
    let close = run(["--spot", "--ri", "1.54-1.55"]).standardOutput
    #expect(close.hasPrefix("Measured: RI 1.540–1.550 (spot)\n"))
    let blink = run(["--spot", "--ri", "1.48-1.66"]).standardOutput
    #expect(blink.hasPrefix("Measured: RI 1.480–1.660 (spot blink, birefringence 0.180)\n"))
  }

  @Test func corundumComesFirstAndNamesItsVarieties() {
    let outcome = run(["--ri", "1.762-1.770", "--sg", "4.00"])
    #expect(outcome.status == 0)
    let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "Measured: RI 1.762–1.770 (birefringence 0.008) · SG 4.00")
    #expect(lines[2] == "#  Candidate            Origin     Likely  RI  Biref  SG  Varieties")
    // The varieties the readings fit alike, commoner first.
    #expect(lines[3] == "1  Corundum             natural       32%  ✓   ✓      ✓   Pink Sapphire, Ruby, …")
    #expect(lines[4].hasPrefix("1  Corundum             synthetic     32%  ✓   ✓      ✓   Synthetic"))
    // Natural and synthetic corundum share these constants: a tie, said in words. Glass-filled
    // corundum, at 19% against their 32%, is more than 1.5 times less likely.
    #expect(lines[5].hasPrefix("3  Composite Ruby       composite     19%"))
    #expect(
      outcome.standardOutput.contains(
        "Corundum (natural) and Corundum (synthetic) tie: no reading so far makes one 1.5\ntimes likelier than the"
          + " other."))
  }

  /// With a colour read, a group's varieties are those of that colour: a
  /// green corundum named Ruby and Sapphire among its varieties, which its
  /// colour rules out (a tester's finding).
  @Test func aColourReadNamesOnlyTheVarietiesOfThatColour() throws {
    let green = run(["--ri", "1.762-1.770", "--sg", "4.00", "--hue", "green"], width: 100).standardOutput
    let greenLines = green.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(greenLines[2] == "#  Candidate            Origin     Likely  RI  Biref  SG  Color  Varieties")
    #expect(greenLines[3] == "1  Corundum             natural       49%  ✓   ✓      ✓   ✓")
    let json = run(["--ri", "1.762-1.770", "--sg", "4.00", "--hue", "green", "--format", "json"]).standardOutput
    #expect(json.contains(#""id":"corundum","name":"Corundum","species":"Corundum","origin":"natural","#))
    // The group's members, whatever the colour, are still named apart.
    #expect(json.contains(#""confidence":0.491,"varieties":["corundum"],"members":["corundum","ruby","#))
    let red = run(["--ri", "1.762-1.770", "--sg", "4.00", "--hue", "red", "--format", "json"]).standardOutput
    // Star Ruby, known for a star no one looked for, follows the species entry.
    #expect(red.contains(#""varieties":["ruby"],"members":["ruby","corundum","star-ruby","#))
  }

  /// A stone read as white may be colourless, as the trade's white diamond
  /// and white sapphire are: natural and synthetic diamond tie for it as
  /// for colourless (a tester's finding: white gave natural diamond 95%,
  /// the synthetics, recorded colourless only, a colour miss).
  @Test func aStoneReadWhiteMayBeColourless() {
    let white = run(["--otl", "--sg", "3.52", "--hue", "white"], width: 100).standardOutput
    let rows = white.split(separator: "\n")
    #expect(rows[2].hasPrefix("1  Diamond          natural        43%  ✓   ✓   ✓      White Diamond"))
    #expect(rows[3].hasPrefix("1  Diamond          synthetic      42%  ✓   ✓   ✓"))
    // Seen translucent, white is a body colour: white jade is jadeite (a second tester's finding).
    let jade = run(["--ri", "1.66", "--spot", "--sg", "3.33", "--hue", "white", "--transparency", "translucent"])
    #expect(jade.standardOutput.contains("\n1  Jadeite      natural        88%"))
    let sapphire = run(["--ri", "1.762-1.770", "--sg", "4.00", "--hue", "white"], width: 100).standardOutput
    #expect(sapphire.contains("1  Corundum             natural       49%  ✓   ✓      ✓   ✓      White Sapphire"))
  }

  /// A leader shown at 97% is settled, as the page's percentage says: no
  /// next tests follow one of 96.8% (a fresh tester's finding: 97% was
  /// shown above tests said to come only under it).
  @Test func aLeaderShownAtTheSettledPercentageGetsNoNextTests() {
    let page = run(["--ri", "1.49", "--sg", "1.22"], width: 100).standardOutput
    #expect(page.contains("1  Plastic"))
    #expect(page.contains("97%"))
    #expect(!page.contains("Next tests:"))
  }

  /// Where no candidate shown has varieties, the table has no Varieties
  /// column: an empty one took the width the names need (a tester's finding).
  ///
  /// A leader short of certain beside others is `>99%`, never `100%`.
  @Test func aTableWithoutVarietiesHasNoVarietiesColumn() {
    let lines = run(["--ri", "1.54", "--sg", "1.08", "--hue", "yellow", "--hot-point", "resinous"])
      .standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2] == "#  Candidate   Origin      Likely  RI        SG  Color  Hot point")
    #expect(lines[3] == "1  Amber       natural       >99%  ✓         ✓   ✓      ✓")
  }

  /// A leader short of certain beside others is 0.999 in the machine formats
  /// and a parcel's rows, as the table's `>99%`, never 1 (a fresh tester's finding).
  @Test func aLeaderShortOfCertainIsNeverOneInMachineFormats() {
    let readings = [
      "--ri", "1.691-1.700", "--optic", "biaxial+", "--sg", "3.35", "--pleochroism",
      "strong:blue,purple,yellowish brown",
      "--lw", "inert", "--hue", "violet",
    ]
    // The table names the species, zoisite, whose violet variety leads it (tanzanite, in JSON).
    #expect(run(readings).standardOutput.contains("1  Zoisite"))
    #expect(run(readings).standardOutput.contains(">99%"))
    let json = run(readings + ["--format", "json"]).standardOutput
    #expect(
      json.contains(
        #""id":"tanzanite","name":"Tanzanite","species":"Zoisite","origin":"natural","score":100,"confidence":0.999,"#))
  }

  /// A candidate that stands with a confidence under a twentieth of a
  /// percent is 0.001 in the machine formats, as the table's `<1%`, never
  /// 0, which would say the readings rule it out (a fresh tester's finding).
  @Test func aStandingCandidateIsNeverZeroInMachineFormats() {
    let readings = ["--ri", "1.762-1.770", "--sg", "4.00", "--hue", "green"]
    #expect(run(readings, width: 100).standardOutput.contains("5  Synthetic Malachite  synthetic     <1%"))
    let rows = run(readings + ["--format", "tsv"]).standardOutput.split(separator: "\n")
    #expect(rows[5].hasPrefix("5\tsynthetic-malachite\tSynthetic Malachite\tMalachite\tsynthetic\t70.2\t0.001\t"))
  }

  /// A leader whose entry lacks a number read is not confirmed by it: the
  /// page says so, lest its confidence read as a fit of every reading (a
  /// fresh tester's finding: imitation pearl at 100% for RI 2.9).
  @Test func aLeaderTheCatalogGivesNoValueForIsSaidToBeUnconfirmed() throws {
    let outcome = run(["--ri", "2.9", "--sg", "1.2", "--hue", "white"], width: 100)
    #expect(outcome.status == 0)
    let paragraphs = outcome.standardOutput.split(separator: "\n\n").map {
      $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    #expect(
      paragraphs.contains(
        "The catalog gives Imitation Pearl no refractive index: that reading neither fits it nor rules it out,"
          + " and its 100% is its confidence among the gems the readings leave."))
    // The variety that lacks it is named, not its species, which may have one
    // (quartz's birefringence is 0.009; tiger's eye, cut from fibres, has none).
    let variety = run(
      ["--ri", "1.544", "--birefringence", "0", "--sg", "2.65", "--phenomenon", "chatoyancy"], width: 100
    ).standardOutput
    #expect(
      variety.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
        "The catalog gives Tiger's Eye (Quartz) no birefringence: that reading neither fits it nor rules it out"))
    // A leader whose entry holds every number read gets no such line.
    #expect(!run(["--ri", "1.762-1.770", "--sg", "4.00"]).standardOutput.contains("neither fit"))
  }

  /// A next test names every leader: one whose entry records no value is
  /// said to have none recorded, not left out (a fresh tester's finding:
  /// the solvent's line had no Plastic, the hot point's no Copal).
  @Test func aNextTestSaysWhichLeadersHaveNoValueRecorded() {
    let outcome = run(["--ri", "1.54", "--sg", "1.08"])
    #expect(outcome.status == 0)
    let text = outcome.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains("Copal softens; Amber inert; Plastic not recorded"))
    #expect(text.contains("Amber resinous; Plastic acrid; Copal not recorded"))
  }

  /// A broad reading ties dozens of candidates (thousands in a large
  /// catalog): the sentence names the first twelve and counts the rest.
  @Test func aLongTieNamesTwelveAndCountsTheRest() throws {
    let outcome = run(["--hue", "green"], width: 100)
    #expect(outcome.status == 0)
    let paragraphs = outcome.standardOutput.split(separator: "\n\n").map {
      $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    let tie = try #require(paragraphs.first { $0.contains(" tie: no reading so far") })
    #expect(tie.hasSuffix(" and 19 more tie: no reading so far makes one 1.5 times likelier than another."))
    #expect(tie.split(separator: ", ").count == 12)
  }

  @Test func wordReadingsAreCheckedAndShown() {
    let outcome = run(["--ri", "1.577-1.583", "--chelsea", "RED", "--hue", "green"], width: 100)
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput.hasPrefix("Measured: RI 1.577–1.583 (birefringence 0.006) · Chelsea red · colour green\n"))
    let unknown = run(["--ri", "1.57", "--chelsea", "nope"])
    #expect(unknown.status == 64)
    #expect(unknown.standardError == "raygem: option '--chelsea': unknown value 'nope' (did you mean 'none'?)\n")
    #expect(run(["--thermal", "high", "--thermal", "low"]).status == 64)
  }

  /// A stone crossed polars show doubly refractive, with no conoscope to
  /// count its axes, is given as anisotropic, the word the next tests use
  /// without a conoscope: it rules out the singly refractive spinel the
  /// index alone leads to (the next tests said "doubly refractive", which
  /// --optic refused).
  @Test func anAnisotropicStoneIsNoSpinel() {
    let index = run(["--ri", "1.718", "--hue", "red", "--format", "tsv"])
    #expect(index.standardOutput.split(separator: "\n").dropFirst().first?.hasPrefix("1\tred-spinel\t") == true)
    let outcome = run(["--ri", "1.718", "--optic", "anisotropic", "--hue", "red"], width: 100)
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.hasPrefix("Measured: RI 1.718 · anisotropic · colour red\n"))
    // No spinel stands; a doublet with a synthetic spinel crown on a doubly refractive pavilion may.
    let ids = run(["--ri", "1.718", "--optic", "anisotropic", "--hue", "red", "--format", "tsv"]).standardOutput
      .split(separator: "\n").dropFirst().map { $0.split(separator: "\t")[1] }
    #expect(!ids.isEmpty && !ids.contains { $0.hasSuffix("spinel") })
    #expect(run(["--ri", "1.718", "--optic", "anisotropic+"]).status == 64)
  }

  /// Gilson's imitation coral shows a fine granular structure under the
  /// loupe instead of coral's wavy fibres: a word the microscope reads and
  /// the catalog records (the word was refused, and the stone went unnamed).
  @Test func gilsonCoralsGranularStructureNamesIt() {
    let outcome = run(
      ["--sg", "2.44", "--hue", "red", "--transparency", "opaque", "--inclusions", "granular structure"], width: 100)
    #expect(outcome.status == 0)
    let first = outcome.standardOutput.split(separator: "\n").dropFirst(2).first ?? ""
    #expect(first.hasPrefix("1  Gilson Imitation"))
  }

  @Test func theStateHoldsTheCandidatesOrTheNearestWhenNoneFits() throws {
    let found = try IdentifyCommand.state(
      for: InProcessTests.session(["identify", "--ri", "1.762-1.770", "--sg", "4.00"]))
    guard case .found(let identification) = found else {
      Issue.record("expected candidates")
      return
    }
    #expect(identification.candidates.prefix(2).map(\.species) == ["Corundum", "Corundum"])
    #expect(identification.candidates.prefix(2).map(\.origin) == [.natural, .synthetic])
    let nothing = try IdentifyCommand.state(for: InProcessTests.session(["identify", "--ri", "3.4", "--sg", "7.9"]))
    guard case .nothingFits(let nearest) = nothing else {
      Issue.record("expected nothing to fit")
      return
    }
    #expect(nearest.candidates.isEmpty)
    #expect(!nearest.nearest.isEmpty)
  }

  @Test func diamondNaturalAndLabGrownComeFirstAndTheNoteSaysWhatSeparatesThem() {
    let outcome = run(["--otl", "--sg", "3.52", "--optic", "isotropic"])
    #expect(outcome.status == 0)
    let lines = outcome.standardOutput.split(separator: "\n")
    #expect(lines[2] == "1  Diamond               natural        49%  ✓   ✓   ✓      White Diamond, Pink…")
    #expect(lines[3] == "1  Diamond               synthetic      48%  ✓   ✓   ✓      CVD Lab-Grown Diamo…")
    // Dense lead glass reaches past the limit (1.47-1.90) but spreads over a wide range.
    #expect(lines[5] == "4  Glass                 artificial     <1%  ✓   ✓   ✓")
    // A garnet top at the refractometer's limit shows a faint edge: close, not a fit.
    #expect(lines[6] == "5  Garnet-Topped Doubl…  composite      <1%  ≈   ✓   ✓")
    // No bench test parts natural from lab-grown (a natural diamond may lack the 415 nm line): a laboratory can.
    #expect(
      outcome.standardOutput.contains(
        "No test at the bench separates Diamond from CVD Lab-Grown Diamond (cvd-diamond),\nthe microscope included:"
          + " a gemmological laboratory can."))
  }

  @Test func moissaniteIsNamedFromItsSignAndDensity() {
    let outcome = run(["--otl", "--sg", "3.22", "--optic", "uniaxial+", "--format", "plain"])
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput
        == "1\tmoissanite\tMoissanite\tMoissanite (silicon carbide)\tartificial\t100\t1\t\tfits\t\tfits\t\tfits\t\tfits\t\n"
    )
  }

  /// A hot needle or a drop of solvent is tried only on what it is made
  /// for, organics and plastics: with opal (which a hot point can craze) or
  /// any other mineral among the leaders, it is not named, even when the
  /// kit holds nothing else (a tester's finding: `--ri 1.46 --hue orange
  /// --kit refractometer,hot-point` named it for opal); a leader it is not
  /// made for under a fiftieth in all does not stop it (a second tester's:
  /// a coated bead at 1% kept it from jet and bakelite).
  @Test(arguments: [
    (["--ri", "1.46", "--hue", "orange", "--kit", "refractometer,hot-point"], false),
    (["--ri", "1.652", "--hue", "green", "--kit", "thermal,hot-point"], false),
    (["--hue", "yellow", "--transparency", "translucent", "--kit", "hot-point,solvent"], false),
    (["--ri", "1.54", "--sg", "1.08", "--kit", "solvent"], true),
    (["--sg", "1.30", "--hue", "black", "--ri", "1.66", "--kit", "hot-point"], true),
  ])
  func aTestThatMarksTheStoneIsOnlyForOrganicsAndPlastics(arguments: [String], named: Bool) throws {
    let invocation = try ArgumentParser.parse(["identify"] + arguments)
    let result = Identification(invocation.measurements, in: Catalog.bundled.gems)
    let marking = result.nextTests.filter(\.marksTheStone)
    #expect(marking.isEmpty != named, "\(marking.map(\.fact.key))")
    guard !marking.isEmpty else { return }
    let notForIt = result.candidates.filter { !$0.members.allSatisfy(\.isTriedWithMarkingTests) }
    #expect(notForIt.map(\.confidence).reduce(0, +) < 0.02, "\(notForIt.map(\.lead.id))")
  }

  /// A candidate whose varieties the readings leave open and that differ in
  /// what a test shows is named with each variety's value, once a value
  /// (a tester's finding: idocrase, uniaxial, and californite, aggregate,
  /// left the optic character's line without them; opal's varieties, the
  /// balance's).
  @Test func aCandidateWhoseVarietiesDifferIsNamedVarietyByVariety() throws {
    func values(_ arguments: [String], _ fact: GemField<some Any>) throws -> [String: FieldValue] {
      let invocation = try ArgumentParser.parse(["identify"] + arguments)
      let result = Identification(invocation.measurements, in: Catalog.bundled.gems)
      let test = try #require(result.nextTests.first { $0.fact == fact.fact })
      return Dictionary(test.values.map { ($0.gem.id, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
    // The polariscope beside the refractometer only, so that the microscope and balance come after it.
    let optic = try values(["--ri", "1.713", "--kit", "refractometer,polariscope"], GemField.opticCharacter)
    // Crossed polars without a conoscope show idocrase only as doubly refractive, in --optic's word.
    #expect(optic["idocrase"] == .text("anisotropic"))
    #expect(optic["californite"] == .text("aggregate"))
    // Fire opal's 1.98-2.20 lies within opal's 1.25-2.23: named once.
    let balance = try values(["--ri", "1.45"], GemField.specificGravity)
    #expect(balance["opal"] == .range(PropertyRange(min: 1.25, max: 2.23, typical: 2.15)))
    #expect(balance["boulder-opal"] == .range(PropertyRange(min: 2.6, max: 2.8)))
    #expect(balance["fire-opal"] == nil)
    // Without a colour the species entry, Beryl, leads, and speaks alone:
    // its varieties' spectra (emerald's chromium, aquamarine's iron) follow
    // a colour nobody read, so the spectroscope is not offered against the
    // synthetic emerald; the microscope is (a fresh tester's finding, when
    // Aquamarine led an uncoloured beryl).
    let beryl = Identification(
      try ArgumentParser.parse(["identify", "--ri", "1.577-1.583", "--sg", "2.72"]).measurements,
      in: Catalog.bundled.gems)
    #expect(beryl.candidates.first?.lead.id == "beryl")
    #expect(beryl.nextTests.map(\.fact.key) == ["inclusions"])
    // Varieties grown otherwise that show the same features are named once (a second tester's finding):
    // flame-fusion and cobalt-blue synthetic spinel, both of flame-fusion's 1.728.
    let invocation = try ArgumentParser.parse(["identify", "--ri", "1.728", "--hue", "blue"])
    let result = Identification(invocation.measurements, in: Catalog.bundled.gems)
    let microscope = try #require(result.nextTests.first { $0.fact == GemField.inclusions.fact })
    let lists = microscope.values.map(\.value)
    #expect(lists.count(where: { $0 == .list(["gas bubbles"]) }) == 1)
  }

  /// Among varieties of the colour read, one whose colour name says
  /// nothing more leads one that names a feature not seen: colourless
  /// quartz is rock crystal, not rutilated quartz ("colourless with golden
  /// needles"), until the needles are read (a tester's finding).
  @Test func aVarietyWhoseColourIsOnlyTheColourReadLeads() throws {
    let plain = try ArgumentParser.parse(["identify", "--ri", "1.544-1.553", "--sg", "2.65", "--hue", "colorless"])
    let quartz = Identification(plain.measurements, in: Catalog.bundled.gems).candidates.first
    #expect(quartz?.lead.id == "rock-crystal")
    let needles = try ArgumentParser.parse(
      ["identify", "--ri", "1.544-1.553", "--sg", "2.65", "--hue", "colorless", "--inclusions", "rutile needles"])
    #expect(
      Identification(needles.measurements, in: Catalog.bundled.gems).candidates.first?.lead.id == "rutilated-quartz")
  }

  /// A word reading a little off (a dichroscope's moderate for sapphire's
  /// strong) does not hand the lead to a variety the catalog records less
  /// of, nor does a variety known for an effect not looked for lead: a blue
  /// stone with corundum's constants and the iron line at 450 nm is
  /// Sapphire or the species entry, which records the same iron lines, its
  /// line a fit, not Star Sapphire with the line unknown (a second
  /// tester's finding).
  @Test func aVarietyLeadsByTheNumbersItFitsAndNotByAnEffectUnseen() throws {
    let invocation = try ArgumentParser.parse(
      [
        "identify", "--ri", "1.762-1.770", "--sg", "4.00", "--hue", "blue", "--spectrum", "450", "--pleochroism",
        "moderate",
      ])
    let lead = try #require(Identification(invocation.measurements, in: Catalog.bundled.gems).candidates.first)
    #expect(["sapphire", "corundum"].contains(lead.lead.id))
    #expect(lead.members.map(\.id).contains("sapphire"))
    #expect(lead.checks.first { $0.property == .spectrum }?.verdict == .fits)
  }

  @Test func closeReadingsShowTheirDeviation() {
    let outcome = run(["--ri", "1.725", "--sg", "3.75", "--optic", "isotropic", "--hue", "red", "--limit", "2"])
    let rows = outcome.standardOutput.split(separator: "\n")
    // Each a little off in one reading, spinel's SG far from its typical
    // 3.60 and beyond its red variety's (so the species entry stands for it,
    // and blue spinel, the colour aside, is no variety a red stone may be);
    // lead glass, 1.47-1.90, and a doublet with a synthetic spinel crown, whose SG no
    // reference gives, take the rest.
    #expect(rows[2] == "1  Pyrope     natural     51%  ≈ -0.005  ✓        ✓      ✓")
    #expect(rows[3] == "1  Spinel     natural     37%  ✓         ≈ +0.03  ✓      ✓")
  }

  @Test func jsonCarriesTheScoreTheConfidenceEachFitAndTheNextTests() {
    let outcome = run(["--ri", "1.725", "--sg", "3.75", "--optic", "isotropic", "--limit", "1", "--format", "json"])
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput.hasPrefix(
        #"{"candidates":[{"rank":1,"id":"pyrope","name":"Pyrope","species":"Garnet (pyrope)","origin":"natural","score":87.5,"confidence":0.504,"varieties":[],"members":["pyrope"],"checks":{"refractiveIndex":{"fit":"close","deviation":-0.005},"specificGravity":{"fit":"fits","deviation":null},"opticCharacter":{"fit":"fits","deviation":null}}}],"nextTests":[{"fact":"inclusions","instrument":"microscope","marksTheStone":false,"caution":null,"values":[{"id":"pyrope","candidate":"pyrope","value":["needles","crystal"]}"#
      ))
    #expect(
      outcome.standardOutput.hasSuffix(
        #""lookAlikes":[],"dyed":[],"contradicted":[],"oneReadingMisses":[{"id":"synthetic-spinel","fact":"specificGravity"},"#
          + #"{"id":"sintered-synthetic-spinel","fact":"specificGravity"}]}"#
          + "\n"))
  }

  /// Each next test in JSON names the leaders whose entries record no
  /// value, and whether it only confirms one leader's record (a reviewer's
  /// finding: the page said "not recorded", JSON said nothing).
  @Test func jsonNextTestsNameTheUnrecordedAndWhetherATestOnlyConfirms() {
    let output = run([
      "--ri", "1.66", "--spot", "--sg", "3.33", "--hue", "green", "--optic", "aggregate", "--format", "json",
    ])
    .standardOutput
    #expect(
      output.contains(
        #""unrecorded":["dumortierite","maw-sit-sit"],"opaque":[],"onlyConfirms":true}"#))
  }

  /// Natural and synthetic corundum read alike at the bench: the page
  /// names the microscope, with what natural corundum, the synthetic (the
  /// melt-grown kind and the flux-grown one apart) and the
  /// lead-glass-filled ruby each show, rather than a test that cannot
  /// decide (pleochroism's strength follows the colour).
  @Test func naturalAndSyntheticCorundumAreSentToTheMicroscope() {
    let outcome = run(["--ri", "1.762-1.770", "--weights", "2.000/1.499"], width: 200)
    #expect(outcome.status == 0)
    #expect(!outcome.standardOutput.contains("Pleochroism:"))
    // Prose wraps at 80 columns and indents: read it as one line of words.
    let prose = outcome.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      prose.contains(
        "Inclusions: Corundum silk, needles, fingerprint, feather, crystal, growth zoning, halo, hexagonal zoning, "
          + "cloud, color zoning; Synthetic Sapphire "
          + "curved striae, gas bubbles, chevron growth; Flux-Grown Synthetic Ruby flux, platinum, fingerprint, "
          + "negative crystal, "
          + "growth zoning; Composite Ruby flash effect, flattened bubbles, gas bubbles, dendrites"))
  }

  /// Without a colour, a candidate's varieties may disagree (aggregate
  /// Tiger's Eye, uniaxial quartz): the optic character then speaks for
  /// natural quartz no more than it does at the bench, so it is named
  /// variety by variety, a variety for each value, and parts only the
  /// candidates that agree within themselves.
  @Test func aFactTheVarietiesDisagreeOnIsNamedVarietyByVariety() {
    let outcome = run(["--ri", "1.544", "--sg", "2.67"], width: 200)
    #expect(outcome.status == 0)
    let prose = outcome.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      prose.contains(
        "Optic character: Quartz uniaxial; Tiger's Eye aggregate; Synthetic Quartz uniaxial; Andesine biaxial;"
          + " Sunstone biaxial; Aventurine aggregate"))
  }

  /// In machine formats `name` is the named gem's, beside its `id`: a
  /// grouped candidate's species has its own column.
  @Test func machineFormatsNameTheLeadingGemNotItsSpecies() {
    let json = run(["--ri", "1.762-1.770", "--sg", "4.00", "--hue", "red", "--limit", "1", "--format", "json"])
    #expect(
      json.standardOutput.hasPrefix(
        #"{"candidates":[{"rank":1,"id":"ruby","name":"Ruby","species":"Corundum","origin":"natural","#))
    let plain = run(["--ri", "1.762-1.770", "--sg", "4.00", "--hue", "red", "--limit", "1", "--format", "plain"])
    #expect(plain.standardOutput.hasPrefix("1\truby\tRuby\tCorundum\tnatural\t"))
  }

  @Test func itsProseWrapsAtEightyColumnsOnAWideTerminal() throws {
    let outcome = run(["--ri", "1.762-1.770", "--sg", "4.00", "--hue", "red"], width: 200)
    let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
    let note = try #require(
      lines.firstIndex { $0.hasPrefix("Corundum (natural) and Corundum (synthetic) tie") })
    #expect(lines[note].count <= 80)
    #expect(lines[note + 1].count <= 80)  // the note goes on over more lines
    // The table itself may use the whole width.
    #expect(lines.contains { $0.count > 80 })
  }

  @Test func nothingFittingExitsOneWithTheNearestOnStandardError() {
    let outcome = run(["--ri", "3.4", "--sg", "7.9"])
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput == "")
    #expect(outcome.standardError.hasPrefix("raygem: no gem fits these measurements within the tolerances; nearest: "))
    let json = run(["--ri", "3.4", "--sg", "7.9", "--format", "json"])
    #expect(json.status == 1)
    #expect(
      json.standardOutput
        == #"{"candidates":[],"nextTests":[],"nameNeeds":[],"treated":[],"lookAlikes":[],"dyed":[],"contradicted":[],"oneReadingMisses":[]}"#
        + "\n"
    )
  }

  @Test func colourWordsNoGemHasAreUsageErrors() {
    let outcome = run(["--sg", "2.65", "--hue", "bleu"])
    #expect(outcome.status == 64)
    #expect(outcome.standardError.contains("(did you mean 'blue'?)"))
  }

  /// Sinking in one heavy liquid and floating in another brackets the SG,
  /// given as two bounds or as a range; both say so and rank alike.
  @Test func twoHeavyLiquidsAreOneReadingBetweenThem() {
    let apart = run(["--ri", "1.624-1.644", "--sg", ">2.89", "--sg", "<3.32"])
    #expect(apart.status == 0)
    #expect(
      apart.standardOutput.hasPrefix("Measured: RI 1.624–1.644 (birefringence 0.020) · SG between 2.89 and 3.32\n"))
    #expect(apart.standardOutput.contains("Tourmaline"))
    #expect(!apart.standardOutput.contains("Topaz"))
    #expect(run(["--ri", "1.624-1.644", "--sg", "2.89..3.32"]).standardOutput == apart.standardOutput)
  }

  @Test func theNextTestNamesBothValues() {
    let outcome = run(["--ri", "1.718", "--sg", "3.60", "--hue", "red"])
    #expect(
      outcome.standardOutput.contains(
        "Next tests:\n  Inclusions: Red Spinel crystal, negative crystal, fingerprint; Flux-Grown\n  Synthetic Spinel flux, platinum, parallel tubes; Taaffeite crystal, two-phase,\n  fingerprint, needles, feather; Rhodonite matrix veins, dendrites;\n  Rhodochrosite fingerprint, two-phase, growth zoning\n"
      ))
  }

  @Test func noNextTestLooksThroughAnOpaqueLeaderOrPastTheRefractometersLimit() {
    // A tester's finding: pyrite and hematite were to be told apart by the polariscope, which
    // sees nothing through either, and then by indices of 2.417 and 2.94-3.22 that read only
    // over the limit.
    let page = run(["--sg", "5.0", "--luster", "metallic"]).standardOutput
    #expect(!page.contains("Optic character:"))
    #expect(!page.contains("Refractive index:"))
    // Only the doublet records inclusions: the microscope can confirm it, not part the two metals.
    #expect(
      page.contains(
        "Tests that can confirm a leader:\n  Inclusions: Diamond Doublet join plane; Pyrite not recorded; Hematite not\n"
      ))
    // A second tester's finding: the birefringence, a refractometer reading too, confirmed the
    // doublet's "none" beside marcasite, though neither shows the refractometer an edge.
    let heavier = run(["--sg", "4.88", "--transparency", "opaque"]).standardOutput
    #expect(heavier.contains("Marcasite"))
    #expect(!heavier.contains("Birefringence:"))
  }

  /// Where the kit cannot part the leaders, the page says so once, and
  /// names the tests it lists for what they can do: confirm a leader whose
  /// record speaks, not part it from one whose record is silent (a
  /// tester's finding: "no test" was said twice, then "Next tests" followed).
  @Test func aKitThatCannotPartTheLeadersSaysSoOnce() {
    let page = run(["--ri", "1.54", "--sg", "1.08", "--kit", "refractometer,balance,polariscope"])
      .standardOutput
    #expect(page.components(separatedBy: "No test of the kit").count == 2)
    #expect(page.contains("\nTests that can confirm a leader:\n"))
    #expect(!page.contains("Next tests:"))
  }

  /// What most materials show confirms no leader: a thermal tester's low
  /// is every simulant's, so glass recorded low beside leaders with no
  /// record (taken to read low too) is no test that confirms glass (a
  /// fresh tester's finding).
  @Test func theUsualReadingConfirmsNoLeader() {
    let page = run(["--ri", "1.52", "--sg", "2.50", "--hue", "blue", "--kit", "thermal"], width: 100).standardOutput
    #expect(page.contains("2  Glass        artificial     26%"))
    #expect(!page.contains("Thermal tester:"))
    #expect(
      page.contains(
        "No test of the kit left tells the leaders apart by what the catalog records of\nthem; beyond it:"))
  }

  @Test func theBalancesCautionCoversTheSpeciesWhateverTheColour() {
    // A tester's finding: a blue stone led by boulder opal, which records no treatment, left
    // opal out of the water caution, though the species' entry records impregnation.
    let page = run(["--ri", "1.45", "--hue", "blue"]).standardOutput
    let text = page.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
    #expect(text.contains("not before Opal, Synthetic Opal and Opal Doublet are ruled out"))
  }

  @Test func anIndexPastTheRefractometersLimitIsShownAsTheBenchWillShowIt() {
    // A tester's finding: 'Blue Diamond 2.417' read as a value the refractometer would give.
    let page = run(["--hue", "colorless", "--optic", "isotropic"]).standardOutput
    let text = page.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
    #expect(
      text.contains(
        "Refractive index: Opal 1.370–1.470; Sodalite 1.483–1.487; White Diamond over the limit (2.417); "))
  }

  /// A spot reading past the refractometer's limit says it was a spot
  /// reading, as any other spot reading does (a tester's finding: the
  /// "(spot)" was dropped).
  @Test func aSpotReadingOverTheLimitSaysSpot() {
    let page = run(["--otl", "--spot", "--sg", "4.69"]).standardOutput
    #expect(page.hasPrefix("Measured: RI over the limit (above 1.81, spot) · SG 4.69\n"))
    #expect(
      run(["--otl", "--sg", "4.69"]).standardOutput.hasPrefix("Measured: RI over the limit (above 1.81) · SG 4.69\n"))
  }

  @Test func aFlagGivenTwiceSaysNoMoreThanOnce() {
    // --otl, like --spot and --mounted, has no value that a second one could contradict.
    let once = run(["--otl", "--sg", "3.52", "--optic", "isotropic"])
    #expect(once.status == 0)
    #expect(run(["--otl", "--otl", "--sg", "3.52", "--optic", "isotropic"]).standardOutput == once.standardOutput)
    #expect(
      run(["--ri", "1.66", "--spot", "--spot"]).standardOutput == run(["--ri", "1.66", "--spot"]).standardOutput)
  }

  @Test(
    "readings given twice, or twice over, are usage errors",
    arguments: [
      (["--sg", "2.65", "--sg", "4.0"], "option '--sg' given twice; give one reading"),
      (
        ["--sg", ">3.32", "--sg", "<3.05"],
        "option '--sg': no stone is above 3.32 and below 3.05; did you mean 3.05..3.32?"
      ),
      (["--sg", "3.32..3.05"], "option '--sg': no stone is above 3.32 and below 3.05; did you mean 3.05..3.32?"),
      (
        ["--sg", ">3.05", "--sg", "<3.05"],
        "option '--sg': no stone is above 3.05 and below 3.05; one that is neither reads 3.05"
      ),
      (
        ["--birefringence", "0.02..0.01"],
        "option '--birefringence': no stone is above 0.02 and below 0.01; did you mean 0.01..0.02?"
      ),
      (
        ["--ri", "1.762-1.770", "--birefringence", "0.02"],
        "give the birefringence either as two --ri readings or with --birefringence, not both"
      ),
      (["--hue", ""], "option '--hue' needs at least one value"),
      // Two readings farther apart than any birefringence, just farther apart too.
      (
        ["--ri", "1.5-2.500001"],
        "option '--ri': readings 1.000001 apart give a birefringence no gem has; birefringence runs from 0 to 1"
      ),
      (
        ["--ri", "1.5-2.9"],
        "option '--ri': readings 1.4 apart give a birefringence no gem has; birefringence runs from 0 to 1"
      ),
      (
        ["--ri", "1.5", "--fields", "name"],
        "option '--fields' does not apply to 'identify'; it is for 'list', 'search', 'detail', 'favorites', 'browse'"
      ),
    ])
  func conflictingReadingsAreUsageErrors(arguments: [String], message: String) {
    let outcome = run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.standardError == "raygem: \(message)\n")
  }

  @Test func theMeasuredLineShowsReadingsAsGivenNeverRounded() {
    let lines = run(["--ri", "1.5443", "--sg", "3.913"]).standardOutput.split(separator: "\n")
    #expect(lines.first == "Measured: RI 1.5443 · SG 3.913")
    let plain = run(["--sg", "4"]).standardOutput.split(separator: "\n")
    #expect(plain.first == "Measured: SG 4.00")
  }

  /// With no colour read, a group's row names its species, as the table
  /// does, not the likeliest variety (a tester's finding: a parcel stone
  /// weighed only was answered "Amethyst"; since quartz has its species
  /// entry its id is quartz too); a colour read names its variety.
  @Test func aGroupWithNoColourReadIsNamedByItsSpeciesInEveryFormat() throws {
    let plain = run(["--ri", "1.544-1.553", "--format", "tsv", "--limit", "1"]).standardOutput.split(separator: "\n")
    #expect(plain.dropFirst().first?.split(separator: "\t").prefix(4) == ["1", "quartz", "Quartz", "Quartz"])
    // White quartz was named Amethyst (a tester's finding): white may be colourless, rock crystal.
    let white = InProcessTests.run(
      ["identify", "--ri", "1.544-1.553", "--sg", "2.65", "--hue", "white", "--format", "tsv", "--limit", "1"])
    #expect(
      white.standardOutput.split(separator: "\n").dropFirst().first?.hasPrefix("1\trock-crystal\tRock Crystal\t")
        == true)
    // Two colours joined by a hyphen, as the hue's own advice writes them, name a bicolour:
    // ametrine, and of the synthetics the entry that comes in both colours, not synthetic citrine.
    let twoColours = run(["--ri", "1.544-1.553", "--sg", "2.65", "--hue", "purple-yellow", "--format", "tsv"])
    let leads = twoColours.standardOutput.split(separator: "\n").dropFirst().prefix(2).map {
      $0.split(separator: "\t")[1]
    }
    #expect(leads.sorted() == ["ametrine", "synthetic-quartz"])
    let purple = run(["--ri", "1.544-1.553", "--hue", "purple", "--format", "tsv", "--limit", "1"]).standardOutput
    #expect(
      purple.split(separator: "\n").dropFirst().first?.split(separator: "\t").prefix(3) == [
        "1", "amethyst", "Amethyst",
      ])
  }

  @Test func aGemWithoutASpeciesHasNoneInJSON() throws {
    let sandbox = try Sandbox()
    let path = try sandbox.write(
      #"{"gems": [{"name": "Alpha", "refractiveIndex": 1.5, "specificGravity": 2.6}]}"#, to: "catalog.json")
    let result = try sandbox.run(["identify", "--catalog", path, "--sg", "2.6", "--format", "json"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\"name\":\"Alpha\",\"species\":null,"))
  }

  /// `aggregate`, the catalog's polariscope word for species cut massive
  /// too, read of a stone would weigh only those few: a stone's aggregate
  /// reaction is its optic character, and is read as one (two case writers
  /// of eleven stones gave it at the polariscope, where it was refused).
  @Test func anAggregateReadAsAPolariscopeReactionIsTheOpticCharacter() {
    let reaction = run(["--ri", "1.66", "--sg", "3.33", "--polariscope", "strain colors,aggregate"])
    #expect(reaction.status == 0)
    let character = run(["--ri", "1.66", "--sg", "3.33", "--polariscope", "strain colors", "--optic", "aggregate"])
    #expect(reaction.standardOutput == character.standardOutput)
    #expect(reaction.standardOutput.hasPrefix("Measured: RI 1.660 · SG 3.33 · aggregate · polariscope strain colors\n"))
    #expect(
      run(["--ri", "1.66", "--polariscope", "aggregate", "--optic", "aggregate"]).standardOutput
        == run(["--ri", "1.66", "--optic", "aggregate"]).standardOutput)
    // A single crystal's character beside it is a contradiction.
    let crystal = run(["--ri", "1.66", "--polariscope", "aggregate", "--optic", "biaxial+"])
    #expect(crystal.status == 64)
    #expect(
      crystal.standardError
        == "raygem: --polariscope aggregate and --optic biaxial contradict each other: an aggregate stays light"
        + " as it turns between crossed polars, a single crystal does not; look again\n")
    // The list of words an unknown one is met with leaves it out (a second tester's finding).
    let unknown = run(["--polariscope", "doubly refractive"]).standardError
    #expect(unknown.hasPrefix("raygem: option '--polariscope': unknown value 'doubly refractive'; use one of: "))
    #expect(unknown.contains("snake pattern") && !unknown.contains("aggregate"))
    // Completion offers it for list, not identify, where the optic character is its place.
    let polariscope = CompletionModel().valueOptions.first { $0.option == "--polariscope" }
    let words = { (command: String) in polariscope?.uses.first { $0.commands.contains(command) }?.words ?? [] }
    #expect(words("list").contains("aggregate"))
    #expect(words("identify").contains("snake pattern"))
    #expect(!words("identify").contains("aggregate"))
    let help = InProcessTests.run(["help", "identify"]).standardOutput.split(whereSeparator: \.isWhitespace)
    #expect(
      help.joined(separator: " ").contains(
        "the words of 'raygem help polariscope', aggregate read as the optic character (--optic aggregate)"))
  }

  /// Help names the inclusions that rule gems out from the inclusion
  /// vocabulary's marks, so that the two cannot drift apart.
  @Test func helpNamesTheInclusionsThatRuleGemsOut() {
    let help = InProcessTests.run(["help", "identify"]).standardOutput.split(whereSeparator: \.isWhitespace)
    #expect(
      help.joined(separator: " ").contains(
        "nor does an inclusion that proves what it is not (curved striae in a natural crystal; gas bubbles in one not"
          + " filled; flux or platinum or seed plate in"
          + " a natural stone, but flux in one healed with it; join plane in a stone not assembled)"))
  }

  /// A colour no gem of a catalog file has is refused as it is for the
  /// bundled catalog; only a large, indexed file's words go unchecked.
  @Test func aColourNoGemOfACatalogFileHasIsAUsageError() throws {
    let sandbox = try Sandbox()
    let path = try sandbox.write(
      ##"{"gems": [{"name": "Alpha", "specificGravity": 2.6, "color": {"name": "sea green", "hex": "#2E8B57"}}]}"##,
      to: "catalog.json")
    let aqua = try sandbox.run(["identify", "--catalog", path, "--sg", "2.6", "--hue", "aqua"])
    #expect(aqua.status == 64)
    #expect(
      aqua.stderr
        == "raygem: option '--hue': 'aqua' is neither a colour family nor a word of any gem's colour; use one of: red, orange, yellow, green, blue, violet, pink, brown, black, white, gray, sea\n"
    )
    let sea = try sandbox.run(["identify", "--catalog", path, "--sg", "2.6", "--hue", "sea", "--format", "plain"])
    #expect(sea.status == 0)
    #expect(sea.stdout.split(separator: "\t").dropFirst().first == "alpha")
  }

  /// A variety whose name only a laboratory gives is named with the test
  /// it needs, in the table and in JSON: a turquoise elbaite may be
  /// Paraíba tourmaline, which no bench test confirms (a fresh tester's
  /// finding: the colour alone had named it).
  @Test func aNameOnlyALaboratoryGivesIsSaidSo() {
    let readings = ["identify", "--ri", "1.620-1.640", "--sg", "3.06", "--optic", "uniaxial-", "--hue", "turquoise"]
    let table = InProcessTests.runOnTerminal(readings, width: 120).standardOutput
    #expect(table.contains("1  Tourmaline (elbaite)  natural"))
    #expect(
      table.contains(
        "Paraíba Tourmaline is a name only a laboratory gives, on chemical analysis\nshowing copper and manganese: no test at the bench confirms it."
      ))
    let json = InProcessTests.run(readings + ["--format", "json"]).standardOutput
    #expect(
      json.contains(
        #"],"nameNeeds":[{"id":"paraiba-tourmaline","test":"chemical analysis showing copper and manganese"}],"treated":"#
      ))
    #expect(!json.contains(#""id":"paraiba-tourmaline","name""#))
    // A red elbaite is no Paraíba: nothing is said.
    let red = ["identify", "--ri", "1.620-1.640", "--sg", "3.06", "--optic", "uniaxial-", "--hue", "red"]
    #expect(InProcessTests.run(red + ["--format", "json"]).standardOutput.contains(#""nameNeeds":[],"#))
  }

  /// A trace only a treatment leaves, read among the inclusions, says the
  /// leader is treated, on the page and in JSON: a filler's flash effect in
  /// a diamond shows fracture filling (a reviewer's finding: it was taken
  /// silently).
  @Test func aTreatmentsTraceSaysTheLeaderIsTreated() {
    let readings = ["identify", "--otl", "--mounted", "--thermal", "high", "--hue", "colorless"]
    let table = InProcessTests.runOnTerminal(readings + ["--inclusions", "flash effect,feather"], width: 100)
    #expect(
      table.standardOutput.contains("If the stone is Diamond (natural), the flash effect seen shows fracture filling."))
    let json = InProcessTests.run(readings + ["--inclusions", "flash effect,feather", "--format", "json"])
    #expect(
      json.standardOutput.contains(
        #""treated":[{"id":"white-diamond","treatment":"fracture filling","inclusion":"flash effect"}],"lookAlikes""#))
    // Without the trace, nothing is said.
    let plain = InProcessTests.run(readings + ["--inclusions", "feather", "--format", "json"]).standardOutput
    #expect(plain.contains(#""treated":[],"lookAlikes""#))
    // Where two rows shown share a title, the line says which (a tester's finding).
    let corundum = ["identify", "--ri", "1.762-1.770", "--sg", "4.00", "--inclusions", "flash effect"]
    #expect(
      InProcessTests.runOnTerminal(corundum, width: 120).standardOutput.contains(
        "If the stone is Corundum (natural), the flash effect seen shows fracture\nfilling."))
  }

  /// Green jadeite red through a Chelsea filter is dyed jadeite: identify
  /// keeps it, and says so in the table and in JSON.
  @Test func aReadingOnlyADyeExplainsNamesTheDyedStone() {
    let readings = ["identify", "--ri", "1.66", "--spot", "--optic", "aggregate", "--sg", "3.34", "--hue", "green"]
    let table = InProcessTests.runOnTerminal(readings + ["--chelsea", "red"], width: 100).standardOutput
    #expect(table.contains("1  Jadeite "))
    #expect(
      table.contains(
        "If the stone is Jadeite, it is dyed: these readings are a dye's, not the\nmaterial's own (Chelsea filter)."))
    let json = InProcessTests.run(readings + ["--chelsea", "red", "--format", "json"]).standardOutput
    #expect(json.hasSuffix(#""dyed":["jadeite"],"contradicted":[],"oneReadingMisses":[]}"# + "\n"))
    // Through the filter as undyed jadeite is, nothing needs a dye.
    let plain = InProcessTests.run(readings + ["--chelsea", "green", "--format", "json"]).standardOutput
    #expect(plain.hasSuffix(#""dyed":[],"contradicted":[],"oneReadingMisses":[]}"# + "\n"))
  }

  /// The dyes used on green stones are red through a Chelsea filter: no
  /// dye explains an emerald staying green, which many natural emeralds
  /// coloured partly by iron do, nor a ruby showing green (a fresh
  /// tester's finding: both were said to be dyed).
  @Test(arguments: [
    ["--ri", "1.580-1.588", "--sg", "2.74", "--hue", "green", "--chelsea", "green"],
    ["--ri", "1.580-1.588", "--sg", "2.74", "--hue", "green", "--chelsea", "none"],
    ["--ri", "1.762-1.770", "--sg", "4.00", "--hue", "red", "--chelsea", "green"],
  ])
  func aChelseaReadingNoDyeGivesIsNotCalledDyed(readings: [String]) {
    let outcome = InProcessTests.run(["identify"] + readings + ["--format", "json"])
    #expect(outcome.status == 0)
    // A red stone green through the filter is one no leader is known to show, a clue pointed out.
    let contradicted = readings.contains("red") ? #"["chelseaFilter"]"# : "[]"
    let ending = #""dyed":[],"contradicted":"# + contradicted + #","oneReadingMisses":[]}"#
    #expect(outcome.standardOutput.hasSuffix(ending + "\n"))
  }

  /// A dye adds colour: a white or colourless stone is never explained as
  /// a dyed ruby, and corundum's own entry leads for it.
  @Test func aWhiteOrColourlessStoneIsNotExplainedByADye() {
    for hue in ["white", "colorless"] {
      let readings = ["identify", "--ri", "1.762-1.770", "--sg", "4.0", "--hue", hue, "--format", "json"]
      let json = InProcessTests.run(readings).standardOutput
      #expect(json.hasSuffix(#""dyed":[],"contradicted":[],"oneReadingMisses":[]}"# + "\n"), "\(hue)")
      #expect(!json.hasPrefix(#"{"candidates":[{"rank":1,"id":"ruby""#), "\(hue)")
    }
  }

  /// A colour word that names no hue (neon, of Paraíba tourmaline's neon
  /// blue) says nothing of a stone whose colour name lacks it: no corundum
  /// is called dyed nor marked ✗ for it (a fresh tester's finding, made
  /// with cobalt, which names blue now; a tone alone, dark, is refused);
  /// a family's -ish form is the family.
  @Test func aColourWordThatNamesNoHueMakesNoDyedStone() throws {
    for hue in ["neon"] {
      let readings = ["identify", "--ri", "1.762-1.770", "--hue", hue, "--format", "json"]
      let json = InProcessTests.run(readings).standardOutput
      #expect(json.hasSuffix(#""dyed":[],"contradicted":[],"oneReadingMisses":[]}"# + "\n"), "\(hue)")
      #expect(!json.contains(#""color":{"fit":"misses""#), "\(hue)")
    }
    let blue = { (hue: String) in
      InProcessTests.run(["identify", "--ri", "1.762-1.770", "--hue", hue, "--format", "json"]).standardOutput
    }
    #expect(blue("bluish") == blue("blue"))
    // As the family, not as a word of colour names (a tester's finding: greyish led
    // with the synthetic whose name is greyish blue, purplish with star ruby).
    #expect(blue("greyish") == blue("gray"))
    #expect(blue("purplish") == blue("purple"))
    let list = { (hue: String) in InProcessTests.run(["list", "--hue", hue, "--fields", "id"]).standardOutput }
    #expect(list("bluish") == list("blue"))
    #expect(blue("bluish").contains(#""color":{"fit":"fits""#))
  }

  /// A colour the catalog does not record for a gem that may be dyed is
  /// said to be a dye's or one the catalog lacks, not a dye's for certain:
  /// brown sapphire is natural (a fresh tester's finding), and pink jadeite
  /// is named only by shops, which call it lavender.
  @Test func aColourAloneIsNotSaidToBeADyes() {
    let table = InProcessTests.runOnTerminal(
      ["identify", "--ri", "1.66", "--spot", "--sg", "3.34", "--hue", "pink"], width: 100
    ).standardOutput
    let prose = table.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      prose.contains(
        "If the stone is Jadeite, its colour is none the catalog records for it: a dye's, or one the catalog "
          + "lacks (Color)."))
    #expect(!prose.contains("it is dyed"))
  }

  /// A spectrum's miss shows no number in the table: how far the nearest
  /// recorded line lies is no reading the bench makes (a gemmologist's
  /// finding: `✗ +142` beside rhodochrosite); JSON keeps it.
  @Test func aSpectrumMissShowsNoNumberInTheTable() throws {
    let arguments = [
      "identify", "--ri", "1.762-1.770", "--sg", "3.40", "--optic", "uniaxial-", "--spectrum", "694,692",
    ]
    let table = InProcessTests.runOnTerminal(arguments, width: 150).standardOutput
    let row = try #require(table.split(separator: "\n").first { $0.contains("Rhodochrosite") })
    #expect(row.hasSuffix("✗"))
    #expect(!row.contains("+142"))
    let json = InProcessTests.run(arguments + ["--format", "json"]).standardOutput
    #expect(json.contains(#""spectrum":{"fit":"misses","deviation":142}"#))
  }

  /// A leader alone because one reading ruled out gems that fit the rest
  /// as well names them, on the page and in JSON (a gemmologist's finding:
  /// red spinel weighed 4.00 left glass at 100%, with nothing to say).
  @Test func gemsOneReadingRulesOutAreNamedBesideASettledLeader() {
    let arguments = [
      "identify", "--ri", "1.718", "--sg", "4.00", "--optic", "isotropic", "--spectrum", "686", "--hue", "red",
    ]
    let page = InProcessTests.runOnTerminal(arguments, width: 200).standardOutput
    #expect(page.contains("1  Glass "))
    // The paragraph is wrapped at the prose width.
    let prose = page.split(separator: "\n").joined(separator: " ")
    #expect(
      prose.contains(
        "Only the specific gravity rules out Spinel (3.58–3.72) and Flux-Grown Synthetic Spinel (3.60–3.62),"
          + " which fit as many of the other readings as Glass: if the balance may have slipped, weigh the stone again."
      ))
    let json = InProcessTests.run(arguments + ["--format", "json"]).standardOutput
    #expect(
      json.hasSuffix(
        #""oneReadingMisses":[{"id":"spinel","fact":"specificGravity"},{"id":"flux-synthetic-spinel","fact":"specificGravity"}]}"#
          + "\n"))
  }

  /// The gems only the balance rules out are named whether or not the
  /// leader is settled, and beside the two readings alone (a tester's
  /// findings: `--ri 1.718 --sg 4.00 --hue red` left glass at 71% and red
  /// spinel unnamed; quartz weighed 2.40 is named beside an opal triplet).
  @Test func gemsOnlyTheBalanceRulesOutAreNamedBesideAnyLeader() {
    func named(_ arguments: [String]) -> String {
      let json = InProcessTests.run(["identify"] + arguments + ["--format", "json"]).standardOutput
      return String(json[(json.range(of: #""oneReadingMisses":"#)?.upperBound ?? json.endIndex)...])
    }
    // Glass leads at 71%; the species entry speaks for its red variety.
    #expect(
      named(["--ri", "1.718", "--sg", "4.00", "--hue", "red"]).hasPrefix(#"[{"id":"spinel","fact":"specificGravity"}"#))
    // The catalog has no quartz species entry: a variety speaks for it, the likeliest on the index before rarer gems.
    let quartz = named(["--ri", "1.544-1.553", "--sg", "2.40"])
    let first = quartz.split(separator: "\"").dropFirst(3).first.map(String.init) ?? ""
    #expect(Catalog.bundled.gems.first { $0.id == first }?[.species] == "Quartz")
    // A reading fitting the leader's SG alone names none.
    #expect(named(["--sg", "4.00"]) == "[]}\n")
    // Nor a gem whose range lies farther from the weight than a slip of the
    // balance goes (a tester's finding: vulcanite, 1.15, beside 3.10), nor
    // beside a heavy liquid's bound, which is no balance's.
    let far = named(["--ri", "1.66", "--sg", "3.10"])
    #expect(!far.contains("vulcanite") && !far.contains("jet"))
    #expect(named(["--ri", "1.718", "--sg", ">3.8", "--hue", "red"]) == "[]}\n")
    // Nor does a weight inside the leader's narrow range, which confirms it:
    // no dumortierite beside red spinel weighed 3.60, no iolite beside amber and copal.
    #expect(named(["--ri", "1.718", "--sg", "3.60", "--hue", "red"]) == "[]}\n")
    #expect(named(["--ri", "1.54", "--sg", "1.08"]) == "[]}\n")
  }
}
