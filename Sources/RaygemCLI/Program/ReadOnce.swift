import Synchronization

/// Standard input, read at most once a run: a command run again after it
/// found the catalog's index damaged is given the same text, not the end
/// of a stream the first attempt read.
final class ReadOnce: Sendable {
  /// What the first read gave.
  ///
  /// Not a `Result`: its error type's conformance to `Error` is looked up
  /// among every conformance of the binary when its type is first made, at
  /// every start (Sources/Benchmark/README.md, "Start-up").
  private enum Outcome {
    case text(String)
    case failure(RaygemError)
  }

  private let read: @Sendable () throws(RaygemError) -> String
  private let outcome = Mutex<Outcome?>(nil)

  /// Wraps `read`, which is called the first time only.
  init(_ read: @escaping @Sendable () throws(RaygemError) -> String) {
    self.read = read
  }

  /// The text, or the error, the first read gave.
  ///
  /// - Throws: What the first read threw.
  func callAsFunction() throws(RaygemError) -> String {
    let first = outcome.withLock { cached in
      if let cached { return cached }
      let first: Outcome
      do throws(RaygemError) {
        first = .text(try read())
      } catch {
        first = .failure(error)
      }
      cached = first
      return first
    }
    switch first {
    case .text(let text): return text
    case .failure(let error): throw error
    }
  }
}
