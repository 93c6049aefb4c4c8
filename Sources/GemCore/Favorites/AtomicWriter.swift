#if canImport(Glibc)
  import Glibc
#endif

/// Replaces a file's content so that a crash at any instant leaves either the
/// old file or the new one: write a temporary file in the same folder, flush
/// it, rename it over the target, flush the folder.
///
/// Callers must hold the store's lock, because temporary files are only ever
/// created under it; that is what lets ``removeStaleTemporaryFiles(of:)`` treat
/// every leftover as stale.
enum AtomicWriter {
  /// The name prefix of temporary files for `target`, such as `.favorites.json.tmp-`.
  static func temporaryPrefix(for target: String) -> String {
    "." + FilePaths.name(of: target) + ".tmp-"
  }

  /// Deletes temporary files for `target` left behind by a killed writer.
  ///
  /// Failures are ignored: a leftover file does no harm beyond taking space.
  static func removeStaleTemporaryFiles(of target: String) {
    let folder = FilePaths.parent(of: target)
    let prefix = temporaryPrefix(for: target)
    guard let directory = opendir(folder) else { return }
    var stale: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix(prefix) { stale.append(name) }
    }
    closedir(directory)
    for name in stale { unlink(FilePaths.join(folder, name)) }
  }

  /// Atomically replaces `target` (a path with no symbolic link in its last component) with `data`,
  /// keeping the old file's permission bits except its set-user-id and
  /// set-group-id bits (and, when run as root, its owner).
  ///
  /// A new file gets mode 0644 less the umask.
  ///
  /// - Throws: ``FavoritesError``: ``FavoritesError/unwritable(path:reason:)``
  ///   when the folder or file cannot be written (a file without any write
  ///   permission bit counts as read-only, for root too), ``FavoritesError/io(path:reason:)``
  ///   for other I/O errors. The target is unchanged when it throws.
  static func replace(_ target: String, with bytes: [UInt8], shownAs: String) throws(FavoritesError) {
    let folder = FilePaths.parent(of: target)
    var old = stat()
    let hasOld = stat(target, &old) == 0
    // A favorites file with no write permission was made read-only on
    // purpose: respect that, even for root, whom rename(2) would not stop.
    if hasOld, old.st_mode & 0o222 == 0 {
      throw .unwritable(path: shownAs, reason: "the file is read-only; make it writable to change favorites")
    }
    let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    let temporary = FilePaths.join(folder, temporaryPrefix(for: target) + "\(getpid())-\(random)")

    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .system(code: errno, action: "create a temporary file", subject: temporary, shownAs: shownAs)
    }
    var isOpen = true
    var isRenamed = false
    defer {
      if isOpen { close(descriptor) }
      if !isRenamed { unlink(temporary) }
    }
    func failure(_ action: String, _ subject: String) -> FavoritesError {
      .system(code: errno, action: action, subject: subject, shownAs: shownAs)
    }

    if hasOld {
      if geteuid() == 0, old.st_uid != geteuid() || old.st_gid != getegid() {
        _ = fchown(descriptor, old.st_uid, old.st_gid)
      }
      // Set-id bits on a data file are a planted trap, never wanted.
      guard fchmod(descriptor, old.st_mode & 0o7777 & ~(S_ISUID | S_ISGID)) == 0 else {
        throw failure("set the permissions of", temporary)
      }
    }
    try writeAll(bytes, to: descriptor, temporary: temporary, shownAs: shownAs)
    guard fsync(descriptor) == 0 else { throw failure("flush", temporary) }
    isOpen = false
    guard close(descriptor) == 0 else { throw failure("close", temporary) }
    guard rename(temporary, target) == 0 else { throw failure("replace", target) }
    isRenamed = true

    let code = FilePaths.syncFolder(folder)
    if code == EIO {
      throw .system(code: code, action: "flush the folder", subject: folder, shownAs: shownAs)
    }
  }

  /// Writes every byte, retrying after interruptions and short writes.
  private static func writeAll(
    _ data: [UInt8], to descriptor: Int32, temporary: String, shownAs: String
  ) throws(FavoritesError) {
    let failed: Int32? = data.withUnsafeBytes { bytes -> Int32? in
      var offset = 0
      while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
    if let failed {
      throw .system(code: failed, action: "write", subject: temporary, shownAs: shownAs)
    }
  }
}
