import Foundation
import GemCore
import ProcessEnvironment
import TerminalRendering
import Testing

@testable import RaygemCLI

/// `identify`'s options for the rest of the bench: `--weights`, `--luster`,
/// and the kit at hand (`--kit`, `RAYGEM_KIT`).
@Suite("identify bench options")
struct IdentifyBenchOptionsTests {
  private func run(_ arguments: [String], environment: Environment = [:]) -> Raygem.Outcome {
    var environment = environment
    environment["RAYGEM_HOME"] = NoHome.path
    return Raygem.run(
      arguments: ["identify"] + arguments,
      environment: environment,
      terminal: { _ in TerminalCapabilities(isTerminal: true, isColored: false, width: 100) },
      readStandardInput: { "" })
  }

  /// A number reading other than the SG is not asked for with the SG's
  /// examples, and a filter's open range is pointed to the bound a reading
  /// gives (a fresh tester's finding).
  @Test func aNumberReadingIsAskedForInItsOwnTerms() {
    let open = run(["--hardness", "5.."])
    #expect(open.status == 64)
    #expect(
      open.standardError
        == "raygem: option '--hardness' needs a number, a bound such as >N or <N, or two such as N..M, not '5..' (did you mean '>5'?)\n"
    )
    #expect(run(["--dispersion", "..0.04"]).standardError.hasSuffix("not '..0.04' (did you mean '<0.04'?)\n"))
    #expect(run(["--sg", "heavy"]).standardError.contains("a number such as 2.65"))
  }

  /// A mistyped optic character is pointed to the word it stands for, as
  /// other options' values are (a tester's finding: `uniax` got the list alone).
  @Test func aMistypedOpticCharacterIsPointedToItsWord() {
    let short = run(["--optic", "uniax"])
    #expect(short.status == 64)
    #expect(short.standardError.hasSuffix("not 'uniax' (did you mean 'uniaxial'?)\n"))
    #expect(run(["--optic", "biaxal-"]).standardError.hasSuffix("(did you mean 'biaxial-'?)\n"))
    // The sign is kept before stray punctuation (a tester's finding: `uniaxial-,` lost it).
    #expect(run(["--optic", "uniaxial-,"]).standardError.hasSuffix("(did you mean 'uniaxial-'?)\n"))
    // No sign is suggested for a character no interference figure gives.
    #expect(run(["--optic", "isotropc+"]).standardError.hasSuffix("(did you mean 'isotropic'?)\n"))
    #expect(run(["--optic", "uniaxial positive", "--limit", "1"]).status == 0)
  }

  /// White space about a reading's value is no part of it, for every
  /// reading (a tester's finding: `--transparency " opaque"` was refused
  /// where `--optic " uniaxial+ "` was read).
  @Test func whiteSpaceAboutAReadingIsPassedOver() {
    let plain = run(["--transparency", "opaque", "--luster", "metallic", "--magnet", "weak", "--otl"])
    #expect(plain.status == 0)
    let spaced = run(["--transparency", " opaque", "--luster", "metallic\t", "--magnet", "\u{A0}weak ", "--otl"])
    #expect(spaced.standardOutput == plain.standardOutput)
    #expect(run(["--sg", "\t3.52 "]).standardOutput == run(["--sg", "3.52"]).standardOutput)
  }

  /// A deviation too small for the fact's decimals shows its first digit:
  /// `≈ -0.00` said nothing (a fresh tester's finding).
  @Test func aDeviationTooSmallForItsDecimalsShowsItsFirstDigit() {
    let outcome = run(["--weights", "1.02345/0.76543"])
    #expect(outcome.standardOutput.contains("1  Corundum          natural       14%  ≈ -0.003  "))
    #expect(!outcome.standardOutput.contains("-0.00 "))
  }

  /// The balance's next test says that a porous, filled or assembled
  /// stone is not put in a liquid: water or a heavy liquid can stain
  /// turquoise or pearl, draw an emerald's filler out of its fissures and
  /// loosen a doublet's cement (a second tester's finding: only the hot
  /// point and solvent carried a caution; fillers were not named).
  @Test func theBalanceIsNamedWithItsCaution() {
    let page = run(["--ri", "1.718"]).standardOutput
    let prose = page.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      prose.contains(
        "Specific gravity (weighed in water or a heavy liquid: not a pearl or other porous stone, nor a filled, oiled"
          + " or assembled one, which a liquid can stain, leach or loosen): "))
  }

  /// A hot needle's smell or a solvent's softening, which only organics and
  /// plastics give, read where every leader is a mineral, is pointed out.
  ///
  /// It is a reading no leader fits, as a thermal tester's high beside
  /// quartz is (a tester's finding: diamond led with no word of it).
  @Test func aMarkingTestsReactionNoLeaderGivesIsPointedOut() {
    let page = run(["--solvent", "softens", "--sg", "3.52"]).standardOutput
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(page.contains("No candidate shown fits solvent softens: it and the other readings point to different gems"))
    let amber = run(["--ri", "1.54", "--sg", "1.08", "--hot-point", "resinous"]).standardOutput
    #expect(!amber.contains("No candidate shown fits"))
  }

  /// A coated bead keeps the balance to water.
  ///
  /// A heavy liquid is a solvent that can lift the pearl-essence coating
  /// of an imitation pearl (a tester's finding: the balance offered it a
  /// heavy liquid).
  @Test func aCoatedBeadKeepsTheBalanceToWater() {
    let prose = run(["--otl", "--hue", "pink", "--transparency", "opaque"]).standardOutput
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(prose.contains("Imitation Pearl 1.20–3.20"))
    #expect(
      prose.contains("Specific gravity (weighed in water only, never a heavy liquid, which can harm Imitation Pearl"))
  }

  /// A leader a heavy liquid can harm keeps the balance to water, by name.
  ///
  /// Copal and amber soften in the solvents heavy liquids are (a tester's
  /// finding: the balance offered them a heavy liquid). In JSON too.
  @Test func theBalanceKeepsToWaterForALeaderAHeavyLiquidHarms() {
    let arguments = ["--ri", "1.54", "--hue", "yellow", "--luster", "resinous"]
    let prose = run(arguments).standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      prose.contains(
        "Specific gravity (weighed in water only, never a heavy liquid, which can harm Copal and Amber, and draw the filling or dye out of a treated Jasper): "
      )
    )
    let json = run(arguments + ["--format", "json"]).standardOutput
    #expect(
      json.contains(
        #""caution":"weighed in water only, never a heavy liquid, which can harm Copal and Amber, and draw the filling or dye out of a treated Jasper""#
      ))
  }

  /// A stone that may be assembled goes into no liquid until it is ruled
  /// out, and when every leader is assembled the balance is not named at
  /// all: water can loosen a doublet's cement (a tester's finding: the
  /// caution ruled out the very stones the leaders were).
  @Test func noStoneThatMayBeAssembledGoesIntoALiquid() throws {
    let sandbox = try Sandbox()
    let doublets = try sandbox.write(
      #"{"gems": [{"name": "Doublet A", "origin": "composite", "refractiveIndex": 1.54, "specificGravity": 2.6},"#
        + #" {"name": "Doublet B", "origin": "composite", "refractiveIndex": 1.54, "specificGravity": 3.0}]}"#,
      to: "doublets.json")
    let assembled = run(["--catalog", doublets, "--ri", "1.54"]).standardOutput
    #expect(!assembled.contains("Specific gravity"))
    // The page says why the balance, which would part them, is not named (a reviewer's finding).
    #expect(
      assembled.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
        "The balance is not named, though it would part them: the stone may be Doublet A and Doublet B, and a liquid"
          + " can loosen or cloud what joins an assembled one; keep the stone out of water and heavy liquids."))
    let mixed = try sandbox.write(
      #"{"gems": [{"name": "Doublet A", "origin": "composite", "refractiveIndex": 1.54, "specificGravity": 2.6},"#
        + #" {"name": "Crystal B", "refractiveIndex": 1.54, "specificGravity": 3.0}]}"#,
      to: "mixed.json")
    let page = run(["--catalog", mixed, "--ri", "1.54"]).standardOutput
    #expect(
      page.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
        "Specific gravity (not before Doublet A is ruled out: a liquid can loosen or cloud what joins an assembled"
          + " one):"))
  }

  /// Weights written with more digits than a Double holds, or large ones,
  /// are echoed in their shortest form (a tester's finding: the fixed
  /// decimals overflowed and the page trapped).
  @Test func weightsWithManyDigitsAreEchoedNotTrapped() {
    let long = run(["--weights", "2.0000000000000000001/1.5"])
    #expect(long.status == 0)
    #expect(long.standardOutput.hasPrefix("Measured: SG 4.00 ± 0.01 (weighed 2/1.5)\n"))
    #expect(
      run(["--weights", "9999999999.999999999/1.5"]).standardOutput.hasPrefix(
        "Measured: SG 1.00 ± 0.01 (weighed 10000000000/1.500000000)\n"))
    #expect(NumberText.format(2.5, decimals: 19) == "2.5")
    #expect(NumberText.format(3.25, decimals: 2) == "3.25")
  }

  /// A word named twice in a list reading is one feature seen, not two
  /// pieces of evidence: `silk,silk` ranks as `silk` does, and is echoed
  /// once (a tester's finding).
  @Test func aListWordNamedTwiceCountsOnce() {
    let twice = run(["--ri", "1.762-1.770", "--inclusions", "silk,Silk", "--format", "json"]).standardOutput
    let once = run(["--ri", "1.762-1.770", "--inclusions", "silk", "--format", "json"]).standardOutput
    #expect(twice == once)
    #expect(
      run(["--ri", "1.762-1.770", "--inclusions", "silk, silk"]).standardOutput.hasPrefix(
        "Measured: RI 1.762–1.770 (birefringence 0.008) · inclusions silk\n"))
  }

  /// A colour with no letter is no colour, said as an unknown colour is
  /// (a tester's finding: it was said to be no value at all).
  @Test func aColourWithNoLetterIsNoColour() {
    #expect(
      run(["--hue", "💎"]).standardError
        == "raygem: option '--hue': '💎' is neither a colour family nor a word of any gem's colour\n")
    #expect(run(["--hue", " "]).standardError == "raygem: option '--hue' needs at least one value\n")
    // A tone is no colour either: `dark` named a doublet 67% likely (a tester's finding).
    let dark = run(["--hue", "Dark"])
    #expect(dark.status == 64)
    #expect(
      dark.standardError
        == "raygem: option '--hue': 'Dark' is a tone, not a colour; give the colour with it, such as 'dark blue'\n")
    #expect(run(["--hue", "dark blue"]).status == 0)
    // Read as words, as the colour is: the example drops the punctuation, and `very` is a tone's too.
    #expect(run(["--hue", "dark,"]).standardError.hasSuffix("such as 'dark blue'\n"))
    #expect(
      run(["--hue", "very dark"]).standardError
        == "raygem: option '--hue': 'very dark' is a tone, not a colour; give the colour with it, such as 'very dark blue'\n"
    )
    // A pattern alone names no colour either: `banded` named the one gem whose colour's name
    // holds the word, agate, 100% likely (a tester's finding), though malachite is banded too.
    let banded = run(["--hue", "Banded"])
    #expect(banded.status == 64)
    #expect(
      banded.standardError
        == "raygem: option '--hue': 'Banded' is a pattern, not a colour; give the colour with it, such as 'blue banded'\n"
    )
    #expect(run(["--hue", "dark mottled"]).standardError.hasSuffix("such as 'dark blue mottled'\n"))
    #expect(run(["--hue", "green banded"]).status == 0)
  }

  /// One stone shows one colour: a list is refused, since read as words it
  /// was one colour named by its last item, `red,blue` blue and `blue,red`
  /// red (a tester's finding); a stone of two colours is named in words.
  @Test func aStonesColourIsOneColourNotAList() {
    let list = run(["--hue", "red,blue"])
    #expect(list.status == 64)
    #expect(
      list.standardError
        == "raygem: option '--hue': 'red,blue' is a list; a stone's colour is one colour in words, such as 'purplish red', or 'purple-yellow' for a stone of two\n"
    )
    #expect(run(["--hue", "purple-yellow"]).status == 0)
  }

  /// `none` is no reaction for a magnet and a solvent, whose words say it
  /// with `inert`, as for a UV lamp (a tester's finding: it was refused).
  @Test func noneIsInertWhereTheWordsSayInert() {
    #expect(run(["--magnet", "none"]).standardOutput == run(["--magnet", "inert"]).standardOutput)
    #expect(run(["--solvent", "None"]).standardOutput == run(["--solvent", "inert"]).standardOutput)
    // A hot point's own word `none` stays none: it misses amber's resinous smell, and
    // fits the minerals, which give none.
    let none = run(["--hot-point", "none", "--format", "json", "--limit", "1000"]).standardOutput
    #expect(!none.contains(#""id":"amber""#))
    #expect(none.contains(#""id":"almandine""#))
  }

  /// A reading no candidate shown fits is pointed out, on the page and in
  /// JSON: a thermal tester's high beside quartz's refractive index (a
  /// fresh tester's finding, where the page had ranked quartz without a word).
  @Test func aReadingNoCandidateFitsIsPointedOut() {
    let page = run(["--thermal", "high", "--ri", "1.54"]).standardOutput
    #expect(
      page.contains(
        "No candidate shown fits thermal high: it and the other readings point to\ndifferent gems, so one is likely misread.\n"
      ))
    let json = run(["--thermal", "high", "--ri", "1.54", "--format", "json"]).standardOutput
    #expect(json.contains("\"contradicted\":[\"thermalConductivity\"]"))
    #expect(!run(["--thermal", "high", "--otl"]).standardOutput.contains("No candidate shown fits"))
  }

  /// A spectrum or filter colour no candidate shown is known to show is a
  /// clue worth reading again, said apart from a contradicted decisive reading.
  @Test func aClueNoCandidateShowsIsPointedOut() {
    let readings = ["--ri", "1.762-1.770", "--sg", "4.00", "--hue", "red", "--spectrum", "450", "--chelsea", "green"]
    let page = run(readings).standardOutput
    #expect(
      page.contains(
        "No candidate shown is known to show spectrum 450 nm or Chelsea green: a clue\nrather than a proof, but worth"
          + " reading again; an unusual or treated stone, or\none none of these, may show it.\n"))
    #expect(!page.contains("likely misread"))
    let json = run(readings + ["--format", "json"]).standardOutput
    #expect(json.contains(#""contradicted":["spectrum","chelseaFilter"]"#))
  }

  @Test func weightsAreShownWithTheSpecificGravityAndItsUncertainty() {
    let outcome = run(["--ri", "1.762-1.770", "--weights", "2.000/1.499", "--luster", "Vitreous"])
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput.hasPrefix(
        "Measured: RI 1.762–1.770 (birefringence 0.008) · SG 3.99 ± 0.01 (weighed 2.000/1.499) · vitreous\nluster\n"))
    #expect(outcome.standardOutput.contains("  Luster  "))
  }

  @Test func aWeighingTooCoarseForTheStoneIsPointedOut() {
    let light = run(["--weights", "0.05/0.04"]).standardOutput
    #expect(
      light.hasPrefix(
        "Measured: SG 5.00 ± 6.40 (weighed 0.05/0.04)\nThe weights give the SG only to ± 6.40, wider than the 0.05"))
    #expect(!run(["--weights", "2.000/1.499"]).standardOutput.contains("The weights give"))
    // What is short is the digits typed, not the stone (a tester's finding).
    let coarse = run(["--weights", "2/1.5"]).standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      coarse.contains(
        "wider than the 0.05 that tells most gems apart: the weights have too few digits for a stone of this weight;"
          + " give every digit the balance shows (2.000, not 2.0). As it is, the SG says little."))
    // A heavy stone weighed to one decimal is not called light (a fresh tester's finding).
    let heavy = run(["--weights", "10.0/7.5"]).standardOutput.split(whereSeparator: \.isWhitespace)
    #expect(heavy.joined(separator: " ").contains("too few digits for a stone of this weight;"))
    // With every digit a gem balance shows, the stone is what is small (a reviewer's finding).
    let small = run(["--weights", "0.052/0.039"]).standardOutput.split(whereSeparator: \.isWhitespace)
    #expect(
      small.joined(separator: " ").contains(
        "tells most gems apart: the stone is too light for the balance to weigh closely enough, and its SG says little."
      ))
  }

  @Test func weightsAndSGTogetherOrBadWeightsAreUsageErrors() {
    let both = run(["--sg", "3.99", "--weights", "2.000/1.499"])
    #expect(both.status == 64)
    #expect(both.standardError == "raygem: give the specific gravity either with --sg or with --weights, not both\n")
    #expect(run(["--weights", "2.000/1.499", "--sg", "3.99"]).standardError == both.standardError)
    // A bound from heavy liquids is a specific gravity too, in either order.
    #expect(run(["--sg", "<2", "--weights", "2.000/1.499"]).standardError == both.standardError)
    #expect(run(["--weights", "2.000/1.499", "--sg", "<2"]).standardError == both.standardError)
    let upsideDown = run(["--weights", "1.499/2.000"])
    #expect(upsideDown.status == 64)
    #expect(
      upsideDown.standardError
        == "raygem: option '--weights' needs the weight in air, then in water, neither below zero and the second the lower (a stone weighs less in water), such as 2.000/1.499, not '1.499/2.000'\n"
    )
    // A weight below zero is named for what it is, not for the order (a tester's finding).
    #expect(run(["--weights", "2.000/-1.0"]).standardError.contains("neither below zero"))
    let mounted = run(["--weights", "2.000/1.499", "--mounted"])
    #expect(mounted.status == 64)
    #expect(mounted.standardError.contains("leave out --sg and --weights"))
    #expect(
      run(["--weights", "2.000/1.999"]).standardError
        == "raygem: option '--weights': the weights give an SG of 2000.00, which no gem has; SG readings run from 0.5 to 25\n"
    )
    #expect(
      run(["--weights", "2/1", "--weights", "2/1"]).standardError
        == "raygem: option '--weights' given twice; give one reading\n")
    let luster = run(["--ri", "1.54", "--luster", "glassy"])
    #expect(luster.status == 64)
    #expect(luster.standardError.hasPrefix("raygem: option '--luster': unknown value 'glassy'"))
  }

  @Test func theKitLimitsTheNextTestsAndTheEnvironmentGivesItWhenTheOptionDoesNot() {
    let spinel = ["--ri", "1.718", "--sg", "3.60", "--optic", "isotropic", "--hue", "red"]
    #expect(run(spinel).standardOutput.contains("Next tests:\n  Inclusions"))
    let limited = run(spinel + ["--kit", "refractometer,chelsea"])
    #expect(limited.status == 0)
    #expect(!limited.standardOutput.contains("Next tests:"))
    #expect(
      limited.standardOutput.contains(
        "No test of the kit left tells the leaders apart by what the catalog records of\nthem; beyond it: inclusions (microscope).\n"
      ))
    // Named twice, both lists are at hand.
    #expect(
      run(spinel + ["--kit", "chelsea", "--kit", "microscope"]).standardOutput.contains("Next tests:\n  Inclusions"))
    let fromEnvironment = run(spinel, environment: ["RAYGEM_KIT": "refractometer, chelsea"])
    #expect(fromEnvironment.standardOutput == limited.standardOutput)
    // The option wins over the environment.
    let both = run(spinel + ["--kit", "microscope"], environment: ["RAYGEM_KIT": "chelsea"])
    #expect(both.standardOutput.contains("Next tests:\n  Inclusions"))
  }

  /// Where the kit's tests part only the lower ranks, the test beyond the
  /// kit that would part the tie for first place is named: the hot point
  /// tells plastic from amber, not copal (a tester's finding).
  @Test func aKitThatCannotPartTheTieForFirstSaysWhatWould() {
    let output = run(["--ri", "1.54", "--sg", "1.08", "--kit", "refractometer,balance,hot-point"]).standardOutput
    let prose = output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(prose.contains("Next tests: Hot point"))
    #expect(
      prose.contains(
        "No test of the kit tells Copal and Amber apart; beyond it: solvent, which can mark the stone: an "
          + "inconspicuous spot, with the owner's consent."))
    // With the solvent at hand, no such sentence.
    let full = run(["--ri", "1.54", "--sg", "1.08", "--kit", "refractometer,balance,hot-point,solvent"]).standardOutput
    #expect(!full.contains("No test of the kit"))
  }

  /// A reading nearly every gem gives narrows nothing.
  ///
  /// An insulating stone, or one a drop of acetone leaves alone, may be
  /// almost any gem: those that do not record the fact, which the model
  /// takes to give the usual, stand too. Only the few that record it had
  /// stood, diamond at 100% (a tester's finding).
  @Test(arguments: [["--electrical", "insulating"], ["--solvent", "inert"]])
  func aReadingMostGemsGiveNarrowsNothing(reading: [String]) throws {
    let json = run(reading + ["--format", "json", "--limit", "1000"]).standardOutput
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let candidates = try #require(object["candidates"] as? [[String: Any]])
    #expect(candidates.count > 100)
    let first = try #require(candidates.first?["confidence"] as? Double)
    #expect(first < 0.2)
  }

  /// A hot point offered while a plastic leads says that a plastic can
  /// catch fire (a gemmologist's finding: the caution spoke only of a mark,
  /// where celluloid was among the leaders).
  @Test func aHotPointAmongPlasticsSaysAPlasticCanCatchFire() {
    let output = run([
      "--hue", "brown", "--sg", "1.33", "--ri", "1.55", "--spot", "--transparency", "translucent", "--kit", "hot-point",
    ])
    let prose = output.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      prose.contains(
        "Hot point (can mark the stone: an inconspicuous spot, with the owner's consent; a plastic can catch fire,"
          + " celluloid fiercely, so the needle only touches it): Tortoiseshell burnt; Plastic acrid;"))
  }

  /// Readings that contradict each other are pointed out, not ranked: a
  /// singly refractive stone shows no plain pleochroism, and only gems the
  /// catalog knows neither of stood, at 100% (a tester's finding).
  @Test func aSinglyRefractiveStoneWithPlainPleochroismIsAContradiction() {
    let outcome = run(["--ri", "1.72", "--optic", "isotropic", "--pleochroism", "strong:blue,violet", "--hue", "blue"])
    #expect(outcome.status == 64)
    #expect(
      outcome.standardError
        == "raygem: --optic isotropic and --pleochroism strong contradict each other: a singly refractive stone "
        + "shows no pleochroism; look again (strain can give a weak one, anomalous extinction can look doubly refractive)\n"
    )
    #expect(run(["--ri", "1.72", "--optic", "isotropic", "--pleochroism", "weak"]).status == 0)
  }

  /// An opaque stone read with an interference figure is a contradiction.
  ///
  /// A conoscope looks through the stone: no figure is seen in an opaque
  /// one (a tester's finding: one was ranked). Crossed polars' isotropic and aggregate, which case writers give an
  /// opaque material as its character, are no contradiction.
  @Test func anOpaqueStoneWithAnInterferenceFigureIsAContradiction() {
    let outcome = run(["--transparency", "opaque", "--optic", "uniaxial-", "--sg", "2.65"])
    #expect(outcome.status == 64)
    #expect(
      outcome.standardError
        == "raygem: --transparency opaque and --optic uniaxial contradict each other: an interference figure is"
        + " seen through the stone, and no light passes through an opaque one; look again at a thin edge in strong"
        + " light\n")
    #expect(run(["--luster", "metallic", "--optic", "biaxial", "--sg", "5"]).status == 64)
    // Nor does crossed polars' blink or reaction show through one (a tester's finding).
    #expect(run(["--transparency", "opaque", "--optic", "anisotropic", "--sg", "2.65"]).status == 64)
    let reaction = run(["--transparency", "opaque", "--polariscope", "bull's-eye", "--sg", "2.65"])
    #expect(reaction.status == 64)
    #expect(
      reaction.standardError
        == "raygem: --transparency opaque and --polariscope bull's-eye contradict each other: crossed polars look"
        + " through the stone, and no light passes through an opaque one; look again at a thin edge in strong"
        + " light\n")
    #expect(run(["--transparency", "opaque", "--polariscope", "aggregate", "--sg", "2.65"]).status == 0)
    #expect(run(["--transparency", "opaque", "--optic", "aggregate", "--sg", "2.65"]).status == 0)
    #expect(run(["--transparency", "opaque", "--optic", "isotropic", "--sg", "2.65"]).status == 0)
  }

  /// An opaque stone read with pleochroism is a contradiction.
  ///
  /// A dichroscope looks through the stone: no pleochroism can be seen in
  /// an opaque one (a tester's finding: the two were ranked). None is no
  /// contradiction.
  @Test func anOpaqueStoneWithPleochroismIsAContradiction() {
    let outcome = run(["--ri", "1.54", "--spot", "--transparency", "opaque", "--pleochroism", "weak:green,blue"])
    #expect(outcome.status == 64)
    #expect(
      outcome.standardError
        == "raygem: --transparency opaque and --pleochroism weak contradict each other: a dichroscope looks "
        + "through the stone, and no light passes through an opaque one; look again at a thin edge in strong light\n")
    #expect(run(["--ri", "1.54", "--spot", "--transparency", "opaque", "--pleochroism", "none"]).status == 0)
    #expect(run(["--ri", "1.54", "--transparency", "translucent", "--pleochroism", "weak"]).status == 0)
    // Nor can a colourless stone show one: pleochroism is a change of colour (a tester's finding).
    let colorless = run(["--ri", "1.544-1.553", "--hue", "colourless", "--pleochroism", "strong:blue,violet"])
    #expect(colorless.status == 64)
    #expect(
      colorless.standardError
        == "raygem: --hue 'colourless' and --pleochroism strong contradict each other: pleochroism is a change of"
        + " colour with direction, which a colourless stone cannot show; look again\n")
    #expect(run(["--ri", "1.544-1.553", "--hue", "colourless", "--pleochroism", "none"]).status == 0)
    // A tint or a zone of colour may show one (a tester's finding: pale kunzite was refused).
    #expect(run(["--ri", "1.660-1.676", "--hue", "near colorless", "--pleochroism", "weak"]).status == 0)
    #expect(run(["--sg", "3.0", "--hue", "colorless with blue zones", "--pleochroism", "weak"]).status == 0)
    #expect(run(["--sg", "3.0", "--hue", "pinkish colorless", "--pleochroism", "weak"]).status == 0)
    // A metallic luster is an opaque stone's (a tester's finding: pleochroism beside it was ranked).
    let metallic = run(["--otl", "--luster", "metallic", "--pleochroism", "strong:red,orange"])
    #expect(metallic.status == 64)
    #expect(
      metallic.standardError
        == "raygem: --luster metallic and --pleochroism strong contradict each other: a dichroscope looks "
        + "through the stone, and no light passes through one of metallic luster; look again at a thin edge in "
        + "strong light\n")
  }

  /// A metallic stone read below the refractometer's limit is a
  /// contradiction: a metal's lustre goes with an index far above any
  /// contact liquid's (hematite's is near 3), so the refractometer shows no
  /// edge (a tester's finding: `--luster metallic --ri 1.54` was ranked).
  @Test func aMetallicStoneReadBelowTheLimitIsAContradiction() {
    let outcome = run(["--luster", "metallic", "--ri", "1.54"])
    #expect(outcome.status == 64)
    #expect(
      outcome.standardError
        == "raygem: --luster metallic and --ri 1.54 contradict each other: a metallic stone's refractive index "
        + "lies far above the refractometer's limit, which shows no edge for it; look again, or give --otl\n")
    #expect(run(["--luster", "metallic", "--otl"]).status == 0)
    #expect(run(["--luster", "sub-metallic", "--ri", "1.54"]).status == 0)
  }

  /// A metallic stone read as transparent is a contradiction too: a metal's
  /// luster is the luster of a stone no light passes (a tester's finding:
  /// `--luster metallic --transparency transparent` was ranked).
  @Test func aTransparentMetallicStoneIsAContradiction() {
    let outcome = run(["--luster", "metallic", "--transparency", "transparent"])
    #expect(outcome.status == 64)
    #expect(
      outcome.standardError
        == "raygem: --luster metallic and --transparency transparent contradict each other: a metallic luster is "
        + "the luster of an opaque stone; look again, at the luster in reflected light and through the stone "
        + "against a strong light\n")
    #expect(run(["--luster", "metallic", "--transparency", "translucent"]).status == 64)
    #expect(run(["--luster", "metallic", "--transparency", "opaque"]).status == 0)
    #expect(run(["--luster", "sub-metallic", "--transparency", "translucent"]).status == 0)
    // Nor is a colourless stone opaque or metallic (a tester's finding: hematite 100% for a colourless stone).
    let colorless = run(["--otl", "--hue", "colorless", "--transparency", "opaque"])
    #expect(colorless.status == 64)
    #expect(
      colorless.standardError
        == "raygem: --hue colorless and --transparency opaque contradict each other: a colourless stone is one "
        + "light passes; look again, through the stone against a strong light\n")
    #expect(run(["--hue", "near colorless", "--luster", "metallic"]).standardError.contains("--luster metallic"))
    #expect(run(["--hue", "white", "--transparency", "opaque", "--limit", "1"]).status == 0)
  }

  /// Where the inclusions were read already, the microscope is asked for
  /// the features not yet seen that part the leaders, not sent back to
  /// look for inclusions (two testers' findings).
  @Test func theMicroscopeIsAskedForWhatWasNotSeen() {
    let seen = run(["--ri", "1.762-1.771", "--sg", "4.00", "--hue", "red", "--inclusions", "silk"]).standardOutput
    let prose = seen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(!prose.contains("look for inclusions"))
    #expect(
      prose.contains(
        "Next tests: Inclusions: Ruby rutile needles, color zoning, crystal, fingerprint, negative crystal, needles,"
          + " cloud, hexagonal zoning;"
          + " Synthetic Ruby curved striae, gas bubbles, chevron growth;"
          + " Flux-Grown Synthetic Ruby flux, platinum, fingerprint, negative crystal, growth zoning;"
      ))
    // Curved striae seen, the flux-grown kind, which shows none, is not sent for.
    let striae = run(["--ri", "1.762-1.770", "--sg", "4.00", "--hue", "red", "--inclusions", "curved striae"])
    #expect(
      striae.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
        "Next tests: Inclusions: Synthetic Ruby gas bubbles, chevron growth; Corundum Doublet"))
    #expect(!striae.standardOutput.contains("Flux-Grown"))
    // A list the readings used up says so rather than nothing (a reviewer's finding).
    let spinel = run(["--ri", "1.728", "--optic", "isotropic", "--inclusions", "gas bubbles"])
    #expect(
      spinel.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
        "Inclusions: Cobalt-Blue Synthetic Spinel nothing beyond what was seen; Synthetic Spinel and Synthetic"
          + " Corundum Doublet join plane, flattened bubbles, curved striae; Sintered Synthetic Spinel spangles;"
          + " Glass swirl marks, orange peel"))
    // And failing those, the laboratory (a reviewer's finding: the advice had gone).
    #expect(
      prose.contains(
        "Ruby and Synthetic Ruby share every constant the bench reads, and the inclusions seen so far do not settle it:"
          + " look for those named above, and failing those, ask a gemmological laboratory."))
  }

  /// A glow's or a dichroscope's colour no family names and no gem records
  /// is a slip, refused as --hue refuses one, with a suggestion; a colour
  /// the catalog records for a glow (beige) stands (two testers' finding:
  /// strong:rde was taken as a colour and missed every gem).
  @Test func aGlowOrDichroscopeColourNoGemHasIsAUsageError() throws {
    let glow = run(["--ri", "1.718", "--lw", "strong:rde"])
    #expect(glow.status == 64)
    #expect(
      glow.standardError
        == "raygem: option '--lw': 'rde' is neither a colour family nor a word of any gem's colour (did you mean 'red'?)\n"
    )
    #expect(run(["--ri", "1.718", "--sw", "xyzzy"]).status == 64)
    #expect(run(["--ri", "1.718", "--pleochroism", "strong:blue,plaid"]).status == 64)
    #expect(run(["--ri", "1.718", "--lw", "weak:beige"]).status != 64)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("raygem-\(UUID().uuidString)-glow.csv")
    try "stone,ri,lw\nA,1.718,strong:rde\nB,1.718,strong:red\n".write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let parcel = InProcessTests.run(["identify", "--batch", url.path, "--format", "tsv"])
    #expect(parcel.standardOutput.split(separator: "\n").map { $0.prefix(3) } == ["sto", "A\t\t", "B\tr"])
    let failure = try #require(parcel.failureWhileWriting())
    #expect(failure.status == 65)
    #expect(failure.standardError.contains("line 2: option '--lw': 'rde' is neither a colour family"))
    #expect(run(["--ri", "1.718", "--lw", "strong:chalky blue"]).status != 64)
  }

  /// A strength range and `negative` are taken as notes write them, and a
  /// range left unfinished or with a word no strength is refused.
  @Test func aStrengthRangeIsTakenAndAnUnfinishedOneRefused() {
    for glow in ["weak to moderate blue", "negative", "moderate-strong:red"] {
      #expect(run(["--ri", "1.718", "--lw", glow]).status == 0, "\(glow)")
    }
    for glow in ["weak to", "weak to vivid blue"] {
      #expect(run(["--ri", "1.718", "--lw", glow]).status == 64, "\(glow)")
    }
    #expect(run(["--ri", "1.718", "--pleochroism", "strongly trichroic"]).status == 0)
    let uniaxial = run(["--ri", "1.762-1.770", "--optic", "uniaxial", "--pleochroism", "strongly trichroic"])
    #expect(uniaxial.status == 64)
    #expect(uniaxial.standardError.contains("a uniaxial stone shows two colours at most, a biaxial one three"))
  }

  @Test func anUnknownInstrumentIsAUsageErrorWithASuggestion() {
    let option = run(["--sg", "3.6", "--kit", "refractometer,spectroscop"])
    #expect(option.status == 64)
    #expect(
      option.standardError
        == "raygem: option '--kit': no instrument is called 'spectroscop' (did you mean 'spectroscope'?)\n")
    let variable = run(["--sg", "3.6"], environment: ["RAYGEM_KIT": "loupe"])
    #expect(variable.status == 64)
    #expect(
      variable.standardError
        == "raygem: RAYGEM_KIT: no instrument is called 'loupe'; use one of: refractometer, polariscope, conoscope, balance, dichroscope, microscope, spectroscope, chelsea, thermal, electrical, hot-point, solvent, uv, magnet\n"
    )
    #expect(run(["--sg", "3.6", "--kit", " , "]).standardError == "raygem: option '--kit' names no instrument\n")
  }

  @Test func aParcelTakesWeightsAndLusterColumnsAndTheKitForEveryStone() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("raygem-\(UUID().uuidString)-kit.csv")
    // With the byte order mark a spreadsheet's export may begin with.
    try "\u{FEFF}stone,ri,weights,optic,hue\nA1,1.718,2.000/1.442,isotropic,red\n".write(
      to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let all = InProcessTests.run(["identify", "--batch", url.path, "--format", "tsv"])
    #expect(all.standardOutput.split(separator: "\n").last?.hasPrefix("A1\tred-spinel\tRed Spinel\t") == true)
    #expect(all.standardOutput.hasSuffix("\tflux-synthetic-spinel\tinclusions\tfalse\t\t2\n"))
    let limited = InProcessTests.run(["identify", "--batch", url.path, "--format", "tsv", "--kit", "chelsea"])
    #expect(limited.standardOutput.hasSuffix("\tflux-synthetic-spinel\t\t\t\t2\n"))
  }
}
