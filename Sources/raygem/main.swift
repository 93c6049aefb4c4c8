import CProcess
import ProcessEnvironment
import RaygemCLI
import TerminalRendering

#if canImport(Glibc)
  import Glibc
#endif

// The work is a function's, not top-level code's: top-level code belongs
// to the main actor, and its closures handed to raygem carry checks of the
// running actor that link the concurrency runtime into every start
// (Sources/Benchmark/README.md, "Start-up").
start()

/// Runs raygem and exits with its status.
func start() -> Never {
  // The entry point: the only code that touches the real streams and exits.
  // A closed pipe must end raygem quietly, so SIGPIPE is ignored and EPIPE
  // from write(2) is handled by StandardStream.
  signal(SIGPIPE, SIG_IGN)
  // A limit on file sizes (`ulimit -f`) must make a write fail with an error
  // raygem reports (or, for the index, does without), not end it silently.
  signal(SIGXFSZ, SIG_IGN)
  // Ctrl-\ (SIGQUIT) must quit as it quits any tool, not be taken by the
  // Swift runtime's backtracer, which prints a crash report and carries on;
  // one the parent ignores stays ignored.
  raygem_quit_by_default()
  let closedAtStart = StandardStream.reserveClosedDescriptors()
  // Large blocks (a catalog's bytes, a huge name) go back to the system as
  // soon as they are freed, so that peak memory follows what is live.
  raygem_return_large_blocks_at_once()

  // Only the variables raygem reads: reading the whole environment is
  // start-up work for nothing (Sources/Benchmark/README.md, "Start-up"). Arguments and
  // values are read as bytes, so that those that are not UTF-8 are known: a path
  // among them is refused rather than rewritten with U+FFFD.
  var environment: Environment = [:]
  var undecodable = UndecodableInput()
  for name in Raygem.environmentVariables {
    guard let value = getenv(name) else { continue }
    if let text = String(validatingCString: value) {
      environment[name] = text
    } else {
      environment[name] = String(cString: value)
      undecodable.variables.insert(name)
    }
  }
  var arguments: [String] = []
  for index in 1..<max(1, Int(CommandLine.argc)) {
    guard let argument = CommandLine.unsafeArgv[index] else { continue }
    if let text = String(validatingCString: argument) {
      arguments.append(text)
    } else {
      undecodable.arguments.insert(arguments.count)
      arguments.append(String(cString: argument))
    }
  }

  let outcome = Raygem.run(
    arguments: arguments,
    environment: environment,
    undecodable: undecodable,
    terminal: { [environment] in TerminalCapabilities.detect(color: $0, environment: environment) },
    inputIsTerminal: isatty(STDIN_FILENO) == 1,
    standardInputIsClosed: closedAtStart.contains(STDIN_FILENO),
    readStandardInput: { () throws(RaygemError) -> String in try StandardStream.readAllInput() },
    writeStandardError: { _ = StandardStream.error.write($0) },
    errorIsTerminal: isatty(STDERR_FILENO) == 1
  )
  let status = outcome.status
  if let program = outcome.output.program {
    let result = Raygem.result(of: FullScreenDriver.run(program))
    _ = StandardStream.error.write(outcome.standardError + result.standardError)
    exit(result.status)
  }
  let pager = outcome.pager.flatMap { command -> Pager? in
    guard Pager.canRun(command) else {
      // A pager the user set that cannot run is said; a missing less is not.
      if environment["RAYGEM_PAGER"] != nil || environment["PAGER"] != nil {
        let shown = String(
          String.UnicodeScalarView(command.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
        _ = StandardStream.error.write("raygem: cannot run the pager '\(shown)'; printing straight out\n")
      }
      return nil
    }
    return Pager.start(command)
  }
  let standardOutput = StandardStream.Sink(pager.map { StandardStream(descriptor: $0.input) } ?? StandardStream.output)
  outcome.output.write(to: standardOutput)
  pager?.finish()
  switch standardOutput.result {
  case .written: break
  case .closed:
    // Quiet about the pipe, but not about what failed before it closed
    // (a parcel's bad lines, already named): a script must see the status.
    if let failure = outcome.failureBeforeClosing() {
      _ = StandardStream.error.write(failure.standardError)
      exit(failure.status)
    }
    exit(status)
  case .failed(let reason):
    // A script must not make a change twice because its report was lost.
    let message =
      outcome.savedChange
      ? "the change was saved, but its report could not be written" : "cannot write the output"
    _ = StandardStream.error.write("raygem: \(message): \(reason)\n")
    exit(74)
  }
  if let failure = outcome.failureWhileWriting() {
    _ = StandardStream.error.write(outcome.standardError + failure.standardError)
    exit(failure.status)
  }
  _ = StandardStream.error.write(outcome.standardError)
  exit(status)
}
