import BundledCatalog
import GemCore
import TerminalRendering
import Testing

@testable import RaygemCLI

/// Every fact the table declares reaches every place that shows facts: the
/// manual page, `--fields` (its values, its help and its completion), JSON
/// output and the detail page; and every fact read at the bench reaches the
/// filters, `--sort` and `identify`'s options.
@Suite("Facts declared once reach every output")
struct FactCoverageTests {
  /// The words the manual's `--fields` line lists.
  static var manualFields: [String] {
    let lines = ManualPage.text().split(separator: "\n").map(String.init)
    guard let index = lines.firstIndex(of: #".B \-\-fields LIST"#), index + 1 < lines.count,
      let colon = lines[index + 1].firstIndex(of: ":")
    else { return [] }
    return lines[index + 1][lines[index + 1].index(after: colon)...].split(separator: ",").map {
      $0.trimming { $0 == " " }
    }
  }

  @Test(arguments: GemFact.all.map(\.key))
  func everyFactIsAFieldInTheManualHelpAndCompletion(key: String) {
    #expect(OutputField(rawValue: key) != nil)
    #expect(Self.manualFields.contains(key))
    let fields = CompletionModel().valueOptions.first { $0.option == "--fields" }
    #expect(fields?.uses.count == 1)
    #expect(fields?.uses.first?.words.contains(key) == true)
    let help = InProcessTests.run(["help", "list"]).standardOutput
    #expect(help.split(whereSeparator: { " ,\n".contains($0) }).contains { $0 == key })
  }

  /// Every fact is a key of JSON output: where the gem has it, and by
  /// default where it lacks it too, but for the bench facts, written only
  /// where known; `--fields` writes any fact it names.
  @Test(arguments: GemFact.all.map(\.key))
  func everyFactIsInJSONOutput(key: String) throws {
    let fact = try #require(GemFact.named(key))
    let list = InProcessTests.run(["list", "--format", "json"])
    #expect(list.status == 0)
    let someGemHasIt = Catalog.bundled.gems.contains { $0[fact] != nil }
    #expect(list.standardOutput.contains("\"\(key)\":") == (fact.isWrittenWhenAbsent || someGemHasIt))
    // The fixture's synthetic ruby has none of the bench facts, its natural ruby all of them.
    let bench = ["--catalog", BenchCatalogFixture.path, "detail", "--format", "json"]
    let lacking = InProcessTests.run(bench + ["test-synthetic-ruby"]).standardOutput
    #expect(lacking.contains("\"\(key)\":") == fact.isWrittenWhenAbsent)
    let chosen = InProcessTests.run(["list", "--format", "json", "--fields", key, "--limit", "1"])
    #expect(chosen.status == 0)
    #expect(chosen.standardOutput.contains("{\"\(key)\":"))
    // Some gem of the bench fixture has every fact.
    let all = InProcessTests.run(["--catalog", BenchCatalogFixture.path, "list", "--format", "json"])
    #expect(all.standardOutput.contains("\"\(key)\":"))
  }

  /// A value of `fact`'s kind, within its limits.
  static func sample(_ fact: GemFact) -> FieldValue {
    let limits = fact.limits ?? 0...10
    let span = limits.upperBound - limits.lowerBound
    switch fact.kind {
    case .text: return .text("sample \(fact.key)")
    case .formula: return .text("SiO2")
    case .list, .ids: return .list(["sample-\(fact.key)"])
    case .choice(let options):
      // A synthetic, so that it may be a synthetic of something; uniaxial, so that it has a sign.
      let chosen = ["origin": "synthetic", "opticCharacter": "uniaxial"]
      return .text(chosen[fact.key] ?? options[0])
    case .choices(let options): return .list([options[0]])
    case .range:
      return .range(PropertyRange(min: limits.lowerBound + span / 8, max: limits.lowerBound + span / 4))
    case .number: return .number(limits.lowerBound + span / 8)
    case .color: return .color(GemColor(name: "sample red", hex: "#AA0000"))
    case .pleochroism: return .pleochroism(Pleochroism(strength: .strong, colors: ["red", "blue"]))
    case .fluorescence: return .fluorescence(Fluorescence(longWave: "inert", shortWave: "weak blue"))
    case .spectrum: return .spectrum(Spectrum(lines: [.init(694, .strong)]))
    }
  }

  /// What the detail page shows for the facts it does not list under their
  /// own label: the name as its heading, the classification line, the
  /// summary as prose, the sign with the optic character, the relations by
  /// the gems they name, the sources as what the gem was checked against.
  static let shownOtherwise: [String: String] = [
    "name": "Sample", "species": "sample species", "crystalSystem": "cubic crystal system",
    "formula": "SiO₂", "summary": "sample summary", "opticSign": "uniaxial, positive",
    "syntheticOf": "Synthetic of … Other (other)", "imitates": "Imitates … Other (other)",
    "sources": "Checked against … sample-sources",
  ]

  @Test func everyFactAGemHasIsOnItsDetailPage() throws {
    let gem = Gem(id: "sample", name: "Sample") { gem in
      for fact in GemFact.all.dropFirst(2) { gem[fact] = Self.sample(fact) }
      // Relations name a gem the catalog holds.
      gem[.syntheticOf] = ["other"]
      gem[.imitates] = ["other"]
    }
    // Drawn as the command draws it, with the fields it chooses.
    let catalog = Catalog(gems: [gem, Gem(id: "other", name: "Other")], source: "sample catalog")
    let session = Session(
      invocation: try ArgumentParser.parse(["detail", "sample", "--format", "table"]),
      terminal: TerminalCapabilities(isTerminal: false, isColored: false, width: 200),
      environment: ["RAYGEM_HOME": NoHome.path], readStandardInput: { "" })
    let page = DetailCommand.page(gem, isFavorite: false, catalog: catalog, session: session)
    let lines = Canvas(width: 200).drawing(page).lines.map(\.plain)
    for fact in GemFact.all where fact.key != "id" {
      if let shown = Self.shownOtherwise[fact.key] {
        // `label … value`: the label, then the value after the column of labels.
        let parts = shown.components(separatedBy: " … ")
        #expect(
          lines.contains {
            parts.count == 2 ? $0.hasPrefix(parts[0] + " ") && $0.hasSuffix(" " + parts[1]) : $0.contains(shown)
          },
          "\(fact.key)")
      } else {
        #expect(lines.contains { $0.hasPrefix(fact.label + " ") }, "\(fact.key)")
      }
    }
    #expect(lines.contains { $0.hasPrefix("ID ") && $0.hasSuffix(" sample") })
  }

  @Test func everyFactReadAtTheBenchHasItsFilterSortKeyAndReading() {
    let manual = ManualPage.text()
    let list = CommandTable.spec(for: .list)
    for property in MeasuredProperty.allCases {
      #expect(list.options.contains { $0.long == property.filterOption && $0.valueName == "RANGE" })
      #expect(manual.contains(#".B \-\-"# + property.filterOption + " RANGE"), "\(property.rawValue)")
      if let key = property.sortKey {
        #expect(SortKey(rawValue: key)?.property == property)
      }
    }
    #expect(MeasuredProperty.allCases.map(\.rawValue).contains("dispersion"))
    let identify = CommandTable.spec(for: .identify)
    for property in IdentifiedProperty.numberReadings {
      #expect(identify.options.contains { $0.long == property.option && $0.valueName == "N" })
      #expect(manual.contains(#".B \-\-"# + property.option + " N"), "\(property.rawValue)")
    }
    #expect(IdentifiedProperty.numberReadings.map(\.option).contains("dispersion"))
  }
}
