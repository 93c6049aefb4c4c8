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
  /// - Throws: ``FavoritesError`` when the lock file cannot be created or locked.
  init(path: String, shownAs: String) throws(FavoritesError) {
    var descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    if descriptor < 0 {
      let code = errno
      if code == EACCES || code == EROFS {
        // An existing lock file we may not write to: locking needs only read access.
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
      }
      guard descriptor >= 0 else {
        throw .system(code: code, action: "create lock file", subject: path, shownAs: shownAs)
      }
    }
    while flock(descriptor, LOCK_EX) != 0 {
      let code = errno
      if code == EINTR { continue }
      close(descriptor)
      throw .system(code: code, action: "lock", subject: path, shownAs: shownAs)
    }
    self.descriptor = descriptor
  }

  /// Releases the lock by closing its descriptor.
  func release() {
    close(descriptor)
  }
}
