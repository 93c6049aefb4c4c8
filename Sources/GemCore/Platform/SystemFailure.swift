#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed operating-system call: its `errno` value, with names for the
/// codes GemCore tells apart.
///
/// The codes are POSIX's, with the same names on Linux and macOS (their
/// numbers differ, so code outside this folder never uses a number).
package struct SystemFailure: Error, Equatable, Sendable {
  /// The `errno` value.
  let code: Int32

  /// The failure the last call left in `errno`.
  static var last: SystemFailure { SystemFailure(code: errno) }

  static let notFound = SystemFailure(code: ENOENT)
  static let notAFolder = SystemFailure(code: ENOTDIR)
  static let isAFolder = SystemFailure(code: EISDIR)
  static let exists = SystemFailure(code: EEXIST)
  static let accessDenied = SystemFailure(code: EACCES)
  static let notPermitted = SystemFailure(code: EPERM)
  static let readOnlyFileSystem = SystemFailure(code: EROFS)
  static let noSpace = SystemFailure(code: ENOSPC)
  static let quotaExceeded = SystemFailure(code: EDQUOT)
  static let nameTooLong = SystemFailure(code: ENAMETOOLONG)
  static let tooManyLinks = SystemFailure(code: EMLINK)
  static let tooLarge = SystemFailure(code: EFBIG)
  /// What a writer's own code throws to give up a file it was writing.
  package static let cancelled = SystemFailure(code: ECANCELED)
  static let busyExecutable = SystemFailure(code: ETXTBSY)
  static let linkLoop = SystemFailure(code: ELOOP)
  /// What opening a socket gives, or a device with nothing behind it.
  static let noSuchDevice = SystemFailure(code: ENXIO)
  static let notALink = SystemFailure(code: EINVAL)
  static let interrupted = SystemFailure(code: EINTR)
  static let inputOutput = SystemFailure(code: EIO)
  static let wouldBlock = SystemFailure(code: EWOULDBLOCK)

  /// Whether the file, or a folder on its path, does not exist.
  var isMissing: Bool { self == .notFound || self == .notAFolder }

  /// The system's own words for it, in lower case (`no such file or directory`).
  var reason: String { String(cString: strerror(code)).lowercased() }
}
