import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Starting a program from the tests without Foundation's `Process`, for
/// the cases where `Process` does not do: a tmux client it left unreaped,
/// a child whose own resources must be measured, and a child that must
/// see signals.
enum ChildProcess {
  /// Runs `words` (the program first, looked up on `PATH`) and waits for it.
  ///
  /// The test runner's threads block most signals, and a blocked mask is
  /// inherited: the child starts with none blocked, so that it (and a tmux
  /// server it starts) sees SIGTERM and SIGCHLD.
  ///
  /// - Parameters:
  ///   - words: The program and its arguments.
  ///   - standardInput: Where its standard input comes from.
  ///   - standardOutput: Where its standard output goes.
  ///   - standardError: Where its standard error goes.
  ///   - environment: Its environment; the runner's when `nil`.
  /// - Returns: The wait status, as `waitpid(2)` gives it.
  /// - Throws: When the program cannot be started.
  static func run(
    _ words: [String], standardInput: String = "/dev/null", standardOutput: String = "/dev/null",
    standardError: String = "/dev/null", environment: [String: String]? = nil
  ) throws -> Int32 {
    wait(
      for: try start(
        words, standardInput: standardInput, standardOutput: standardOutput, standardError: standardError,
        environment: environment))
  }

  /// Starts `words` as ``run(_:standardInput:standardOutput:standardError:environment:)``
  /// does, without waiting.
  ///
  /// - Returns: The child's process id, for ``wait(for:)``.
  /// - Throws: When the program cannot be started.
  static func start(
    _ words: [String], standardInput: String = "/dev/null", standardOutput: String = "/dev/null",
    standardError: String = "/dev/null", environment: [String: String]? = nil
  ) throws -> pid_t {
    try start(
      bytes: words.map { Array($0.utf8) }, standardInput: standardInput, standardOutput: standardOutput,
      standardError: standardError,
      environment: environment.map { $0.map { Array("\($0.key)=\($0.value)".utf8) } })
  }

  /// Starts a program whose arguments and environment entries are bytes,
  /// which need not be UTF-8 (Foundation's `Process` takes strings only).
  ///
  /// - Parameters:
  ///   - words: The program (looked up on `PATH`) and its arguments.
  ///   - standardInput: Where its standard input comes from.
  ///   - standardOutput: Where its standard output goes.
  ///   - standardError: Where its standard error goes.
  ///   - environment: Entries of the form `NAME=value`; the runner's when `nil`.
  /// - Returns: The child's process id, for ``wait(for:)``.
  /// - Throws: When the program cannot be started.
  static func start(
    bytes words: [[UInt8]], standardInput: String = "/dev/null", standardOutput: String = "/dev/null",
    standardError: String = "/dev/null", environment: [[UInt8]]? = nil
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var argv = words.map(cString) + [nil]
    defer { for word in argv { free(word) } }
    guard let program = argv[0] else { throw CocoaError(.executableLoad) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
    var child: pid_t = 0
    var started: Int32
    if let environment {
      var entries = environment.map(cString) + [nil]
      defer { for entry in entries { free(entry) } }
      started = posix_spawnp(&child, program, &actions, &attributes, &argv, &entries)
    } else {
      started = posix_spawnp(&child, program, &actions, &attributes, &argv, environ)
    }
    guard started == 0 else { throw CocoaError(.executableLoad) }
    return child
  }

  /// A `malloc`ed C string holding `bytes`, for `posix_spawn`.
  private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
    guard let memory = malloc(bytes.count + 1) else { return nil }
    let pointer = memory.bindMemory(to: CChar.self, capacity: bytes.count + 1)
    for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
    pointer[bytes.count] = 0
    return pointer
  }

  /// Waits for a child to end.
  ///
  /// - Returns: The wait status, as `waitpid(2)` gives it.
  static func wait(for child: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    return status
  }
}
