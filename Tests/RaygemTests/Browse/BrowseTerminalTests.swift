import BundledCatalog
import Foundation
import GemCore
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `raygem browse` in a real terminal (tmux), driven by keys and signals:
/// every way out must leave the terminal exactly as it was — the same
/// `stty -g`, the normal screen, the cursor shown, mouse reporting off.
@Suite("Browse: in a terminal", .serialized)
struct BrowseTerminalTests {
  /// The modes a shell has, and a full-screen program must give back.
  static let restored = "alternate=0 cursor=1 mouse=0"
  /// The modes while the browser runs.
  static let browsing = "alternate=1 cursor=0 mouse=1"

  /// A pane running `raygem browse ARGUMENTS` from a script that records
  /// `stty -g` before and after, and the exit status; `setUp` runs in that
  /// script just before raygem.
  private func browse(
    _ arguments: String = "", in sandbox: Sandbox, width: Int = 80, height: Int = 24,
    environment: String = "NO_COLOR=1", setUp: String = ""
  ) throws -> TmuxTerminal {
    let script = """
      cd '\(sandbox.root.path)'
      export RAYGEM_HOME='\(sandbox.home.path)' HOME='\(sandbox.root.path)/no-such-home' LANG=C.UTF-8 \(environment)
      unset COLUMNS LINES
      stty -g > before
      echo $$ > shell.pid
      \(setUp)
      '\(Sandbox.binary.path)' browse \(arguments)
      echo $? > status
      stty -g > after
      # Stay: a dead pane reports its own modes (tmux hides its cursor),
      # not what raygem left.
      exec sleep 3600
      """
    let path = try sandbox.write(script, to: "browse.sh")
    return try TmuxTerminal(sandbox: sandbox, width: width, height: height, command: "sh '\(path)'")
  }

  private func expectTerminalAsItWas(_ terminal: TmuxTerminal, status: String) throws {
    #expect(try terminal.waitForFile("status") == status + "\n")
    #expect(try terminal.waitForFile("after") == (try terminal.waitForFile("before")))
    #expect(try terminal.modes() == Self.restored)
  }

  /// The browser's process id: the recording shell's one child.
  private func browserProcess(_ terminal: TmuxTerminal) throws -> pid_t {
    try firstChild(of: terminal.waitForFile("shell.pid").trimmingCharacters(in: .whitespacesAndNewlines))
  }

  private func firstChild(of shell: String) throws -> pid_t {
    let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    return try #require(pid_t(children.split(separator: " ").first ?? ""))
  }

  /// Waits until `process` has ended: gone, or a zombie its parent has
  /// not reaped yet (when bash reaps is bash's affair, not the browser's).
  private func waitUntilGone(_ process: pid_t) throws {
    let deadline = Date().addingTimeInterval(TmuxTerminal.patience)
    while let state = Self.state(of: process), state != "Z" {
      guard Date() < deadline else { throw TmuxError.timedOut("process \(process) to end (state \(state))") }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  /// The state letter `/proc` gives a process (`R`, `S`, `T` for stopped,
  /// `Z` for ended but not reaped), or `nil` when there is no such process.
  private static func state(of process: pid_t) -> String? {
    guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(after: end)...].split(separator: " ").first.map(String.init)
  }

  @Test func searchDetailFavoriteAndQuitAsTheIssueSays() throws {
    let sandbox = try Sandbox()
    let terminal = try browse(in: sandbox)
    try terminal.waitFor(text: "[1 All gems]  2 Favorites   3 Search")
    #expect(try terminal.modes() == Self.browsing)
    try terminal.press("/")
    try terminal.type("rose qu")
    let found = try terminal.waitFor("Rose Quartz selected") { $0.count > 3 && $0[3].hasPrefix("›    Rose Quartz") }
    #expect(found[1].hasPrefix("Search: rose qu"))
    try terminal.press("Enter")
    try terminal.waitFor("the detail page") { $0.count > 1 && $0[1] == "Rose Quartz" }
    try terminal.press("f")
    try terminal.waitFor(text: "♥ Rose Quartz is a favorite")
    #expect(sandbox.favoritesText()?.contains("\"rose-quartz\"") == true)
    let favorites = try sandbox.run(["favorites", "--fields", "name"])
    #expect(favorites.stdout == "Rose Quartz\n")
    try terminal.press("q")
    try expectTerminalAsItWas(terminal, status: "0")
  }

  /// Ctrl-C quits with 130, as an interrupted job; Ctrl-\\ as it quits any
  /// program outside raw mode, by SIGQUIT, with the terminal given back first.
  @Test(arguments: [("C-c", "130"), ("C-\\", "\(128 + SIGQUIT)")])
  func ctrlCAndCtrlBackslashQuit(key: String, status: String) throws {
    let sandbox = try Sandbox()
    let terminal = try browse(in: sandbox)
    try terminal.waitFor(text: "1 All gems")
    try terminal.press(key)
    try expectTerminalAsItWas(terminal, status: status)
  }

  @Test(arguments: [("TERM", SIGTERM), ("HUP", SIGHUP), ("SEGV", SIGSEGV), ("ABRT", SIGABRT), ("USR1", SIGUSR1)])
  func aSignalEndsItAsTheSignalWouldAndRestoresTheTerminal(name: String, signal: Int32) throws {
    let sandbox = try Sandbox()
    let terminal = try browse(in: sandbox)
    try terminal.waitFor(text: "1 All gems")
    kill(try browserProcess(terminal), signal)
    try expectTerminalAsItWas(terminal, status: "\(128 + signal)")
  }

  /// The signals past the classic ones whose default action also ends a
  /// process; glibc numbers the real-time ones at run time.
  static let lesserKnownSignals: [(name: String, signal: Int32)] = [
    ("PWR", SIGPWR), ("IO", SIGIO), ("STKFLT", SIGSTKFLT), ("RTMIN", __libc_current_sigrtmin()),
    ("RTMIN+3", __libc_current_sigrtmin() + 3), ("RTMAX", __libc_current_sigrtmax()),
  ]

  @Test(arguments: lesserKnownSignals)
  func powerIOAndRealTimeSignalsEndItAsTheSignalWouldAndRestoreTheTerminal(name: String, signal: Int32) throws {
    let sandbox = try Sandbox()
    let terminal = try browse(in: sandbox)
    try terminal.waitFor(text: "1 All gems")
    kill(try browserProcess(terminal), signal)
    try expectTerminalAsItWas(terminal, status: "\(128 + signal)")
  }

  /// A pane running an interactive bash, with job control, in the sandbox.
  private func jobControlShell(in sandbox: Sandbox) throws -> TmuxTerminal {
    let script = try sandbox.write(
      """
      export RAYGEM_HOME='\(sandbox.home.path)' LANG=C.UTF-8 NO_COLOR=1 PS1='$ '
      cd '\(sandbox.root.path)'
      """, to: "shellrc")
    let terminal = try TmuxTerminal(sandbox: sandbox, command: "bash --noprofile --rcfile '\(script)' -i")
    try terminal.waitFor(text: "$")
    return terminal
  }

  @Test func aStoppedBrowserEndsAtOnceWhenKilledAndLeavesTheShellsScreenAlone() throws {
    let sandbox = try Sandbox()
    let terminal = try jobControlShell(in: sandbox)
    try terminal.type("'\(Sandbox.binary.path)' browse")
    try terminal.press("Enter")
    try terminal.waitFor(text: "1 All gems")
    try terminal.press("C-z")
    try terminal.waitFor(text: "Stopped")
    let browser = try firstChild(of: terminal.pane("#{pane_pid}"))
    #expect(Self.state(of: browser) == "T")
    // bash's kill sends SIGTERM, then SIGCONT to the stopped job.
    try terminal.type("kill %1")
    try terminal.press("Enter")
    // A browser that stopped again instead would never end. Ended is what
    // the kernel says (gone, or a zombie): bash's own job table can lag,
    // and keep saying Stopped, when it misses the child's end while it
    // hears of the continue.
    try waitUntilGone(browser)
    try terminal.type("echo after-kill")
    try terminal.press("Enter")
    // The typed line holds the word too: wait for the line it prints.
    let screen = try terminal.waitFor("the shell's next line") { $0.contains("after-kill") }
    // The shell's lines are still there.
    #expect(screen.contains { $0.hasPrefix("$ kill %1") }, "the screen:\n\(screen.joined(separator: "\n"))")
    #expect(try terminal.modes() == Self.restored)
  }

  @Test func ctrlZStopsWithASaneTerminalAndFgDrawsAgain() throws {
    let sandbox = try Sandbox()
    let terminal = try jobControlShell(in: sandbox)
    try terminal.type("stty -g > before; '\(Sandbox.binary.path)' browse")
    try terminal.press("Enter")
    try terminal.waitFor(text: "1 All gems")
    try terminal.press("j")
    try terminal.waitFor(text: "›    Alabaster")
    try terminal.press("C-z")
    try terminal.waitFor(text: "Stopped")
    #expect(try terminal.modes() == Self.restored)
    try terminal.type("stty -g > stopped; fg")
    try terminal.press("Enter")
    try terminal.waitFor(text: "›    Alabaster")
    #expect(try terminal.modes() == Self.browsing)
    try terminal.press("q")
    // Typed before the browser lets go, the line would be keys for it.
    try terminal.waitFor(modes: Self.restored)
    try terminal.type("stty -g > after")
    try terminal.press("Enter")
    let before = try terminal.waitForFile("before")
    #expect(try terminal.waitForFile("stopped") == before)
    #expect(try terminal.waitForFile("after") == before)
    #expect(try terminal.modes() == Self.restored)
  }

  /// SIGTTIN and SIGTTOU stop the browser as Ctrl-Z does, giving the
  /// terminal back first (a tester's finding: `kill -TTOU` left the
  /// alternate screen on and the cursor hidden under the shell's prompt).
  @Test(arguments: [SIGTTIN, SIGTTOU])
  func aTerminalStopSignalStopsWithASaneTerminal(signal: Int32) throws {
    let sandbox = try Sandbox()
    let terminal = try jobControlShell(in: sandbox)
    try terminal.type("'\(Sandbox.binary.path)' browse")
    try terminal.press("Enter")
    try terminal.waitFor(text: "1 All gems")
    let browser = try firstChild(of: terminal.pane("#{pane_pid}"))
    #expect(kill(browser, signal) == 0)
    try terminal.waitFor(text: "Stopped")
    #expect(try terminal.modes() == Self.restored)
    try terminal.type("fg")
    try terminal.press("Enter")
    try terminal.waitFor(text: "1 All gems")
    #expect(try terminal.modes() == Self.browsing)
    try terminal.press("q")
    try terminal.waitFor(modes: Self.restored)
  }

  @Test func aResizeRedrawsAtTheNewSizeDownToTheTooSmallNotice() throws {
    let sandbox = try Sandbox()
    let terminal = try browse(in: sandbox, width: 120, height: 30)
    try terminal.waitFor(text: " │ Agate")
    try terminal.resize(width: 60, height: 15)
    let count = Catalog.bundled.gems.count
    let narrow = try terminal.waitFor("a 60×15 frame") { $0.count >= 15 && $0[14].hasSuffix("1/\(count)") }
    #expect(narrow.allSatisfy { $0.count <= 60 })
    #expect(!narrow.contains { $0.contains(" │ ") })
    try terminal.resize(width: 18, height: 6)
    // At 18 columns the notice takes its short wording, never cut.
    try terminal.waitFor(text: "Needs 20×5 or more")
    try terminal.resize(width: 80, height: 24)
    try terminal.waitFor(text: "[1 All gems]")
    try terminal.press("q")
    try expectTerminalAsItWas(terminal, status: "0")
  }

  @Test func aBogusWindowSizeIsTakenAsTheLargestScreenAndQStillQuits() throws {
    let sandbox = try Sandbox()
    // The cap on memory only keeps a browser that ignores the size rule
    // from taking the machine's memory while the test waits.
    let terminal = try browse(in: sandbox, setUp: "stty rows 65535 cols 65535; ulimit -v 4000000")
    // The alternate screen is on before the first frame is drawn: q
    // arrives while the browser draws, or has just drawn.
    try terminal.waitFor(modes: Self.browsing)
    try terminal.press("q")
    try expectTerminalAsItWas(terminal, status: "0")
  }

  @Test func anotherProcessesFavoriteAppearsWhenTheTabIsShownAgain() throws {
    let sandbox = try Sandbox()
    let terminal = try browse(in: sandbox)
    try terminal.waitFor(text: "1 All gems")
    try terminal.press("2")
    try terminal.waitFor(text: "No favorites yet")
    #expect(try sandbox.run(["favorite", "add", "ruby"]).status == 0)
    try terminal.press("1")
    try terminal.press("2")
    try terminal.waitFor(text: "› ♥  Ruby")
    try terminal.press("q")
    try expectTerminalAsItWas(terminal, status: "0")
  }

  /// A favorites file damaged while the browser is open marks no gem once
  /// it is read again, as at the start and for `list` (a tester's finding:
  /// the old hearts and counts stayed).
  @Test func aFavoritesFileDamagedMeanwhileMarksNoGem() throws {
    let sandbox = try Sandbox()
    #expect(try sandbox.run(["favorite", "add", "ruby"]).status == 0)
    let terminal = try browse(in: sandbox)
    try terminal.waitFor(text: "1 All gems")
    try terminal.press("2")
    try terminal.waitFor(text: "› ♥  Ruby")
    try Data(#"{"schemaVersion":1,"favorites":["ruby","#.utf8).write(to: sandbox.favoritesFile)
    try terminal.press("1")
    try terminal.press("2")
    try terminal.waitFor(text: "No favorites shown: favorites file")
    try terminal.press("q")
    try expectTerminalAsItWas(terminal, status: "0")
  }

  /// Another program holding the favorites lock, as `flock(1)` in a script
  /// would: it holds the lock once this returns, until the returned
  /// closure lets it go (and waits for it to end).
  private func holdFavoritesLock(in sandbox: Sandbox) throws -> () -> Void {
    try FileManager.default.createDirectory(at: sandbox.home, withIntermediateDirectories: true)
    let holder = Process()
    holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    holder.arguments = [
      "flock", sandbox.home.appendingPathComponent("favorites.json.lock").path, "-c", "echo held; read line",
    ]
    let input = Pipe()
    let output = Pipe()
    holder.standardInput = input
    holder.standardOutput = output
    try holder.run()
    // flock runs the script only once it holds the lock.
    let line = output.fileHandleForReading.availableData
    #expect(String(decoding: line, as: UTF8.self) == "held\n")
    return {
      // The end of its input ends the script's read, and so the lock.
      try? input.fileHandleForWriting.close()
      holder.waitUntilExit()
    }
  }

  @Test func aLockedFavoritesFileIsShownAndTriedAgainWithoutFreezing() throws {
    let sandbox = try Sandbox()
    let terminal = try browse(in: sandbox)
    try terminal.waitFor(text: "1 All gems")
    let releaseLock = try holdFavoritesLock(in: sandbox)
    try terminal.press("f")
    try terminal.waitFor(text: "locked by another program")
    // The screen still answers keys while the lock is held.
    try terminal.press("?")
    try terminal.waitFor(text: "Keys")
    try terminal.press("Escape")
    releaseLock()
    try terminal.waitFor(text: "♥ 1")
    #expect(sandbox.favoritesText()?.contains("\"agate\"") == true)
    try terminal.press("q")
    try expectTerminalAsItWas(terminal, status: "0")
  }

  @Test func changesWaitingForTheLockLandInTheOrderAskedAndQAsksFirst() throws {
    let sandbox = try Sandbox()
    let terminal = try browse(in: sandbox)
    try terminal.waitFor(text: "1 All gems")
    let releaseLock = try holdFavoritesLock(in: sandbox)
    // Agate twice (back to not a favorite), then Alabaster, then Alexandrite.
    for keys in ["f", "f", "j", "f", "j", "f"] { try terminal.press(keys) }
    try terminal.waitFor(text: "locked by another program")
    try terminal.press("q")
    try terminal.waitFor(text: "q again to quit anyway")
    releaseLock()
    try terminal.waitFor(text: "♥ 2")
    #expect(
      sandbox.favoritesText()?.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: "")
        .contains("\"favorites\":[\"alabaster\",\"alexandrite\"]") == true)
    try terminal.press("q")
    try expectTerminalAsItWas(terminal, status: "0")
  }

  @Test func withoutATerminalItSaysOneIsNeededAndExits64() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["browse"])
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "raygem: browse needs a terminal on standard input and output; in scripts use list, search or detail\n")
  }
}
