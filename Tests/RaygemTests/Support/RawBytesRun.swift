import Foundation

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
    let child = try ChildProcess.start(
      bytes: [Array(Self.binary.path.utf8)] + arguments, standardOutput: outPath, standardError: errPath,
      environment: variables.map { Array("\($0.key)=".utf8) + $0.value })
    let status = ChildProcess.wait(for: child)
    return RunResult(
      stdout: try String(contentsOfFile: outPath, encoding: .utf8),
      stderr: try String(contentsOfFile: errPath, encoding: .utf8),
      status: (status >> 8) & 0xFF)
  }
}
