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
    #expect(
      keys == [
        "crystalSystem", "specificGravity", "refractiveIndex", "birefringence", "opticCharacter", "pleochroism",
        "hardness",
      ])
    // 0.018 against 0.020: apart, but within what can be told at the bench.
    #expect(!keys.contains("dispersion"))
    #expect(comparison.rows.first?.fact.key == "species")
  }

  @Test func aFactSeparatesOnlyWhenEveryTwoGemsDiffer() throws {
    let comparison = Comparison([try gem("diamond"), try gem("moissanite"), try gem("cubic-zirconia")])
    let keys = comparison.separatingFacts.map(\.key)
    #expect(keys.contains("specificGravity"))
    #expect(keys.contains("refractiveIndex"))
    #expect(!keys.contains("opticCharacter"))  // diamond and CZ are both isotropic
  }

  @Test func naturalAndSyntheticShareEverything() throws {
    let comparison = Comparison([try gem("amethyst"), try gem("synthetic-amethyst")])
    #expect(comparison.separatingFacts.isEmpty)
  }
}
