import Foundation
import TerminalRendering
import Testing

@testable import RaygemCLI

@Suite("favorite with names on standard input")
struct FavoriteInputTests {
  @Test func namesRepeatedOnStandardInputChangeEachGemOnce() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("raygem-input-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    // A script that pipes the same names many times over, with a
    // byte-order mark, CRLF line ends and blank lines.
    let input = "\u{FEFF}ruby\r\n" + String(repeating: "ruby\n\n  Sapphire \r\n", count: 50_000)
    let outcome = Raygem.run(
      arguments: ["favorite", "add", "-", "spinel", "ruby"], environment: ["RAYGEM_HOME": home.path],
      terminal: { _ in TerminalCapabilities(isTerminal: false, isColored: false, width: 80) },
      readStandardInput: { input })
    #expect(outcome.standardError == "")
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == "ruby\tRuby\ttrue\nsapphire\tSapphire\ttrue\nspinel\tSpinel\ttrue\n")
    let file = try String(contentsOf: home.appendingPathComponent("favorites.json"), encoding: .utf8)
    #expect(
      file
        == "{\n  \"schemaVersion\": 1,\n  \"favorites\": [\n    \"ruby\",\n    \"sapphire\",\n    \"spinel\"\n  ]\n}\n")
  }

  /// The report says each gem's state whatever the width: a long name is
  /// data, not cut to the terminal; plain gives a row, the table a sentence.
  @Test func theReportOfALongNameKeepsItsState() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raygem-long-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = String(repeating: "B", count: 100)
    let catalog = folder.appendingPathComponent("long.json")
    try Data(#"{"gems": [{"name": "\#(name)"}]}"#.utf8).write(to: catalog)
    let id = name.lowercased()
    for (isTerminal, format, report) in [
      (false, "plain", "\(id)\t\(name)\ttrue\n"), (true, "table", name + ": favorite\n"),
    ] {
      let outcome = Raygem.run(
        arguments: ["--catalog", catalog.path, "favorite", "add", "bbbb", "--format", format],
        environment: ["RAYGEM_HOME": folder.appendingPathComponent("home").path],
        terminal: { _ in TerminalCapabilities(isTerminal: isTerminal, isColored: false, width: 80) },
        readStandardInput: { "" })
      #expect(outcome.status == 0)
      #expect(outcome.standardOutput == report, "\(format)")
    }
  }
}
