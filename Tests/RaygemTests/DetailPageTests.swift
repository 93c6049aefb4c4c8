import BundledCatalog
import GemCore
import TerminalRendering
import Testing

@testable import RaygemCLI

/// The detail page in process, at fixed widths, on the bundled catalog.
@Suite("Detail page")
struct DetailPageTests {
  /// `raygem detail NAME` as a table at `width` columns, run in process.
  static func page(_ name: String, width: Int) -> Raygem.Outcome {
    Raygem.run(
      arguments: ["detail", name, "--format", "table"], environment: ["COLUMNS": "\(width)"],
      terminal: { _ in TerminalCapabilities(isTerminal: false, isColored: false, width: width) },
      readStandardInput: { "" })
  }

  @Test func rubyShowsItsIdentificationConstantsAndLookAlikes() {
    let outcome = Self.page("ruby", width: 80)
    #expect(outcome.status == 0)
    let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "Ruby")
    #expect(lines[1] == "Corundum · trigonal crystal system · Al₂O₃")
    for expected in [
      "Identification", "Refractive index  1.762–1.770", "Birefringence     0.008–0.009",
      "Optic character   uniaxial, negative", "Specific gravity  3.97–4.05 (typical 4.00)", "Dispersion        0.018",
      "Pleochroism       strong: purplish red, orangy red", "Durability", "Mohs hardness     9",
      "Toughness         excellent", "Appearance", "Origin", "Origin            natural", "Look-alikes",
      "Synthetics        Flux-Grown Synthetic Ruby (flux-synthetic-ruby), Synthetic",
      "                  Ruby (synthetic-ruby)",
    ] {
      #expect(lines.contains(expected), "missing \(expected)")
    }
    #expect(lines.contains { $0.hasPrefix("Imitations        Composite Ruby (composite-ruby),") })
    // Identification comes first, as on an identification sheet.
    let sections = ["Identification", "Durability", "Appearance", "Origin", "Look-alikes", "Names", "Sources"]
    let positions = sections.compactMap { lines.firstIndex(of: $0) }
    #expect(positions == positions.sorted())
    #expect(sections.allSatisfy(lines.contains))
    // Specific gravity is a ratio and refractive index has no unit.
    #expect(!outcome.standardOutput.contains("g/cm"))
  }

  /// A test that marks the stone carries its caution on the page, and on
  /// a pearl, coral or shell says it harms them (a gemmologist's
  /// finding: pearl's "Hot point burnt" read as advice).
  @Test func aTestThatMarksTheStoneCarriesItsCaution() {
    let pearl = Self.page("pearl", width: 100).standardOutput
    #expect(pearl.contains("Hot point         burnt (never tried on a finished piece, which it harms)"))
    let amber = Self.page("amber", width: 100).standardOutput
    #expect(amber.contains("Hot point         resinous (can mark the stone: an inconspicuous spot, with the owner's"))
    // A plastic's page warns of fire, as identify's next test does (it had not: the caution was read twice).
    let celluloid = Self.page("celluloid", width: 200).standardOutput
    #expect(celluloid.contains("; a plastic can catch fire, celluloid fiercely, so the needle only touches it)"))
  }

  @Test func cubicZirconiaIsArtificialAndImitatesDiamond() {
    let lines = Self.page("cubic zirconia", width: 80).standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains("Origin            artificial"))
    #expect(lines.contains { $0.hasPrefix("Imitates          Diamond (diamond), White Diamond (white-diamond),") })
    #expect(lines.contains("Optic character   isotropic"))
  }

  @Test func aSyntheticNamesItsNaturalCounterpart() {
    let lines = Self.page("synthetic-ruby", width: 80).standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains("Origin            synthetic"))
    #expect(lines.contains("Synthetic of      Ruby (ruby)"))
  }

  @Test(arguments: [40, 80, 160])
  func everyLineFitsTheWidth(width: Int) {
    for name in ["ruby", "cubic-zirconia", "paraiba-tourmaline", "lapis-lazuli", "opal-triplet"] {
      let outcome = Self.page(name, width: width)
      #expect(outcome.status == 0)
      let widest = outcome.standardOutput.split(separator: "\n").map { DisplayWidth.of(String($0)) }.max() ?? 0
      #expect(widest <= width, "\(name) at \(width) columns")
      // Nothing is cut: an ellipsis would mean a value did not wrap.
      #expect(!outcome.standardOutput.contains("…"), "\(name) at \(width) columns")
    }
  }

  @Test func atFortyColumnsLabelsKeepTheirColumn() {
    let lines = Self.page("ruby", width: 40).standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains("Refractive index  1.762–1.770"))
    #expect(lines.contains("Optic character   uniaxial, negative"))
  }

  @Test func aWordWiderThanTheSummaryWrapsInsteadOfBeingCut() {
    let word = String(repeating: "ab", count: 50)
    let lines = Canvas(width: 40).drawing(Paragraph("x \(word) y")).lines.map(\.plain)
    expectLines(
      lines.joined(separator: "\n"),
      equal: ["x", String(word.prefix(40)), String(word.dropFirst(40).prefix(40)), String(word.suffix(20)) + " y"]
        .joined(separator: "\n"))
  }

  @Test func narrowerThanTwoColumnsAllowEachLabelStandsAbove() throws {
    let lines = Self.page("ruby", width: 30).standardOutput.split(separator: "\n").map(String.init)
    let label = try #require(lines.firstIndex(of: "Refractive index"))
    #expect(lines[label + 1] == "  1.762–1.770")
  }
}
