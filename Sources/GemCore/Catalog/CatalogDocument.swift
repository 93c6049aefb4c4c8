/// The top level of a catalog file: `{"schemaVersion": 1, "gems": [...]}`.
///
/// Decoding stops at the first problem and throws a ``Problem`` that names
/// the gem by index and name; ``Catalog`` adds the catalog's name to it.
/// Unknown top-level keys are ignored, as unknown gem keys are.
enum CatalogDocument {
  /// The first thing wrong with a document.
  enum Problem: Error {
    case shape(String)
    case schemaVersion(Int)
    case gem(index: Int, name: String?, key: String, problem: String)

    /// The catalog error for a catalog named `source`.
    func error(source: String) -> CatalogError {
      switch self {
      case .shape(let problem): return .invalidDocument(source: source, problem: problem)
      case .schemaVersion(let version): return .unsupportedSchemaVersion(source: source, version: version)
      case .gem(let index, let name, let key, let problem):
        return .invalidGem(source: source, index: index, name: name, key: key, problem: problem)
      }
    }
  }

  /// The newest catalog format this raygem reads.
  static let supportedSchemaVersion = 1

  /// What is wrong with a document that is not an object.
  static let notAnObject = Problem.shape("the top level must be an object {\"schemaVersion\": 1, \"gems\": [...]}")

  /// Decodes a catalog's gems.
  ///
  /// - Parameter bytes: JSON text that ``StrictJSON`` accepted.
  /// - Returns: The gems in catalog order, each with an id.
  /// - Throws: ``Problem`` for the first thing wrong: the top level's shape,
  ///   a newer schema version, a bad gem or a repeated id.
  static func gems(from bytes: [UInt8]) throws(Problem) -> [Gem] {
    var gems: [Gem] = []
    var firstIndexOfID: [String: Int] = [:]
    try forEachGem(in: bytes) { (gem, _) throws(Problem) in
      let index = gems.count
      var gem = gem
      if gem.id.isEmpty { gem.id = Gem.slug(for: gem.name) }
      if let first = firstIndexOfID[gem.id] {
        throw Problem.gem(
          index: index, name: gem.name, key: "id",
          problem: "\"\(Excerpt.of(gem.id))\" is already the id of gems[\(first)]; ids must be unique")
      }
      firstIndexOfID[gem.id] = index
      gems.append(gem)
    }
    try checkRelations(of: gems, ids: firstIndexOfID)
    return gems
  }

  /// Reads the document's gems one at a time.
  ///
  /// `body` gets each gem as it is decoded, with where its value starts in
  /// `bytes`; its id is empty when the catalog gives none. Ids and
  /// relations are the caller's to check.
  ///
  /// - Parameters:
  ///   - bytes: JSON text that ``StrictJSON`` accepted.
  ///   - body: Called for each gem in catalog order.
  /// - Throws: ``Problem`` for the top level's shape, a newer schema
  ///   version or a bad gem, and what `body` throws.
  static func forEachGem(in bytes: [UInt8], _ body: (Gem, Int) throws(Problem) -> Void) throws(Problem) {
    var reader = JSONReader(bytes)
    guard let members = reader.readObject(keys: topLevelKeys) else {
      throw notAnObject
    }
    if let repeated = members.firstRepeated {
      throw Problem.shape("\"\(topLevelKeys[repeated])\" appears more than once")
    }
    do throws(JSONDocument.VersionProblem) {
      _ = try JSONDocument.schemaVersion(at: members[0], in: bytes, supported: Self.supportedSchemaVersion)
    } catch {
      switch error {
      case .notAWholeNumber: throw Problem.shape("\"schemaVersion\" must be a whole number")
      case .newer(let version): throw Problem.schemaVersion(version)
      case .belowOne: throw Problem.shape("\"schemaVersion\" must be 1")
      }
    }
    reader.position = members[1] ?? bytes.count
    guard reader.enterArray() else {
      throw Problem.shape("\"gems\" must be an array of gems")
    }
    var index = 0
    while reader.nextElement() {
      let start = reader.position
      let gem: Gem
      do throws(GemProblem) {
        gem = try Gem(catalogEntry: &reader)
      } catch {
        throw Problem.gem(index: index, name: error.name, key: error.key, problem: error.problem)
      }
      try body(gem, start)
      index += 1
    }
  }

  /// The gem whose value starts at `start` of a document that
  /// ``forEachGem(in:_:)`` read without a problem, decoded again; its id is
  /// empty when the catalog gives none.
  static func gem(at start: Int, in bytes: [UInt8]) -> Gem? {
    var reader = JSONReader(bytes, at: start)
    return try? Gem(catalogEntry: &reader)
  }

  /// The id and name of the gem whose value starts at `start` of a
  /// document that ``forEachGem(in:_:)`` read without a problem, read
  /// again without decoding its other facts; the id is empty when the
  /// catalog gives none.
  static func identity(at start: Int, in bytes: [UInt8]) -> (id: String, name: String)? {
    var reader = JSONReader(bytes, at: start)
    guard let members = reader.readObject(keys: Gem.catalogKeys) else { return nil }
    let entry = FactReader(bytes: reader.bytes, members: members)
    do throws(GemProblem) {
      guard let name = try entry.text(GemFact.name, gem: nil) else { return nil }
      return (try entry.text(GemFact.id, gem: name) ?? "", name)
    } catch {
      return nil
    }
  }

  /// Checks that every id a gem relates to (`syntheticOf`, `imitates`) is a
  /// gem of the same catalog.
  private static func checkRelations(of gems: [Gem], ids: [String: Int]) throws(Problem) {
    let relations = GemFact.all.filter { $0.kind == .ids }
    for (index, gem) in gems.enumerated() {
      for fact in relations {
        guard case .list(let related)? = gem[fact] else { continue }
        if related.contains(gem.id) {
          throw Problem.gem(index: index, name: gem.name, key: fact.key, problem: "names the gem itself")
        }
        if let missing = related.first(where: { ids[$0] == nil }) {
          throw Problem.gem(
            index: index, name: gem.name, key: fact.key,
            problem: "names \"\(Excerpt.of(missing))\", which is not the id of a gem in this catalog")
        }
      }
    }
  }

  private static let topLevelKeys = JSONKeys(["schemaVersion", "gems"])
}
