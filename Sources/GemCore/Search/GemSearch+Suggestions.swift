extension GemSearch {
  /// Gems whose names or aliases come close to a query that matched nothing.
  ///
  /// The folded query is compared, by ``EditDistance``, with every window
  /// of consecutive words in each folded name and alias that has as many
  /// words as the query, or one fewer or more; a gem scores its closest
  /// window. `diamnd` suggests the diamonds, `cats eyes` the cat's-eye gems.
  ///
  /// - Parameters:
  ///   - query: What the user typed.
  ///   - limit: The most gems to suggest.
  /// - Returns: Up to `limit` gems within
  ///   ``EditDistance/maximumDistance(forLength:)`` of the query's folded
  ///   length, closest first; among equals, a gem whose whole name came that
  ///   close (`saphire`: Sapphire before Padparadscha Sapphire), then gems
  ///   whose name came close before gems that came close by an alias, then
  ///   by name. Each gem at most once; empty when the query folds to nothing
  ///   or no gem is close.
  public func suggestions(for query: String, limit: Int = 5) -> [Gem] {
    let folded = Self.foldedBytes(query)
    guard !folded.isEmpty, limit > 0 else { return [] }
    return suggestedGems(forFolded: folded, limit: limit).map { gems[$0] }
  }

  /// The positions of the suggested gems for a folded, non-empty query.
  func suggestedGems(forFolded query: [UInt8], limit: Int) -> [Int] {
    let probe = SuggestionProbe(folded: query)
    var scored: [Suggestion] = []
    names.withBytes { nameBytes in
      aliases.withBytes { aliasBytes in
        var lengths: [Int] = []
        for gem in 0..<records.count {
          let byName = probe.closestWindow(
            in: names.range(of: gem), of: nameBytes, below: probe.threshold + 1, lengths: &lengths)
          var best = byName
          for alias in aliasKeys(of: gem) where best > 0 {
            best = probe.closestWindow(in: aliases.range(of: alias), of: aliasBytes, below: best, lengths: &lengths)
          }
          guard best <= probe.threshold else { continue }
          let wholeName = best == byName && probe.wholeKey(in: names.range(of: gem), of: nameBytes, isAt: best)
          scored.append(Suggestion(distance: best, isWholeName: wholeName, viaAlias: best < byName, gem: gem))
        }
      }
      scored.sort { lhs, rhs in
        if lhs.distance != rhs.distance { return lhs.distance < rhs.distance }
        if lhs.isWholeName != rhs.isWholeName { return lhs.isWholeName }
        if lhs.viaAlias != rhs.viaAlias { return !lhs.viaAlias }
        return precedes(lhs.gem, rhs.gem, nameBytes)
      }
    }
    return scored.prefix(limit).map(\.gem)
  }

  /// How close one gem came to a query that matched nothing.
  private struct Suggestion {
    var distance: Int
    var isWholeName: Bool
    var viaAlias: Bool
    var gem: Int
  }
}
