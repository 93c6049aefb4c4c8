import Foundation

#if canImport(Glibc)
  import Glibc
#endif

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
  /// - Parameter arguments: The command line.
  /// - Returns: The exit status and the peak resident set in bytes.
  /// - Throws: When GNU time cannot be started or reports nothing.
  func peakMemory(_ arguments: [String]) throws -> (status: Int32, bytes: Int) {
    let report = root.appendingPathComponent("peak-\(UUID().uuidString)").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let words = [Self.timeProgram, "-f", "%M", "-o", report, Self.binary.path] + arguments
    var argv = words.map { strdup($0) } + [nil]
    defer { for word in argv { free(word) } }
    var environment = baseEnvironment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for entry in environment { free(entry) } }
    var child: pid_t = 0
    guard posix_spawn(&child, Self.timeProgram, &actions, nil, &argv, &environment) == 0 else {
      throw CocoaError(.executableLoad)
    }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    // The last line is the peak in kilobytes; a line before it, if any,
    // says the command exited with a non-zero status.
    let text = try String(contentsOfFile: report, encoding: .utf8)
    guard let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0) }) else {
      throw CocoaError(.fileReadCorruptFile)
    }
    return ((status >> 8) & 0xFF, kilobytes * 1024)
  }
}
