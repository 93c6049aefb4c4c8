import BundledCatalog
import Testing

@testable import GemCore

/// Which stones a heavy liquid, or even water, can harm: read from the
/// catalog's origin, species, hot point and treatments.
@Suite("Stones liquids can harm")
struct GemLiquidsTests {
  @Test(arguments: [
    ("amber", true, false), ("copal", true, false), ("pearl", true, false), ("turquoise", true, true),
    ("opal", true, true), ("plastic", true, false), ("opal-doublet", true, true), ("soude-emerald", true, true),
    ("ruby", false, false), ("jadeite", true, false), ("nephrite", true, false), ("emerald", true, false),
    // Gypsum, oiled and soft: water dissolves it a little (a reviewer's finding: it was sent to water).
    ("alabaster", true, true),
    ("amethyst", false, false), ("glass", false, false),
    // Dyed through the grain: a solvent can draw the dye out (a tester's finding: jasper was offered a heavy liquid).
    ("jasper", true, false), ("howlite", true, false), ("agate", true, false),
  ])
  func aStoneIsKeptFromTheLiquidsThatHarmIt(id: String, heavyLiquid: Bool, water: Bool) throws {
    let gem = try #require(Catalog.bundled.gem(withID: id))
    #expect(gem.isHarmedByHeavyLiquids == heavyLiquid)
    #expect(gem.isHarmedByWater == water)
  }

  /// A hot needle or a drop of solvent is made to tell organics and
  /// plastics apart, not on the calcareous ones (pearl, conch pearl, coral,
  /// shell), which it scorches, nor on a mineral (a reviewer's and a
  /// tester's findings: pearl and conch pearl, recorded "burnt", were let through).
  @Test(arguments: [
    ("amber", true), ("copal", true), ("plastic", true), ("bakelite", true), ("jet", true), ("tortoiseshell", true),
    ("pearl", false), ("cultured-pearl", false), ("conch-pearl", false), ("coral", false), ("shell", false),
    ("ammolite", false), ("opal", false), ("turquoise", false),
  ])
  func aMarkingTestIsOnlyForOrganicsOtherThanCarbonatesAndPlastics(id: String, tried: Bool) throws {
    let gem = try #require(Catalog.bundled.gem(withID: id))
    #expect(gem.isTriedWithMarkingTests == tried)
  }

  /// The balance's caution keeps an organic to water, asks that a porous
  /// or assembled leader be ruled out first, and is the instrument's own
  /// when no leader needs either.
  @Test func theBalancesCautionNamesTheLeadersALiquidHarms() throws {
    let gem = { (id: String) in try #require(Catalog.bundled.gem(withID: id)) }
    let balance = try #require(GemFact.all.first { $0.instrument == .balance })
    var test = Separation(fact: balance, values: [], split: 1, leaders: [try gem("amber"), try gem("ruby")])
    #expect(test.caution == "weighed in water only, never a heavy liquid, which can harm Amber")
    test.leaders = [try gem("copal"), try gem("turquoise"), try gem("opal-doublet"), try gem("rose-quartz")]
    #expect(
      test.caution
        == "weighed in water only, never a heavy liquid, which can harm Copal; not before Turquoise and Opal Doublet"
        + " are ruled out: a liquid can soak into a porous stone and loosen or cloud what joins an assembled one")
    test.leaders = [try gem("ruby"), try gem("spinel")]
    #expect(test.caution == Instrument.balance.caution)
    test.leaders = [try gem("ruby"), try gem("jasper")]
    #expect(
      test.caution
        == "weighed in water only, never a heavy liquid, which can draw the filling or dye out of a treated Jasper")
    // Impregnated jade and oiled emerald keep to water; their fillings fear a solvent, not water.
    test.leaders = [try gem("jadeite"), try gem("emerald"), try gem("nephrite")]
    #expect(
      test.caution
        == "weighed in water only, never a heavy liquid, which can draw the filling or dye out of a treated Jadeite, Emerald and Nephrite"
    )
  }

  /// Stones that all sink in the densest heavy liquid (Clerici's solution,
  /// about 4.25) are weighed in water: a gemmologist's finding, where a
  /// heavy liquid was offered for leaders of SG 5 and more.
  @Test func stonesDenserThanEveryHeavyLiquidAreWeighedInWater() throws {
    let gem = { (id: String) in try #require(Catalog.bundled.gem(withID: id)) }
    let balance = try #require(GemFact.all.first { $0.instrument == .balance })
    var test = Separation(fact: balance, values: [], split: 1, leaders: [try gem("hematite"), try gem("pyrite")])
    #expect(
      test.caution
        == "weighed in water (every one sinks in the densest heavy liquid): not a pearl or other porous stone, nor a"
        + " filled, oiled or assembled one, which water can stain, leach or loosen")
    // A diamond floats in Clerici's solution, which parts it from both.
    test.leaders.append(try gem("diamond"))
    #expect(test.caution == Instrument.balance.caution)
  }

  /// A solvent's caution says what acetone does to a plastic, where one leads.
  @Test func aSolventsCautionSaysAcetoneHarmsAPlastic() throws {
    let gem = { (id: String) in try #require(Catalog.bundled.gem(withID: id)) }
    #expect(
      Instrument.solvent.caution(among: [try gem("amber"), try gem("celluloid")])
        == "can mark the stone: an inconspicuous spot, with the owner's consent; acetone softens or dissolves a"
        + " plastic's surface, celluloid's among them")
    #expect(Instrument.solvent.caution(among: [try gem("amber"), try gem("copal")]) == Instrument.solvent.caution)
  }

  /// A catalog's treatments are read as words, whatever their case or
  /// hyphens: `Dyeing` is dyeing and `Fracture-Filling` a fracture filling
  /// (a tester's finding: either read as no treatment, so a dyed aggregate
  /// was offered a heavy liquid and a filled stone's flash effect missed).
  @Test func aTreatmentIsReadWhateverItsCaseOrHyphens() throws {
    let agate = Gem(id: "agate", name: "Agate") {
      $0[.opticCharacter] = .aggregate
      $0[.hardness] = PropertyRange(min: 6.5, max: 7)
      $0[.treatments] = ["Dyeing", "Fracture-Filling", " Impregnation "]
    }
    #expect(agate.isDyedThrough && agate.isHarmedByHeavyLiquids)
    #expect(agate.isFilled && agate.holdsAFiller)
    #expect(agate.inclusionsSeen == ["dye concentration", "flash effect"])
    #expect(agate.mayBeTreated(toRead: "acrid", try #require(IdentifiedProperty(fact: GemField.hotPoint.fact))))
    let plain = Gem(id: "quartz", name: "Quartz") { $0[.treatments] = ["heat"] }
    #expect(!plain.mayBeDyed && !plain.holdsAFiller && plain.inclusionsSeen == nil)
  }
}
