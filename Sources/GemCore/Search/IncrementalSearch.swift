/// A search for typing into: each query ranked as ``GemSearch`` ranks it,
/// answered from an earlier query's matches when it only adds to it.
///
/// `browse` searches as you type, so each keystroke must be answered within a
/// frame. Three things make that hold on 100,000 gems
/// (Sources/Benchmark/README.md, "Large catalogs"): the gems are put in name
/// order once, so a query's matches come out ranked by grouping them by tier
/// instead of sorting them; a query whose folded form extends an earlier one's
/// (`ros` after `ro`) can only match gems that one matched — every tier needs
/// each query word inside a name, alias, misnomer or species — so only those
/// are looked at again; and the queries typed on the way to this one are kept,
/// so Backspace finds its answer ready.
public struct IncrementalSearch: Sendable {
  private let search: GemSearch
  /// Every gem's position, in name order.
  private let nameOrder: [Int]
  /// The queries typed on the way to the last one, shortest first, each
  /// folded, with its ranked matches and its matches in ascending order.
  private var path: [(query: [UInt8], ranked: [Int], ascending: [Int])] = []

  /// Prepares `search` for typing: one sort of all its gems by name.
  ///
  /// - Parameter search: A search over a catalog's gems (not a catalog index).
  public init(_ search: GemSearch) {
    self.search = search
    var order = Array(0..<search.records.count)
    search.names.withBytes { nameBytes in order.sort { search.precedes($0, $1, nameBytes) } }
    nameOrder = order
  }

  /// The gems that positions refer to.
  public var gems: CatalogGems { search.gems }

  /// The positions in ``gems`` of the gems matching `query`, best first,
  /// exactly as ``GemSearch/matches(for:)`` orders them.
  ///
  /// - Parameter query: What has been typed so far.
  /// - Returns: The positions; empty when nothing matches.
  /// - Throws: ``SearchError/emptyQuery`` when the query folds to nothing.
  public mutating func positions(for query: String) throws(SearchError) -> [Int] {
    let folded = GemSearch.foldedBytes(query)
    guard !folded.isEmpty else {
      path = []
      throw .emptyQuery
    }
    // Keep only the earlier queries this one extends. A trailing space
    // ends a word: "rose q" is not "rose " with more of the same word, so
    // such a query is never narrowed from.
    while let last = path.last, !folded.starts(with: last.query) || last.query.last == UInt8(ascii: " ") {
      if last.query == folded { return last.ranked }
      path.removeLast()
    }
    if let last = path.last, last.query == folded { return last.ranked }
    let found = search.rankedMatches(forFolded: folded, among: path.last?.ascending, nameOrder: nameOrder)
    path.append((folded, found.ranked, found.ascending))
    return found.ranked
  }

  /// Up to `limit` gems whose names are close to `query`, for when nothing
  /// matched, as ``GemSearch/result(for:)`` suggests them.
  ///
  /// - Returns: Positions in ``gems``, closest first.
  public func suggestions(for query: String, limit: Int = 5) -> [Int] {
    let folded = GemSearch.foldedBytes(query)
    guard !folded.isEmpty else { return [] }
    return search.suggestedGems(forFolded: folded, limit: limit)
  }
}
