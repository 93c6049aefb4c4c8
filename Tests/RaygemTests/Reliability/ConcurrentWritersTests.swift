import Foundation
import Testing

@Suite("Many raygem processes at once")
struct ConcurrentWritersTests {
  static let processes = 32

  /// Temporary files a writer leaves beside the favorites file.
  static func temporaryFiles(in sandbox: Sandbox) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: sandbox.home.path).filter { $0.contains(".tmp") }
  }

  @Test func thirtyTwoAddsOfDifferentGemsAllLand() throws {
    let sandbox = try Sandbox()
    let ids = try sandbox.run(["list", "--fields", "id", "--limit", "\(Self.processes)"]).stdout
      .split(separator: "\n").map(String.init)
    #expect(ids.count == Self.processes)
    let running = try ids.map { try sandbox.start(["favorite", "add", $0]) }
    for process in running { process.process.waitUntilExit() }
    for process in running {
      let result = try process.result()
      #expect(result.status == 0, "\(result)")
    }
    let stored = try sandbox.run(["favorites", "--fields", "id"]).stdout.split(separator: "\n").map(String.init)
    #expect(Set(stored) == Set(ids))
    #expect(stored.count == Self.processes)
    #expect(try Self.temporaryFiles(in: sandbox) == [])
  }

  @Test func thirtyTwoTogglesOfOneGemCancelOut() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.run(["favorite", "add", "pearl"])
    let running = try (0..<Self.processes).map { _ in try sandbox.start(["favorite", "toggle", "ruby", "-q"]) }
    for process in running { process.process.waitUntilExit() }
    #expect(try running.map { try $0.result().status } == Array(repeating: 0, count: Self.processes))
    #expect(try sandbox.run(["favorites", "--fields", "id"]).stdout == "pearl\n")
    #expect(try Self.temporaryFiles(in: sandbox) == [])
  }

  @Test func aShellScriptHoldingTheLockMakesRaygemWait() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.run(["favorite", "add", "pearl"])
    let lock = sandbox.home.appendingPathComponent("favorites.json.lock").path
    let script = Process()
    script.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
    script.arguments = [lock, "-c", "sleep 0.6"]
    try script.run()
    Thread.sleep(forTimeInterval: 0.15)
    let started = Date()
    let result = try sandbox.run(["favorite", "add", "ruby"])
    let waited = Date().timeIntervalSince(started)
    script.waitUntilExit()
    #expect(result.status == 0)
    #expect(waited > 0.3, "raygem did not wait for the flock(1) holder: \(waited) s")
  }
}
