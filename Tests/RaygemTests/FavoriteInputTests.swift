import Foundation
import Synchronization
import TerminalRendering
import Testing

@testable import GemCore
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

  /// A person at a terminal is told why a change waits for the favorites lock.
  ///
  /// Another program holds it (a tester's finding: `favorite add` waited in
  /// silence); a script, or `-q`, is told nothing. The change is made once
  /// the lock is let go.
  @Test(arguments: [
    (["favorite", "add", "opal"], true, true), (["favorite", "add", "opal"], false, false),
    (["-q", "favorite", "add", "opal"], true, false),
  ])
  func aChangeThatWaitsForTheLockSaysSoToAPerson(arguments: [String], errorIsTerminal: Bool, says: Bool) throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("raygem-waiting-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let lockPath = home.appendingPathComponent("favorites.json.lock").path
    let held = try FileLock(path: lockPath, shownAs: lockPath)
    let said = Mutex<[String]>([])
    let done = DispatchSemaphore(value: 0)
    let status = Mutex<Int32?>(nil)
    Thread {
      let outcome = Raygem.run(
        arguments: arguments, environment: ["RAYGEM_HOME": home.path],
        terminal: { _ in TerminalCapabilities(isTerminal: true, isColored: false, width: 80) },
        readStandardInput: { "" }, writeStandardError: { line in said.withLock { $0.append(line) } },
        errorIsTerminal: errorIsTerminal)
      status.withLock { $0 = outcome.status }
      done.signal()
    }.start()
    // The kernel lists the waiter: whatever it says, it has had its chance to say it.
    #expect(LockWaiters.awaitWaiter(onLock: lockPath))
    held.release()
    #expect(done.wait(timeout: .now() + 60) == .success)
    #expect(status.withLock { $0 } == 0)
    let expected =
      says ? ["raygem: waiting for another program to let go of the favorites file's lock (\(lockPath))\n"] : []
    #expect(said.withLock { $0 } == expected)
    #expect(try FavoritesStore(path: home.appendingPathComponent("favorites.json").path).load() == ["opal"])
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
