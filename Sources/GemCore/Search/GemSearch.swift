/// Finds gems by name or alias, ranked as README's "search" section says.
///
/// The names and aliases are folded once, when the search is created, and
/// kept as UTF-8 bytes, so each query costs one fold plus a byte scan:
/// a few milliseconds for 100,000 gems.
public struct GemSearch: Sendable {
  /// The gems, in the order given; served from the index in a search over
  /// a catalog index, or empty when only positions are asked of it.
  package let gems: CatalogGems
  /// The gems' count and names, for ranking.
  let records: any GemNames
  /// Folded names; key `k` is the name of `gems[k]`.
  package let names: FoldedKeys
  /// Folded aliases of every gem, back to back.
  package let aliases: FoldedKeys
  /// The aliases of `gems[k]` are keys `aliasStarts[k]..<aliasStarts[k + 1]`.
  package let aliasStarts: [Int]
  /// Each alias key's ``AliasKind`` raw value.
  package let aliasKinds: [UInt8]
  /// For each gem, 1 when it is natural, else 0: natural gems win ties.
  package let naturals: [UInt8]

  /// Prepares a search over names and aliases folded beforehand, as a
  /// catalog index stores them.
  package init(
    gems: CatalogGems, records: any GemNames, names: FoldedKeys, aliases: FoldedKeys, aliasStarts: [Int],
    aliasKinds: [UInt8], naturals: [UInt8]
  ) {
    self.gems = gems
    self.records = records
    self.names = names
    self.aliases = aliases
    self.aliasStarts = aliasStarts
    self.aliasKinds = aliasKinds
    self.naturals = naturals
  }

  /// Prepares a search over `gems`, folding every name once, and every
  /// alias, misnomer and species as the gem's other names.
  ///
  /// - Parameter gems: The gems to search, typically a catalog's.
  public init<Gems: Collection<Gem>>(gems: Gems) {
    let gems = gems as? CatalogGems ?? CatalogGems(Array(gems))
    var names = FoldedKeys()
    var aliases = FoldedKeys()
    var aliasStarts = [0]
    var aliasKinds: [UInt8] = []
    var naturals: [UInt8] = []
    var folder = TextFolder()
    // Folded names are about as long as the names: room for them at once,
    // rather than growing by doubling, keeps a catalog with a very long
    // name from holding its folded copy one and a half times over.
    names.reserveCapacity(gems.reduce(0) { $0 + $1.name.utf8.count })
    aliasStarts.reserveCapacity(gems.count + 1)
    naturals.reserveCapacity(gems.count)
    for gem in gems {
      names.append(folding: gem.name, with: &folder)
      Self.appendOtherNames(of: gem, to: &aliases, kinds: &aliasKinds, with: &folder)
      aliasStarts.append(aliases.count)
      naturals.append(gem.origin == .natural ? 1 : 0)
    }
    self.init(
      gems: gems, records: gems, names: names, aliases: aliases, aliasStarts: aliasStarts, aliasKinds: aliasKinds,
      naturals: naturals)
  }

  /// Folds a gem's aliases, species (and the group a species in
  /// parentheses belongs to) and misnomers, in that order, as the next
  /// keys of `keys`, and notes each one's ``AliasKind`` in `kinds`.
  ///
  /// - Parameters:
  ///   - gem: The gem whose other names to fold.
  ///   - keys: The alias keys of the gems before it.
  ///   - kinds: Each of those keys' ``AliasKind`` raw value.
  ///   - folder: The folder to fold with, reused from gem to gem.
  package static func appendOtherNames(
    of gem: Gem, to keys: inout FoldedKeys, kinds: inout [UInt8], with folder: inout TextFolder
  ) {
    if case .list(let texts)? = gem[GemField.aliases.fact] {
      for text in texts { keys.append(folding: text, with: &folder) }
      kinds += Array(repeating: AliasKind.alias.rawValue, count: texts.count)
    }
    if case .text(let text)? = gem[GemField.species.fact] {
      keys.append(folding: text, with: &folder)
      kinds.append(AliasKind.species.rawValue)
      // A species named within its group is the group's too: Garnet (pyrope)
      // is a Garnet, as Quartz is for its varieties; an assembled stone's
      // Opal (assembled) is no opal.
      if gem.origin != .composite, let open = text.firstIndex(of: "("),
        TextFolding.keepsAnything(String(text[..<open]))
      {
        keys.append(folding: String(text[..<open]), with: &folder)
        kinds.append(AliasKind.species.rawValue)
      }
    }
    if case .list(let texts)? = gem[GemField.misnomers.fact] {
      for text in texts { keys.append(folding: text, with: &folder) }
      kinds += Array(repeating: AliasKind.misnomer.rawValue, count: texts.count)
    }
  }

  /// The gems whose folded name or alias contains the folded query, ranked.
  ///
  /// Gems come in these tiers, best first: the query is the whole name; the
  /// whole of an alias or the species or its group; the name starts with it; every query
  /// word begins a word of the name, in any order; of one alias, misnomer or
  /// the species; it occurs inside the name; inside anything else. A gem ranks
  /// by its best tier. Ties go to natural gems before synthetics and
  /// imitations, then by folded name, then by name as written. Each gem appears
  /// once.
  ///
  /// - Parameter query: What the user typed, e.g. `paraiba` or `cat's eye`.
  /// - Returns: The matching gems, best first; empty when none matches.
  /// - Throws: ``SearchError/emptyQuery`` when the query folds to nothing
  ///   (empty, blank or punctuation only).
  public func matches(for query: String) throws(SearchError) -> [Gem] {
    let folded = Self.foldedBytes(query)
    guard !folded.isEmpty else { throw .emptyQuery }
    return rankedMatches(forFolded: folded).map { gems[$0.gem] }
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
    let words = Self.words(of: query)
    query.withUnsafeBufferPointer { query in
      names.withBytes { nameBytes in
        aliases.withBytes { aliasBytes in
          for gem in 0..<records.count {
            if let tier = tier(of: gem, query: query, words: words, nameBytes: nameBytes, aliasBytes: aliasBytes) {
              found.append(RankedMatch(gem: gem, tier: tier))
            }
          }
        }
      }
    }
    sortByTierThenName(&found)
    return found
  }

  /// The matches of an already folded, non-empty query among `candidates`
  /// (ascending positions; every gem when `nil`), ranked as
  /// ``rankedMatches(forFolded:)`` ranks them, without a sort.
  ///
  /// The candidates are looked at in storage order, which reads the
  /// folded keys front to back (reading them in name order instead missed
  /// the cache and took three times as long on 100,000 gems); then one
  /// pass over `nameOrder` puts each match in its (tier, natural) group,
  /// so every group is in name order and the groups need only be joined.
  ///
  /// - Parameters:
  ///   - query: The folded query.
  ///   - candidates: The positions to look at, ascending, or `nil` for all.
  ///   - nameOrder: Every position, in name order (see ``precedes(_:_:_:)``).
  /// - Returns: The ranked positions, and the matching positions ascending.
  package func rankedMatches(
    forFolded query: [UInt8], among candidates: [Int]?, nameOrder: [Int]
  ) -> (ranked: [Int], ascending: [Int]) {
    let unmatched = UInt8.max
    var tiers = [UInt8](repeating: unmatched, count: records.count)
    var ascending: [Int] = []
    let words = Self.words(of: query)
    let looked = candidates ?? Array(0..<records.count)
    tiers.withUnsafeMutableBufferPointer { tiers in
      query.withUnsafeBufferPointer { query in
        names.withBytes { nameBytes in
          aliases.withBytes { aliasBytes in
            for gem in looked {
              guard
                let tier = tier(of: gem, query: query, words: words, nameBytes: nameBytes, aliasBytes: aliasBytes)
              else { continue }
              tiers[gem] = UInt8(tier.rawValue)
              ascending.append(gem)
            }
          }
        }
      }
    }
    var groups = [[Int]](repeating: [], count: (MatchTier.otherSubstring.rawValue + 1) * 2)
    for gem in nameOrder where tiers[gem] != unmatched {
      // Natural gems first within a tier.
      groups[Int(tiers[gem]) * 2 + (naturals[gem] == 1 ? 0 : 1)].append(gem)
    }
    var ranked: [Int] = []
    ranked.reserveCapacity(ascending.count)
    for group in groups { ranked += group }
    return (ranked, ascending)
  }

  /// How `gems[gem]` matches: its name's tier, or a better one of its
  /// aliases, misnomers or species; `nil` when nothing matches.
  private func tier(
    of gem: Int, query: UnsafeBufferPointer<UInt8>, words: [Range<Int>], nameBytes: UnsafeBufferPointer<UInt8>,
    aliasBytes: UnsafeBufferPointer<UInt8>
  ) -> MatchTier? {
    var best = FoldedKeys.nameTier(of: query, words: words, in: names.range(of: gem), of: nameBytes)
    if best == .exactName { return best }
    for alias in aliasKeys(of: gem) {
      let kind = AliasKind(rawValue: aliasKinds[alias]) ?? .alias
      if let found = best, found < .aliasWords {
        // Only a whole alias or species could still rank it higher.
        if kind != .misnomer && FoldedKeys.equals(query, aliases.range(of: alias), of: aliasBytes) {
          best = .exactAlias
        }
        continue
      }
      guard
        let tier = FoldedKeys.aliasTier(
          of: query, words: words, in: aliases.range(of: alias), of: aliasBytes, exactCounts: kind != .misnomer)
      else { continue }
      if best.map({ tier < $0 }) ?? true { best = tier }
    }
    return best
  }

  /// The query's words as ranges of its folded bytes.
  static func words(of query: [UInt8]) -> [Range<Int>] {
    var words: [Range<Int>] = []
    var start = 0
    for (index, byte) in query.enumerated() where byte == UInt8(ascii: " ") {
      words.append(start..<index)
      start = index + 1
    }
    words.append(start..<query.count)
    return words
  }

  /// Sorts matches by tier, then natural gems first, then by name (see ``precedes(_:_:_:)``).
  private func sortByTierThenName(_ matches: inout [RankedMatch]) {
    names.withBytes { nameBytes in
      matches.sort { lhs, rhs in
        if lhs.tier != rhs.tier { return lhs.tier < rhs.tier }
        if naturals[lhs.gem] != naturals[rhs.gem] { return naturals[lhs.gem] > naturals[rhs.gem] }
        return precedes(lhs.gem, rhs.gem, nameBytes)
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
    if records.isInNameOrder { return lhs < rhs }
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
