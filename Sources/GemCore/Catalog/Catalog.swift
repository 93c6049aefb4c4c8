import FoundationEssentials

/// A list of gems loaded from the bundled catalog or a catalog file.
///
/// The gems keep the catalog's order. Ids are unique: a catalog with two
/// gems of the same id is refused when it is loaded.
public struct Catalog: Sendable {
  /// The gems, in catalog order.
  public let gems: [Gem]
  /// How messages name this catalog: `bundled catalog` or `catalog 'FILE'`.
  public let source: String
  /// Whether ``gems`` are known to be in name order already.
  ///
  /// Name order is by folded name, then name, so listing them by name
  /// needs no sort. True for the bundled catalog, which a test keeps in
  /// that order.
  public let isInNameOrder: Bool
  private let indexByID: [String: Int]

  /// Creates a catalog from gems that are already valid.
  ///
  /// - Parameters:
  ///   - gems: Gems with unique ids.
  ///   - source: How messages name the catalog.
  public init(gems: [Gem], source: String) {
    self.init(gems: gems, source: source, isInNameOrder: false)
  }

  private init(gems: [Gem], source: String, isInNameOrder: Bool) {
    self.gems = gems
    self.source = source
    self.isInNameOrder = isInNameOrder
    var index: [String: Int] = [:]
    for (position, gem) in gems.enumerated() where index[gem.id] == nil {
      index[gem.id] = position
    }
    indexByID = index
  }

  /// Decodes and validates catalog JSON.
  ///
  /// - Parameters:
  ///   - data: UTF-8 JSON in the catalog format of DESIGN.md; a leading
  ///     byte-order mark is skipped.
  ///   - source: How messages name the catalog.
  /// - Throws: ``CatalogError/invalidDocument(source:problem:)`` for text
  ///   that is not UTF-8, not strict JSON (trailing commas are refused,
  ///   though JSONDecoder would take them), or has the wrong top level,
  ///   ``CatalogError/unsupportedSchemaVersion(source:version:)`` for a newer
  ///   format, and ``CatalogError/invalidGem(source:index:name:key:problem:)``
  ///   for a gem with a missing name, a wrongly typed key or a duplicate id.
  public init(decoding data: Data, source: String) throws(CatalogError) {
    var data = data
    if data.starts(with: [0xEF, 0xBB, 0xBF]) { data.removeFirst(3) }
    let bytes = [UInt8](data)
    guard String(validating: bytes, as: UTF8.self) != nil else {
      throw .invalidDocument(source: source, problem: "the text is not UTF-8")
    }
    do throws(StrictJSON.SyntaxError) {
      try StrictJSON.check(bytes)
    } catch {
      throw .invalidDocument(source: source, problem: error.description)
    }
    do {
      self.init(gems: try JSONDecoder().decode(CatalogDocument.self, from: data).gems, source: source)
    } catch let problem as CatalogDocument.Problem {
      throw problem.error(source: source)
    } catch {
      throw .invalidDocument(source: source, problem: Self.describe(error))
    }
  }

  /// The catalog that ships inside raygem (`Resources/gems.json`).
  ///
  /// Its gems are compiled into the binary, so nothing is parsed at
  /// start-up; the test suite checks they equal what the decoder makes of
  /// `Resources/gems.json`.
  public static var bundled: Catalog {
    Catalog(gems: EmbeddedCatalog.gems, source: "bundled catalog", isInNameOrder: true)
  }

  /// Reads and decodes a catalog file.
  ///
  /// - Parameter path: The file's path, as the user gave it.
  /// - Returns: The catalog, named `catalog 'PATH'` in messages.
  /// - Throws: ``CatalogError/notFound(path:)`` or
  ///   ``CatalogError/unreadable(path:reason:)`` when the file cannot be
  ///   read, and the errors of ``init(decoding:source:)`` when it is invalid.
  public static func load(path: String) throws(CatalogError) -> Catalog {
    let data: Data
    do {
      data = try FileBytes.contents(ofPath: path)
    } catch let error {
      if error.isMissing { throw .notFound(path: path) }
      throw .unreadable(path: path, reason: error.reason)
    }
    return try Catalog(decoding: data, source: "catalog '\(path)'")
  }

  /// The gem with this exact id, if any.
  ///
  /// - Parameter id: A gem id such as `rose-quartz`.
  /// - Returns: The gem, or `nil`.
  public func gem(withID id: String) -> Gem? {
    indexByID[id].map { gems[$0] }
  }

  /// Turns a JSONDecoder failure into one line without Swift type names.
  private static func describe(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return "\(error)" }
    switch decoding {
    case .dataCorrupted(let context):
      let underlying = context.underlyingError.map { "\($0)" } ?? context.debugDescription
      return underlying.isEmpty ? "the text is not valid JSON" : "not valid JSON (\(underlying))"
    default:
      return "the text does not have the catalog's shape"
    }
  }
}
