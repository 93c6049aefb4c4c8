import Foundation
import Testing

/// What one run of the built `raygem` binary printed and returned.
struct RunResult: CustomStringConvertible {
  var stdout: String
  var stderr: String
  var status: Int32

  var description: String {
    "status \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)"
  }

}

/// A sandbox for running the built binary: its own temporary RAYGEM_HOME,
/// a fixed COLUMNS, no colour, and nothing from the real home.
final class Sandbox {
  let root: URL
  var home: URL { root.appendingPathComponent("home") }
  var favoritesFile: URL { home.appendingPathComponent("favorites.json") }

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("raygem-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  /// The built `raygem` beside the test bundle (works for debug, release
  /// and any --scratch-path).
  static var binary: URL {
    Bundle.main.bundleURL.appendingPathComponent("raygem")
  }

  /// The environment every run starts from.
  var baseEnvironment: [String: String] {
    [
      "PATH": "/usr/bin:/bin",
      "RAYGEM_HOME": home.path,
      "HOME": root.appendingPathComponent("no-such-home").path,
      "COLUMNS": "80",
      "NO_COLOR": "1",
      "LANG": "C.UTF-8",
    ]
  }

  /// Runs raygem and waits for it.
  ///
  /// - Parameters:
  ///   - arguments: The command line.
  ///   - stdin: Text for standard input (else /dev/null).
  ///   - environment: Variables to add or override; a value of `nil` removes one.
  ///   - umask: The file mode creation mask to run it with, else the test runner's.
  /// - Returns: What the run printed and its exit status.
  /// - Throws: When the binary cannot be started or its output read.
  func run(
    _ arguments: [String], stdin: String? = nil, environment: [String: String?] = [:], umask: Int? = nil
  ) throws -> RunResult {
    let process = try start(arguments, stdin: stdin, environment: environment, umask: umask)
    process.process.waitUntilExit()
    return try process.result()
  }

  /// Starts raygem (or another program, such as a shell that runs it)
  /// without waiting, for concurrency and crash tests.
  func start(
    _ arguments: [String], stdin: String? = nil, environment: [String: String?] = [:], umask: Int? = nil,
    executable: URL = Sandbox.binary
  ) throws -> RunningRaygem {
    var env = baseEnvironment
    for (key, value) in environment { env[key] = value }
    let id = UUID().uuidString
    let outURL = root.appendingPathComponent("out-\(id)")
    let errURL = root.appendingPathComponent("err-\(id)")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let process = Process()
    if let umask {
      // Process cannot set a child's umask: a shell sets it, then becomes the program.
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments =
        ["-c", "umask \(String(umask, radix: 8)) && exec \"$0\" \"$@\"", executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    process.environment = env
    process.currentDirectoryURL = root
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    if let stdin {
      let inURL = root.appendingPathComponent("in-\(id)")
      try Data(stdin.utf8).write(to: inURL)
      process.standardInput = try FileHandle(forReadingFrom: inURL)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    return RunningRaygem(process: process, outURL: outURL, errURL: errURL)
  }

  /// Writes a file inside the sandbox and returns its path.
  func write(_ text: String, to name: String) throws -> String {
    let url = root.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// The favorites file's text, or nil when it does not exist.
  func favoritesText() -> String? {
    try? String(contentsOf: favoritesFile, encoding: .utf8)
  }
}

/// A raygem process that has been started.
struct RunningRaygem {
  let process: Process
  let outURL: URL
  let errURL: URL

  func result() throws -> RunResult {
    RunResult(
      stdout: try String(contentsOf: outURL, encoding: .utf8),
      stderr: try String(contentsOf: errURL, encoding: .utf8),
      status: process.terminationStatus)
  }
}
