/// Resolves the one gem a user means by an id or a name, as `raygem detail`
/// and `raygem favorite` need.
public struct GemLookup: Sendable {
  private let catalog: Catalog
  private let search: GemSearch

  /// Prepares lookups in `catalog`, folding its names and aliases once.
  ///
  /// - Parameter catalog: The catalog whose gems are looked up.
  public init(catalog: Catalog) {
    self.catalog = catalog
    search = catalog.search
  }

  /// The gem that `text` names, or why there is not exactly one.
  ///
  /// An exact id (`rose-quartz`) finds that gem. Otherwise the search's
  /// best tier that has matches decides (README, "detail"): exactly one
  /// gem there is that gem (`emer` is Emerald, `lapis` Lapis Lazuli,
  /// `sapphire` Sapphire beside Star Sapphire), several are ambiguous
  /// (`jade`: Jadeite and Nephrite). With no match at all, up to five
  /// suggestions (``GemSearch/suggestions(for:limit:)``).
  ///
  /// - Parameter text: What the user typed: an id or a name.
  /// - Returns: ``Result/found(_:)``, ``Result/ambiguous(_:)`` with the
  ///   candidates best first, or ``Result/notFound(suggestions:)``; text
  ///   that folds to nothing is not found, with no suggestions.
  public func resolve(_ text: String) -> Result {
    switch naming(text) {
    case .id: return catalog.gem(withID: text).map(Result.found) ?? .notFound(suggestions: [])
    case .best(let positions): return decide(positions) ?? .notFound(suggestions: [])
    case .nothing(let folded):
      guard !folded.isEmpty else { return .notFound(suggestions: []) }
      return .notFound(suggestions: search.suggestedGems(forFolded: folded, limit: 5).map { search.gems[$0] })
    }
  }

  /// Where the one gem `text` names stands in the catalog's gems, found as
  /// ``resolve(_:)`` finds it but without reading the gem: so that two
  /// names for one huge gem read it once.
  ///
  /// - Parameter text: What the user typed: an id or a name.
  /// - Returns: The position, or `nil` when `text` names no gem or several.
  public func position(of text: String) -> Int? {
    switch naming(text) {
    case .id(let position): return position
    case .best(let positions): return positions.count == 1 ? positions[0] : nil
    case .nothing: return nil
    }
  }

  /// What `text` names, in positions of the catalog's gems.
  private enum Naming {
    /// The gem with this id.
    case id(Int)
    /// The gems of the search's best tier with matches.
    case best([Int])
    /// No gem; the folded text, for suggestions.
    case nothing(folded: [UInt8])
  }

  private func naming(_ text: String) -> Naming {
    if let position = catalog.position(ofID: text) { return .id(position) }
    let folded = GemSearch.foldedBytes(text)
    guard !folded.isEmpty else { return .nothing(folded: folded) }
    let matches = search.rankedMatches(forFolded: folded)
    guard let best = matches.first?.tier else { return .nothing(folded: folded) }
    return .best(matches.prefix { $0.tier == best }.map(\.gem))
  }

  /// Whether `text` is a gem's id or folds to exactly a gem's name.
  ///
  /// - Parameter text: What the user typed.
  /// - Returns: `true` for an id or an exact name.
  public func isIDOrExactName(_ text: String) -> Bool {
    if catalog.gem(withID: text) != nil { return true }
    let folded = GemSearch.foldedBytes(text)
    return !folded.isEmpty && search.rankedMatches(forFolded: folded).first?.tier == .exactName
  }

  /// `.found` for one gem, `.ambiguous` for several, `nil` for none.
  private func decide(_ positions: [Int]) -> Result? {
    switch positions.count {
    case 0: return nil
    case 1: return .found(search.gems[positions[0]])
    default: return .ambiguous(positions.map { search.gems[$0] })
    }
  }
}
