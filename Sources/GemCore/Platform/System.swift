import CProcess

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#else
  #error("GemCore reaches the operating system through Glibc or Darwin")
#endif

/// GemCore's one seam to the operating system: every file, lock, clock
/// and process call the library makes goes through here, so that only
/// this folder imports Glibc (Linux) or Darwin (macOS).
///
/// Each call reports failure as a ``SystemFailure`` carrying `errno`, and
/// retries calls that a signal interrupted. Descriptors are opened
/// close-on-exec. The Darwin branch follows Apple's documented headers but
/// is built only on Linux here (Sources/GemCore/README.md).
package enum System {
  /// How ``openFile(_:_:permissions:)`` opens a file.
  package struct OpenOptions: OptionSet, Sendable {
    package let rawValue: Int32

    package init(rawValue: Int32) {
      self.rawValue = rawValue
    }

    package static let readOnly = OpenOptions(rawValue: O_RDONLY)
    package static let writeOnly = OpenOptions(rawValue: O_WRONLY)
    package static let readWrite = OpenOptions(rawValue: O_RDWR)
    package static let create = OpenOptions(rawValue: O_CREAT)
    /// With ``create``: fail when the file exists.
    package static let exclusive = OpenOptions(rawValue: O_EXCL)
    /// Refuse a symbolic link as the last component.
    package static let noFollow = OpenOptions(rawValue: O_NOFOLLOW)
    /// Do not wait at open (a FIFO without a writer opens at once).
    package static let nonBlocking = OpenOptions(rawValue: O_NONBLOCK)
    /// Fail unless the path is a folder.
    package static let folder = OpenOptions(rawValue: O_DIRECTORY)
  }

  /// Opens `path`, close-on-exec.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - options: How to open it.
  ///   - permissions: The mode of a file it creates, less the umask;
  ///     private (0600) unless said otherwise.
  /// - Returns: The descriptor.
  /// - Throws: ``SystemFailure`` when it cannot be opened.
  package static func openFile(_ path: String, _ options: OpenOptions, permissions: UInt32 = 0o600)
    throws(SystemFailure)
    -> Int32
  {
    let descriptor = open(path, options.rawValue | O_CLOEXEC, mode_t(permissions))
    guard descriptor >= 0 else { throw .last }
    return descriptor
  }

  /// Opens a new file in memory that no folder names, for reading and
  /// writing, close-on-exec; it is gone when closed.
  ///
  /// - Parameter name: What the system shows for it (in `/proc`), for people only.
  /// - Returns: The descriptor.
  /// - Throws: ``SystemFailure`` when the system cannot make one.
  package static func anonymousFile(named name: String) throws(SystemFailure) -> Int32 {
    let descriptor = raygem_anonymous_file(name)
    guard descriptor >= 0 else { throw .last }
    return descriptor
  }

  /// Closes a descriptor.
  ///
  /// - Throws: ``SystemFailure`` when the close reports an error (such as a
  ///   failed delayed write); the descriptor is closed anyway.
  package static func closeFile(_ descriptor: Int32) throws(SystemFailure) {
    guard close(descriptor) == 0 else { throw .last }
  }

  /// Makes reads on `descriptor` wait for data again after a non-blocking open.
  static func clearNonBlocking(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
  }

  /// What the open file `descriptor` is.
  ///
  /// - Throws: ``SystemFailure`` when `fstat(2)` fails.
  package static func status(of descriptor: Int32) throws(SystemFailure) -> FileStatus {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .last }
    return FileStatus(status)
  }

  /// What the file at `path` is, following symbolic links.
  ///
  /// - Throws: ``SystemFailure`` when `stat(2)` fails (``SystemFailure/notFound`` for none).
  static func status(atPath path: String) throws(SystemFailure) -> FileStatus {
    var status = stat()
    guard stat(path, &status) == 0 else { throw .last }
    return FileStatus(status)
  }

  /// Whether this process may read the file at `path`, without opening it.
  ///
  /// - Throws: ``SystemFailure`` when `access(2)` says it may not, or fails.
  static func checkReadable(_ path: String) throws(SystemFailure) {
    guard access(path, R_OK) == 0 else { throw .last }
  }

  /// Reads up to `buffer.count` bytes.
  ///
  /// - Returns: How many bytes were read; 0 at the end of the file.
  /// - Throws: ``SystemFailure`` when `read(2)` fails.
  static func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemFailure)
    -> Int
  {
    while true {
      let count = read(descriptor, buffer.baseAddress, buffer.count)
      if count >= 0 { return count }
      guard errno == EINTR else { throw .last }
    }
  }

  /// Writes every byte of `bytes`, after short writes too.
  ///
  /// - Throws: ``SystemFailure`` when `write(2)` fails.
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemFailure) {
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
      if written < 0 {
        guard errno == EINTR else { throw .last }
        continue
      }
      offset += written
    }
  }

  /// Writes every byte of `bytes`, as the buffer form does.
  ///
  /// - Throws: ``SystemFailure`` when `write(2)` fails.
  package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) throws(SystemFailure) {
    try bytes.withUnsafeBytes { buffer in
      Result { () throws(SystemFailure) in try writeAll(descriptor, buffer) }
    }.get()
  }

  /// Flushes a file's data and metadata to the disk.
  ///
  /// - Throws: ``SystemFailure`` when `fsync(2)` fails.
  static func synchronize(_ descriptor: Int32) throws(SystemFailure) {
    guard fsync(descriptor) == 0 else { throw .last }
  }

  /// Takes an exclusive `flock(2)` lock on `descriptor`, waiting for
  /// another holder to let go, or not.
  ///
  /// - Parameters:
  ///   - descriptor: An open file.
  ///   - waits: Whether to wait while another holder has it.
  /// - Throws: ``SystemFailure/wouldBlock`` when `waits` is false and
  ///   another holder has it; another ``SystemFailure`` when it cannot be locked.
  static func lockExclusively(_ descriptor: Int32, waits: Bool = true) throws(SystemFailure) {
    while flock(descriptor, waits ? LOCK_EX : LOCK_EX | LOCK_NB) != 0 {
      guard errno == EINTR else { throw .last }
    }
  }

  /// Lets go of the `flock(2)` lock on `descriptor`'s open file.
  ///
  /// Closing alone does not: the lock stays while any copy of the
  /// descriptor lives, such as the one a child being started holds until it
  /// execs. A failure is ignored; closing the last copy releases it anyway.
  static func unlock(_ descriptor: Int32) {
    while flock(descriptor, LOCK_UN) != 0 && errno == EINTR {}
  }

  /// Sets a file's permission bits.
  ///
  /// - Throws: ``SystemFailure`` when `fchmod(2)` fails.
  static func setPermissions(_ descriptor: Int32, _ permissions: UInt32) throws(SystemFailure) {
    guard fchmod(descriptor, mode_t(permissions)) == 0 else { throw .last }
  }

  /// Gives a file to `owner` and `group`, when the process may; failure is ignored.
  static func giveOwnership(_ descriptor: Int32, owner: UInt32, group: UInt32) {
    _ = fchown(descriptor, uid_t(owner), gid_t(group))
  }

  /// Gives a file that root made (with `status`) to the owner of `folder`,
  /// when that is someone else: root changing a user's favorites or cache
  /// (`sudo -E`) must leave files the user can still open.
  static func giveToFolderOwner(_ descriptor: Int32, status: FileStatus, folder: String) {
    let me = effectiveUser
    guard me.isRoot, status.owner == me.user, let above = try? System.status(atPath: folder),
      above.owner != me.user
    else { return }
    giveOwnership(descriptor, owner: above.owner, group: above.group)
  }

  /// The permission bits that mark a file set-user-id or set-group-id.
  static let setIDBits = UInt32(S_ISUID | S_ISGID)

  /// Whether the process runs as root, and its effective user and group.
  static var effectiveUser: (isRoot: Bool, user: UInt32, group: UInt32) {
    (geteuid() == 0, UInt32(geteuid()), UInt32(getegid()))
  }

  /// The process id.
  static var processID: Int32 { getpid() }

  /// Renames `source` over `target` atomically.
  ///
  /// - Throws: ``SystemFailure`` when `rename(2)` fails.
  static func moveFile(_ source: String, over target: String) throws(SystemFailure) {
    guard rename(source, target) == 0 else { throw .last }
  }

  /// Removes a file; a missing one is not an error.
  package static func remove(_ path: String) {
    _ = unlink(path)
  }

  /// Creates one folder.
  ///
  /// - Throws: ``SystemFailure`` when `mkdir(2)` fails (``SystemFailure/exists`` when something is there).
  static func makeFolder(_ path: String, permissions: UInt32 = 0o700) throws(SystemFailure) {
    guard mkdir(path, mode_t(permissions)) == 0 else { throw .last }
  }

  /// Where a symbolic link points.
  ///
  /// - Throws: ``SystemFailure/notALink`` when `path` is not a link,
  ///   another ``SystemFailure`` when it cannot be read.
  static func linkTarget(of path: String) throws(SystemFailure) -> String {
    let capacity = Int(PATH_MAX)
    var buffer = [CChar](repeating: 0, count: capacity + 1)
    let count = readlink(path, &buffer, capacity)
    guard count >= 0 else { throw .last }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The absolute path of `path` with every link and `..` resolved, or
  /// `nil` when it does not exist.
  package static func canonicalPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The names in a folder (`.` and `..` included), or `nil` when it cannot be read.
  static func entries(ofFolder folder: String) -> [String]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      names.append(
        withUnsafeBytes(of: entry.pointee.d_name) { bytes in
          String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        })
    }
    return names
  }

  /// Fills `buffer` from `offset` in an open file, unless the file ends first.
  ///
  /// - Returns: Whether every byte of `buffer` was read: `false` when the
  ///   file is shorter (it may have been truncated since it was opened) or a
  ///   read fails.
  package static func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Bool
  {
    var done = 0
    while done < buffer.count {
      let count = pread(descriptor, buffer.baseAddress.map { $0 + done }, buffer.count - done, off_t(offset + done))
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      done += count
    }
    return true
  }

  /// Runs `body`, removing the file at `path` if a signal ends the process
  /// meanwhile (every signal that can be caught; SIGKILL cannot).
  ///
  /// Earlier handlers still run after the file is removed, and the process
  /// ends as the signal would have ended it. One file at a time: a nested
  /// call, or a path too long to keep, runs `body` without the guard.
  static func removing<Result, Failure>(
    _ path: String, ifASignalEnds body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let isGuarded = raygem_remove_file_on_signal(path) == 0
    defer { if isGuarded { raygem_keep_file_on_signal() } }
    return try body()
  }

  /// The time of day in seconds since 1970, as file timestamps count it.
  package static func currentTime() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }
}
