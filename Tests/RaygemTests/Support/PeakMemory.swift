import Foundation

extension Sandbox {
  /// GNU time, which `.ci/run` installs.
  static let timeProgram = "/usr/bin/time"

  /// Runs raygem with its output thrown away and reports its peak resident
  /// memory, as GNU time measures it.
  ///
  /// Not `wait4(2)` on a child of the test runner: a child started by
  /// `posix_spawn` or `fork` carries the runner's own peak (tens of
  /// megabytes, growing as tests run) across `exec` into its `ru_maxrss`.
  /// GNU time forks from its own small process, so its child's peak is raygem's.
  ///
  /// - Parameters:
  ///   - arguments: The command line.
  ///   - standardInput: The file raygem reads as standard input.
  ///   - standardError: The file raygem's standard error goes to.
  /// - Returns: The exit status and the peak resident set in bytes.
  /// - Throws: When GNU time cannot be started or reports nothing.
  func peakMemory(_ arguments: [String], standardInput: String = "/dev/null", standardError: String = "/dev/null")
    throws -> (status: Int32, bytes: Int)
  {
    let report = root.appendingPathComponent("peak-\(UUID().uuidString)").path
    let status = try ChildProcess.run(
      [Self.timeProgram, "-f", "%M", "-o", report, Self.binary.path] + arguments, standardInput: standardInput,
      standardError: standardError, environment: baseEnvironment)
    // The last line is the peak in kilobytes; a line before it, if any,
    // says the command exited with a non-zero status.
    let text = try String(contentsOfFile: report, encoding: .utf8)
    guard let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0) }) else {
      throw CocoaError(.fileReadCorruptFile)
    }
    return ((status >> 8) & 0xFF, kilobytes * 1024)
  }
}
