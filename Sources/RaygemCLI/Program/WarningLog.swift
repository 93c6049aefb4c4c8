import Synchronization

/// The one-line warnings of a run that still succeeds, such as an invalid
/// favorites file while `list` shows gems (README, "Where favorites live");
/// the entry point prints them on standard error.
final class WarningLog: Sendable {
  private let lines = Mutex<[String]>([])

  /// Adds a warning, once however often it is given.
  func add(_ line: String) {
    lines.withLock { if !$0.contains(line) { $0.append(line) } }
  }

  /// The warnings, in the order they were given.
  var all: [String] {
    lines.withLock { $0 }
  }
}
