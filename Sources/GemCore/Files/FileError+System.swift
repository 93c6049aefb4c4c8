extension FileError {
  /// Turns a failed system call into the matching case.
  ///
  /// Errors that mean "this cannot be created or written here" (permissions,
  /// a read-only file system, a file where a folder should be, no space) become
  /// ``unwritable(path:reason:)``; anything else becomes ``io(path:reason:)``.
  ///
  /// - Parameters:
  ///   - failure: What the call reported.
  ///   - action: What was being done, such as `create folder`; nil when the
  ///     failing call was on the file itself.
  ///   - subject: The path the failing call was made on.
  ///   - shownAs: The path of the file the user knows.
  /// - Returns: The error to throw.
  static func system(_ failure: SystemFailure, action: String?, subject: String, shownAs: String) -> FileError {
    let text = failure.reason
    var reason = action.map { "cannot \($0) '\(subject)': \(text)" } ?? text
    switch failure {
    case .accessDenied, .notPermitted, .readOnlyFileSystem:
      reason += "; check the permissions, or set RAYGEM_HOME to a writable folder"
      return .unwritable(path: shownAs, reason: reason)
    case .notAFolder, .noSpace, .quotaExceeded, .exists, .isAFolder, .nameTooLong, .tooManyLinks, .tooLarge,
      .busyExecutable:
      return .unwritable(path: shownAs, reason: reason)
    default:
      return .io(path: shownAs, reason: reason)
    }
  }
}
