import Foundation
import Testing

/// A limit on the size of files the process may write (`ulimit -f`) makes
/// writes fail with an error, never ends raygem with SIGXFSZ: the index is
/// an optimisation that is then left out, and a failed write of the output
/// or the favorites gets its one-line message and exit status.
@Suite("File size limits")
struct FileSizeLimitTests {
  /// Runs raygem under `ulimit -f blocks` (the shell's blocks of 512 bytes),
  /// with no signal blocked, as a shell would start it.
  ///
  /// - Returns: The wait status, standard output and standard error.
  static func run(
    _ arguments: [String], blocks: Int, in sandbox: Sandbox, output: String? = nil
  ) throws -> (status: Int32, stdout: String, stderr: String) {
    let out = output ?? sandbox.root.appendingPathComponent("limited-out").path
    let err = sandbox.root.appendingPathComponent("limited-err").path
    let status = try ChildProcess.run(
      ["/bin/sh", "-c", "ulimit -f \(blocks) && exec \"$0\" \"$@\"", Sandbox.binary.path] + arguments,
      standardOutput: out, standardError: err, environment: sandbox.baseEnvironment)
    return (
      status, (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
      try String(contentsOfFile: err, encoding: .utf8)
    )
  }

  @Test func aSearchWhoseIndexWouldPassTheLimitAnswersWithoutIt() throws {
    let sandbox = try Sandbox()
    let gems = (0..<6_000).map {
      #"{"id": "g\#($0)", "name": "Gem Number \#($0)", "summary": "\#(String(repeating: "x", count: 150))"}"#
    }
    let catalog = try sandbox.write(#"{"gems": ["# + gems.joined(separator: ",\n") + "]}", to: "big.json")
    for _ in 0..<2 {
      let run = try Self.run(
        ["--catalog", catalog, "search", "gem number 5999", "--fields", "id"], blocks: 200, in: sandbox)
      #expect(run.status == 0, "\(run)")
      #expect(run.stdout == "g5999\n")
      #expect(run.stderr == "")
    }
    let cache = sandbox.home.appendingPathComponent("cache").path
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache).filter { !$0.hasSuffix(".lock") } == [])
  }

  @Test func outputPastTheLimitExits74WithOneLine() throws {
    let sandbox = try Sandbox()
    let run = try Self.run(["list", "--format", "json"], blocks: 1, in: sandbox)
    #expect(run.status >> 8 == 74, "\(run)")
    #expect(run.stderr == "raygem: cannot write the output: file too large\n")
  }

  @Test func favoritesPastTheLimitExit73WithOneLine() throws {
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(at: sandbox.home, withIntermediateDirectories: true)
    let ids = (0..<400).map { "\"gem-\($0)\"" }.joined(separator: ", ")
    try Data(#"{"schemaVersion": 1, "favorites": [\#(ids)]}"#.utf8).write(to: sandbox.favoritesFile)
    let before = sandbox.favoritesText()
    let run = try Self.run(["favorite", "add", "ruby"], blocks: 2, in: sandbox)
    #expect(run.status >> 8 == 73, "\(run)")
    #expect(run.stderr.hasPrefix("raygem: cannot write favorites file '\(sandbox.favoritesFile.path)'"))
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(sandbox.favoritesText() == before)
  }
}
