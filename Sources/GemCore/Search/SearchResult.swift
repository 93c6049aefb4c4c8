/// What a search found: ranked matches, or, when there are none, the gems
/// whose names come closest.
public struct SearchResult: Sendable, Equatable {
  /// The matching gems, best first.
  public var matches: [Gem]
  /// When nothing matched, up to five gems with close names; else empty.
  public var suggestions: [Gem]

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - matches: The matching gems, best first.
  ///   - suggestions: Close names when nothing matched.
  public init(matches: [Gem], suggestions: [Gem]) {
    self.matches = matches
    self.suggestions = suggestions
  }
}

extension GemSearch {
  /// The matches for `query`, with suggestions when there are none.
  ///
  /// - Parameter query: What the user typed.
  /// - Returns: The ranked matches, or the closest names.
  /// - Throws: ``SearchError/emptyQuery`` when the query folds to nothing.
  public func result(for query: String) throws(SearchError) -> SearchResult {
    let found = try positions(for: query)
    return SearchResult(
      matches: found.matches.map { gems[$0] }, suggestions: found.suggestions.map { gems[$0] })
  }

  /// The positions of the matching gems, best first, or of up to five
  /// suggested gems when none matches.
  package func positions(for query: String) throws(SearchError) -> (matches: [Int], suggestions: [Int]) {
    let folded = Self.foldedBytes(query)
    guard !folded.isEmpty else { throw .emptyQuery }
    let matches = rankedMatches(forFolded: folded).map(\.gem)
    return (matches, matches.isEmpty ? suggestedGems(forFolded: folded, limit: 5) : [])
  }
}
