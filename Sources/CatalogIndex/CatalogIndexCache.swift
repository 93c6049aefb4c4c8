import GemCore
import ProcessEnvironment

/// Keeps an index of each large catalog file in a cache folder, so that a
/// search reads folded names instead of decoding megabytes of JSON.
///
/// The index is keyed by the catalog's real path and carries the file's
/// ``FileIdentity`` (device, inode, size, modification and status-change
/// times) and a ``ContentChecksum`` of its bytes. It is trusted only when
/// it provably describes the catalog's current bytes:
/// - An index made when the catalog had not changed for ``settledTime``
///   is *proven*: any later change moves a timestamp, so an equal identity
///   means equal bytes.
/// - An index made sooner may share its identity with a later edit in the
///   same timestamp tick (a file system with 1- or 2-second timestamps):
///   it is used only while the catalog's bytes still have its checksum, and
///   is made again, proven, once the catalog has settled.
///
/// The cache is only an optimisation: when it cannot be written, a command
/// indexes a large catalog in memory for itself (and says so, when a cache
/// folder was set but cannot be used), and a damaged or refused index means
/// decoding the catalog as usual.
public struct CatalogIndexCache: Sendable {
  /// Catalog files smaller than this (1 MiB) are decoded directly: that
  /// takes milliseconds, and leaves no cache files behind.
  public static let minimumCatalogSize = 1 << 20

  /// How long a catalog must have been unchanged, in seconds, before its
  /// identity alone can prove its bytes: the coarsest common timestamp
  /// tick (2 s, FAT) and a margin for the kernel's coarse clock.
  static let settledTime = 3.0

  /// The cache folder, or `nil` for no caching.
  public let folder: String?
  /// The time now, in seconds since 1970.
  private let now: @Sendable () -> Double
  /// The identity of the file at a path now, or `nil` when there is none.
  private let identify: @Sendable (String) -> FileIdentity?
  /// Takes a line that says why a large catalog's index cannot be kept in the folder.
  private let report: @Sendable (String) -> Void

  /// Creates a cache in `folder`.
  ///
  /// - Parameters:
  ///   - folder: The cache folder, created on first write; `nil` disables caching.
  ///   - report: Takes a line (without `raygem: warning: `) that says why
  ///     a large catalog's index cannot be kept in `folder`, each time that
  ///     happens: every command then indexes the catalog again.
  public init(folder: String?, reporting report: @escaping @Sendable (String) -> Void = { _ in }) {
    self.init(folder: folder, now: System.currentTime, identify: FileIdentity.of, reporting: report)
  }

  /// Creates a cache in `folder` that reads the time and file identities
  /// with the functions given: tests use it to act out a file system with
  /// coarse timestamps.
  package init(
    folder: String?, now: @escaping @Sendable () -> Double,
    identify: @escaping @Sendable (String) -> FileIdentity?,
    reporting report: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.folder = folder
    self.now = now
    self.identify = identify
    self.report = report
  }

  /// The cache folder the environment picks: `$RAYGEM_HOME/cache`, else
  /// `$XDG_CACHE_HOME/raygem` when that is absolute, else
  /// `$HOME/.cache/raygem` when `HOME` is absolute, else no cache.
  ///
  /// - Parameters:
  ///   - environment: The process environment.
  ///   - report: Takes a line that says why an index cannot be kept (see ``init(folder:reporting:)``).
  public init(environment: Environment, reporting report: @escaping @Sendable (String) -> Void = { _ in }) {
    self.init(folder: StorageFolder.cache.path(in: environment), reporting: report)
  }

  /// Searches the catalog file at `path`, through its index when one is current.
  ///
  /// Otherwise the catalog is decoded, and indexed for next time when it is
  /// large. A damaged index is removed and the catalog decoded instead.
  ///
  /// - Parameters:
  ///   - path: The catalog file, as the user named it.
  ///   - query: What the user typed.
  /// - Returns: The ranked matches, or suggestions when nothing matched.
  /// - Throws: ``CatalogError`` as ``Catalog/load(path:)`` throws it (a
  ///   catalog is only ever indexed after it decoded without error), or
  ///   ``SearchError/emptyQuery`` when the query folds to nothing.
  public func result(catalogAt path: String, query: String) throws -> SearchResult {
    try answer(
      catalogAt: path, indexed: { index throws in try index.result(for: query) },
      decoded: { catalog, search throws in try (search ?? catalog.search).result(for: query) })
  }

  /// Ranks the gems of the catalog file at `path` against `measurements`,
  /// through its index when one is current, as ``result(catalogAt:query:)`` does.
  ///
  /// - Parameters:
  ///   - path: The catalog file, as the user named it.
  ///   - measurements: What was measured.
  /// - Returns: The identification.
  /// - Throws: ``CatalogError`` as ``Catalog/load(path:)`` throws it.
  public func identification(catalogAt path: String, measurements: Measurements) throws -> Identification {
    try answer(
      catalogAt: path, indexed: { index throws in try index.identification(for: measurements) },
      decoded: { catalog, _ in Identification(measurements, in: catalog.gems) })
  }

  /// The catalog file at `path`: its gems are served from its index when
  /// the file is large and its index current, so that a command reads only
  /// the gems it shows.
  ///
  /// Otherwise the catalog is decoded, and indexed for next time when it is
  /// large, as ``result(catalogAt:query:)`` does.
  ///
  /// - Parameter path: The catalog file, as the user named it.
  /// - Returns: The catalog.
  /// - Throws: ``CatalogError`` as ``Catalog/load(path:)`` throws it.
  public func catalog(at path: String) throws -> Catalog {
    try answer(
      catalogAt: path, indexed: { index in Catalog(served: index, source: Catalog.source(path: path)) },
      decoded: { catalog, _ in catalog })
  }

  /// Answers from the index of the catalog at `path` when one is current.
  ///
  /// Otherwise it decodes the catalog, indexes it for next time when it is large,
  /// and answers from the decoded gems (with their search, when indexing
  /// made one). A damaged index is removed and the catalog decoded instead.
  private func answer<Answer>(
    catalogAt path: String, indexed: (IndexedCatalog) throws -> Answer,
    decoded: (Catalog, GemSearch?) throws -> Answer
  ) throws -> Answer {
    // Before the catalog is looked at: a change after this moment is one
    // that its timestamps may have to show.
    let started = now()
    guard let before = identify(path), before.size >= Self.minimumCatalogSize,
      let realPath = System.canonicalPath(path)
    else {
      return try decoded(try Catalog.load(path: path), nil)
    }
    let indexPath = folder.map { $0 + "/catalog-" + Self.hash(realPath) + ".index" }
    if let indexPath, let file = IndexedCatalog.file(at: indexPath, path: realPath, identity: before),
      isTrusted(file, catalogAt: path, identity: before, at: started),
      let index = IndexedCatalog(file: file, path: realPath, identity: before)
    {
      do {
        return try indexed(index)
      } catch is BinaryReader.Damaged {
        System.remove(indexPath)
      }
    }
    // Built from the catalog read a gem at a time, then answered from, so
    // that the first command needs little more memory than later ones.
    if let index = try freshIndex(
      catalogAt: path, realPath: realPath, identity: before, startedAt: started, cachedAt: indexPath)
    {
      do {
        return try indexed(index)
      } catch is BinaryReader.Damaged {
        if let indexPath { System.remove(indexPath) }
      }
    }
    // Not indexed: the catalog changed while it was read, the index could
    // not be written, or the catalog repeats an id or relates to a gem it
    // lacks, which decoding it whole names.
    return try decoded(try Catalog.load(path: path), nil)
  }

  /// Reads the catalog at `path` a gem at a time and indexes it: in the
  /// cache at `indexPath` when there is one that can be written, else in a
  /// file in memory for this run only, so that a large catalog is never
  /// decoded whole just because the cache is missing or read-only.
  ///
  /// - Returns: The index, or `nil` when the catalog changed while it was
  ///   read, when the build was refused, or when writing it failed.
  /// - Throws: ``CatalogError`` as ``Catalog/load(path:)`` throws it for a
  ///   catalog that cannot be read, or whose text or a gem is invalid.
  private func freshIndex(
    catalogAt path: String, realPath: String, identity: FileIdentity, startedAt started: Double,
    cachedAt indexPath: String?
  ) throws(CatalogError) -> IndexedCatalog? {
    let bytes = try Catalog.contents(path: path)
    let checksum = ContentChecksum.of(bytes)
    // Index only what was read from an unchanged file.
    guard identify(path) == identity else { return nil }
    var builder = try IndexBuilder(reading: try CatalogText(checking: bytes, source: Catalog.source(path: path)))
    let isProven = identity.latestChange + Self.settledTime <= started
    let build = { (builder: inout IndexBuilder, write: @escaping IndexBodyWriter.Write) throws(SystemFailure) in
      try IndexedCatalog.write(
        &builder, path: realPath, identity: identity, catalogChecksum: checksum, isProven: isProven, with: write)
    }
    if let indexPath, let folder {
      do throws(FileError) {
        let lock = try lockedCache(folder: folder, indexPath: indexPath)
        defer { lock.release() }
        guard (try? cache(&builder, build: build, at: indexPath)) != nil,
          let file = IndexedCatalog.file(at: indexPath, path: realPath, identity: identity)
        else { return nil }
        return IndexedCatalog(file: file, path: realPath, identity: identity)
      } catch {
        // Another command writing the index is no reason to say anything.
        if case .unwritable(_, let reason) = error {
          report("cannot keep the index of catalog '\(path)' in '\(folder)': \(reason); each command indexes it again")
        }
      }
    }
    guard let descriptor = try? System.anonymousFile(named: "raygem catalog index") else { return nil }
    let outcome = try? build(&builder) { (part) throws(SystemFailure) in try System.writeAll(descriptor, part) }
    guard outcome == .written,
      let file = IndexedCatalog.file(
        descriptor: descriptor, shownAs: "index in memory", path: realPath, identity: identity)
    else {
      try? System.closeFile(descriptor)
      return nil
    }
    return IndexedCatalog(file: file, path: realPath, identity: identity)
  }

  /// Makes the cache folder and takes the lock of the index at `indexPath`.
  ///
  /// Under the index's own lock, two first searches of one catalog at once
  /// cannot remove each other's temporary file; it is not waited for, since
  /// a writer that holds it (or was stopped while it did) must not hold up
  /// a search, which can index the catalog in memory instead.
  private func lockedCache(folder: String, indexPath: String) throws(FileError) -> FileLock {
    try FilePaths.makeFolders(folder, shownAs: folder)
    return try FileLock(path: indexPath + ".lock", shownAs: indexPath, waits: false)
  }

  /// Writes the index `build` makes from `builder` at `indexPath`, whose lock is held.
  ///
  /// - Throws: ``FileError`` when it cannot be written, or when what was
  ///   written is no index (the build was refused).
  private func cache(
    _ builder: inout IndexBuilder,
    build: (inout IndexBuilder, @escaping IndexBodyWriter.Write) throws(SystemFailure) -> IndexBuilder.Outcome,
    at indexPath: String
  ) throws(FileError) {
    // Whatever stood at the index path (an old index, a link) goes, so
    // the new file gets fresh permissions; so do temporary files of
    // writers that were stopped.
    System.remove(indexPath)
    AtomicWriter.removeStaleTemporaryFiles(of: indexPath)
    try AtomicWriter.replace(indexPath, shownAs: indexPath) { (write) throws(SystemFailure) in
      let outcome = try withoutActuallyEscaping(write) { (write) throws(SystemFailure) in try build(&builder, write) }
      // What was written is no index: the temporary file goes.
      if outcome != .written { throw SystemFailure.cancelled }
    }
  }

  /// Whether the index in `file`, made for a catalog with `identity`, describes the
  /// catalog's bytes now (see the type's summary).
  ///
  /// An unproven index of a catalog that has since settled is not trusted,
  /// so that it is made again, proven, and later runs need not read the catalog.
  private func isTrusted(_ file: IndexFile, catalogAt path: String, identity: FileIdentity, at time: Double) -> Bool {
    let stamp = IndexedCatalog.stamp(of: file)
    if stamp.isProven { return true }
    guard identity.latestChange + Self.settledTime > time else { return false }
    return ContentChecksum.of(fileAt: path) == stamp.catalogChecksum && identify(path) == identity
  }

  /// FNV-1a, 64 bits, in hex: a short, stable file name for a path.
  private static func hash(_ text: String) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
    return String(value, radix: 16)
  }
}
