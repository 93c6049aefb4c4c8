import Foundation
import ProcessEnvironment
import TerminalRendering
import Testing

@testable import RaygemCLI

/// Output on a terminal goes through a pager, as git's does: the choice in
/// process, and a real `less` in a short tmux pane.
@Suite("Pager")
struct PagerTests {
  private func pager(
    _ arguments: [String], environment: Environment = [:], isTerminal: Bool = true,
    inputIsTerminal: Bool = false
  ) -> String? {
    var environment = environment
    environment["RAYGEM_HOME"] = NoHome.path
    return Raygem.run(
      arguments: arguments, environment: environment,
      terminal: { _ in TerminalCapabilities(isTerminal: isTerminal, isColored: false, width: 80) },
      inputIsTerminal: inputIsTerminal, readStandardInput: { "" }
    ).pager
  }

  /// A parcel typed at the terminal is answered as it is typed: a pager
  /// would take the keyboard (no echo, Ctrl-C and Ctrl-D its own).
  @Test func aParcelTypedAtTheTerminalIsNotPaged() {
    #expect(pager(["identify", "--batch", "-"], inputIsTerminal: true) == nil)
    #expect(pager(["identify", "--batch", "-"]) == "less")
    #expect(pager(["identify", "--sg", "3.6"], inputIsTerminal: true) == "less")
  }

  /// A dumb terminal (Emacs's shell) gets no `less` unless one is asked
  /// for: less stops there to say the terminal is not fully functional
  /// (a second tester's finding).
  @Test func aDumbTerminalIsNotPagedUnlessAPagerIsSet() {
    #expect(pager(["detail", "ruby"], environment: ["TERM": "dumb"]) == nil)
    #expect(pager(["detail", "ruby"], environment: ["TERM": "dumb", "PAGER": "more"]) == "more")
    #expect(pager(["detail", "ruby"], environment: ["TERM": "xterm"]) == "less")
  }

  @Test func theCommandsThatShowThingsPageOnATerminalOnly() {
    #expect(pager(["detail", "ruby"]) == "less")
    #expect(pager(["list"]) == "less")
    #expect(pager(["help", "identify"]) == "less")
    #expect(pager(["identify", "--sg", "3.6"]) == "less")
    #expect(pager(["detail", "ruby"], isTerminal: false) == nil)
    #expect(pager(["detail", "ruby", "--no-pager"]) == nil)
    #expect(pager(["--no-pager", "list"]) == nil)
    // Reports, scripts, a full-screen program and errors do not.
    #expect(pager(["favorite", "add", "ruby"], environment: ["RAYGEM_HOME": NSTemporaryDirectory()]) == nil)
    #expect(pager(["completions", "bash"]) == nil)
    #expect(pager(["schema"]) == nil)
    #expect(pager(["--version"]) == nil)
    #expect(pager(["detail", "no-such-gem"]) == nil)
    #expect(
      Raygem.run(
        arguments: ["favorite", "--no-pager", "add", "ruby"], environment: ["RAYGEM_HOME": "/dev/null/x"],
        terminal: { _ in TerminalCapabilities(isTerminal: true, isColored: false, width: 80) },
        readStandardInput: { "" }
      ).status == 64)
  }

  @Test func theEnvironmentChoosesOrTurnsOffThePager() {
    #expect(pager(["list"], environment: ["PAGER": "more"]) == "more")
    #expect(pager(["list"], environment: ["PAGER": "more", "RAYGEM_PAGER": "less -S"]) == "less -S")
    #expect(pager(["list"], environment: ["RAYGEM_PAGER": "cat"]) == nil)
    #expect(pager(["list"], environment: ["RAYGEM_PAGER": ""]) == nil)
    #expect(pager(["list"], environment: ["PAGER": " "]) == nil)
  }

  /// bash in a pane 20 rows high, in `sandbox`, with less the only pager,
  /// waiting at its prompt.
  private static func shellInAShortPane(_ sandbox: Sandbox) throws -> TmuxTerminal {
    let script = try sandbox.write(
      """
      unset LESS PAGER RAYGEM_PAGER
      export RAYGEM_HOME='\(sandbox.home.path)' LANG=C.UTF-8 NO_COLOR=1 PS1='$ '
      cd '\(sandbox.root.path)'
      """, to: "shellrc")
    let terminal = try TmuxTerminal(
      sandbox: sandbox, height: 20, command: "bash --noprofile --rcfile '\(script)' -i")
    try terminal.waitFor(text: "$")
    return terminal
  }

  /// Ctrl-\ while the pager shows a page is the pager's, as Ctrl-C is: the
  /// shell that runs the pager must not die of it and hand the terminal
  /// back while the pager still draws on it, without echo.
  @Test func quitInThePagerLeavesThePagerShowingThePage() throws {
    let sandbox = try Sandbox()
    let terminal = try Self.shellInAShortPane(sandbox)
    try terminal.type("clear; '\(Sandbox.binary.path)' detail ruby; echo paged=$?")
    try terminal.press("Enter")
    try terminal.waitFor("the pager's prompt") { $0.contains { $0 == ":" } }
    try terminal.press("C-\\")
    // Still the pager's: it opens its search prompt for `/`, and raygem has not ended.
    try terminal.press("/")
    let searching = try terminal.waitFor("the pager's search prompt") { $0.contains { $0 == "/" } }
    #expect(!searching.contains { $0.contains("paged=") })
    try terminal.press("BSpace")
    try terminal.waitFor("the pager's prompt") { $0.contains { $0 == ":" } }
    try terminal.press("q")
    try terminal.waitFor(text: "paged=0")
  }

  /// A shell in a short pane: the ruby page does not fit, so less holds it
  /// with its prompt until q; with --no-pager the shell's prompt comes back.
  @Test func aPageLongerThanTheTerminalOpensThePagerAndNoPagerDoesNot() throws {
    let sandbox = try Sandbox()
    let terminal = try Self.shellInAShortPane(sandbox)
    // Each run ends with its own marker, so that a wait never takes the one
    // a run before it left on the screen.
    try terminal.type("clear; '\(Sandbox.binary.path)' detail ruby; echo paged=$?")
    try terminal.press("Enter")
    // less's prompt on the last row: the page waits for the reader.
    try terminal.waitFor("the pager's prompt") { $0.contains { $0 == ":" } }
    #expect(!(try terminal.screen()).contains { $0.hasPrefix("paged=") })
    try terminal.press("q")
    try terminal.waitFor(text: "paged=0")
    try terminal.type("clear; '\(Sandbox.binary.path)' detail ruby --no-pager; echo unpaged=$?")
    try terminal.press("Enter")
    let screen = try terminal.waitFor(text: "unpaged=0")
    #expect(!screen.contains { $0 == ":" })
    // A pager that cannot run is said, and the page printed straight out.
    try terminal.type("clear; PAGER=no-such-pager '\(Sandbox.binary.path)' detail ruby --fields name; echo direct=$?")
    try terminal.press("Enter")
    let direct = try terminal.waitFor(text: "direct=0")
    #expect(direct.contains("raygem: cannot run the pager 'no-such-pager'; printing straight out"))
    #expect(direct.contains { $0.hasPrefix("Ruby") })
    // A pager the shell runs after a variable's assignment, or by exec, is
    // run, not refused for its first word (a tester's finding).
    for (number, pager) in ["LESS=R less", "exec less"].enumerated() {
      try terminal.type("clear; PAGER='\(pager)' '\(Sandbox.binary.path)' detail ruby; echo shell\(number)=$?")
      try terminal.press("Enter")
      try terminal.waitFor("the pager's prompt") { $0.contains { $0 == ":" } }
      try terminal.press("q")
      let screen = try terminal.waitFor(text: "shell\(number)=0")
      #expect(!screen.contains { $0.contains("cannot run the pager") })
    }
  }
}
