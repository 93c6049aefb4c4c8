/// Finds gems by name or alias, ranked as DESIGN.md's "Search" section says.
///
/// The names and aliases are folded once, when the search is created, and
/// kept as UTF-8 bytes, so each query costs one fold plus a byte scan:
/// a few milliseconds for 100,000 gems.
public struct GemSearch: Sendable {
  /// The gems, in the order given.
  let records: any GemRecords
  /// Folded names; key `k` is the name of `gems[k]`.
  let names: FoldedKeys
  /// Folded aliases of every gem, back to back.
  let aliases: FoldedKeys
  /// The aliases of `gems[k]` are keys `aliasStarts[k]..<aliasStarts[k + 1]`.
  let aliasStarts: [Int]

  /// Prepares a search over names and aliases folded beforehand, as a
  /// catalog index stores them.
  init(records: any GemRecords, names: FoldedKeys, aliases: FoldedKeys, aliasStarts: [Int]) {
    self.records = records
    self.names = names
    self.aliases = aliases
    self.aliasStarts = aliasStarts
  }

  /// Prepares a search over `gems`, folding every name once, and every
  /// alias, misnomer and species as the gem's other names.
  ///
  /// - Parameter gems: The gems to search, typically a catalog's.
  public init(gems: [Gem]) {
    var names = FoldedKeys()
    var aliases = FoldedKeys()
    var aliasStarts = [0]
    var folder = TextFolder()
    aliasStarts.reserveCapacity(gems.count + 1)
    let aliasFacts = [GemField.aliases.fact, GemField.misnomers.fact]
    let species = GemField.species.fact
    for gem in gems {
      names.append(folding: gem.name, with: &folder)
      for fact in aliasFacts {
        guard case .list(let texts)? = gem[fact] else { continue }
        for text in texts { aliases.append(folding: text, with: &folder) }
      }
      if case .text(let text)? = gem[species] { aliases.append(folding: text, with: &folder) }
      aliasStarts.append(aliases.count)
    }
    self.records = gems
    self.names = names
    self.aliases = aliases
    self.aliasStarts = aliasStarts
  }

  /// The gems whose folded name or alias contains the folded query, ranked.
  ///
  /// Gems come in five tiers: exact name, name prefix, word prefix (the
  /// query starts at a word of the name), any other part of the name, then
  /// alias matches; a gem matching by name and alias ranks by its name.
  /// Ties go by folded name, then by name as written. Each gem appears once.
  ///
  /// - Parameter query: What the user typed, e.g. `paraiba` or `cat's eye`.
  /// - Returns: The matching gems, best first; empty when none matches.
  /// - Throws: ``SearchError/emptyQuery`` when the query folds to nothing
  ///   (empty, blank or punctuation only).
  public func matches(for query: String) throws(SearchError) -> [Gem] {
    let folded = Self.foldedBytes(query)
    guard !folded.isEmpty else { throw .emptyQuery }
    return rankedMatches(forFolded: folded).map { records.gem(at: $0.gem) }
  }

  /// One matching gem and how well it matches.
  struct RankedMatch: Equatable, Sendable {
    /// The gem's position in ``gems``.
    var gem: Int
    /// How the gem matches.
    var tier: MatchTier
  }

  /// The matches of an already folded, non-empty query, best first.
  func rankedMatches(forFolded query: [UInt8]) -> [RankedMatch] {
    var found: [RankedMatch] = []
    query.withUnsafeBufferPointer { query in
      names.bytes.withUnsafeBufferPointer { nameBytes in
        aliases.bytes.withUnsafeBufferPointer { aliasBytes in
          for gem in 0..<records.count {
            if let tier = FoldedKeys.tier(of: query, in: names.range(of: gem), of: nameBytes) {
              found.append(RankedMatch(gem: gem, tier: tier))
            } else if aliasKeys(of: gem).contains(where: { alias in
              FoldedKeys.contains(query, in: aliases.range(of: alias), of: aliasBytes)
            }) {
              found.append(RankedMatch(gem: gem, tier: .alias))
            }
          }
        }
      }
    }
    sortByTierThenName(&found)
    return found
  }

  /// Sorts matches by tier, then by name (see ``precedes(_:_:_:)``).
  private func sortByTierThenName(_ matches: inout [RankedMatch]) {
    names.bytes.withUnsafeBufferPointer { nameBytes in
      matches.sort { lhs, rhs in
        lhs.tier != rhs.tier ? lhs.tier < rhs.tier : precedes(lhs.gem, rhs.gem, nameBytes)
      }
    }
  }

  /// Whether `gems[gem]` has an alias whose folded form is `query`.
  func hasAlias(_ gem: Int, equalTo query: [UInt8]) -> Bool {
    query.withUnsafeBufferPointer { query in
      aliases.bytes.withUnsafeBufferPointer { aliasBytes in
        aliasKeys(of: gem).contains { FoldedKeys.equals(query, aliases.range(of: $0), of: aliasBytes) }
      }
    }
  }

  /// The alias keys of `gems[gem]`.
  func aliasKeys(of gem: Int) -> Range<Int> {
    aliasStarts[gem]..<aliasStarts[gem + 1]
  }

  /// The name order used for ties: folded name, then the name as written,
  /// then catalog order.
  func precedes(_ lhs: Int, _ rhs: Int, _ nameBytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if let byFold = names.precedes(lhs, rhs, in: nameBytes) { return byFold }
    let (leftName, rightName) = (records.name(at: lhs), records.name(at: rhs))
    return leftName != rightName ? leftName < rightName : lhs < rhs
  }

  /// `TextFolding.fold(text)` as UTF-8 bytes.
  static func foldedBytes(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var folder = TextFolder()
    folder.append(text, to: &bytes)
    return bytes
  }
}
