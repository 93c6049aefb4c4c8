/// Why a file raygem keeps (the favorites file, a catalog index) or its
/// folder, lock or temporary file could not be written or reached.
///
/// Each case names the file the user knows (``path``), before any symbolic
/// link is followed; the store that owns the file turns it into its own
/// error, such as ``FavoritesError``.
package enum FileError: Error, Equatable, Sendable {
  /// It cannot be created or written here: permission denied, a read-only
  /// file system, a file where a folder should be, a full disk.
  case unwritable(path: String, reason: String)
  /// Another input/output error.
  case io(path: String, reason: String)
  /// Another process holds the lock, and the caller asked not to wait.
  case busy(path: String)
}

extension FavoritesError {
  /// The favorites error for a failure on the favorites file, its folder,
  /// lock or temporary file.
  init(_ error: FileError) {
    switch error {
    case .unwritable(let path, let reason): self = .unwritable(path: path, reason: reason)
    case .io(let path, let reason): self = .io(path: path, reason: reason)
    case .busy(let path): self = .busy(path: path)
    }
  }
}
