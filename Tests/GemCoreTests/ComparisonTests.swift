import BundledCatalog
import Testing

@testable import GemCore

@Suite("Comparison")
struct ComparisonTests {
  private func gem(_ id: String) throws -> Gem {
    try #require(Catalog.bundled.gem(withID: id))
  }

  @Test func rubyAndSpinelAreSeparatedByTheirOpticsAndDensity() throws {
    let comparison = Comparison([try gem("ruby"), try gem("spinel")])
    let keys = comparison.separatingFacts.map(\.key)
    let expected = [
      "specificGravity", "refractiveIndex", "birefringence", "opticCharacter", "pleochroism", "spectrum",
    ]
    #expect(keys == expected)
    // A cut stone shows neither its crystal system nor its hardness at the bench.
    #expect(comparison.roughOrLabFacts.map(\.key) == ["crystalSystem", "hardness"])
    // 0.018 against 0.020: a prism in a laboratory might, but no bench instrument measures it.
    #expect(!keys.contains("dispersion"))
    #expect(comparison.rows.first?.fact.key == "species")
  }

  /// Turquoise and its synthetic are never transparent, so the
  /// refractometer reads them as spots, ±0.01: their indices (1.610–1.650
  /// and 1.600) do not part them, though jadeite's 1.66 and nephrite's
  /// 1.61–1.63 do (a fresh tester's finding).
  @Test func spotReadIndicesCloserThanTheSpotsPrecisionPartNothing() throws {
    let turquoise = Comparison([try gem("turquoise"), try gem("synthetic-turquoise")]).separatingFacts.map(\.key)
    #expect(!turquoise.contains("refractiveIndex"))
    #expect(turquoise.contains("inclusions"))
    let jade = Comparison([try gem("jadeite"), try gem("nephrite")]).separatingFacts.map(\.key)
    #expect(jade.contains("refractiveIndex"))
  }

  /// Silk and rutile needles are needles: rhodolite's list (silk, rutile
  /// needles, a crystal) and almandine's (needles, a crystal) may name the
  /// same features, so the microscope is not said to part them (a fresh
  /// tester's finding, where it was the only fact marked).
  @Test func wordsForOneFeatureDoNotPartTwoLists() throws {
    let garnets = Comparison([try gem("rhodolite"), try gem("almandine")]).separatingFacts.map(\.key)
    #expect(!garnets.contains("inclusions"))
    #expect(Vocabulary.inclusionsMayBeOne("silk", "needles"))
    #expect(Vocabulary.inclusionsMayBeOne("rutile needles", "silk"))
    #expect(!Vocabulary.inclusionsMayBeOne("needles", "crystal"))
  }

  /// Rhodonite's crystals are biaxial, but the massive rhodonite most stones
  /// are cut from stays light in the polariscope as an aggregate does: the
  /// polariscope does not tell it from hydrogrossular, though its spectrum does.
  @Test func aSpeciesCutMassiveIsNotToldFromAnAggregateByThePolariscope() throws {
    let massive = Comparison([try gem("rhodonite"), try gem("hydrogrossular")]).separatingFacts.map(\.key)
    #expect(!massive.contains("opticCharacter"))
    #expect(massive.contains("spectrum"))
    // Against a crystal of another character it still tells them apart.
    let crystals = Comparison([try gem("rhodonite"), try gem("rhodochrosite")]).separatingFacts.map(\.key)
    #expect(crystals.contains("opticCharacter"))
  }

  @Test func aFactSeparatesOnlyWhenEveryTwoGemsDiffer() throws {
    let comparison = Comparison([try gem("diamond"), try gem("moissanite"), try gem("cubic-zirconia")])
    let keys = comparison.separatingFacts.map(\.key)
    #expect(keys.contains("specificGravity"))
    // All three read over a standard refractometer's limit (1.81): alike at the bench.
    #expect(!keys.contains("refractiveIndex"))
    #expect(!keys.contains("opticCharacter"))  // diamond and CZ are both isotropic
  }

  /// The bench's precision, not identify's tolerance, decides: emerald's
  /// birefringence (0.005–0.009) lies 0.005 below green tourmaline's
  /// (0.014–0.021), which a refractometer tells apart; tourmaline's strong
  /// pleochroism shows to the eye, emerald's moderate one does not; the
  /// spectroscope and microscope show what each has and the other lacks.
  @Test func emeraldAndGreenTourmalineAreToldApartAsAGemmologistWould() throws {
    let comparison = Comparison([try gem("emerald"), try gem("verdelite")])
    #expect(
      comparison.separatingFacts.map(\.key) == [
        "specificGravity", "refractiveIndex", "birefringence", "pleochroism", "spectrum", "chelseaFilter", "inclusions",
      ])
    #expect(comparison.roughOrLabFacts.map(\.key) == ["crystalSystem"])
    #expect(
      comparison.separatingFacts.map(\.instrument) == [
        .balance, .refractometer, .refractometer, .dichroscope, .spectroscope, .chelseaFilter, .microscope,
      ])
  }

  /// Natural and synthetic amethyst share every constant; only the
  /// microscope tells them apart.
  @Test func naturalAndSyntheticShareEverythingButTheirInclusions() throws {
    let comparison = Comparison([try gem("amethyst"), try gem("synthetic-amethyst")])
    #expect(comparison.separatingFacts.map(\.key) == ["inclusions"])
  }

  /// Spectra separate when each shows its own line, not when one is inside the other.
  ///
  /// A spectrum whose lines all lie among the other's may only be written
  /// more briefly (hydrothermal synthetic emerald's two chromium lines,
  /// emerald's six: a fresh tester's finding). One recorded as showing
  /// nothing separates only from a spectrum with a strong line or band: a
  /// natural diamond's 415 nm line, seen in many stones but not in type IIa,
  /// does not tell it from a CVD diamond at the bench (a second tester's
  /// finding), while ruby's strong chromium lines tell it from a stone
  /// showing nothing.
  @Test func aSpectrumInsideAnotherDoesNotSeparateUnlessItShowsNothing() throws {
    let spectrum = GemField.spectrum.fact
    let natural = try gem("emerald")
    let hydrothermal = try gem("hydrothermal-synthetic-emerald")
    #expect(natural[.spectrum]?.isDiagnostic == true && hydrothermal[.spectrum]?.isDiagnostic == true)
    let emerald = Comparison([natural, hydrothermal])
    #expect(!emerald.separatingFacts.contains(spectrum))
    #expect(emerald.separatingFacts.map(\.key).contains("inclusions"))
    #expect(!Comparison([try gem("diamond"), try gem("cvd-diamond")]).separatingFacts.contains(spectrum))
    #expect(Comparison([try gem("ruby"), try gem("red-spinel")]).separatingFacts.contains(spectrum))
    // The rule itself: a spectrum inside another, one showing nothing, two apart.
    let lines = { (nanometres: [Double]) in
      FieldValue.spectrum(Spectrum(lines: nanometres.map { Spectrum.Line($0) }))
    }
    let separates = { FactSeparation.separates($0, $1, by: spectrum, isOneSpecies: false) }
    #expect(!separates(lines([683, 680]), lines([683, 680, 637])))
    #expect(!separates(lines([683, 680, 637]), lines([683, 680])))
    #expect(!separates(lines([]), lines([415])))
    let strong = FieldValue.spectrum(Spectrum(lines: [Spectrum.Line(694, .strong)]))
    #expect(separates(lines([]), strong) && separates(strong, lines([])))
    #expect(separates(lines([683, 500]), lines([683, 637])))
  }

  /// A crystal both may hold does not hide emerald's three-phase
  /// inclusions against the flux synthetic's flux and platinum (a fresh
  /// tester's finding); a list inside another does not separate, since a
  /// stone may show only the words both lists hold.
  @Test func inclusionsSeparateWhenEachListsAWordTheOtherLacks() throws {
    let emerald = try gem("emerald")
    let flux = try gem("flux-synthetic-emerald")
    #expect(emerald[.inclusions]?.contains("crystal") == true)
    #expect(Comparison([emerald, flux]).separatingFacts.map(\.key).contains("inclusions"))
    let inclusions = GemField.inclusions.fact
    let some = FieldValue.list(["crystal"])
    let more = FieldValue.list(["crystal", "three-phase"])
    #expect(!FactSeparation.separates(some, more, by: inclusions, isOneSpecies: true))
    #expect(FactSeparation.separates(more, .list(["crystal", "flux"]), by: inclusions, isOneSpecies: true))
  }
}
