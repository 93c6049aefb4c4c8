import Foundation
import Testing

@Suite("Awkward arguments")
struct ArgumentEdgeCaseTests {
  @Test func namesWithSpacesQuotesAndApostrophes() throws {
    let sandbox = try Sandbox()
    #expect(
      try sandbox.run(["detail", "Cat's-Eye Chrysoberyl", "--fields", "id"]).stdout == "id\tcats-eye-chrysoberyl\n")
    #expect(try sandbox.run(["detail", "cat’s eye", "--fields", "id"]).stdout == "id\tcats-eye-chrysoberyl\n")
    #expect(try sandbox.run(["detail", "\"Tiger's Eye\"", "--fields", "id"]).stdout == "id\ttigers-eye\n")
    #expect(
      try sandbox.run(["favorite", "add", "Rose Quartz", "tiger's eye"]).stdout
        == "rose-quartz\tRose Quartz\ttrue\ntigers-eye\tTiger's Eye\ttrue\n")
  }

  @Test func standardInputWithCRLFBlankLinesAndABOM() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["favorite", "toggle", "-"], stdin: "\u{FEFF}Ruby\r\n\r\n\r\npearl\r\n   \r\n")
    #expect(result.stdout == "ruby\tRuby\ttrue\npearl\tPearl\ttrue\n")
    let empty = try sandbox.run(["favorite", "add", "-"], stdin: "\r\n\n")
    #expect(empty.status == 0)
    #expect(empty.stdout == "")
  }

  /// An endless or huge standard input (`yes ruby | raygem favorite add -`)
  /// ends with an error instead of filling memory.
  @Test func standardInputIsCapped() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["favorite", "add", "-"], stdin: String(repeating: "ruby\n", count: 4 << 20))
    #expect(result.status == 64)
    #expect(result.stderr == "raygem: standard input holds more than 16 MiB of names; give fewer at a time\n")
    #expect(sandbox.favoritesText() == nil)
  }

  @Test func aNameWithoutLettersIsAUsageError() throws {
    let sandbox = try Sandbox()
    for command in [["favorite", "add", ""], ["detail", " - "]] {
      let result = try sandbox.run(command)
      #expect(result.status == 64)
      #expect(result.stderr.hasSuffix("has no letters or digits; give a gem's name or id\n"))
    }
  }

  /// An endless catalog that is plainly no JSON object is refused at its first byte.
  ///
  /// A run is killed after 60 s, so that reading on fails the test rather
  /// than holding up the suite.
  @Test func anEndlessCatalogIsRefusedAtItsFirstByte() throws {
    let sandbox = try Sandbox()
    let shape = #"the top level must be an object {"schemaVersion": 1, "gems": [...]}"#
    for (catalog, shown) in [("/dev/zero", "/dev/zero"), ("<(yes)", "/dev/fd/")] {
      let script = "exec \"$0\" list --catalog \(catalog)"
      let running = try sandbox.start(
        ["-c", script, Sandbox.binary.path], executable: URL(fileURLWithPath: "/bin/bash"))
      let deadline = Date().addingTimeInterval(60)
      while running.process.isRunning, Date() < deadline { usleep(20_000) }
      // SIGKILL: the test runner's threads block SIGTERM, and children inherit the mask.
      if running.process.isRunning { kill(running.process.processIdentifier, SIGKILL) }
      running.process.waitUntilExit()
      let result = try running.result()
      #expect(result.status == 65, "\(catalog): \(result)")
      #expect(result.stderr.hasPrefix("raygem: catalog '\(shown)"), "\(catalog): \(result)")
      #expect(result.stderr.hasSuffix("' is not valid: \(shape)\n"), "\(catalog): \(result)")
    }
  }

  @Test func doubleDashBeforeAQueryThatStartsWithADash() throws {
    let sandbox = try Sandbox()
    let unknown = try sandbox.run(["search", "-ruby"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.hasPrefix("raygem: unknown option '-ruby'"))
    let dashed = try sandbox.run(["search", "--fields", "name", "--", "-ruby"])
    #expect(dashed.stdout.hasPrefix("Ruby\n"))
  }

  /// Linux caps one argument at 128 KiB (MAX_ARG_STRLEN), so a megabyte
  /// of query is ten arguments of 100 kB; single-argument commands get 100 kB.
  @Test func aMegabyteOfArgumentsGivesAShortError() throws {
    let sandbox = try Sandbox()
    let huge = String(repeating: "x", count: 100_000)
    let megabyte = ["search"] + Array(repeating: huge, count: 10)
    for command in [megabyte, ["detail", huge], ["favorite", "add", huge, huge]] {
      let result = try sandbox.run(command)
      #expect(result.status == 1)
      #expect(result.stderr.count < 200, "\(result.stderr.prefix(200))")
    }
    let option = try sandbox.run(["list", "--format", huge])
    #expect(option.status == 64)
    #expect(option.stderr.count < 200)
  }
}
