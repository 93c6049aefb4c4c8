import Foundation
import Testing

@testable import CatalogIndex
@testable import GemCore

/// The bench facts of the catalog format: each decodes to its value, a
/// wrong shape or an unknown word is refused naming the gem, the key and the
/// nearest word, and every value survives the record layout and the index.
@Suite("Bench facts")
struct BenchFactsTests {
  @Test func everyBenchFactDecodesToItsValue() throws {
    let catalog = try BenchCatalogFixture.catalog()
    let ruby = try #require(catalog.gem(withID: "test-ruby"))
    #expect(ruby[GemFact.named("abundance")!] == .text("common"))
    #expect(ruby[GemFact.named("hues")!] == .list(["red", "pink", "violet"]))
    #expect(ruby[.refractiveIndex] == PropertyRange(min: 1.762, max: 1.770, typical: 1.765))
    #expect(ruby[.specificGravity]?.typical == 4.0)
    #expect(ruby[GemFact.named("polariscope")!] == .list(["anomalous extinction", "bull's-eye"]))
    #expect(
      ruby[.spectrum]
        == Spectrum(
          lines: [.init(694, .strong), .init(692, .strong), .init(476, .moderate), .init(659, .weak)],
          bands: [.init(from: 500, to: 600, .moderate)], note: "chromium: a doublet in the deep red"))
    #expect(ruby[GemFact.named("chelseaFilter")!] == .text("red"))
    #expect(
      ruby[.fluorescence]
        == Fluorescence(
          longWave: .glow(.strong, colors: ["red"]), shortWave: .glow(.weak, colors: []),
          note: "weaker in iron-rich stones"))
    #expect(ruby[.inclusions] == ["silk", "rutile needles", "fingerprint", "color zoning"])
    #expect(ruby[GemFact.named("magnetism")!] == .text("weak"))
    #expect(ruby[GemFact.named("thermalConductivity")!] == .text("low"))
    #expect(ruby[GemFact.named("electricalConductivity")!] == .text("insulating"))

    let amber = try #require(catalog.gem(withID: "test-amber"))
    #expect(amber[.spectrum] == Spectrum())
    #expect(amber[.spectrum]?.isDiagnostic == false)
    #expect(amber[.fluorescence] == Fluorescence(longWave: .described("moderate bluish white"), shortWave: .inert))
    #expect(amber[GemFact.named("hotPoint")!] == .text("resinous"))
    #expect(amber[GemFact.named("solvent")!] == .text("inert"))
    // "Inert" in any case is no glow; the ends of the visible spectrum are in it.
    let copal = try #require(catalog.gem(withID: "test-copal"))
    #expect(copal[.fluorescence] == Fluorescence(shortWave: .inert, note: "chalky"))
    #expect(copal[.spectrum]?.lines == [.init(720, .weak)])
    #expect(copal[.spectrum]?.bands == [.init(from: 380, to: 420, .weak)])
    #expect(copal[GemFact.named("abundance")!] == .text("very rare"))
  }

  @Test(arguments: [
    (
      #"{"name": "Ruby", "inclusions": ["silkk"]}"#, "inclusions",
      #"has "silkk", which is not a word of 'raygem help inclusions' (did you mean "silk"?)"#
    ),
    (
      #"{"name": "Ruby", "crystalSystem": "cubik"}"#, "crystalSystem",
      #"has "cubik", which is not one of cubic, tetragonal, hexagonal, trigonal, orthorhombic, monoclinic, triclinic or amorphous (did you mean "cubic"?)"#
    ),
    (
      #"{"name": "Ruby", "magnetism": "pikup"}"#, "magnetism",
      #"has "pikup", which is not one of inert, weak, moderate, strong or pickup (did you mean "pickup"?)"#
    ),
    (
      #"{"name": "Ruby", "abundance": "very-rarely"}"#, "abundance",
      #"has "very-rarely", which is not one of common, uncommon, rare or very rare (did you mean "very rare"?)"#
    ),
    (
      #"{"name": "Ruby", "polariscope": ["bulls eye"]}"#, "polariscope",
      #"has "bulls eye", which is not a word of 'raygem help polariscope' (did you mean "bull's-eye"?)"#
    ),
    (#"{"name": "Ruby", "hues": ["purple"]}"#, "hues", #"has "purple", which is not a word of 'raygem help hues'"#),
    (#"{"name": "Ruby", "hues": "red"}"#, "hues", "must be an array of strings"),
    (#"{"name": "Ruby", "chelseaFilter": 1}"#, "chelseaFilter", "must be a string"),
    (
      #"{"name": "Ruby", "refractiveIndex": {"min": 1.76, "max": 1.77, "typical": 1.8}}"#, "refractiveIndex",
      "has typical 1.8 outside its range 1.76 to 1.77"
    ),
    (
      #"{"name": "Ruby", "hardness": {"min": 9, "max": 9, "typical": "9"}}"#, "hardness",
      #"has "typical" that is not a number"#
    ),
    (
      #"{"name": "Ruby", "spectrum": {"lines": [{"nm": 800, "strength": "strong"}]}}"#, "spectrum",
      "has a line at 800 nm, outside the 380–720 nm a hand spectroscope shows"
    ),
    (
      #"{"name": "Ruby", "spectrum": {"bands": [{"from": 350, "to": 400, "strength": "weak"}]}}"#, "spectrum",
      "has a band at 350 nm, outside the 380–720 nm a hand spectroscope shows"
    ),
    (
      #"{"name": "Ruby", "spectrum": {"lines": [{"nm": 694, "strength": "strng"}]}}"#, "spectrum",
      #"has line strength "strng", which is not one of weak, moderate or strong (did you mean "strong"?)"#
    ),
    (
      #"{"name": "Ruby", "spectrum": {"lines": [{"strength": "weak"}]}}"#, "spectrum", #"has a line without "nm""#
    ),
    (
      #"{"name": "Ruby", "spectrum": {"bands": [{"from": 600, "to": 500, "strength": "weak"}]}}"#, "spectrum",
      "has a band from 600 to 500 nm; put the shorter one first"
    ),
    (
      #"{"name": "Ruby", "spectrum": {"bands": [{"nm": 505, "from": 500, "to": 510}]}}"#, "spectrum",
      #"has a band with both "nm" (its centre) and edges; give one or the other"#
    ),
    (
      #"{"name": "Ruby", "spectrum": {"bands": [{"nm": 750}]}}"#, "spectrum",
      "has a band at 750 nm, outside the 380–720 nm a hand spectroscope shows"
    ),
    (
      #"{"name": "Ruby", "spectrum": {"note": "none seen"}}"#, "spectrum",
      #"needs "lines" or "bands" (empty lists for no diagnostic spectrum)"#
    ),
    (
      #"{"name": "Ruby", "fluorescence": {"longWave": {"strength": "strnog", "colors": ["red"]}}}"#, "fluorescence",
      #"has longWave strength "strnog", which is not one of weak, moderate or strong (did you mean "strong"?)"#
    ),
    (#"{"name": "Ruby", "fluorescence": {"note": "glows"}}"#, "fluorescence", #"needs "longWave" or "shortWave""#),
    (
      #"{"name": "Ruby", "fluorescence": {"shortWave": {}}}"#, "fluorescence",
      #"has "shortWave" without "strength" or "colors""#
    ),
    // No glow written as one, or no words at all, is refused (a fresh tester's findings).
    (
      #"{"name": "Ruby", "fluorescence": {"shortWave": {"colors": []}}}"#, "fluorescence",
      #"has "shortWave" without "strength" or "colors""#
    ),
    (
      #"{"name": "Ruby", "fluorescence": {"longWave": " "}}"#, "fluorescence",
      #"has "longWave" with no words; give "inert", a glow or a few words"#
    ),
    (
      #"{"name": "Ruby", "fluorescence": {"longWave": {"strength": "strong", "colors": ["inert"]}}}"#, "fluorescence",
      #"has a "longWave" colour "inert", which is no glow's colour"#
    ),
    (
      #"{"name": "Ruby", "fluorescence": {"longWave": {"strength": "strong", "colors": ["blue", " "]}}}"#,
      "fluorescence", #"has a "longWave" colour " ", which is no glow's colour"#
    ),
    (
      #"{"name": "Ruby", "fluorescence": {"longWave": {"colors": ["inert blue"]}}}"#, "fluorescence",
      #"has a "longWave" colour "inert blue", which is no glow's colour"#
    ),
    (
      #"{"name": "Ruby", "pleochroism": {"strength": "strnog"}}"#, "pleochroism",
      #"has strength "strnog", which is not one of none, weak, moderate or strong (did you mean "strong"?)"#
    ),
  ])
  func aWrongShapeOrUnknownWordNamesTheGemTheKeyAndTheNearestWord(gem: String, key: String, expected: String) {
    let error = catalogProblem(#"{"gems": [{"name": "Pearl"}, "# + gem + "]}")
    #expect(error == .invalidGem(source: testCatalogSource, index: 1, name: "Ruby", key: key, problem: expected))
  }

  /// A strength the reference does not grade stays absent: a line, a band
  /// and a glow without one decode so, next to graded ones, and survive the
  /// record layout.
  @Test func aLineABandAndAGlowWithoutAStrengthDecodeAndSurviveTheRecords() throws {
    let catalog = try decodeCatalog(
      #"{"gems": [{"name": "Ungraded", "spectrum": {"lines": [{"nm": 694}, {"nm": 659, "strength": "weak"}], "#
        + #""bands": [{"from": 500, "to": 600}, {"from": 420, "to": 450, "strength": null}]}, "#
        + #""fluorescence": {"longWave": {"colors": ["red", "orange"]}, "shortWave": {"strength": "weak"}}}]}"#)
    let gem = try #require(catalog.gem(withID: "ungraded"))
    #expect(
      gem[.spectrum]
        == Spectrum(
          lines: [.init(694), .init(659, .weak)], bands: [.init(from: 500, to: 600), .init(from: 420, to: 450)]))
    #expect(gem[.spectrum]?.lines.first?.strength == nil)
    #expect(gem[.spectrum]?.bands.first?.strength == nil)
    #expect(
      gem[.fluorescence]
        == Fluorescence(longWave: .glow(nil, colors: ["red", "orange"]), shortWave: .glow(.weak, colors: [])))

    let gems = Array(catalog.gems)
    let bytes = CatalogRecords.encode(gems)
    let decoded = try bytes.withUnsafeBytes { try CatalogRecords.decode($0, count: gems.count) }
    #expect(decoded == gems)
    #expect(decoded.first?[.spectrum]?.lines.first?.strength == nil)
    #expect(decoded.first?[.fluorescence]?.longWave == .glow(nil, colors: ["red", "orange"]))
    // An ungraded strength and a graded one are written differently.
    var graded = gem
    graded[.spectrum] = Spectrum(lines: [.init(694, .weak), .init(659, .weak)], bands: gem[.spectrum]!.bands)
    #expect(CatalogRecords.encode([graded]) != CatalogRecords.encode([gem]))
  }

  @Test func everyBenchFactSurvivesTheRecordsAndTheIndex() throws {
    let gems = try BenchCatalogFixture.catalog().gems
    let bytes = CatalogRecords.encode(Array(gems))
    let decoded = try bytes.withUnsafeBytes { try CatalogRecords.decode($0, count: gems.count) }
    #expect(decoded == Catalog.inNameOrder(Array(gems)))
    let folder = try CatalogIndexTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("index").path
    try Data(CatalogIndexTests.encoded(Array(gems), path: "/bench.json")).write(to: URL(fileURLWithPath: path))
    let file = try #require(IndexedCatalog.file(at: path, path: "/bench.json", identity: CatalogIndexTests.identity))
    let indexed = try #require(IndexedCatalog(file: file, path: "/bench.json", identity: CatalogIndexTests.identity))
    for (position, gem) in Catalog.inNameOrder(Array(gems)).enumerated() {
      #expect(try indexed.decodedGem(at: position) == gem)
      #expect(try indexed.lazyGem(at: position) == gem)
    }
  }

  @Test func filtersKeepTheGemsWithAnyOfTheWords() throws {
    let gems = try BenchCatalogFixture.catalog().gems
    func kept(_ key: String, _ words: String) throws -> [String] {
      var filter = GemFilter()
      let fact = try #require(GemFact.named(key))
      let property = try #require(CategoricalProperty(fact: fact))
      filter.words[property] = try GemFilter.words(of: property.vocabulary, in: words)
      return filter.apply(to: gems).map(\.id)
    }
    #expect(try kept("chelseaFilter", "Red") == ["test-ruby"])
    #expect(try kept("magnetism", "pickup, strong") == ["test-moissanite"])
    #expect(try kept("inclusions", "silk,insects") == ["test-ruby", "test-amber"])
    #expect(try kept("abundance", "common,very rare") == ["test-ruby", "test-copal"])
    #expect(try kept("thermalConductivity", "high") == ["test-moissanite", "test-diamond"])
    #expect(throws: FilterError.unknownValue("pikup", known: ["inert", "weak", "moderate", "strong", "pickup"])) {
      try kept("magnetism", "pikup")
    }
  }

  @Test func compareSeparatesByTheTestersAndShowsTheOtherBenchFacts() throws {
    let catalog = try BenchCatalogFixture.catalog()
    let comparison = Comparison([
      try #require(catalog.gem(withID: "test-ruby")), try #require(catalog.gem(withID: "test-moissanite")),
    ])
    #expect(comparison.separatingFacts.map(\.key).contains("thermalConductivity"))
    #expect(comparison.separatingFacts.map(\.key).contains("electricalConductivity"))
    #expect(comparison.separatingFacts.map(\.key).contains("chelseaFilter"))
    #expect(!comparison.separatingFacts.map(\.key).contains("magnetism"))
    let shown = comparison.rows.map(\.fact.key)
    for key in ["abundance", "hues", "polariscope", "spectrum", "fluorescence", "inclusions", "magnetism"] {
      #expect(shown.contains(key), "\(key)")
    }
  }
}

/// The words of the vocabularies, which the decoder and the filters check
/// catalogs and options against.
@Suite("Vocabularies")
struct VocabularyTests {
  @Test func everyWordIsSpelledOnceAndEveryTopicWordHasAMeaning() {
    for fact in GemFact.all {
      guard let vocabulary = fact.kind.vocabulary else { continue }
      #expect(Set(vocabulary).count == vocabulary.count, "\(fact.key) repeats a word")
      #expect(vocabulary.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty }, "\(fact.key)")
      let meanings = vocabulary.entries.compactMap(\.meaning)
      #expect(meanings.isEmpty || meanings.count == vocabulary.count, "\(fact.key) gives some words no meaning")
      #expect(meanings.allSatisfy { !$0.isEmpty && !$0.contains("\n") }, "\(fact.key)")
    }
    #expect(GemFact.withHelpTopics.map(\.key) == ["hues", "polariscope", "inclusions", "phenomena"])
  }

  /// Words match in any case and in British spelling, as search does.
  @Test func vocabularyWordsMatchBritishSpellings() {
    #expect(Vocabulary.phenomena.word(matching: "Play-of-Colour") == "play-of-color")
    #expect(Vocabulary.hues.word(matching: "GREY") == "gray")
    #expect(Vocabulary.phenomena.word(matching: "asterisk") == nil)
    // Any run of white space parts the words, as a space does (a tester's finding:
    // `strain<TAB>colors` was refused, with itself as the suggestion).
    #expect(Vocabulary.polariscope.word(matching: "strain\tcolors") == "strain colors")
    #expect(Vocabulary.polariscope.word(matching: "anomalous \n extinction") == "anomalous extinction")
    #expect(Vocabulary.phenomena.word(matching: "colour-change") == "color change")
    // A typographic apostrophe is the plain one (a tester's finding: `bull’s-eye` was refused).
    #expect(Vocabulary.polariscope.word(matching: "Bull\u{2019}s-eye") == "bull's-eye")
    #expect(Vocabulary.polariscope.word(matching: "bull\u{2018}s eye") == "bull's-eye")
    #expect(Vocabulary.phenomena.word(matching: "Play of Color") == "play-of-color")
    #expect(Vocabulary.inclusions.word(matching: "three phase") == "three-phase")
  }

  @Test func theHuesAreTheColourFamiliesAndColorless() {
    #expect(Array(Vocabulary.hues) == ColorFamily.allCases.map(\.rawValue) + ["colorless"])
    #expect(
      Array(Vocabulary.polariscope) == [
        "anomalous extinction", "cross-hatched", "snake pattern", "bull's-eye", "strain colors", "aggregate",
      ])
    #expect(Vocabulary.inclusions.count == 59)
    #expect(Vocabulary.inclusions.contains("flaking coating"))
    #expect(Vocabulary.inclusions.contains("overlapping platelets"))
    #expect(Vocabulary.inclusions.contains("schreger lines"))
    #expect(Vocabulary.inclusions.contains("horsetail"))
    #expect(Vocabulary.inclusions.word(matching: "Three-Phase") == "three-phase")
  }
}
