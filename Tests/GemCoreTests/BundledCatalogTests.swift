import FoundationEssentials
import Testing

@testable import GemCore

@Suite("Bundled catalog")
struct BundledCatalogTests {
  let catalog: Catalog

  init() {
    catalog = Catalog.bundled
  }

  /// `Resources/gems.json`, read from the source tree.
  static func resourceText() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("Resources/gems.json"), encoding: .utf8)
  }

  @Test func compiledGemsEqualWhatTheDecoderMakesOfResourcesGemsJSON() throws {
    let decoded = try Catalog(decoding: Array(try Self.resourceText().utf8), source: "Resources/gems.json")
    #expect(decoded.gems.count == catalog.gems.count)
    for (compiled, expected) in zip(catalog.gems, decoded.gems) {
      #expect(compiled == expected)
    }
  }

  @Test func holdsAtLeastSixtyGemsWithUniqueIDs() {
    #expect(catalog.gems.count >= 60)
    #expect(Set(catalog.gems.map(\.id)).count == catalog.gems.count)
  }

  @Test func includesTheSixteenGemsOfTheOriginalApp() {
    let names = Set(catalog.gems.map(\.name))
    for name in [
      "Rose Quartz", "Lapis Lazuli", "Ruby", "Sapphire", "Amethyst", "Pearl", "Peridot", "Bismuth",
      "Aquamarine", "Jasper", "Larimar", "Obsidian", "Blue Diamond", "Yellow Diamond", "White Diamond",
      "Pink Diamond",
    ] {
      #expect(names.contains(name), "missing \(name)")
    }
  }

  @Test func everyGemHasEveryFactThatApplies() {
    let noRefractiveIndex: Set = ["bismuth", "pyrite", "hematite"]
    let noFormula: Set = ["amber", "jet"]
    for gem in catalog.gems {
      #expect(gem.species != nil, "\(gem.id) species")
      #expect(gem.color?.hex != nil, "\(gem.id) colour swatch")
      #expect(gem.crystalSystem != nil, "\(gem.id) crystal system")
      #expect(gem.hardness != nil, "\(gem.id) hardness")
      #expect(gem.specificGravity != nil, "\(gem.id) specific gravity")
      #expect(!gem.transparency.isEmpty, "\(gem.id) transparency")
      #expect(gem.luster != nil, "\(gem.id) luster")
      #expect(!gem.aliases.isEmpty, "\(gem.id) aliases")
      #expect((gem.refractiveIndex == nil) == noRefractiveIndex.contains(gem.id), "\(gem.id) refractive index")
      #expect((gem.formula == nil) == noFormula.contains(gem.id), "\(gem.id) formula")
      let summary = gem.summary ?? ""
      let sentences = summary.hasSuffix(".") ? summary.components(separatedBy: ". ").count : 0
      #expect((2...4).contains(sentences), "\(gem.id) summary has \(sentences) sentences")
      if let hardness = gem.hardness { #expect(hardness.min >= 1 && hardness.max <= 10, "\(gem.id) Mohs") }
    }
  }

  @Test func factsMatchGemmologicalReferences() throws {
    let aquamarine = try #require(catalog.gem(withID: "aquamarine"))
    #expect(aquamarine.formula == "Be3Al2Si6O18")
    #expect(aquamarine.crystalSystem == .hexagonal)
    let ruby = try #require(catalog.gem(withID: "ruby"))
    #expect(ruby.hardness == PropertyRange(9))
    #expect(ruby.formula == "Al2O3")
    #expect(ruby.species == "Corundum")
    #expect(ruby.refractiveIndex == PropertyRange(min: 1.762, max: 1.770))
    for id in ["blue-diamond", "yellow-diamond", "white-diamond", "pink-diamond"] {
      let diamond = try #require(catalog.gem(withID: id))
      #expect(diamond.hardness == PropertyRange(10))
      #expect(diamond.refractiveIndex == PropertyRange(2.417))
      #expect(diamond.crystalSystem == .cubic)
      #expect(diamond.formula == "C")
    }
    #expect(catalog.gem(withID: "obsidian")?.crystalSystem == .amorphous)
    #expect(catalog.gem(withID: "opal")?.crystalSystem == .amorphous)
    #expect(catalog.gem(withID: "bismuth")?.refractiveIndex == nil)
    #expect(catalog.gem(withID: "peridot")?.aliases.contains("chrysolite") == true)
    #expect(catalog.gem(withID: "lapis-lazuli")?.aliases.contains("lapis") == true)
    #expect(catalog.gem(withID: "smoky-quartz")?.aliases.contains("morion") == true)
    #expect(catalog.gem(withID: "sapphire")?.aliases.contains("corundum") == true)
    #expect(catalog.gem(withID: "emerald")?.aliases.contains("beryl") == true)
    // Microcline reads 1.522–1.530 on the refractometer; nephrite's specific
    // gravity is 2.95 (+0.15, −0.05).
    #expect(catalog.gem(withID: "amazonite")?.refractiveIndex == PropertyRange(min: 1.522, max: 1.530))
    #expect(catalog.gem(withID: "nephrite")?.specificGravity == PropertyRange(min: 2.90, max: 3.10))
    #expect(catalog.gem(withID: "nephrite")?.refractiveIndex == PropertyRange(min: 1.600, max: 1.641))
    #expect(catalog.gem(withID: "tanzanite")?.refractiveIndex == PropertyRange(min: 1.691, max: 1.700))
  }
}
