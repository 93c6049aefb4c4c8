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
    if let gem = catalog.gem(withID: text) { return .found(gem) }
    let folded = GemSearch.foldedBytes(text)
    guard !folded.isEmpty else { return .notFound(suggestions: []) }
    let matches = search.rankedMatches(forFolded: folded)
    guard let best = matches.first?.tier else {
      return .notFound(
        suggestions: search.suggestedGems(forFolded: folded, limit: 5).map { search.gems[$0] })
    }
    return decide(matches.prefix { $0.tier == best }.map(\.gem)) ?? .notFound(suggestions: [])
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
