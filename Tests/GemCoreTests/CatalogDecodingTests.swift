import Testing

@testable import GemCore

@Suite("Catalog decoding")
struct CatalogDecodingTests {
  @Test func decodesEveryKeyAndBothRangeShapes() throws {
    let catalog = try decodeCatalog(
      """
      {"schemaVersion": 1, "gems": [{
        "id": "ruby", "name": "Ruby", "aliases": ["corundum"], "species": "Corundum",
        "summary": "Red corundum.", "color": {"name": "red", "hex": "#E0115F"},
        "crystalSystem": "Trigonal", "formula": "Al2O3", "hardness": 9,
        "specificGravity": {"min": 3.97, "max": 4.05}, "refractiveIndex": {"min": 1.762, "max": 1.770},
        "transparency": ["transparent", "Translucent"], "luster": "vitreous", "unknownKey": [1, 2]
      }]}
      """)
    let ruby = try #require(catalog.gems.first)
    #expect(ruby.id == "ruby")
    #expect(ruby[.aliases] == ["corundum"])
    #expect(ruby[.color] == GemColor(name: "red", hex: "#E0115F"))
    #expect(ruby[.color]?.rgb?.red == 0xE0)
    #expect(ruby[.crystalSystem] == .trigonal)
    #expect(ruby[.hardness] == PropertyRange(9))
    #expect(ruby[.specificGravity] == PropertyRange(min: 3.97, max: 4.05))
    #expect(ruby[.refractiveIndex]?.max == 1.770)
    #expect(ruby[.transparency] == [.transparent, .translucent])
    #expect(catalog.gem(withID: "ruby")?.name == "Ruby")
  }

  /// Small catalogs are scanned for an id, large ones hashed: both find it.
  @Test(arguments: [3, 129, 500])
  func gemsAreFoundByID(count: Int) throws {
    let gems = (0..<count).map { #"{"name": "Gem \#($0)"}"# }.joined(separator: ",")
    let catalog = try decodeCatalog(#"{"gems": ["# + gems + "]}")
    #expect(catalog.gem(withID: "gem-\(count - 1)")?.name == "Gem \(count - 1)")
    #expect(catalog.gem(withID: "gem-0")?.name == "Gem 0")
    #expect(catalog.gem(withID: "gem-\(count)") == nil)
    #expect(catalog.gem(withID: "") == nil)
  }

  @Test func onlyNameIsRequiredAndSchemaVersionMayBeOmitted() throws {
    let catalog = try decodeCatalog(#"{"gems": [{"name": "Cat's-Eye Chrysoberyl"}, {"name": "Paraíba Tourmaline"}]}"#)
    #expect(catalog.gems.map(\.id) == ["cats-eye-chrysoberyl", "paraiba-tourmaline"])
    #expect(catalog.gems[0][.hardness] == nil)
    #expect(catalog.gems[0][.aliases] == nil)
  }

  @Test func anEmptyFileSaysSo() {
    let expected = CatalogError.invalidDocument(source: testCatalogSource, problem: "the file is empty")
    #expect(catalogProblem("") == expected)
    #expect(catalogProblem("\u{FEFF}") == expected)
    #expect(
      catalogProblem(" \n") == .invalidDocument(source: testCatalogSource, problem: "not valid JSON (line 2, column 1)")
    )
  }

  @Test func emptyGemListIsValid() throws {
    #expect(try decodeCatalog(#"{"schemaVersion": 1, "gems": []}"#).gems.isEmpty)
  }

  @Test func invalidJSONIsAnInvalidDocument() {
    guard case .invalidDocument(let source, let detail) = catalogProblem(#"{"gems": [{"name": "Ruby",}]"#) else {
      Issue.record("expected invalidDocument")
      return
    }
    #expect(source == "catalog 'test.json'")
    #expect(detail.contains("JSON"))
  }

  @Test func trailingCommasInvalidUTF8AndABOM() throws {
    #expect(
      catalogProblem(#"{"gems": [{"name": "Ruby"},]}"#)
        == .invalidDocument(source: testCatalogSource, problem: "not valid JSON (line 1, column 28)"))
    var bytes = Array(#"{"gems": [{"name": "Ruby"}]}"#.utf8)
    bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0)
    #expect(try Catalog(decoding: bytes, source: "x").gems.map(\.id) == ["ruby"])
    let latin1: [UInt8] = [
      0x7B, 0x22, 0x67, 0x65, 0x6D, 0x73, 0x22, 0x3A, 0x5B, 0x7B, 0x22, 0x6E, 0x61, 0x6D, 0x65, 0x22, 0x3A, 0x22, 0xE9,
      0x22, 0x7D, 0x5D, 0x7D,
    ]
    #expect(throws: CatalogError.invalidDocument(source: "x", problem: "the text is not UTF-8")) {
      try Catalog(decoding: latin1, source: "x")
    }
  }

  @Test func topLevelMustBeAnObjectWithGems() {
    #expect(
      catalogProblem("[]")
        == .invalidDocument(
          source: testCatalogSource,
          problem: "the top level must be an object {\"schemaVersion\": 1, \"gems\": [...]}"))
    #expect(
      catalogProblem(#"{"gems": {"name": "Ruby"}}"#)
        == .invalidDocument(source: testCatalogSource, problem: "\"gems\" must be an array of gems"))
  }

  @Test func higherSchemaVersionIsRefusedClearly() {
    let error = catalogProblem(#"{"schemaVersion": 2, "gems": []}"#)
    #expect(error == .unsupportedSchemaVersion(source: testCatalogSource, version: 2))
    #expect(error?.message.contains("reads version 1 only") == true)
  }

  @Test(arguments: [
    (#"{"name": "Ruby", "hardness": "hard"}"#, "hardness", "must be a number or {\"min\": number, \"max\": number}"),
    (#"{"name": "Ruby", "aliases": "corundum"}"#, "aliases", "must be an array of strings"),
    (#"{"name": "Ruby", "species": 4}"#, "species", "must be a string"),
    (
      #"{"name": "Ruby", "crystalSystem": "round"}"#, "crystalSystem",
      "has \"round\", which is not one of cubic, tetragonal, hexagonal, trigonal, orthorhombic, monoclinic, triclinic or amorphous"
    ),
    (#"{"name": "Ruby", "color": {"name": "red", "hex": "red"}}"#, "color", "has hex \"red\"; write it as #RRGGBB"),
    (#"{"name": "Ruby", "hardness": {"min": 9, "max": 7}}"#, "hardness", "has min greater than max"),
    (
      #"{"name": "Ruby", "transparency": ["clear"]}"#, "transparency",
      "has \"clear\", which is not one of transparent, translucent or opaque"
    ),
    (#"{"name": "Ruby", "id": ""}"#, "id", "must not be empty"),
    (#"{"name": "Ruby", "id": "a\nb"}"#, "id", Self.idSpaces),
    (#"{"name": "Ruby", "id": "rose quartz"}"#, "id", Self.idSpaces),
    (#"{"name": "Ruby", "id": "ruby\u0085"}"#, "id", Self.idSpaces),
    (#"{"name": "Ruby", "id": "ru\u200Bby"}"#, "id", Self.idSpaces),
    (#"{"name": "Ruby", "id": "ruby\u202E"}"#, "id", Self.idSpaces),
    (#"{"name": "Ruby", "id": "-q"}"#, "id", "must not begin with \"-\", which a command line reads as an option"),
    // An empty alias would list as ", x, " and be searched as nothing (a fresh tester's finding).
    (#"{"name": "Ruby", "aliases": ["", "red corundum"]}"#, "aliases", Self.emptyItem),
    (#"{"name": "Ruby", "localities": ["Myanmar", " - "]}"#, "localities", Self.emptyItem),
  ])
  func wrongTypeNamesGemIndexNameAndKey(gem: String, key: String, expected: String) {
    let error = catalogProblem(#"{"gems": [{"name": "Pearl"}, "# + gem + "]}")
    #expect(error == .invalidGem(source: testCatalogSource, index: 1, name: "Ruby", key: key, problem: expected))
  }

  static let emptyItem = "holds an item without a letter or digit"

  static let idSpaces =
    "must not contain white space, control or invisible characters: an id is one word, such as rose-quartz"

  @Test func missingOrEmptyNameIsAnError() {
    #expect(
      catalogProblem(#"{"gems": [{"id": "x"}]}"#)
        == .invalidGem(source: testCatalogSource, index: 0, name: nil, key: "name", problem: "is required"))
    #expect(
      catalogProblem(#"{"gems": [{"name": " - "}]}"#)
        == .invalidGem(
          source: testCatalogSource, index: 0, name: " - ", key: "name",
          problem: "must contain a letter or digit"))
  }

  @Test func duplicateIDsNameBothGems() {
    let error = catalogProblem(#"{"gems": [{"name": "Rose Quartz"}, {"name": "Rose-Quartz"}]}"#)
    #expect(
      error
        == .invalidGem(
          source: testCatalogSource, index: 1, name: "Rose-Quartz", key: "id",
          problem: "\"rose-quartz\" is already the id of gems[0]; ids must be unique"))
    #expect(
      error?.message
        == "catalog 'test.json': gems[1] (\"Rose-Quartz\"): \"id\" \"rose-quartz\" is already the id of gems[0]; ids must be unique"
    )
  }

  @Test func gemThatIsNotAnObject() {
    #expect(
      catalogProblem(#"{"gems": ["Ruby"]}"#)
        == .invalidGem(source: testCatalogSource, index: 0, name: nil, key: "gem", problem: "must be an object"))
  }

  /// `-` names no catalog: the message says how to read one from standard
  /// input, as `--batch -` does (a tester's finding).
  @Test func aDashSaysHowToReadStandardInput() {
    #expect(
      CatalogError.notFound(path: "-").message
        == "catalog '-' does not exist; to read a catalog from standard input, give /dev/stdin")
    #expect(CatalogError.notFound(path: "gems.json").message == "catalog 'gems.json' does not exist")
  }

  @Test func missingFileAndFolderAreUnreadable() throws {
    #expect(throws: CatalogError.notFound(path: "/nonexistent/raygem.json")) {
      try Catalog.load(path: "/nonexistent/raygem.json")
    }
    do {
      _ = try Catalog.load(path: "/tmp")
      Issue.record("a folder must not load")
    } catch {
      #expect(error == .unreadable(path: "/tmp", reason: "is a directory"))
      #expect(error.isUnreadable)
    }
  }
}
