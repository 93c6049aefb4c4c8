import FoundationEssentials

/// The top level of a catalog file: `{"schemaVersion": 1, "gems": [...]}`.
///
/// Decoding stops at the first problem and throws a ``CatalogError`` that
/// names the gem by index and name; JSONDecoder does the JSON parsing.
struct CatalogDocument: Decodable {
  /// The newest catalog format this raygem reads.
  static let supportedSchemaVersion = 1

  var gems: [Gem]

  private enum Key: String, CodingKey { case schemaVersion, gems }

  /// The catalog's name in messages, passed in through `userInfo`.
  static let sourceKey = CodingUserInfoKey(rawValue: "raygem.catalogSource")!

  init(from decoder: any Decoder) throws {
    let source = decoder.userInfo[Self.sourceKey] as? String ?? "catalog"
    guard let container = try? decoder.container(keyedBy: Key.self) else {
      throw CatalogError.invalidDocument(
        source: source, problem: "the top level must be an object {\"schemaVersion\": 1, \"gems\": [...]}")
    }
    let version: Int
    do {
      version = try container.decodeIfPresent(Int.self, forKey: .schemaVersion) ?? 1
    } catch {
      throw CatalogError.invalidDocument(source: source, problem: "\"schemaVersion\" must be a whole number")
    }
    guard version <= Self.supportedSchemaVersion else {
      throw CatalogError.unsupportedSchemaVersion(source: source, version: version)
    }
    guard version >= 1 else {
      throw CatalogError.invalidDocument(source: source, problem: "\"schemaVersion\" must be 1")
    }
    guard var list = try? container.nestedUnkeyedContainer(forKey: .gems) else {
      throw CatalogError.invalidDocument(source: source, problem: "\"gems\" must be an array of gems")
    }
    var gems: [Gem] = []
    var firstIndexOfID: [String: Int] = [:]
    while !list.isAtEnd {
      let index = list.currentIndex
      var gem: Gem
      do {
        gem = try list.decode(CatalogEntry.self).gem
      } catch let problem as GemProblem {
        throw CatalogError.invalidGem(
          source: source, index: index, name: problem.name, key: problem.key, problem: problem.problem)
      }
      if gem.id.isEmpty { gem.id = Gem.slug(for: gem.name) }
      if let first = firstIndexOfID[gem.id] {
        throw CatalogError.invalidGem(
          source: source, index: index, name: gem.name, key: "id",
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
