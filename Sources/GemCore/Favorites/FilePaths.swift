#if canImport(Glibc)
  import Glibc
#endif

/// Path arithmetic and folder operations for the favorites store, done with
/// POSIX calls so that every failure keeps its `errno`.
enum FilePaths {
  /// The longest chain of symbolic links followed before giving up (as Linux does).
  static let maximumLinkDepth = 40

  /// The folder that holds `path`: `"."` for a bare name, `"/"` for a top-level entry.
  static func parent(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    let head = trimmingTrailingSlashes(String(trimmed[..<slash]))
    return head.isEmpty ? "/" : head
  }

  /// The last component of `path`.
  static func name(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  /// `name` inside `folder`, without doubling a slash.
  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// `path` without trailing slashes, except that `/` stays `/`.
  static func trimmingTrailingSlashes(_ path: String) -> String {
    var result = Substring(path)
    while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
    return String(result)
  }

  /// The file that `path` finally names once symbolic links in its last component are followed; `path`
  /// itself when it is not a link or does not exist.
  ///
  /// A dangling link yields the missing target, so writing creates the target and the link stays a
  /// link.
  ///
  /// - Throws: ``FavoritesError`` for a link loop or an unreadable link.
  static func resolvingSymbolicLinks(_ path: String, shownAs: String) throws(FavoritesError) -> String {
    var current = path
    for _ in 0..<maximumLinkDepth {
      let capacity = Int(PATH_MAX)
      var buffer = [CChar](repeating: 0, count: capacity + 1)
      let count = readlink(current, &buffer, capacity)
      if count < 0 {
        let code = errno
        if code == EINVAL || code == ENOENT || code == ENOTDIR { return current }
        throw .system(code: code, action: "follow the symbolic link", subject: current, shownAs: shownAs)
      }
      let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = target.hasPrefix("/") ? target : join(parent(of: current), target)
    }
    throw .system(code: ELOOP, action: "follow the symbolic link", subject: path, shownAs: shownAs)
  }

  /// Creates `folder` and any missing parents with mode 0755 (less the umask),
  /// like `mkdir -p`, flushing each parent that gains an entry.
  ///
  /// - Throws: ``FavoritesError`` naming the folder that could not be made.
  static func makeFolders(_ folder: String, shownAs: String) throws(FavoritesError) {
    var status = stat()
    if stat(folder, &status) == 0 {
      guard (status.st_mode & S_IFMT) == S_IFDIR else {
        throw .system(code: ENOTDIR, action: "create folder", subject: folder, shownAs: shownAs)
      }
      return
    }
    guard errno == ENOENT else {
      throw .system(code: errno, action: "create folder", subject: folder, shownAs: shownAs)
    }
    let above = parent(of: folder)
    if above != folder { try makeFolders(above, shownAs: shownAs) }
    if mkdir(folder, 0o755) != 0 {
      let code = errno
      // Another process may have made it in the meantime.
      if code == EEXIST, stat(folder, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR { return }
      throw .system(code: code, action: "create folder", subject: folder, shownAs: shownAs)
    }
    _ = syncFolder(above)
  }

  /// Flushes a folder's entries to disk so that a rename or a new entry in it
  /// survives a crash.
  ///
  /// - Returns: 0, or the `errno` of the failed call.
  static func syncFolder(_ folder: String) -> Int32 {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return errno }
    defer { close(descriptor) }
    return fsync(descriptor) == 0 ? 0 : errno
  }
}
