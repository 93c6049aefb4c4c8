/// A list of gems loaded from the bundled catalog or a catalog file.
///
/// The gems keep the catalog's order. Ids are unique: a catalog with two
/// gems of the same id is refused when it is loaded.
public struct Catalog: Sendable {
  /// The gems, in catalog order (in name order when served from a catalog index).
  public let gems: CatalogGems
  /// How messages name this catalog: `bundled catalog` or `catalog 'FILE'`.
  public let source: String
  /// Whether ``gems`` are known to be in name order already.
  ///
  /// Name order is by folded name, then name, so listing them by name
  /// needs no sort. True for the bundled catalog, which a test keeps in
  /// that order.
  public let isInNameOrder: Bool
  /// Each id's first position; `nil` for a small catalog, which is scanned instead.
  private let indexByID: IDPositions?
  /// Makes a search prepared when the catalog was made, as the embedded catalog's is.
  private let preparedSearch: (@Sendable () -> GemSearch)?
  /// The catalog index the gems are served from, if they are.
  let shelf: (any GemShelf)?
  /// Whether the gems are served from a catalog index, read as asked for.
  package var isServed: Bool { shelf != nil }

  /// Whether the catalog index the gems are served from turned out damaged
  /// while they were read: what was read since may be wrong (a damaged gem
  /// reads as empty), and the index is gone, to be built again next time.
  package var foundDamagedIndex: Bool { shelf?.isRefused ?? false }

  /// A catalog whose gems are served from `shelf`, which keeps them in name order.
  ///
  /// - Parameters:
  ///   - shelf: A catalog index.
  ///   - source: How messages name the catalog.
  package init(served shelf: any GemShelf, source: String) {
    gems = CatalogGems(served: shelf)
    self.source = source
    isInNameOrder = true
    indexByID = nil
    preparedSearch = nil
    self.shelf = shelf
  }

  /// Creates a catalog from gems that are already valid.
  ///
  /// - Parameters:
  ///   - gems: Gems with unique ids.
  ///   - source: How messages name the catalog.
  public init(gems: [Gem], source: String) {
    self.init(gems: gems, source: source, isInNameOrder: false)
  }

  /// Creates a catalog from gems that are already valid, saying whether
  /// they are in name order (see ``inNameOrder(_:)``).
  package init(
    gems: [Gem], source: String, isInNameOrder: Bool, search: (@Sendable () -> GemSearch)? = nil
  ) {
    self.gems = CatalogGems(gems)
    self.source = source
    self.isInNameOrder = isInNameOrder
    shelf = nil
    preparedSearch = search
    // Hashing every id costs more than scanning a short list, and `list` never
    // looks an id up (Sources/Benchmark/README.md, "Start-up").
    guard gems.count > Self.largestScannedCatalog else {
      indexByID = nil
      return
    }
    var index: [String: Int] = [:]
    for (position, gem) in gems.enumerated() where index[gem.id] == nil {
      index[gem.id] = position
    }
    indexByID = IDPositions(index)
  }

  /// Catalogs with at most this many gems (the bundled one among them) find an id by scanning them.
  private static let largestScannedCatalog = 256

  /// Decodes and validates catalog JSON.
  ///
  /// - Parameters:
  ///   - document: UTF-8 JSON in the catalog format (README, "Catalog
  ///     format"); a leading byte-order mark is skipped.
  ///   - source: How messages name the catalog.
  /// - Throws: ``CatalogError/invalidDocument(source:problem:)`` for text
  ///   that is not UTF-8, not strict JSON (see ``StrictJSON``), or has the
  ///   wrong top level, ``CatalogError/unsupportedSchemaVersion(source:version:)``
  ///   for a newer format, and ``CatalogError/invalidGem(source:index:name:key:problem:)``
  ///   for a gem with a missing name, a wrongly typed or repeated key, or a
  ///   duplicate id.
  public init(decoding document: [UInt8], source: String) throws(CatalogError) {
    self = try CatalogText(checking: document, source: source).catalog()
  }

  /// `gems` in name order: by folded name (`Paraíba` with `paraiba`), then
  /// by name as written, then in their given order.
  ///
  /// - Parameter gems: Any gems.
  /// - Returns: The same gems, sorted.
  public static func inNameOrder<Gems: RandomAccessCollection<Gem>>(_ gems: Gems) -> [Gem] where Gems.Index == Int {
    nameOrder(gems).map { gems[$0] }
  }

  /// The positions of `gems` in name order (see ``inNameOrder(_:)``).
  ///
  /// - Parameter gems: Any gems, a slice of a catalog's too.
  /// - Returns: Positions in `gems`, its indices.
  package static func nameOrder<Gems: RandomAccessCollection<Gem>>(_ gems: Gems) -> [Int] where Gems.Index == Int {
    // The folded names are counted from 0, a slice's indices from where it starts.
    let keys = TextFolding.fold(gems.map { $0.name })
    let start = gems.startIndex
    return gems.indices.sorted { (keys[$0 - start], gems[$0].name, $0) < (keys[$1 - start], gems[$1].name, $1) }
  }

  /// Reads and decodes a catalog file.
  ///
  /// - Parameter path: The file's path, as the user gave it.
  /// - Returns: The catalog, named `catalog 'PATH'` in messages.
  /// - Throws: ``CatalogError/notFound(path:)`` or
  ///   ``CatalogError/unreadable(path:reason:)`` when the file cannot be
  ///   read, and the errors of ``init(decoding:source:)`` when it is invalid.
  public static func load(path: String) throws(CatalogError) -> Catalog {
    try Catalog(decoding: try contents(path: path), source: source(path: path))
  }

  /// The bytes of the catalog file at `path`, for a caller that needs them
  /// as well as the catalog (``init(decoding:source:)`` decodes them).
  ///
  /// - Throws: ``CatalogError/notFound(path:)`` or
  ///   ``CatalogError/unreadable(path:reason:)``, as ``load(path:)`` does,
  ///   and ``CatalogError/invalidDocument(source:problem:)`` as soon as the
  ///   text shows it is no JSON object.
  package static func contents(path: String) throws(CatalogError) -> [UInt8] {
    let bytes: [UInt8]
    // `/dev/zero` or an endless pipe is refused at its first byte, not after 1 GiB.
    var start = JSONDocument.ObjectStart()
    do throws(FileBytes.ReadError) {
      bytes = try FileBytes.contents(ofPath: path) { start.read($0) == .notAnObject }
    } catch {
      if error.isMissing { throw .notFound(path: path) }
      throw .unreadable(path: path, reason: error.reason)
    }
    if start.verdict == .notAnObject { throw CatalogDocument.notAnObject.error(source: source(path: path)) }
    return bytes
  }

  /// How messages name the catalog file at `path`.
  package static func source(path: String) -> String {
    "catalog '\(path)'"
  }

  /// A search over the catalog's gems (see ``GemSearch``).
  ///
  /// The bundled catalog's search is prepared at build time; any other is
  /// made here, folding every name and alias, so keep the result when
  /// searching a catalog file more than once.
  public var search: GemSearch {
    if let shelf { return shelf.search(over: gems) }
    return preparedSearch?() ?? GemSearch(gems: gems.inMemory ?? Array(gems))
  }

  /// `positions` of ``gems`` in the order their gems have in the catalog
  /// file: as given, unless the gems are served in name order.
  ///
  /// - Parameter positions: Ascending positions in ``gems``.
  /// - Returns: The same positions, in catalog order.
  package func inCatalogOrder(_ positions: [Int]) -> [Int] {
    guard let shelf else { return positions }
    return positions.map { ($0, shelf.catalogPosition(at: $0)) }.sorted { $0.1 < $1.1 }.map(\.0)
  }

  /// The gem with this exact id, if any.
  ///
  /// - Parameter id: A gem id such as `rose-quartz`.
  /// - Returns: The gem, or `nil`.
  public func gem(withID id: String) -> Gem? {
    guard let position = position(ofID: id) else { return nil }
    // A served gem takes the id it was found by, rather than deriving it again.
    return shelf?.gem(at: position, id: id) ?? gems[position]
  }

  /// Where the gem with this exact id stands in ``gems``, without reading it.
  ///
  /// - Parameter id: A gem id such as `rose-quartz`.
  /// - Returns: The gem's position, or `nil` when no gem has that id.
  public func position(ofID id: String) -> Int? {
    if let shelf { return shelf.position(ofID: id) }
    guard let indexByID else { return gems.firstIndex { $0.id == id } }
    return indexByID.positions[id]
  }
}

/// Each id's first position in a large catalog.
///
/// A class, so that a small catalog's `nil` costs nothing: copying an optional
/// dictionary makes the runtime build its type's metadata and look up `String:
/// Hashable` on every command (Sources/Benchmark/README.md, "Start-up").
private final class IDPositions: Sendable {
  let positions: [String: Int]

  init(_ positions: [String: Int]) {
    self.positions = positions
  }
}
