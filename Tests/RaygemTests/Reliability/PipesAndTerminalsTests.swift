import Foundation
import Testing

@Suite("Closed pipes and odd terminals")
struct PipesAndTerminalsTests {
  /// Runs `raygem ARGS | head -1` through the shell and reports raygem's
  /// own exit status and stderr.
  func firstLine(_ sandbox: Sandbox, _ arguments: String) throws -> (line: String, status: String, stderr: String) {
    let errors = sandbox.root.appendingPathComponent("pipe-stderr").path
    let script = "\(Sandbox.binary.path) \(arguments) 2>\(errors) | head -1; echo \"status=${PIPESTATUS[0]}\""
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    process.environment = sandbox.baseEnvironment
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let lines = text.split(separator: "\n").map(String.init)
    return (lines.first ?? "", lines.last ?? "", (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")
  }

  @Test func headOneGetsOneLineAndRaygemEndsQuietly() throws {
    let sandbox = try Sandbox()
    let result = try firstLine(sandbox, "list --format table")
    #expect(result.line == "♥  Name           Species        Color              Mohs         SG           RI")
    #expect(result.status == "status=0")
    #expect(result.stderr == "")
  }

  @Test func headOneOnALargeCatalog() throws {
    let sandbox = try Sandbox()
    var text = "{\"gems\": ["
    text += (0..<100_000).map { "{\"name\": \"Gem \($0)\", \"summary\": \"A made-up gem for the pipe test.\"}" }
      .joined(separator: ",")
    text += "]}"
    let path = try sandbox.write(text, to: "large.json")
    let result = try firstLine(sandbox, "--catalog \(path) list --format plain --fields id")
    #expect(result.line == "gem-0")
    #expect(result.status == "status=0")
    #expect(result.stderr == "")
  }

  /// A parcel whose bad line was said before the reader stopped reading
  /// (`| head -1`) still ends with 65: the closed pipe is quiet, but the
  /// bad line was a failure a script with `pipefail` must see.
  @Test func aParcelCutShortByHeadStillSaysItHadABadLine() throws {
    let sandbox = try Sandbox()
    let stones = (1...5_000).map { "S\($0),1.718,3.60" }.joined(separator: "\n")
    let path = try sandbox.write("stone,ri,sg\nBad,abc,3.60\n" + stones + "\n", to: "parcel.csv")
    let result = try firstLine(sandbox, "identify --batch \(path) --format tsv")
    #expect(result.line.hasPrefix("stone\tcandidate\t"))
    #expect(
      result.stderr
        == "raygem: line 2: option '--ri' needs a reading such as 1.544, or two such as 1.762-1.770, not 'abc'\n")
    #expect(result.status == "status=65")
  }

  @Test(arguments: ["0", "-5", "abc", ""])
  func invalidColumnsFallBackToEighty(columns: String) throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["list", "--format", "table"], environment: ["COLUMNS": columns])
    #expect(result.status == 0)
    let widest = result.stdout.split(separator: "\n").map { $0.unicodeScalars.count }.max()
    #expect(widest == 80)
  }

  @Test func tinyAndHugeColumns() throws {
    let sandbox = try Sandbox()
    // A width too narrow for any table (COLUMNS=3 by mistake) is laid out as
    // the narrowest one raygem draws, and the terminal wraps the rest.
    for columns in ["1", "3"] {
      let tiny = try sandbox.run(["list", "--format", "table", "--limit", "2"], environment: ["COLUMNS": columns])
      #expect(tiny.status == 0)
      let lines = tiny.stdout.split(separator: "\n")
      #expect(lines.allSatisfy { $0.unicodeScalars.count <= 20 })
      #expect(lines[1] == "   Agate")
    }
    let huge = try sandbox.run(["detail", "ruby", "--format", "table"], environment: ["COLUMNS": "100000"])
    #expect(huge.status == 0)
    // Prose wraps at 80 columns however wide the terminal.
    #expect(
      huge.stdout.split(separator: "\n")[2]
        == "Red corundum owing its colour to chromium, which also makes most stones glow red")
  }

  @Test func accentsSurviveTheCLocale() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(
      ["search", "paraiba", "--format", "table", "--fields", "name,hardness"],
      environment: ["LANG": "C", "LC_ALL": "C"])
    #expect(result.stdout == "Name                 Mohs\nParaíba Tourmaline  7–7.5\n")
  }

  /// A parcel fed through a pipe, a stone at a time, is answered a stone at
  /// a time: each row is sent before raygem waits for the next line, not
  /// when the output fills or the input ends.
  @Test func aParcelThroughAPipeIsAnsweredAsEachStoneArrives() throws {
    let parcel = try PipedParcel(Sandbox())
    let (process, input, output) = (parcel.process, parcel.input, parcel.output)
    var received = ""
    func nextLines(_ count: Int) -> [Substring] {
      while received.filter({ $0 == "\n" }).count < count {
        let data = output.fileHandleForReading.availableData
        guard !data.isEmpty else { break }
        received += String(decoding: data, as: UTF8.self)
      }
      return received.split(separator: "\n")
    }
    input.fileHandleForWriting.write(Data("stone,ri,sg\nA,1.718,3.60\n".utf8))
    // The first stone's row comes while the input is still open.
    let first = nextLines(2)
    #expect(first.count == 2)
    #expect(first.last?.hasPrefix("A\tspinel\t") == true)
    #expect(process.isRunning)
    input.fileHandleForWriting.write(Data("B,1.54,1.08\n".utf8))
    try input.fileHandleForWriting.close()
    let all = nextLines(3)
    parcel.waitUntilExit()
    #expect(all.count == 3)
    #expect(all.last?.hasPrefix("B\tcopal\t") == true)
    #expect(process.terminationStatus == 0)
  }

  /// A bad line of a parcel fed through a pipe is said on standard error
  /// as it is found, after the rows before it, not when the input ends;
  /// the status still says there was one.
  @Test func aBadLineIsSaidAsItIsFound() throws {
    let parcel = try PipedParcel(Sandbox())
    let (process, input, output, errors) = (parcel.process, parcel.input, parcel.output, parcel.errors)
    input.fileHandleForWriting.write(Data("stone,ri,sg\nA,1.718,3.60\nB,abc,2.65\n".utf8))
    var said = ""
    while !said.contains("\n") {
      let data = errors.fileHandleForReading.availableData
      guard !data.isEmpty else { break }
      said += String(decoding: data, as: UTF8.self)
    }
    #expect(
      said == "raygem: line 3: option '--ri' needs a reading such as 1.544, or two such as 1.762-1.770, not 'abc'\n")
    // The row before the bad line was sent before the message.
    let rows = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    #expect(rows.hasPrefix("stone\tcandidate\t"))
    #expect(rows.contains("\nA\tspinel\t"))
    #expect(process.isRunning)
    try input.fileHandleForWriting.close()
    let rest = errors.fileHandleForReading.readDataToEndOfFile()
    parcel.waitUntilExit()
    #expect(rest.isEmpty)
    #expect(process.terminationStatus == 65)
  }

  /// Standard input that cannot be read (here a folder) is a parcel that
  /// cannot be read, 66 as for a file, not a bad first line (65).
  @Test func anUnreadableStandardInputIsAnUnreadableParcel() throws {
    let sandbox = try Sandbox()
    let errors = sandbox.root.appendingPathComponent("stderr").path
    let status = try ChildProcess.run(
      [Sandbox.binary.path, "identify", "--batch", "-"], standardInput: sandbox.root.path, standardError: errors,
      environment: sandbox.baseEnvironment)
    #expect(status >> 8 == 66)
    #expect(try String(contentsOfFile: errors, encoding: .utf8) == "raygem: cannot read the parcel: is a directory\n")
  }

  /// A parcel named by a FIFO is read as `cat` reads one: raygem waits for
  /// the writer and answers every stone, rather than opening it twice (the
  /// first open, only a check, took the writer's lines and gave them back to
  /// no one).
  @Test func aParcelFromAFIFOIsAnsweredWhole() throws {
    let sandbox = try Sandbox()
    let fifo = sandbox.root.appendingPathComponent("parcel.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let lines = ["stone,ri,sg"] + (1...500).map { "S\($0),1.718,3.60" }
    let parcel = try sandbox.write(lines.joined(separator: "\n") + "\n", to: "parcel.csv")
    let reader = try sandbox.start(["identify", "--batch", fifo, "--format", "tsv"])
    let writer = Process()
    writer.executableURL = URL(fileURLWithPath: "/bin/sh")
    writer.arguments = ["-c", "cat \"$0\" > \"$1\"", parcel, fifo]
    try writer.run()
    // A safety net only: should raygem never read, ending both ends the wait.
    let pids = [reader.process.processIdentifier, writer.processIdentifier]
    let safetyNet = DispatchWorkItem { pids.forEach { kill($0, SIGKILL) } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: safetyNet)
    writer.waitUntilExit()
    // Called off before raygem is reaped, so no later process with its number is killed.
    safetyNet.cancel()
    reader.process.waitUntilExit()
    let result = try reader.result()
    #expect(writer.terminationStatus == 0)
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").count == 501)
    #expect(result.stdout.split(separator: "\n").last?.hasPrefix("S500\tspinel\t") == true)
  }
}

@Suite("Quitting")
struct QuitSignalTests {
  /// Ctrl-\ (SIGQUIT) ends raygem as it ends any command-line tool.
  ///
  /// By the signal, with no crash report (the Swift runtime's backtracer
  /// took the signal, printed a report and let a parcel carry on). A
  /// SIGQUIT the parent ignores, as a shell does for a script's background
  /// jobs, stays ignored: raygem answers on and ends when the parcel does.
  @Test(arguments: [false, true])
  func quitEndsAWaitingParcelWithoutACrashReport(ignoredByTheParent: Bool) throws {
    let sandbox = try Sandbox()
    let input = sandbox.root.appendingPathComponent("in.fifo").path
    let output = sandbox.root.appendingPathComponent("out.fifo").path
    #expect(mkfifo(input, 0o600) == 0)
    #expect(mkfifo(output, 0o600) == 0)
    let errors = sandbox.root.appendingPathComponent("stderr").path
    // Not Foundation's Process: its child inherits the runner's blocked
    // signals. The shell opens the FIFOs, after the spawn has returned (an
    // open in the spawn would wait for this process, which waits for the
    // spawn), and leaves no core file in the sandbox.
    let ignore = ignoredByTheParent ? "trap '' QUIT; " : ""
    let child = try ChildProcess.start(
      [
        "/bin/sh", "-c", ignore + "ulimit -c 0; exec \"$0\" identify --batch - --format tsv <\"$1\" >\"$2\"",
        Sandbox.binary.path, input, output,
      ], standardError: errors, environment: sandbox.baseEnvironment)
    // A safety net only: should the row never come, ending raygem ends the wait.
    let safetyNet = DispatchWorkItem { kill(child, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: safetyNet)
    // Opened in the order the child opens them, so neither open waits forever.
    let writer = open(input, O_WRONLY)
    let reader = open(output, O_RDONLY)
    defer { close(reader) }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    /// Writes `text` and reads until the output holds `lines` lines.
    func send(_ text: String, untilLines lines: Int) {
      let bytes = Array(text.utf8)
      #expect(write(writer, bytes, bytes.count) == bytes.count)
      while received.filter({ $0 == UInt8(ascii: "\n") }).count < lines {
        let count = read(reader, &buffer, buffer.count)
        guard count > 0 else { break }
        received += buffer[0..<count]
      }
    }
    // The stone's row shows raygem has started and now waits for a line.
    send("stone,ri,sg\nA,1.718,3.60\n", untilLines: 2)
    #expect(String(decoding: received, as: UTF8.self).contains("A\tspinel\t"))
    kill(child, SIGQUIT)
    if ignoredByTheParent {
      // Still answering: the next stone's row comes, and the parcel's end ends it.
      send("B,1.762-1.770,4.00\n", untilLines: 3)
      #expect(String(decoding: received, as: UTF8.self).contains("B\tcorundum\t"))
    }
    close(writer)
    // Waited for without reaping, so the safety net is called off before
    // the child's number can be given to another process.
    var info = siginfo_t()
    while waitid(P_PID, id_t(child), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
    safetyNet.cancel()
    let status = ChildProcess.wait(for: child)
    #expect(ignoredByTheParent ? status == 0 : status & 0x7F == SIGQUIT)
    #expect((try? String(contentsOfFile: errors, encoding: .utf8)) == "")
  }
}

/// `raygem identify --batch -` answering a parcel written to it through a
/// pipe, with pipes for its output and standard error.
struct PipedParcel {
  /// Kept for the run: its folders go when it does.
  let sandbox: Sandbox
  let process = Process()
  let input = Pipe()
  let output = Pipe()
  let errors = Pipe()
  /// A safety net only: should an awaited line never come, ending raygem
  /// ends the wait (SIGKILL: the child may inherit a signal mask that
  /// blocks SIGTERM).
  private let safetyNet: DispatchWorkItem

  /// Starts raygem in `sandbox`, writing tab-separated rows.
  init(_ sandbox: Sandbox) throws {
    self.sandbox = sandbox
    process.executableURL = Sandbox.binary
    process.arguments = ["identify", "--batch", "-", "--format", "tsv"]
    process.environment = sandbox.baseEnvironment
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let child = process.processIdentifier
    safetyNet = DispatchWorkItem { kill(child, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: safetyNet)
  }

  /// Waits for raygem to end, the safety net called off first, so that no
  /// later process given its number is killed.
  func waitUntilExit() {
    safetyNet.cancel()
    process.waitUntilExit()
  }
}
