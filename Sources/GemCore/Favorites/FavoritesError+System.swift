#if canImport(Glibc)
  import Glibc
#endif

extension FavoritesError {
  /// Turns a failed system call into the matching case.
  ///
  /// Errors that mean "this cannot be created or written here" (permissions,
  /// a read-only file system, a file where a folder should be, no space) become
  /// ``unwritable(path:reason:)``; anything else becomes ``io(path:reason:)``.
  ///
  /// - Parameters:
  ///   - code: The `errno` value.
  ///   - action: What was being done, such as `create folder`; nil when the
  ///     failing call was on the favorites file itself.
  ///   - subject: The path the failing call was made on.
  ///   - shownAs: The favorites file path the user knows.
  /// - Returns: The error to throw.
  static func system(code: Int32, action: String?, subject: String, shownAs: String) -> FavoritesError {
    let text = String(cString: strerror(code)).lowercased()
    var reason = action.map { "cannot \($0) '\(subject)': \(text)" } ?? text
    switch code {
    case EACCES, EPERM, EROFS:
      reason += "; check the permissions, or set RAYGEM_HOME to a writable folder"
      return .unwritable(path: shownAs, reason: reason)
    case ENOTDIR, ENOSPC, EDQUOT, EEXIST, EISDIR, ENAMETOOLONG, EMLINK, EFBIG, ETXTBSY:
      return .unwritable(path: shownAs, reason: reason)
    default:
      return .io(path: shownAs, reason: reason)
    }
  }
}
