/// How well a gem matches a query, best first; the first key of the
/// ranking (README, "search").
enum MatchTier: Int, Comparable, Sendable {
  /// The folded query is the whole folded name.
  case exactName
  /// The folded query is the whole of an alias or of the species.
  case exactAlias
  /// The folded name starts with the folded query.
  case namePrefix
  /// Every query word begins a word of the name, in any order.
  case nameWords
  /// Every query word begins a word of one alias, misnomer or the species.
  case aliasWords
  /// The folded query occurs elsewhere in the folded name.
  case nameSubstring
  /// The folded query occurs inside an alias, misnomer or the species.
  case otherSubstring

  static func < (lhs: MatchTier, rhs: MatchTier) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
