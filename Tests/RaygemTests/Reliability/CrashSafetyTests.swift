import Foundation
import Testing

@Suite("Writers killed at any instant")
struct CrashSafetyTests {
  /// Rounds of start-and-SIGKILL; CI keeps the full count, it takes a few seconds.
  static let rounds = 120

  @Test func killedTogglesLeaveTheOldOrTheNewFile() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.run(["favorite", "add", "pearl"])
    let old = "{\n  \"schemaVersion\": 1,\n  \"favorites\": [\n    \"pearl\"\n  ]\n}\n"
    let new = "{\n  \"schemaVersion\": 1,\n  \"favorites\": [\n    \"pearl\",\n    \"ruby\"\n  ]\n}\n"
    var generator = SystemRandomNumberGenerator()
    for round in 0..<Self.rounds {
      let running = try sandbox.start(["favorite", "toggle", "ruby"])
      // Spread the kills from "before it starts" to "after it finishes".
      let delay = Double(round % 40) * 0.00025 + Double.random(in: 0..<0.0003, using: &generator)
      Thread.sleep(forTimeInterval: delay)
      kill(running.process.processIdentifier, SIGKILL)
      running.process.waitUntilExit()
      guard let text = sandbox.favoritesText() else {
        Issue.record("round \(round): the favorites file vanished")
        continue
      }
      #expect(text == old || text == new, "round \(round): torn file \(text.debugDescription)")
      let temporaries = try ConcurrentWritersTests.temporaryFiles(in: sandbox)
      #expect(temporaries.count <= 1, "round \(round): temporary files pile up: \(temporaries)")
    }
    let after = try sandbox.run(["favorite", "add", "ruby"])
    #expect(after.status == 0)
    #expect(after.stdout == "ruby\tRuby\ttrue\n")
    _ = try sandbox.run(["favorite", "remove", "ruby"])
    #expect(try ConcurrentWritersTests.temporaryFiles(in: sandbox) == [])
    #expect(sandbox.favoritesText() == old)
  }
}
