import Synchronization

/// Standard input, read at most once a run: a command run again after it
/// found the catalog's index damaged is given the same text, not the end
/// of a stream the first attempt read.
final class ReadOnce: Sendable {
  private let read: @Sendable () throws(RaygemError) -> String
  private let result = Mutex<Result<String, RaygemError>?>(nil)

  /// Wraps `read`, which is called the first time only.
  init(_ read: @escaping @Sendable () throws(RaygemError) -> String) {
    self.read = read
  }

  /// The text, or the error, the first read gave.
  ///
  /// - Throws: What the first read threw.
  func callAsFunction() throws(RaygemError) -> String {
    let outcome = result.withLock { cached in
      if let cached { return cached }
      let first = Result { () throws(RaygemError) -> String in try read() }
      cached = first
      return first
    }
    return try outcome.get()
  }
}
