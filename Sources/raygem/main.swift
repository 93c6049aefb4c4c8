import RaygemCLI
import TerminalRendering

#if canImport(Glibc)
  import Glibc
#endif

// The entry point: the only code that touches the real streams and exits.
// A closed pipe must end raygem quietly, so SIGPIPE is ignored and EPIPE
// from write(2) is handled by StandardStream.
signal(SIGPIPE, SIG_IGN)

// Only the variables raygem reads: building ProcessInfo's dictionary of the
// whole environment was a quarter of the start-up instructions.
var environment: [String: String] = [:]
for name in Raygem.environmentVariables {
  if let value = getenv(name) { environment[name] = String(cString: value) }
}

let outcome = Raygem.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: environment,
  terminal: { [environment] in TerminalCapabilities.detect(color: $0, environment: environment) },
  readStandardInput: { () throws(RaygemError) -> String in try StandardStream.readAllInput() }
)
let status = outcome.status
switch StandardStream.output.write(outcome.standardOutput) {
case .written: break
case .closed: exit(status)
case .failed(let reason):
  // A script must not make a change twice because its report was lost.
  let message =
    outcome.savedChange
    ? "the change was saved, but its report could not be written" : "cannot write the output"
  _ = StandardStream.error.write("raygem: \(message): \(reason)\n")
  exit(74)
}
_ = StandardStream.error.write(outcome.standardError)
exit(status)
