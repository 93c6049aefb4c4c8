/// An exclusive advisory `flock(2)` lock on a lock file, held until ``release()``.
///
/// The lock file is separate from the data file because the data file is
/// replaced by a rename, which would leave a lock on the old inode. Each lock
/// opens its own file description, so two locks conflict even inside one
/// process, and they interoperate with `flock(1)` in shell scripts.
package struct FileLock {
  /// Internal, not private, so that a test can copy it as a child being started would.
  let descriptor: Int32

  /// Opens (creating with mode 0600 less the umask) and locks `path`,
  /// waiting as long as another holder keeps it unless `waits` is false;
  /// `beforeWaiting` is called with `path` before such a wait, so that a
  /// person can be told why nothing happens.
  ///
  /// The lock file is opened without following a symbolic link, and must be
  /// a regular file: a link planted in its place must not make raygem open,
  /// create or lock a file elsewhere.
  ///
  /// - Throws: ``FileError/unwritable(path:reason:)`` naming the lock
  ///   file when it is a symbolic link or not a regular file (a socket
  ///   among them), or when its folder takes no new file;
  ///   ``FileError/busy(path:)`` when `waits` is false and another holder
  ///   has it; another ``FileError`` when it cannot be created or locked.
  package init(path: String, shownAs: String, waits: Bool = true, beforeWaiting: ((String) -> Void)? = nil)
    throws(FileError)
  {
    // Non-blocking: opening a FIFO put in its place must not hang raygem.
    let careful: System.OpenOptions = [.noFollow, .nonBlocking]
    let descriptor: Int32
    do throws(SystemFailure) {
      do throws(SystemFailure) {
        descriptor = try System.openFile(path, careful.union([.readWrite, .create]))
      } catch let refused where refused == .accessDenied || refused == .readOnlyFileSystem {
        // An existing lock file we may not write to: locking needs only
        // read access. Without one, the refusal to create it is the error.
        guard let readable = try? System.openFile(path, careful.union(.readOnly)) else { throw refused }
        descriptor = readable
      }
    } catch .linkLoop, .isAFolder, .noSuchDevice {
      throw Self.notRegular(path, shownAs: shownAs)
    } catch .notFound {
      // Its folder exists (it was just made), yet nothing can be made in
      // it: a file system such as /proc that takes no new files.
      throw .unwritable(
        path: shownAs, reason: "cannot create lock file '\(path)': \(SystemFailure.notFound.reason)")
    } catch {
      throw .system(error, action: "create lock file", subject: path, shownAs: shownAs)
    }
    guard let status = try? System.status(of: descriptor), status.kind == .regular else {
      try? System.closeFile(descriptor)
      throw Self.notRegular(path, shownAs: shownAs)
    }
    System.giveToFolderOwner(descriptor, status: status, folder: FilePaths.parent(of: path))
    do throws(SystemFailure) {
      do throws(SystemFailure) {
        // Tried at once first when a wait is to be told of.
        try System.lockExclusively(descriptor, waits: waits && beforeWaiting == nil)
      } catch .wouldBlock where waits {
        beforeWaiting?(path)
        try System.lockExclusively(descriptor, waits: true)
      }
    } catch {
      try? System.closeFile(descriptor)
      if error == .wouldBlock { throw .busy(path: shownAs) }
      throw .system(error, action: "lock", subject: path, shownAs: shownAs)
    }
    self.descriptor = descriptor
  }

  private static func notRegular(_ path: String, shownAs: String) -> FileError {
    .unwritable(
      path: shownAs,
      reason: "the lock file '\(path)' is not a regular file (a symbolic link, folder or device); remove it")
  }

  /// Releases the lock, then closes its descriptor.
  package func release() {
    System.unlock(descriptor)
    try? System.closeFile(descriptor)
  }
}
