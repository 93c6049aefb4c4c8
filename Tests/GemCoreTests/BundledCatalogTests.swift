import BundledCatalog
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
    for (compiled, expected) in zip(catalog.gems, Catalog.inNameOrder(decoded.gems)) {
      #expect(compiled == expected)
    }
  }

  /// A gem's id and name read again on their own, as an index build reads
  /// every gem a relation names, are those its whole decoding gives; an id
  /// the catalog leaves out is empty.
  @Test func aGemsIdentityReadAloneIsWhatDecodingGives() throws {
    let text = try CatalogText(checking: Array(try Self.resourceText().utf8), source: "Resources/gems.json")
    var places: [(gem: Gem, place: Int)] = []
    try text.forEachGem { places.append(($0, $1)) }
    #expect(places.count == catalog.gems.count)
    for (gem, place) in places {
      let identity = text.identity(at: place)
      #expect(identity.id == gem.id && identity.name == gem.name)
    }
    let unnamed = try CatalogText(
      checking: Array(#"{"gems": [{"name": "Blue éclat", "hardness": 7}]}"#.utf8), source: "t.json")
    var place = -1
    try unnamed.forEachGem { _, at in place = at }
    #expect(unnamed.identity(at: place) == (id: "", name: "Blue éclat"))
  }

  /// Glows the references give as one strength and colour, or a span from
  /// inert up to weak, are structured (the span in the note), so that a lamp
  /// reading compares with them; a span from inert up to strong stays words.
  @Test func simpleGlowWordsAreStructured() throws {
    func fluorescence(_ id: String) throws -> Fluorescence? {
      guard case .fluorescence(let value)? = try #require(catalog.gem(withID: id))[GemField.fluorescence.fact] else {
        return nil
      }
      return value
    }
    #expect(try fluorescence("synthetic-turquoise")?.longWave == .glow(.moderate, colors: ["greenish blue"]))
    #expect(try fluorescence("star-ruby")?.longWave == .glow(.strong, colors: ["red"]))
    #expect(try fluorescence("grossular")?.longWave == .glow(.weak, colors: ["orange"]))
    #expect(try fluorescence("grossular")?.note?.contains("Long-wave inert to weak orange") == true)
    #expect(try fluorescence("white-diamond")?.longWave == "inert to strong blue")
  }

  /// A gem decoded whole, as a parcel reads its gems, holds every fact its
  /// record gives, and reads its choices and lists as the record does.
  @Test func aGemDecodedWholeHoldsWhatItsRecordGives() {
    for gem in catalog.gems {
      let decoded = gem.decoded
      #expect(decoded == gem, "\(gem.id)")
      #expect(decoded[.opticCharacter] == gem[.opticCharacter] && decoded[.luster] == gem[.luster], "\(gem.id)")
      #expect(decoded[.treatments] == gem[.treatments] && decoded[.fluorescence] == gem[.fluorescence], "\(gem.id)")
      #expect(decoded.isSpeciesEntry == gem.isSpeciesEntry, "\(gem.id)")
    }
  }

  /// A choice read from its place in the record is the one its text names.
  @Test func choicesReadInPlaceAreTheDecodedOnes() {
    func decoded<Value: FactChoice>(_ gem: Gem, _ field: GemField<Value>) -> Value? {
      gem[field.fact].flatMap(Value.init(fieldValue:))
    }
    var compared = 0
    for gem in catalog.gems {
      #expect(gem[.origin] == decoded(gem, .origin), "\(gem.id)")
      #expect(gem[.crystalSystem] == decoded(gem, .crystalSystem), "\(gem.id)")
      #expect(gem[.opticCharacter] == decoded(gem, .opticCharacter), "\(gem.id)")
      #expect(gem[.opticSign] == decoded(gem, .opticSign), "\(gem.id)")
      #expect(gem[.toughness] == decoded(gem, .toughness), "\(gem.id)")
      if gem[.opticSign] != nil { compared += 1 }
    }
    #expect(compared > 100)
  }

  @Test func holdsTwoHundredMaterialsWithUniqueIDs() {
    #expect(catalog.gems.count >= 200)
    #expect(Set(catalog.gems.map(\.id)).count == catalog.gems.count)
    #expect(catalog.gems.filter { $0.origin != .natural }.count >= 40)
    for origin in [Origin.synthetic, .artificial, .composite] {
      #expect(catalog.gems.filter { $0.origin == origin }.count >= 8, "\(origin)")
    }
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

  @Test func coversTheSyllabusSpeciesRaritiesOrganicsRocksAndManMadeMaterials() {
    let ids = Set(catalog.gems.map(\.id))
    for id in [
      "topaz", "tourmaline", "chrysoberyl", "rock-crystal", "beryl", "corundum", "diamond", "spinel",
      "pyrope", "almandine", "grossular", "andradite", "spessartine",
      "taaffeite", "benitoite", "painite", "jeremejevite", "grandidierite",
      "pearl", "mother-of-pearl", "ivory", "amber", "copal", "jet", "ammolite", "coral",
      "lapis-lazuli", "maw-sit-sit", "charoite",
      "cvd-diamond", "hpht-diamond", "moissanite", "cubic-zirconia", "yag", "ggg", "strontium-titanate",
      "synthetic-rutile", "glass", "plastic", "synthetic-ruby", "synthetic-spinel", "flux-synthetic-emerald",
      "synthetic-quartz", "synthetic-opal", "synthetic-alexandrite", "synthetic-turquoise",
      "garnet-topped-doublet", "opal-doublet", "opal-triplet", "soude-emerald",
    ] {
      #expect(ids.contains(id), "missing \(id)")
    }
  }

  /// The facts every gem has, by key; natural gems have `localities` too.
  static let requiredFacts = [
    "species", "color", "hardness", "specificGravity", "opticCharacter", "transparency", "luster", "cleavage",
    "fracture", "toughness", "sources",
  ]

  /// Whether `gem` lacks the fact named `key`: no value, an empty list, or a colour without its swatch.
  static func lacks(_ gem: Gem, _ key: String) -> Bool {
    if key == "color" { return gem[.color]?.hex == nil }
    guard let fact = GemFact.named(key) else { return true }
    switch gem[fact] {
    case nil: return true
    case .list(let items)?: return items.isEmpty
    default: return false
    }
  }

  /// Every gem has the required facts, but for the gaps `CatalogGaps.required`
  /// lists, and each listed gap is still a gap.
  @Test func everyGemHasTheFactsThatApplyToIt() {
    for gem in catalog.gems {
      let required = Self.requiredFacts + (gem.origin == .natural ? ["localities"] : [])
      let missing = Set(required.filter { Self.lacks(gem, $0) })
      #expect(missing == CatalogGaps.required[gem.id, default: []], "\(gem.id): lacks \(missing.sorted())")
      let summary = gem[.summary] ?? ""
      let sentences = summary.hasSuffix(".") ? summary.components(separatedBy: ". ").count : 0
      #expect((2...4).contains(sentences), "\(gem.id) summary has \(sentences) sentences")
      if let hardness = gem[.hardness] { #expect(hardness.min >= 1 && hardness.max <= 10, "\(gem.id) Mohs") }
    }
    for id in CatalogGaps.required.keys { #expect(catalog.gem(withID: id) != nil, "\(id) is listed but no gem") }
  }

  /// No summary offers a test that marks a finished stone as a way to
  /// tell it: acid etches carbonates, a streak scrapes, a blade cuts (a
  /// fresh tester's finding: hematite's "the streak are the practical
  /// tests"); a hot point and a solvent come with the owner's consent.
  @Test func noSummaryOffersATestThatMarksTheStone() {
    for gem in catalog.gems {
      let summary = gem[.summary] ?? ""
      for phrase in [
        "fizzes", "by a knife", "streak are", "streak and density", "scratched with a fingernail", "with a needle",
        "soaking in water",
      ] {
        #expect(!summary.contains(phrase), "\(gem.id): \(phrase)")
      }
      // A hot point or a solvent is named only with the caution next tests give it.
      let words = TextFolding.words(summary)
      let marks =
        ["hot point", "hot needle"].contains { summary.lowercased().contains($0) }
        || words.contains("acetone") || words.contains("ether")
      #expect(!marks || summary.contains("with the owner's consent"), "\(gem.id)")
    }
    #expect(catalog.gem(withID: "coral")?[.summary]?.contains("acid is no test for a finished piece") == true)
  }

  @Test func factsMatchGemmologicalReferences() throws {
    let aquamarine = try #require(catalog.gem(withID: "aquamarine"))
    #expect(aquamarine[.formula] == "Be3Al2Si6O18")
    #expect(aquamarine[.crystalSystem] == .hexagonal)
    let ruby = try #require(catalog.gem(withID: "ruby"))
    #expect(ruby[.hardness] == PropertyRange(9))
    #expect(ruby[.formula] == "Al2O3")
    #expect(ruby[.species] == "Corundum")
    #expect(ruby[.refractiveIndex] == PropertyRange(min: 1.762, max: 1.770))
    #expect(ruby[.opticCharacter] == .uniaxial)
    #expect(ruby[.opticSign] == .negative)
    #expect(ruby.dispersion == PropertyRange(0.018))
    #expect(ruby[.pleochroism]?.strength == .strong)
    for id in ["diamond", "blue-diamond", "yellow-diamond", "white-diamond", "pink-diamond", "cvd-diamond"] {
      let diamond = try #require(catalog.gem(withID: id))
      #expect(diamond[.hardness] == PropertyRange(10))
      #expect(diamond[.refractiveIndex] == PropertyRange(2.417))
      #expect(diamond[.crystalSystem] == .cubic)
      #expect(diamond[.opticCharacter] == .isotropic)
      #expect(diamond[.formula] == "C")
    }
    #expect(catalog.gem(withID: "obsidian")?[.crystalSystem] == .amorphous)
    #expect(catalog.gem(withID: "opal")?[.crystalSystem] == .amorphous)
    #expect(catalog.gem(withID: "bismuth")?[.refractiveIndex] == nil)
    #expect(catalog.gem(withID: "peridot")?[.aliases]?.contains("chrysolite") == true)
    #expect(catalog.gem(withID: "lapis-lazuli")?[.aliases]?.contains("lapis") == true)
    #expect(catalog.gem(withID: "smoky-quartz")?[.aliases]?.contains("morion") == true)
    // Misleading trade names are misnomers, not aliases.
    #expect(catalog.gem(withID: "smoky-quartz")?[.misnomers]?.contains("smoky topaz") == true)
    #expect(catalog.gem(withID: "pyrope")?[.misnomers]?.contains("Cape ruby") == true)
    #expect(catalog.gem(withID: "aventurine")?[.misnomers]?.contains("Indian jade") == true)
    // Microcline reads 1.522–1.530 on the refractometer; nephrite's specific
    // gravity is 2.95 (+0.15, −0.05).
    #expect(catalog.gem(withID: "amazonite")?[.refractiveIndex] == PropertyRange(min: 1.522, max: 1.530))
    #expect(catalog.gem(withID: "nephrite")?[.specificGravity] == PropertyRange(min: 2.90, max: 3.10, typical: 2.95))
    #expect(catalog.gem(withID: "nephrite")?[.refractiveIndex] == PropertyRange(min: 1.600, max: 1.641, typical: 1.61))
    #expect(catalog.gem(withID: "tanzanite")?[.refractiveIndex] == PropertyRange(min: 1.691, max: 1.700))
  }

  /// The corrections a gemmological check of the first catalog asked for.
  @Test func correctionsOfTheFirstCatalogHold() throws {
    let oregon = try #require(catalog.gem(withID: "oregon-sunstone"))
    let sunstone = try #require(catalog.gem(withID: "sunstone"))
    #expect(oregon[.species]?.contains("labradorite") == true)
    #expect(oregon[.specificGravity] != sunstone[.specificGravity])
    #expect((oregon[.specificGravity]?.min ?? 0) >= 2.68)
    #expect(catalog.gem(withID: "obsidian")?[.specificGravity]?.max == 2.50)
    #expect(catalog.gem(withID: "zircon")?[.hardness]?.min == 6)
    #expect(catalog.gem(withID: "maw-sit-sit")?[.species]?.hasPrefix("Rock") == true)
    #expect(catalog.gem(withID: "carnelian")?[.aliases]?.contains("sard") != true)
    #expect(catalog.gem(withID: "sard") != nil)
    let padparadscha = try #require(catalog.gem(withID: "padparadscha-sapphire")?[.summary])
    #expect(!padparadscha.contains("darkness"))
    #expect(padparadscha.contains("ultraviolet") || padparadscha.contains("UV"))
    let tigersEye = try #require(catalog.gem(withID: "tigers-eye")?[.summary])
    #expect(tigersEye.contains("cracked and resealed"))
  }

  @Test func manMadeMaterialsNameWhatTheyReproduceOrImitate() throws {
    let cubicZirconia = try #require(catalog.gem(withID: "cubic-zirconia"))
    #expect(cubicZirconia.origin == .artificial)
    #expect(cubicZirconia[.imitates]?.contains("diamond") == true)
    #expect(catalog.gem(withID: "zircon")?[.imitates]?.contains("diamond") == true)
    #expect(catalog.gem(withID: "synthetic-ruby")?[.syntheticOf] == ["ruby"])
    let ruby = try #require(catalog.gem(withID: "ruby"))
    #expect(catalog.synthetics(of: ruby).map(\.id).contains("synthetic-ruby"))
    #expect(catalog.imitations(of: ruby).map(\.id).contains("composite-ruby"))
    // The flux-grown synthetic reproduces each colour variety (a reviewer's
    // finding: it was left at the species); the flame-fusion one's cobalt-blue
    // kind is an entry of its own, with its colour's spectrum and filter reaction.
    let synthetics = ["red-spinel": "synthetic-spinel", "blue-spinel": "cobalt-blue-synthetic-spinel"]
    for (variety, flameFusion) in synthetics {
      let gem = try #require(catalog.gem(withID: variety))
      #expect(catalog.synthetics(of: gem).map(\.id).sorted() == [flameFusion, "flux-synthetic-spinel"].sorted())
    }
    let chelsea = try #require(GemFact.named("chelseaFilter"))
    let flameFusion = try #require(catalog.gem(withID: "synthetic-spinel"))
    #expect(flameFusion[chelsea] == nil)
    #expect(catalog.gem(withID: "cobalt-blue-synthetic-spinel")?[chelsea] == .text("red"))
  }
}
