import Foundation
import GemCore
import TerminalRendering
import Testing

@testable import RaygemCLI

/// The bench facts in every output: the detail page's identification
/// sheet, separated values and JSON, filters, help topics; a catalog
/// without them prints as before, and an indexed catalog as a decoded one.
@Suite("Bench facts in output")
struct BenchFactsOutputTests {
  /// Runs raygem on the bench fixture, in process, with a home that holds nothing.
  static func run(_ arguments: [String]) -> Raygem.Outcome {
    InProcessTests.run(["--catalog", BenchCatalogFixture.path] + arguments)
  }

  @Test func theDetailPageShowsTheBenchFactsInTheirSections() throws {
    let page = InProcessTests.runOnTerminal(
      ["--catalog", BenchCatalogFixture.path, "detail", "test-ruby"], width: 200
    ).standardOutput
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let identification = try #require(lines.firstIndex(of: "Identification"))
    #expect(
      Array(lines[identification...].prefix(18)) == [
        "Identification",
        "Specific gravity   3.97–4.05 (typical 4.00)",
        "Refractive index   1.762–1.770 (typical 1.765)",
        "Birefringence      0.008–0.009 (typical 0.008)",
        "Dispersion         0.018",
        "Optic character    uniaxial, negative",
        "Polariscope        anomalous extinction, bull's-eye",
        "Pleochroism        strong: purplish red, orangy red",
        "Spectrum           lines 694 nm strong, 692 nm strong, 476 nm moderate, 659 nm weak; bands 500–600 nm moderate — chromium: a doublet in the deep red",
        "Chelsea filter     red",
        "Fluorescence       LW strong red; SW weak — weaker in iron-rich stones",
        "Inclusions         silk, rutile needles, fingerprint, color zoning",
        "Magnetism          weak",
        "Thermal tester     low",
        "Electrical tester  insulating",
        "",
        "Durability",
        "Mohs hardness      9",
      ])
    #expect(lines.contains("Occurs in          red, pink, violet"))
    #expect(lines.contains("Abundance          common"))
    #expect(!page.contains("▌"))
  }

  @Test func aColourTerminalDrawsTheSpectrumAsAStripWithItsDarkLines() throws {
    let gem = try #require(try BenchCatalogFixture.catalog().gem(withID: "test-ruby"))
    let page = DetailPage(
      gem: gem, isFavorite: false, fields: OutputField.allCases, colored: true, lookAlikes: DetailPage.LookAlikes())
    let lines = Canvas(width: 200).drawing(page).lines
    let spectrum = try #require(lines.firstIndex { $0.plain.hasPrefix("Spectrum ") })
    let strip = lines[spectrum + 1]
    #expect(strip.plain == String(repeating: " ", count: 19) + String(repeating: "▌", count: 34))
    #expect(lines[spectrum + 2].plain == String(repeating: " ", count: 19) + "  400       500       600       700")
    #expect(lines[spectrum + 3].plain.hasPrefix("Chelsea filter "))
    // 694 nm is the left half of the 32nd cell: dark, where 600 nm (the right half of the 23rd) is lit.
    let cells = strip.spans.compactMap { span -> (PixelColor, PixelColor?)? in
      guard case .pixels(let left, let right) = span.role else { return nil }
      return (left, right)
    }
    try #require(cells.count == 34)
    #expect(cells[31].0 == SpectrumStrip.light(at: 692.5).mixed(with: .black, 0.9))
    #expect(cells[13].1 == SpectrumStrip.light(at: 517.5).mixed(with: .black, 0.65))
    #expect(cells[25].0 == SpectrumStrip.light(at: 632.5))
    #expect(SpectrumStrip.light(at: 550) == PixelColor(red: 146, green: 255, blue: 0))
    #expect(SpectrumStrip.light(at: 680) == PixelColor(red: 255, green: 0, blue: 0))
  }

  @Test func separatedValuesAndJSONCarryEveryBenchFact() {
    let csv = Self.run([
      "list", "--format", "csv", "--fields", "id,refractiveIndex,spectrum,fluorescence,inclusions,abundance",
    ])
    #expect(
      csv.standardOutput.split(separator: "\r\n").map(String.init) == [
        "id,refractiveIndex,spectrum,fluorescence,inclusions,abundance",
        #"test-amber,,no diagnostic spectrum,LW moderate bluish white; SW inert,"insects, plant matter, spangles, gas bubbles",uncommon"#,
        "test-copal,,lines 720 nm weak; bands 380-420 nm weak,SW inert — chalky,,very rare",
        "test-diamond,,,,,",
        "test-moissanite,2.648-2.691,,,,rare",
        #"test-ruby,1.762-1.77,"lines 694 nm strong, 692 nm strong, 476 nm moderate, 659 nm weak; bands 500-600 nm moderate — chromium: a doublet in the deep red",LW strong red; SW weak — weaker in iron-rich stones,"silk, rutile needles, fingerprint, color zoning",common"#,
        "test-synthetic-ruby,,,,,",
      ])
    let json = Self.run([
      "detail", "test-ruby", "--format", "json", "--fields", "refractiveIndex,spectrum,fluorescence",
    ])
    #expect(
      json.standardOutput
        == #"{"refractiveIndex":{"min":1.762,"max":1.77,"typical":1.765},"spectrum":{"lines":[{"nm":694,"strength":"strong"},{"nm":692,"strength":"strong"},{"nm":476,"strength":"moderate"},{"nm":659,"strength":"weak"}],"bands":[{"from":500,"to":600,"strength":"moderate"}],"note":"chromium: a doublet in the deep red"},"fluorescence":{"longWave":{"strength":"strong","colors":["red"]},"shortWave":{"strength":"weak","colors":[]},"note":"weaker in iron-rich stones"}}"#
        + "\n")
    let plain = Self.run(["detail", "test-diamond", "--format", "plain"]).standardOutput
    #expect(plain.contains("thermalConductivity\thigh\n"))
    #expect(plain.contains("polariscope\tcross-hatched, snake pattern\n"))
    // A gem lacking a bench fact gets no line for it.
    #expect(!plain.contains("abundance"))
  }

  /// The fixture's synthetic ruby has none of the bench facts, its natural ruby all of them.
  @Test func absentBenchFactsPrintNothingUnlessTheFieldsNameThem() {
    let lacking = Self.run(["detail", "test-synthetic-ruby", "--format", "plain"]).standardOutput
    let having = Self.run(["detail", "test-ruby", "--format", "plain"]).standardOutput
    for fact in GemFact.all where !fact.isWrittenWhenAbsent {
      #expect(!lacking.contains("\n\(fact.key)\t"), "\(fact.key)")
    }
    for key in ["abundance", "hues", "spectrum", "chelseaFilter", "inclusions", "magnetism"] {
      #expect(having.contains("\n\(key)\t"), "\(key)")
    }
    let chosen = Self.run(["list", "--format", "json", "--fields", "name,abundance,hues", "--origin", "synthetic"])
    #expect(chosen.standardOutput == "[\n  {\"name\":\"Test Synthetic Ruby\",\"abundance\":null,\"hues\":[]}\n]\n")
    let csv = Self.run(["list", "--format", "csv", "--fields", "name,spectrum", "--origin", "synthetic"])
    #expect(csv.standardOutput == "name,spectrum\r\nTest Synthetic Ruby,\r\n")
  }

  @Test(arguments: [
    (["--chelsea", "red"], ["test-ruby"]),
    (["--magnetism", "pickup,strong"], ["test-moissanite"]),
    (["--abundance", "common,Uncommon"], ["test-amber", "test-ruby"]),
    (["--inclusions", "silk", "--inclusions", "insects"], ["test-amber", "test-ruby"]),
    (["--polariscope", "strain colors,cross-hatched"], ["test-copal", "test-diamond"]),
    (["--thermal", "high", "--electrical", "conductive"], ["test-moissanite"]),
    (["--hot-point", "resinous,acrid", "--solvent", "softens"], ["test-copal"]),
  ])
  func everyWordFilterKeepsTheGemsWithAnyOfItsWords(filters: [String], ids: [String]) {
    let outcome = Self.run(["list", "--format", "plain", "--fields", "id"] + filters)
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == ids.map { $0 + "\n" }.joined())
  }

  @Test func anUnknownWordIsAUsageErrorWithTheNearestWord() {
    let outcome = Self.run(["list", "--magnetism", "pikup"])
    #expect(outcome.status == 64)
    #expect(outcome.standardError == "raygem: option '--magnetism': unknown value 'pikup' (did you mean 'pickup'?)\n")
    let catalog = InProcessTests.run(["--catalog", "/nonexistent/catalog.json", "list", "--inclusions", "horse tail"])
    #expect(catalog.status == 64)
    #expect(catalog.standardError.contains("(did you mean 'horsetail'?)"))
  }

  @Test func aHelpTopicListsEveryWordWithItsMeaning() {
    for fact in GemFact.withHelpTopics {
      let help = InProcessTests.runOnTerminal(["help", fact.key], width: 200)
      #expect(help.status == 0)
      let lines = help.standardOutput.split(separator: "\n").map(String.init)
      for entry in fact.kind.vocabulary?.entries ?? [] {
        #expect(
          lines.contains { $0.hasPrefix("  \(entry.word)  ") && $0.hasSuffix(entry.meaning ?? "?") }, "\(entry.word)")
      }
    }
    let hues = InProcessTests.runOnTerminal(["help", "hues"], width: 200).standardOutput
    #expect(
      hues.hasPrefix("raygem help hues — the words of the catalog key \"hues\" (Occurs in), with what each means.\n"))
    #expect(hues.contains("\n  colorless  no body colour at all\n"))
    let unknown = InProcessTests.run(["help", "inclusion"])
    #expect(unknown.status == 64)
    #expect(unknown.standardError == "raygem: unknown command or topic 'inclusion' (did you mean 'inclusions'?)\n")
    #expect(ManualPage.text().contains(".SS inclusions\n.TP\n.B bead nucleus\n"))
  }

  /// A line, a band and a glow whose strength the reference does not grade
  /// print without one on the detail page and in JSON, as does a band known
  /// only by its centre; the JSON, made a catalog again, prints the same.
  @Test func aLineABandAndAGlowWithoutAStrengthPrintWithoutOneAndSurviveJSON() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raygem-ungraded-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent("catalog.json")
    try Data(
      (#"{"gems": [{"name": "Ungraded", "spectrum": {"lines": [{"nm": 694}, {"nm": 659, "strength": "weak"}], "#
        + #""bands": [{"from": 500, "to": 600}, {"nm": 505, "strength": "strong"}]}, "#
        + #""fluorescence": {"longWave": {"colors": ["red", "orange"]}, "shortWave": {"strength": "weak"}}}]}"#).utf8
    ).write(to: catalog)

    let page = InProcessTests.runOnTerminal(["--catalog", catalog.path, "detail", "ungraded"], width: 200)
      .standardOutput.split(separator: "\n").map(String.init)
    #expect(page.contains("Spectrum      lines 694 nm, 659 nm weak; bands 500–600 nm, near 505 nm strong"))
    #expect(page.contains("Fluorescence  LW red, orange; SW weak"))

    let fields = ["--fields", "spectrum,fluorescence"]
    let json = InProcessTests.run(["--catalog", catalog.path, "detail", "ungraded", "--format", "json"] + fields)
    #expect(json.status == 0, "\(json.standardError)")
    #expect(
      json.standardOutput
        == #"{"spectrum":{"lines":[{"nm":694},{"nm":659,"strength":"weak"}],"bands":[{"from":500,"to":600},{"nm":505,"strength":"strong"}]},"fluorescence":{"longWave":{"colors":["red","orange"]},"shortWave":{"strength":"weak","colors":[]}}}"#
        + "\n")

    let list = InProcessTests.run(["--catalog", catalog.path, "list", "--format", "json"])
    let again = folder.appendingPathComponent("again.json")
    try Data(("{\"gems\": " + list.standardOutput + "}").utf8).write(to: again)
    let reread = InProcessTests.run(["--catalog", again.path, "detail", "ungraded", "--format", "json"] + fields)
    #expect(reread.status == 0, "\(reread.standardError)")
    #expect(reread.standardOutput == json.standardOutput)
    #expect(
      InProcessTests.run(["--catalog", again.path, "list", "--format", "json"]).standardOutput == list.standardOutput)
  }

  @Test func anIndexedCatalogPrintsAsADecodedOne() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("raygem-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    // Over 1 MiB, so that it is indexed: the fixture's gems again and again, renamed.
    let rows = Self.run(["list", "--format", "jsonl"]).standardOutput.split(separator: "\n").map(String.init)
    var gems: [String] = []
    for copy in 0..<250 {
      gems += rows.map { row in
        row.replacingOccurrences(of: #""test-([a-z-]+)""#, with: "\"test-$1-\(copy)\"", options: .regularExpression)
          .replacingOccurrences(
            of: #""name":"Test ([A-Za-z ]+)""#, with: "\"name\":\"Test $1 \(copy)\"", options: .regularExpression)
      }
    }
    let catalog = home.appendingPathComponent("catalog.json")
    try Data("{\"gems\": [\n\(gems.joined(separator: ",\n"))\n]}\n".utf8).write(to: catalog)
    #expect(try catalog.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0 > 1 << 20)
    let every = OutputField.allCases.map(\.rawValue).joined(separator: ",")
    let commands =
      ["json", "csv", "table"].flatMap { format in
        [["list", "--format", format], ["detail", "test-ruby-7", "--format", format]]
      } + [
        ["list", "--format", "csv", "--fields", every], ["list", "--chelsea", "red", "--inclusions", "insects,silk"],
        ["compare", "test-ruby-3", "test-moissanite-3", "--format", "table"],
      ]
    for arguments in commands {
      let served = InProcessTests.run(["--catalog", catalog.path] + arguments, home: home.path)
      let decoded = InProcessTests.run(["--catalog", catalog.path] + arguments)
      #expect(served.status == 0 && decoded.status == 0, "\(served.standardError)")
      #expect(served.standardOutput == decoded.standardOutput, "\(arguments)")
    }
    let cache = try FileManager.default.contentsOfDirectory(atPath: home.appendingPathComponent("cache").path)
    #expect(cache.contains { $0.hasSuffix(".index") })
  }
}
