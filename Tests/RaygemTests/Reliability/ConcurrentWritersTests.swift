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

  /// raygem waits while a `flock(1)` holder has the lock, and writes only once it lets go.
  @Test func aShellScriptHoldingTheLockMakesRaygemWait() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.run(["favorite", "add", "pearl"])
    let pearl = try #require(sandbox.favoritesText())
    let lock = sandbox.home.appendingPathComponent("favorites.json.lock").path
    let seen = sandbox.root.appendingPathComponent("seen-by-the-holder.json").path
    // The holder says when it has the lock, waits to be told to let go,
    // and copies the favorites file just before it does.
    let script = Process()
    script.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
    script.arguments = [lock, "-c", "echo held; read go; cat favorites.json > '\(seen)'"]
    script.currentDirectoryURL = sandbox.home
    let toHolder = Pipe()
    let fromHolder = Pipe()
    script.standardInput = toHolder
    script.standardOutput = fromHolder
    try script.run()
    #expect(String(decoding: fromHolder.fileHandleForReading.availableData, as: UTF8.self) == "held\n")
    let running = try sandbox.start(["favorite", "add", "ruby"])
    let waited = LockWaiters.awaitWaiter(onLock: lock) { !running.process.isRunning }
    let finishedEarly = !running.process.isRunning
    try toHolder.fileHandleForWriting.write(contentsOf: Data("go\n".utf8))
    try toHolder.fileHandleForWriting.close()
    script.waitUntilExit()
    running.process.waitUntilExit()
    #expect(waited, "raygem did not wait for the flock(1) holder")
    #expect(!finishedEarly)
    #expect(try running.result().status == 0)
    #expect(try String(contentsOfFile: seen, encoding: .utf8) == pearl)
    #expect(sandbox.favoritesText() == pearl.replacingOccurrences(of: "\"pearl\"", with: "\"pearl\",\n    \"ruby\""))
  }
}
