import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension Sandbox {
  /// Runs raygem with arguments and environment values given as bytes,
  /// which need not be UTF-8 (Foundation's `Process` takes strings only).
  ///
  /// - Parameters:
  ///   - arguments: The command line, each argument as its bytes.
  ///   - environment: Variables to add or override, as bytes; a value of
  ///     `nil` removes one from ``baseEnvironment``.
  /// - Returns: What the run printed and its exit status.
  /// - Throws: When the binary cannot be started or its output read.
  func run(bytes arguments: [[UInt8]], environment: [String: [UInt8]?] = [:]) throws -> RunResult {
    var variables = baseEnvironment.mapValues { Array($0.utf8) }
    for (name, value) in environment { variables[name] = value }
    let id = UUID().uuidString
    let outPath = root.appendingPathComponent("out-\(id)").path
    let errPath = root.appendingPathComponent("err-\(id)").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let program = Self.binary.path
    var argv = [strdup(program)] + arguments.map(Self.cString) + [nil]
    defer { for word in argv { free(word) } }
    var entries = variables.map { Self.cString(Array("\($0.key)=".utf8) + $0.value) } + [nil]
    defer { for entry in entries { free(entry) } }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
    var child: pid_t = 0
    guard posix_spawn(&child, program, &actions, &attributes, &argv, &entries) == 0 else {
      throw CocoaError(.executableLoad)
    }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    return RunResult(
      stdout: try String(contentsOfFile: outPath, encoding: .utf8),
      stderr: try String(contentsOfFile: errPath, encoding: .utf8),
      status: (status >> 8) & 0xFF)
  }

  /// A `malloc`ed C string holding `bytes`, for `posix_spawn`.
  private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
    guard let memory = malloc(bytes.count + 1) else { return nil }
    let pointer = memory.bindMemory(to: CChar.self, capacity: bytes.count + 1)
    for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
    pointer[bytes.count] = 0
    return pointer
  }
}
