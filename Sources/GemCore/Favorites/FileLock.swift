#if canImport(Glibc)
  import Glibc
#endif

/// An exclusive advisory `flock(2)` lock on a lock file, held until ``release()``.
///
/// The lock file is separate from the data file because the data file is
/// replaced by a rename, which would leave a lock on the old inode. Each lock
/// opens its own file description, so two locks conflict even inside one
/// process, and they interoperate with `flock(1)` in shell scripts.
struct FileLock {
  private let descriptor: Int32

  /// Opens (creating with mode 0644 less the umask) and locks `path`, waiting
  /// as long as another holder keeps it.
  ///
  /// The lock file is opened without following a symbolic link, and must be
  /// a regular file: a link planted in its place must not make raygem open,
  /// create or lock a file elsewhere.
  ///
  /// - Throws: ``FavoritesError/unwritable(path:reason:)`` naming the lock
  ///   file when it is a symbolic link or not a regular file; another
  ///   ``FavoritesError`` when it cannot be created or locked.
  init(path: String, shownAs: String) throws(FavoritesError) {
    // O_NONBLOCK: opening a FIFO put in its place must not hang raygem.
    let flags = O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
    var descriptor = open(path, O_RDWR | O_CREAT | flags, 0o644)
    if descriptor < 0 {
      let code = errno
      if code == EACCES || code == EROFS {
        // An existing lock file we may not write to: locking needs only read access.
        descriptor = open(path, O_RDONLY | flags)
      }
      guard descriptor >= 0 else {
        if code == ELOOP || code == EISDIR { throw Self.notRegular(path, shownAs: shownAs) }
        throw .system(code: code, action: "create lock file", subject: path, shownAs: shownAs)
      }
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw Self.notRegular(path, shownAs: shownAs)
    }
    while flock(descriptor, LOCK_EX) != 0 {
      let code = errno
      if code == EINTR { continue }
      close(descriptor)
      throw .system(code: code, action: "lock", subject: path, shownAs: shownAs)
    }
    self.descriptor = descriptor
  }

  private static func notRegular(_ path: String, shownAs: String) -> FavoritesError {
    .unwritable(
      path: shownAs,
      reason: "the lock file '\(path)' is not a regular file (a symbolic link, folder or device); remove it")
  }

  /// Releases the lock by closing its descriptor.
  func release() {
    close(descriptor)
  }
}
