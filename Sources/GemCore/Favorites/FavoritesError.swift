/// Why the favorites file could not be read or changed.
///
/// Each case's ``message`` is one line that names the favorites file (the path
/// the user configured, before any symbolic link is followed) and, where it
/// helps, says what to do. The command-line tool maps the cases to exit codes:
/// ``invalid(path:problem:)`` to 65, ``unwritable(path:reason:)``,
/// ``noLocation`` and ``undecodableLocation(variable:)`` to 73,
/// ``io(path:reason:)`` and ``busy(path:)`` to 74.
public enum FavoritesError: Error, Equatable, Sendable {
  /// The file exists but is not a valid favorites file: not JSON, the wrong
  /// shape, a newer `schemaVersion`, or a folder where the file should be.
  /// Such a file is never overwritten.
  case invalid(path: String, problem: String)
  /// The file, its folder, its lock file or a temporary file beside it cannot
  /// be created or written (permission denied, read-only file system, a
  /// regular file where a folder should be, disk full, ...).
  case unwritable(path: String, reason: String)
  /// A change was asked for but no location is known: neither `RAYGEM_HOME`,
  /// an absolute `XDG_DATA_HOME` nor an absolute `HOME` is set.
  case noLocation
  /// The variable that decides where favorites live is not valid UTF-8, so
  /// its path cannot be used as given; it is not rewritten into another.
  case undecodableLocation(variable: String)
  /// Another input/output error, including a file that exists but cannot be
  /// read (for example permission denied on reading, or an I/O error).
  case io(path: String, reason: String)
  /// Another process is changing the file (it holds the lock), and the
  /// change was asked not to wait; nothing was changed.
  case busy(path: String)

  /// A one-line explanation for the person whose favorites these are.
  public var message: String {
    switch self {
    case .invalid(let path, let problem):
      return "favorites file '\(path)' is not valid: \(problem)"
    case .unwritable(let path, let reason):
      return "cannot write favorites file '\(path)': \(reason)"
    case .noLocation:
      return
        "cannot tell where to keep favorites: HOME is not set to an absolute path; set RAYGEM_HOME to a folder"
    case .undecodableLocation(let variable):
      return
        "cannot use the favorites folder \(variable) names: it is not valid UTF-8, and raygem does not rewrite paths; set \(variable) to a path in UTF-8"
    case .io(let path, let reason):
      return "cannot access favorites file '\(path)': \(reason)"
    case .busy(let path):
      return "favorites file '\(path)' is being changed by another program; try again"
    }
  }
}
