import Foundation
import Testing

/// raygem started with standard input, output or error closed (`<&-`,
/// `>&-`): a file it opens must never take their place.
@Suite("Closed standard streams")
struct ClosedStreamsTests {
  /// Runs raygem through a shell that closes or redirects its streams with `redirections`.
  func run(_ sandbox: Sandbox, _ arguments: [String], _ redirections: String) throws -> RunResult {
    let shell = URL(fileURLWithPath: "/bin/sh")
    let running = try sandbox.start(
      ["-c", "exec \"$0\" \"$@\" \(redirections)", Sandbox.binary.path] + arguments, executable: shell)
    running.process.waitUntilExit()
    return try running.result()
  }

  /// With stdin closed, the catalog's index opened first would take
  /// descriptor 0 and be read as the parcel.
  @Test func aParcelOnAClosedStandardInputIsNotReadFromTheCatalogIndex() throws {
    let sandbox = try Sandbox()
    let gems = (0..<2_000).map {
      "{\"name\": \"Gem \($0)\", \"refractiveIndex\": 1.544, \"summary\": \"\(String(repeating: "padding ", count: 80))\"}"
    }
    let catalog = try sandbox.write("{\"gems\": [\(gems.joined(separator: ","))]}", to: "large.json")
    #expect(try sandbox.run(["--catalog", catalog, "list", "--limit", "1"]).status == 0)
    let result = try run(sandbox, ["--catalog", catalog, "identify", "--batch", "-"], "<&-")
    #expect(result.stderr == "raygem: cannot read the parcel: standard input is closed\n")
    #expect(result.status == 66)
  }

  /// Standard input named as a file, when it is closed, cannot be read:
  /// not the empty /dev/null that holds its place.
  @Test(arguments: [
    (["identify", "--batch", "/dev/stdin"], "the parcel /dev/stdin"),
    (["--catalog", "/dev/fd/0", "list"], "the catalog '/dev/fd/0'"),
    (["identify", "--batch", "/dev//stdin"], "the parcel /dev//stdin"),
    (["--catalog", "/dev/./stdin", "list"], "the catalog '/dev/./stdin'"),
  ])
  func standardInputNamedAsAFileCannotBeReadWhenClosed(arguments: [String], what: String) throws {
    let sandbox = try Sandbox()
    let result = try run(sandbox, arguments, "<&-")
    #expect(result.stderr == "raygem: cannot read \(what): standard input is closed\n")
    #expect(result.status == 66)
    #expect(result.stdout == "")
  }

  /// Names on a closed stdin cannot be read, as a parcel there cannot: 66 for both.
  @Test func namesOnAClosedStandardInputCannotBeRead() throws {
    let sandbox = try Sandbox()
    let result = try run(sandbox, ["favorite", "add", "-"], "<&-")
    #expect(result.stderr == "raygem: cannot read standard input: it is closed\n")
    #expect(result.status == 66)
    #expect(sandbox.favoritesText() == nil)
  }
}
