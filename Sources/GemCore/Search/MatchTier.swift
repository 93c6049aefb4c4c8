/// How well a gem matches a query, best first; the first key of the ranking.
enum MatchTier: Int, Comparable, Sendable {
  /// The folded name equals the folded query.
  case exactName
  /// The folded name starts with the folded query.
  case namePrefix
  /// The folded query starts at a word of the folded name.
  case wordPrefix
  /// The folded query occurs elsewhere in the folded name.
  case nameSubstring
  /// Only an alias contains the folded query.
  case alias

  static func < (lhs: MatchTier, rhs: MatchTier) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
