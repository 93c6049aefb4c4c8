/// What kind of other name an alias key of a search is, which decides how
/// high a match on it ranks.
enum AliasKind: UInt8, Sendable {
  /// An alias: a variety, trade name or older name.
  case alias
  /// The gem's species or group.
  case species
  /// A misleading trade name: searched, but never an exact match.
  case misnomer
}
