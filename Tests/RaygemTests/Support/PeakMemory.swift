import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension Sandbox {
  /// Runs raygem with its output thrown away and reports its peak resident
  /// memory, which `wait4(2)` gives for that one process (the test runner's
  /// other children, running in parallel, do not count).
  ///
  /// - Parameter arguments: The command line.
  /// - Returns: The exit status and the peak resident set in bytes.
  /// - Throws: When the binary cannot be started.
  func peakMemory(_ arguments: [String]) throws -> (status: Int32, bytes: Int) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let words = [Self.binary.path] + arguments
    var argv = words.map { strdup($0) } + [nil]
    defer { for word in argv { free(word) } }
    var environment = baseEnvironment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for entry in environment { free(entry) } }
    var child: pid_t = 0
    guard posix_spawn(&child, Self.binary.path, &actions, nil, &argv, &environment) == 0 else {
      throw CocoaError(.executableLoad)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(child, &status, 0, &usage) < 0 && errno == EINTR {}
    // Linux reports ru_maxrss in kilobytes.
    return ((status >> 8) & 0xFF, usage.ru_maxrss * 1024)
  }
}
