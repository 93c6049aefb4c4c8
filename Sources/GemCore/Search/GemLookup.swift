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
  /// The first rule that applies decides:
  /// 1. an exact id (`rose-quartz`) finds that gem;
  /// 2. an exact name after folding (`ROSE QUARTZ`, `Paraiba tourmaline`)
  ///    finds that gem, so `sapphire` finds Sapphire beside Star Sapphire;
  /// 3. an exact alias after folding finds the one gem that has it, and is
  ///    ambiguous when several have it (`corundum`: Ruby and Sapphire);
  /// 4. a search (``GemSearch/matches(for:)``) finds the gem when exactly
  ///    one matches, and is ambiguous when several do;
  /// 5. otherwise nothing is found, with up to five suggestions
  ///    (``GemSearch/suggestions(for:limit:)``).
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
    let ranked = matches.map(\.gem)
    if let result = decide(matches.filter { $0.tier == .exactName }.map(\.gem)) { return result }
    if let result = decide(ranked.filter { search.hasAlias($0, equalTo: folded) }) { return result }
    if let result = decide(ranked) { return result }
    return .notFound(suggestions: search.suggestedGems(forFolded: folded, limit: 5).map { search.records.gem(at: $0) })
  }

  /// `.found` for one gem, `.ambiguous` for several, `nil` for none.
  private func decide(_ positions: [Int]) -> Result? {
    switch positions.count {
    case 0: return nil
    case 1: return .found(search.records.gem(at: positions[0]))
    default: return .ambiguous(positions.map { search.records.gem(at: $0) })
    }
  }
}
