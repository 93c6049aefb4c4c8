import BundledCatalog
import Testing

@testable import GemCore

/// Which stones a heavy liquid, or even water, can harm: read from the
/// catalog's origin, species, hot point and treatments.
@Suite("Stones liquids can harm")
struct GemLiquidsTests {
  @Test(arguments: [
    ("amber", true, false), ("copal", true, false), ("pearl", true, false), ("turquoise", true, false),
    ("plastic", true, false), ("opal-doublet", true, true), ("soude-emerald", true, true), ("ruby", false, false),
    ("amethyst", false, false), ("glass", false, false),
  ])
  func aStoneIsKeptFromTheLiquidsThatHarmIt(id: String, heavyLiquid: Bool, water: Bool) throws {
    let gem = try #require(Catalog.bundled.gem(withID: id))
    #expect(gem.isHarmedByHeavyLiquids == heavyLiquid)
    #expect(gem.isHarmedByWater == water)
  }
}
