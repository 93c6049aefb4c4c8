import ProcessEnvironment

/// Where favorites live and how to read and change them.
///
/// The file holds `{"schemaVersion": 1, "favorites": [...]}`: gem ids in the
/// order they were added. Ids the catalog lacks are kept; the store knows
/// nothing about catalogs.
///
/// Reading takes no lock and creates nothing. Every change is a
/// read-modify-write under an exclusive `flock(2)` on `<path>.lock` beside the
/// file (shell scripts can join in with `flock favorites.json.lock -c '...'`),
/// and is written atomically: a temporary file in the same folder, flushed,
/// renamed over the old file, then the folder flushed. The file keeps its
/// permission bits, and a favorites file that is a symbolic link stays a link
/// while its target is replaced. A file that is not valid is never overwritten.
public struct FavoritesStore: Sendable {
  /// The favorites file, or nil when no location can be determined.
  public let path: String?

  /// Why no file may be used at all, for a location that cannot be taken as given.
  private let refusal: FavoritesError?

  /// Creates a store for an explicit file.
  ///
  /// - Parameter path: The favorites file, or nil for "no location known".
  public init(path: String?) {
    self.path = path
    refusal = nil
  }

  /// Creates a store at the location the environment gives.
  ///
  /// The first rule that applies wins:
  /// 1. `RAYGEM_HOME` set and non-empty: `$RAYGEM_HOME/favorites.json`, used
  ///    as given even when relative (it is the user's explicit choice).
  /// 2. `XDG_DATA_HOME` set, non-empty and absolute:
  ///    `$XDG_DATA_HOME/raygem/favorites.json` (the XDG spec ignores a
  ///    relative value).
  /// 3. `HOME` set, non-empty and absolute: `$HOME/.local/share/raygem/favorites.json`.
  /// 4. Otherwise ``path`` is nil; no path is guessed.
  ///
  /// - Parameter environment: The process environment, or just the
  ///   variables above.
  public init(environment: Environment) {
    self.init(environment: environment, undecodable: [])
  }

  /// Creates a store at the location the environment gives, unless the
  /// variable that decides it was not valid UTF-8.
  ///
  /// The value such a variable holds, with U+FFFD in place of its bytes,
  /// names another folder: the store then reads and writes nothing, and
  /// ``load()`` and ``update(waits:_:)`` throw
  /// ``FavoritesError/undecodableLocation(variable:)``. A variable that does
  /// not decide the location (`HOME` when `RAYGEM_HOME` is set) does not matter.
  ///
  /// - Parameters:
  ///   - environment: The process environment, decoded.
  ///   - undecodable: The names of the variables whose values were not UTF-8.
  public init(environment: Environment, undecodable: Set<String>) {
    if let variable = StorageFolder.data.variable(in: environment), undecodable.contains(variable) {
      path = nil
      refusal = .undecodableLocation(variable: variable)
    } else {
      path = Self.path(in: environment)
      refusal = nil
    }
  }

  /// The favorites file's path for an environment, or nil (see ``init(environment:)``).
  static func path(in environment: Environment) -> String? {
    StorageFolder.data.path(in: environment).map { FilePaths.join($0, "favorites.json") }
  }

  /// Reads the favorite ids.
  ///
  /// A missing file, a missing folder, or a nil ``path`` means no favorites.
  /// Reading never creates a file or folder and takes no lock: writers replace
  /// the file with a rename, so a reader sees the old file or the new one.
  ///
  /// - Returns: The ids in the order they were added, without duplicates (the
  ///   first occurrence in the file wins), kept compactly.
  /// - Throws: ``FavoritesError/invalid(path:problem:)`` when the file is not a
  ///   valid favorites file or is a folder; ``FavoritesError/io(path:reason:)``
  ///   when it exists but cannot be read, including permission denied (a read
  ///   failure is an input/output error, not a "cannot create or write" one),
  ///   or when a file stands in place of its folder;
  ///   ``FavoritesError/undecodableLocation(variable:)`` when the location's
  ///   variable was not UTF-8.
  public func favorites() throws(FavoritesError) -> FavoriteIDs {
    if let refusal { throw refusal }
    guard let path else { return [] }
    return try Self.read(path, shownAs: path, belowAFileIsMissing: false)?.ids ?? []
  }

  /// Reads the favorite ids as strings (see ``favorites()``).
  ///
  /// - Returns: The ids in the order they were added, without duplicates.
  /// - Throws: The errors of ``favorites()``.
  public func load() throws(FavoritesError) -> [String] {
    Array(try favorites())
  }

  /// Changes the favorites with a read-modify-write under the exclusive lock.
  ///
  /// The result is saved only if it differs from what the file holds, so adding
  /// a favorite that is already there, or removing one that is not, writes
  /// nothing and creates nothing. The folder (mode 0700 less the umask), the
  /// lock file and the favorites file are created on the first real write,
  /// which is made in parts: a large file is never whole in memory twice.
  ///
  /// `change` may run more than once: first on an unlocked read to find out
  /// whether anything would change, then again under the lock on a fresh read.
  /// Its last run is the one whose result is saved and returned, so it should
  /// depend only on the list it is given.
  ///
  /// - Parameters:
  ///   - waits: Whether to wait while another process holds the lock; a
  ///     full-screen program that must keep drawing passes false and retries.
  ///   - beforeWaiting: Called with a lock file's path before waiting for
  ///     another holder of it (a person at a terminal is told why nothing
  ///     happens); never when the lock is free. A linked favorites file has
  ///     two locks, the link's and its target's, each of which may be waited for.
  ///   - change: Edits the list of ids in place.
  /// - Returns: The ids after the change.
  /// - Throws: ``FavoritesError/noLocation`` when ``path`` is nil;
  ///   ``FavoritesError/undecodableLocation(variable:)`` when the location's
  ///   variable was not UTF-8; ``FavoritesError/invalid(path:problem:)`` when the existing file is not
  ///   valid (its bytes are left unchanged); ``FavoritesError/unwritable(path:reason:)``
  ///   when the folder, lock file or file cannot be created or written;
  ///   ``FavoritesError/io(path:reason:)`` for other input/output errors,
  ///   including a file that cannot be read; ``FavoritesError/busy(path:)``
  ///   when `waits` is false and another process holds the lock.
  @discardableResult
  public func change(
    waits: Bool = true, beforeWaiting: ((String) -> Void)? = nil, _ change: (inout FavoriteIDs) -> Void
  ) throws(FavoritesError) -> FavoriteIDs {
    if let refusal { throw refusal }
    guard let path else { throw .noLocation }

    // A change that alters nothing needs no lock and no write: the unlocked
    // read is a consistent snapshot, since writers only ever rename. The
    // list is let go before the locked read, so that two are never held.
    do {
      var seen = try Self.read(path, shownAs: path) ?? FavoritesFile.Contents(ids: [])
      change(&seen.ids)
      if !seen.ids.isChanged { return seen.ids }
    }

    try Self.onFiles { () throws(FileError) in try FilePaths.makeFolders(FilePaths.parent(of: path), shownAs: path) }
    let lock = try Self.onFiles { () throws(FileError) in
      try FileLock(path: path + ".lock", shownAs: path, waits: waits, beforeWaiting: beforeWaiting)
    }
    defer { lock.release() }

    let target = try Self.onFiles { () throws(FileError) in
      try FilePaths.resolvingSymbolicLinks(path, shownAs: path)
    }
    // A link's target may also be reached by its real path (or another
    // link), whose writers lock beside it: lock there too. The target's lock
    // is always taken last, so two writers never wait for each other in a cycle.
    var targetLock: FileLock?
    defer { targetLock?.release() }
    if target != path {
      try Self.onFiles { () throws(FileError) in try FilePaths.makeFolders(FilePaths.parent(of: target), shownAs: path)
      }
      targetLock = try Self.onFiles { () throws(FileError) in
        try FileLock(path: target + ".lock", shownAs: path, waits: waits, beforeWaiting: beforeWaiting)
      }
    }
    var contents = try Self.read(target, shownAs: path) ?? FavoritesFile.Contents(ids: [])
    change(&contents.ids)
    if !contents.ids.isChanged { return contents.ids }

    AtomicWriter.removeStaleTemporaryFiles(of: target)
    try Self.onFiles { () throws(FileError) in
      try AtomicWriter.replace(target, shownAs: path) { (write) throws(SystemFailure) in
        try FavoritesFile.serialise(contents.ids, otherMembers: contents.otherMembers, into: write)
      }
    }
    return contents.ids
  }

  /// Changes the favorites as a list of strings (see ``change(waits:beforeWaiting:_:)``).
  ///
  /// Duplicate ids in the result are dropped (the first one stays).
  ///
  /// - Parameters:
  ///   - waits: Whether to wait while another process holds the lock.
  ///   - change: Edits the list of ids in place.
  /// - Returns: The ids after the change.
  /// - Throws: The errors of ``change(waits:beforeWaiting:_:)``.
  @discardableResult
  public func update(waits: Bool = true, _ change: (inout [String]) -> Void) throws(FavoritesError) -> [String] {
    Array(
      try self.change(waits: waits) { ids in
        var list = Array(ids)
        change(&list)
        ids.replace(with: list)
      })
  }

  /// Runs a step on the favorites file, its folder or its locks, turning
  /// its ``FileError`` into the ``FavoritesError`` the store reports.
  private static func onFiles<Value>(_ step: () throws(FileError) -> Value) throws(FavoritesError) -> Value {
    do {
      return try step()
    } catch {
      throw FavoritesError(error)
    }
  }

  /// Reads and parses `file`.
  ///
  /// - Parameters:
  ///   - file: The file to read.
  ///   - shownAs: The path that errors name.
  ///   - belowAFileIsMissing: Whether a file in place of a folder on the
  ///     path means no file (to a change, whose folders are made next and
  ///     fail there), rather than an input/output error (to a reader).
  /// - Returns: What the file holds, or nil when the file (or a folder on its path) is missing.
  /// - Throws: ``FavoritesError/invalid(path:problem:)`` for what is no
  ///   favorites file, ``FavoritesError/io(path:reason:)`` for what cannot be read.
  private static func read(
    _ file: String, shownAs: String, belowAFileIsMissing: Bool = true
  ) throws(FavoritesError) -> FavoritesFile.Contents? {
    let data: [UInt8]
    do throws(FileBytes.ReadError) {
      data = try FileBytes.contents(ofPath: file, requiringRegularFile: true)
    } catch {
      // To a reader, not missing: the first change would fail to make the folder.
      if error.isBelowAFile && !belowAFileIsMissing {
        throw .io(path: shownAs, reason: "cannot read it: a file stands in place of a folder on its path")
      }
      if error.isMissing { return nil }
      if error.isNotRegular {
        throw .invalid(
          path: shownAs, problem: "it is not a regular file (a device, a named pipe or a socket); move it aside")
      }
      if error.isFolder {
        throw .invalid(path: shownAs, problem: "it is a folder, not a file; move it aside")
      }
      // Like a folder, a link loop in the file's place is no favorites file.
      if error.isLinkLoop {
        throw .invalid(
          path: shownAs, problem: "it is a symbolic link that leads round in a loop; fix or remove the link")
      }
      throw .io(path: shownAs, reason: "cannot read it: \(error.reason)")
    }
    do throws(FavoritesFile.Problem) {
      return try FavoritesFile.parse(consume data)
    } catch {
      throw .invalid(path: shownAs, problem: error.text)
    }
  }
}
