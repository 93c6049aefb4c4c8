import Testing

@testable import GemCore

/// The keys of the catalog table (Resources/README.md) beyond the first thirteen.
@Suite("Catalog identification keys")
struct CatalogNewKeysTests {
  @Test func decodesEveryIdentificationKey() throws {
    let catalog = try decodeCatalog(
      """
      {"schemaVersion": 1, "gems": [
        {"id": "ruby", "name": "Ruby", "misnomers": ["Balas ruby"], "origin": "Natural",
         "birefringence": {"min": 0.008, "max": 0.009}, "dispersion": 0.018,
         "opticCharacter": "Uniaxial", "opticSign": "negative",
         "pleochroism": {"strength": "Strong", "colors": ["purplish red", "orangy red"]},
         "fluorescence": {"longWave": "strong red", "shortWave": "moderate red"},
         "cleavage": "none", "fracture": "conchoidal", "toughness": "excellent",
         "treatments": ["heat"], "localities": ["Myanmar"], "sources": ["GIA Gem Encyclopedia"]},
        {"id": "synthetic-ruby", "name": "Synthetic Ruby", "origin": "synthetic", "syntheticOf": ["ruby"],
         "imitates": ["ruby"], "fluorescence": {"shortWave": "inert"}, "pleochroism": {"strength": "none"}}
      ]}
      """)
    let ruby = try #require(catalog.gem(withID: "ruby"))
    #expect(ruby[.misnomers] == ["Balas ruby"])
    #expect(ruby[.origin] == .natural)
    #expect(ruby[.birefringence] == PropertyRange(min: 0.008, max: 0.009))
    #expect(ruby.dispersion == PropertyRange(0.018))
    #expect(ruby[.opticCharacter] == .uniaxial)
    #expect(ruby[.opticSign] == .negative)
    #expect(ruby[.pleochroism] == Pleochroism(strength: .strong, colors: ["purplish red", "orangy red"]))
    #expect(ruby[.fluorescence] == Fluorescence(longWave: "strong red", shortWave: "moderate red"))
    #expect(ruby[.cleavage] == "none")
    #expect(ruby[.fracture] == "conchoidal")
    #expect(ruby[.toughness] == .excellent)
    #expect(ruby[.treatments] == ["heat"])
    #expect(ruby[.localities] == ["Myanmar"])
    #expect(ruby[.sources] == ["GIA Gem Encyclopedia"])
    let synthetic = try #require(catalog.gem(withID: "synthetic-ruby"))
    #expect(synthetic.origin == .synthetic)
    #expect(synthetic[.syntheticOf] == ["ruby"])
    #expect(synthetic[.fluorescence] == Fluorescence(shortWave: "inert"))
    #expect(synthetic[.pleochroism] == Pleochroism(strength: .none))
    #expect(catalog.synthetics(of: ruby).map(\.id) == ["synthetic-ruby"])
    #expect(catalog.imitations(of: ruby).map(\.id) == ["synthetic-ruby"])
  }

  @Test(arguments: [
    (
      #"{"name": "Ruby", "opticCharacter": "triaxial"}"#, "opticCharacter",
      "has \"triaxial\", which is not one of isotropic, uniaxial, biaxial or aggregate (did you mean \"uniaxial\"?)"
    ),
    (
      #"{"name": "Ruby", "origin": "magic"}"#, "origin",
      "has \"magic\", which is not one of natural, synthetic, artificial or composite"
    ),
    (#"{"name": "Ruby", "opticSign": 1}"#, "opticSign", "must be a string"),
    (
      #"{"name": "Ruby", "toughness": "tough"}"#, "toughness",
      "has \"tough\", which is not one of excellent, good, fair or poor"
    ),
    (
      #"{"name": "Ruby", "dispersion": "high"}"#, "dispersion",
      "must be a number or {\"min\": number, \"max\": number}"
    ),
    (#"{"name": "Ruby", "dispersion": -0.01}"#, "dispersion", "must be a non-negative number"),
    (#"{"name": "Ruby", "dispersion": {"min": 0.02, "max": 0.01}}"#, "dispersion", "has min greater than max"),
    (
      #"{"name": "Ruby", "birefringence": "high"}"#, "birefringence",
      "must be a number or {\"min\": number, \"max\": number}"
    ),
    (#"{"name": "Ruby", "misnomers": "Balas ruby"}"#, "misnomers", "must be an array of strings"),
    (#"{"name": "Ruby", "sources": [1]}"#, "sources", "must be an array of strings"),
    (
      #"{"name": "Ruby", "pleochroism": {"strength": "huge"}}"#, "pleochroism",
      "has strength \"huge\", which is not one of none, weak, moderate or strong"
    ),
    (
      #"{"name": "Ruby", "pleochroism": "strong"}"#, "pleochroism",
      "must be an object {\"strength\": none, weak, moderate or strong, \"colors\": [string]}"
    ),
    (
      #"{"name": "Ruby", "fluorescence": "red"}"#, "fluorescence",
      "must be an object {\"longWave\": reaction, \"shortWave\": reaction, \"note\": string}"
    ),
    (
      #"{"name": "Ruby", "fluorescence": {"longWave": "red", "longWave": "blue"}}"#, "fluorescence",
      "has \"longWave\" more than once"
    ),
    (
      #"{"name": "Ruby", "origin": "synthetic", "syntheticOf": ["spinel"]}"#, "syntheticOf",
      "names \"spinel\", which is not the id of a gem in this catalog"
    ),
    (
      #"{"name": "Ruby", "imitates": ["pearl", "jade"]}"#, "imitates",
      "names \"jade\", which is not the id of a gem in this catalog"
    ),
    (#"{"name": "Ruby", "imitates": ["ruby"]}"#, "imitates", "names the gem itself"),
    (#"{"name": "Ruby", "imitates": ["pearl", "pearl"]}"#, "imitates", "names \"pearl\" twice"),
    (
      #"{"name": "Ruby", "syntheticOf": ["pearl"]}"#, "syntheticOf",
      "is only for synthetics; give \"origin\": \"synthetic\" too"
    ),
    (
      #"{"name": "Ruby", "hues": ["red", "pink"], "rareHues": ["violet"]}"#, "rareHues",
      "names \"violet\", which is not among its \"hues\""
    ),
    (#"{"name": "Ruby", "rareHues": ["red"]}"#, "rareHues", "names \"red\", which is not among its \"hues\""),
    (
      #"{"name": "Ruby", "opticCharacter": "isotropic", "opticSign": "positive"}"#, "opticSign",
      "applies only to uniaxial and biaxial gems, not isotropic ones"
    ),
    (#"{"name": "Ruby", "hardness": 70}"#, "hardness", "must lie between 1 and 10; no gem's lies outside"),
    (
      #"{"name": "Ruby", "refractiveIndex": {"min": 1, "max": 1e308}}"#, "refractiveIndex",
      "must lie between 1 and 5; no gem's lies outside"
    ),
    (#"{"name": "Ruby", "pleochroism": {"colors": ["red"]}}"#, "pleochroism", "needs \"strength\""),
    (
      #"{"name": "Ruby", "pleochroism": {"strength": "weak", "colors": [1, 2]}}"#, "pleochroism",
      "has \"colors\" that is not an array of strings"
    ),
    (#"{"name": "Ruby", "fluorescence": {}}"#, "fluorescence", "needs \"longWave\" or \"shortWave\""),
    (
      #"{"name": "Ruby", "fluorescence": {"longWave": 5}}"#, "fluorescence",
      "has \"longWave\" that is not \"inert\", {\"strength\": weak|moderate|strong, \"colors\": [string]} or a few words"
    ),
  ])
  func wrongTypesAndUnknownValuesNameGemIndexNameAndKey(gem: String, key: String, expected: String) {
    let error = catalogProblem(#"{"gems": [{"name": "Pearl"}, "# + gem + "]}")
    #expect(error == .invalidGem(source: testCatalogSource, index: 1, name: "Ruby", key: key, problem: expected))
  }

  @Test func aCatalogWithoutTheNewKeysStaysValid() throws {
    let catalog = try decodeCatalog(#"{"schemaVersion": 1, "gems": [{"name": "Ruby", "hardness": 9}]}"#)
    let ruby = try #require(catalog.gems.first)
    #expect(ruby.origin == .natural)
    #expect(ruby[.opticCharacter] == nil)
  }
}

@Suite("Colour swatches")
struct ColorSwatchTests {
  @Test(
    "a swatch is # and six hex digits, no sign or space",
    arguments: ["#+12345", "#-00000", "# 12345", "#12345", "#1234567", "123456", "#12345G"])
  func malformedSwatchesAreRefused(hex: String) {
    #expect(GemColor(name: "x", hex: hex).rgb == nil)
    let json = #"{"gems": [{"name": "X", "color": {"name": "red", "hex": "\#(hex)"}}]}"#
    #expect(throws: CatalogError.self) { try Catalog(decoding: Array(json.utf8), source: "test") }
  }

  @Test func aWellFormedSwatchReadsInEitherCase() {
    #expect(GemColor(name: "x", hex: "#9b111E").rgb.map { [$0.red, $0.green, $0.blue] } == [0x9B, 0x11, 0x1E])
  }

  /// Dispersion is a range like the other measured facts: a number is a
  /// range of one value, `{"min", "max"}` a spread, and filters and
  /// identification read either.
  @Test func dispersionIsARangeLikeTheOtherMeasuredFacts() throws {
    let catalog = try decodeCatalog(
      """
      {"gems": [
        {"id": "zircon", "name": "Zircon", "dispersion": {"min": 0.038, "max": 0.039}},
        {"id": "ruby", "name": "Ruby", "dispersion": 0.018}
      ]}
      """)
    #expect(GemFact.dispersion.kind == .range)
    let zircon = try #require(catalog.gem(withID: "zircon"))
    #expect(zircon[GemFact.dispersion] == .range(PropertyRange(min: 0.038, max: 0.039)))
    #expect(catalog.gem(withID: "ruby")?[GemFact.dispersion] == .range(PropertyRange(0.018)))
    var filter = GemFilter()
    filter.ranges[.dispersion] = try ValueBounds(parsing: "0.0385", limits: GemFact.dispersion.limits)
    #expect(filter.apply(to: catalog.gems).map(\.id) == ["zircon"])
    var measured = Measurements()
    measured[.dispersion] = 0.0385
    let result = Identification(measured, in: catalog.gems)
    #expect(result.candidates.map(\.lead.id) == ["zircon"])
    #expect(result.candidates.first?.check(of: .dispersion)?.verdict == .fits)
  }

  /// JSON output writes `[]` for every absent list, `syntheticOf` on natural
  /// gems too: an empty list says nothing and is read as absent.
  @Test func anEmptyListSaysNothingEvenSyntheticOfOnANaturalGem() throws {
    let catalog = try decodeCatalog(
      #"{"gems": [{"id": "ruby", "name": "Ruby", "syntheticOf": [], "aliases": [], "transparency": [], "favorite": true}]}"#
    )
    let ruby = try #require(catalog.gem(withID: "ruby"))
    #expect(ruby[.syntheticOf] == nil)
    #expect(ruby[.aliases] == nil)
    #expect(ruby[.transparency] == nil)
    #expect(ruby == Gem(id: "ruby", name: "Ruby"))
    let problem = catalogProblem(#"{"gems": [{"id": "a", "name": "A"}, {"name": "B", "syntheticOf": ["a"]}]}"#)
    #expect(problem.map { "\($0)" }?.contains("is only for synthetics") == true)
  }
}
