import Foundation
import Testing

/// A signal that ends raygem while it writes a file leaves no temporary
/// file behind: the catalog index's can be hundreds of megabytes.
@Suite("Signals while writing")
struct SignalsWhileWritingTests {
  /// A catalog whose index takes a while to write: 3,000 gems with long summaries.
  static func slowCatalog() -> String {
    let summary = String(repeating: "A long summary for a slow index. ", count: 300)
    let gems = (0..<3_000).map { #"{"id": "g\#($0)", "name": "Stone \#($0)", "summary": "\#(summary)"}"# }
    return #"{"gems": ["# + gems.joined(separator: ",\n") + "]}"
  }

  /// The temporary files in `folder`.
  static func temporaryFiles(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.contains(".tmp-") }
  }

  /// Starts a search that writes the catalog's index, stops raygem while
  /// its temporary file exists, sends `signal`, and lets it go on.
  ///
  /// - Returns: The wait status and the cache folder, or `nil` when the
  ///   write was over before raygem could be stopped in it.
  static func signalDuringIndexWrite(_ signal: Int32, in sandbox: Sandbox, catalog: String) throws -> (
    status: Int32, cache: URL
  )? {
    let cache = sandbox.home.appendingPathComponent("cache")
    // Not Foundation's Process: its child inherits the runner's blocked signals.
    let child = try ChildProcess.start(
      [Sandbox.binary.path, "--catalog", catalog, "search", "stone 7"], environment: sandbox.baseEnvironment)
    let deadline = Date().addingTimeInterval(60)
    // Wait for the event: the temporary file appearing, or the child ending.
    var status: Int32 = 0
    while temporaryFiles(in: cache).isEmpty && waitpid(child, &status, WNOHANG) == 0 && Date() < deadline {
      usleep(200)
    }
    kill(child, SIGSTOP)
    guard !temporaryFiles(in: cache).isEmpty else {
      kill(child, SIGCONT)
      _ = ChildProcess.wait(for: child)
      return nil
    }
    kill(child, signal)
    kill(child, SIGCONT)
    return (ChildProcess.wait(for: child), cache)
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
  func aSignalDuringAnIndexWriteRemovesTheTemporaryFile(signal: Int32) throws {
    for _ in 0..<10 {
      let sandbox = try Sandbox()
      let catalog = try sandbox.write(Self.slowCatalog(), to: "slow.json")
      guard let (status, cache) = try Self.signalDuringIndexWrite(signal, in: sandbox, catalog: catalog) else {
        continue
      }
      // Ended by the signal itself, as its parent should see.
      #expect(status & 0x7F == signal)
      #expect(Self.temporaryFiles(in: cache) == [])
      return
    }
    Issue.record("raygem was never stopped while it wrote the index")
  }
}
