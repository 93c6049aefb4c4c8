import FoundationEssentials

/// The top level of a catalog file: `{"schemaVersion": 1, "gems": [...]}`.
///
/// Decoding stops at the first problem and throws a ``Problem`` that names
/// the gem by index and name; ``Catalog`` adds the catalog's name to it.
/// JSONDecoder does the JSON parsing.
struct CatalogDocument: Decodable {
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

  var gems: [Gem]

  private enum Key: String, CodingKey { case schemaVersion, gems }

  init(from decoder: any Decoder) throws {
    guard let container = try? decoder.container(keyedBy: Key.self) else {
      throw Problem.shape("the top level must be an object {\"schemaVersion\": 1, \"gems\": [...]}")
    }
    let version: Int
    do {
      version = try container.decodeIfPresent(Int.self, forKey: .schemaVersion) ?? 1
    } catch {
      throw Problem.shape("\"schemaVersion\" must be a whole number")
    }
    guard version <= Self.supportedSchemaVersion else {
      throw Problem.schemaVersion(version)
    }
    guard version >= 1 else {
      throw Problem.shape("\"schemaVersion\" must be 1")
    }
    guard var list = try? container.nestedUnkeyedContainer(forKey: .gems) else {
      throw Problem.shape("\"gems\" must be an array of gems")
    }
    var gems: [Gem] = []
    var firstIndexOfID: [String: Int] = [:]
    while !list.isAtEnd {
      let index = list.currentIndex
      var gem: Gem
      do {
        gem = try list.decode(CatalogEntry.self).gem
      } catch let problem as GemProblem {
        throw Problem.gem(index: index, name: problem.name, key: problem.key, problem: problem.problem)
      }
      if gem.id.isEmpty { gem.id = Gem.slug(for: gem.name) }
      if let first = firstIndexOfID[gem.id] {
        throw Problem.gem(
          index: index, name: gem.name, key: "id",
          problem: "\"\(gem.id)\" is already the id of gems[\(first)]; ids must be unique")
      }
      firstIndexOfID[gem.id] = index
      gems.append(gem)
    }
    self.gems = gems
  }
}

/// Lets `JSONDecoder` hand each element of `gems` to ``Gem``'s catalog
/// decoder without making `Gem` itself `Decodable`.
private struct CatalogEntry: Decodable {
  var gem: Gem
  init(from decoder: any Decoder) throws {
    gem = try Gem(catalogEntryFrom: decoder)
  }
}
