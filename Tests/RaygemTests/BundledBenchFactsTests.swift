import BundledCatalog
import Foundation
import GemCore
import Testing

@testable import RaygemCLI

/// What the bundled catalog answers at the bench, through the commands: a
/// ruby's identification sheet, a trade name's search, a filter by a
/// Chelsea filter reaction.
@Suite("Bench facts of the bundled catalog")
struct BundledBenchFactsTests {
  @Test func rubysDetailShowsWhatTheBenchSees() throws {
    let page = InProcessTests.runOnTerminal(["detail", "ruby"], width: 200)
    #expect(page.status == 0)
    let lines = page.standardOutput.split(separator: "\n").map(String.init)
    func line(_ label: String) -> String? { lines.first { $0.hasPrefix(label + " ") } }
    #expect(line("Spectrum")?.contains("694 nm strong, 692 nm strong") == true)
    #expect(line("Chelsea filter")?.hasSuffix(" red") == true)
    #expect(line("Fluorescence")?.contains("LW strong red") == true)
    #expect(line("Inclusions")?.contains("silk") == true)
    #expect(line("Magnetism")?.hasSuffix(" weak") == true)
    // The glow is read as strength and colour, not kept as words.
    let ruby = try #require(Catalog.bundled.gem(withID: "ruby"))
    #expect(ruby[.fluorescence]?.longWave == .glow(.strong, colors: ["red"]))
  }

  @Test func aTradeNameFindsTheGemItIsSoldFor() {
    let found = InProcessTests.run(["search", "herkimer diamond", "--fields", "id"])
    #expect(found.status == 0)
    #expect(found.standardOutput.split(separator: "\n").first == "rock-crystal")
  }

  @Test func theChelseaFilterFilterKeepsEmeraldAndRuby() throws {
    let red = InProcessTests.run(["list", "--chelsea", "red", "--format", "json", "--fields", "id"])
    #expect(red.status == 0)
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(red.standardOutput.utf8)) as? [[String: Any]])
    let ids = rows.compactMap { $0["id"] as? String }
    #expect(ids.contains("emerald") && ids.contains("ruby"))
    // Green tourmaline stays green through the filter.
    #expect(
      InProcessTests.run(["list", "--chelsea", "green", "--fields", "id"]).standardOutput.contains("verdelite\n"))
    #expect(!ids.contains("verdelite"))
  }
}
