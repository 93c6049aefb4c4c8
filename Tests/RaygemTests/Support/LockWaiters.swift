import Foundation

/// Waits for a `flock(2)` waiter, as the kernel lists it in `/proc/locks`:
/// an event to wait on, where a pause of a guessed length would let a test
/// pass without the waiting ever having happened.
enum LockWaiters {
  /// Waits until a process or thread is blocked taking the lock on `path`.
  ///
  /// - Parameters:
  ///   - path: The lock file, which must exist.
  ///   - limit: A safety net for a waiter that never comes, in seconds.
  ///   - givingUp: Whether to stop looking, such as when the process that
  ///     should wait has ended.
  /// - Returns: Whether a waiter came within `limit`.
  static func awaitWaiter(
    onLock path: String, limit: TimeInterval = 60, givingUp: () -> Bool = { false }
  ) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    // /proc/locks names a file as MAJOR:MINOR:INODE, the numbers in hex, hex and decimal.
    let device = UInt64(status.st_dev)
    let major = ((device >> 8) & 0xFFF) | ((device >> 32) & ~0xFFF)
    let minor = (device & 0xFF) | ((device >> 12) & ~0xFF)
    let file = String(format: "%02llx:%02llx:%llu", major, minor, UInt64(status.st_ino))
    let deadline = Date().addingTimeInterval(limit)
    while Date() < deadline, !givingUp() {
      let locks = (try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? ""
      // A waiter's line reads "1: -> FLOCK  ADVISORY  WRITE PID MAJOR:MINOR:INODE 0 EOF".
      if locks.split(separator: "\n").contains(where: { $0.contains("-> FLOCK") && $0.contains(" \(file) ") }) {
        return true
      }
      usleep(5_000)
    }
    return false
  }
}
