/// The sections of a catalog index's body, in the order they follow each
/// other in the file (Sources/CatalogIndex/README.md describes each): the
/// order ``IndexBuilder`` makes them in, so that each is written as soon as
/// it is made.
///
/// Every position and length in them is a little-endian 32-bit word, so a
/// catalog whose records or keys reach 4 GiB is not indexed.
enum IndexSection: Int, CaseIterable {
  /// Every gem's folded name, back to back.
  case names
  /// Where each folded name starts, and where the last ends.
  case nameStarts
  /// The id table's buckets: where each bucket's positions start in
  /// ``idPositions``, and where the last ends.
  case idBuckets
  /// Each gem's position, grouped by the bucket of its id's hash.
  case idPositions
  /// Each gem's position in the catalog file, for what is listed in the
  /// catalog's order (a gem's synthetics and imitations).
  case catalogPositions
  /// Every gem's record (``GemCore/Gem/write(to:)``), back to back, in name
  /// order; an id derived from the name is stored empty, and derived again when read.
  case records
  /// Where each record starts in ``records``, and where the last ends: a word a gem, and one more.
  case recordStarts
  /// Every folded alias, misnomer and species, back to back.
  case aliases
  /// Where each of those keys starts, and where the last ends.
  case aliasKeyStarts
  /// Each gem's first alias key, and the count of keys at the end.
  case aliasStarts
  /// Each alias key's ``GemCore/AliasKind``, a byte each.
  case aliasKinds
  /// A byte a gem: 1 for a natural gem, else 0.
  case naturals
  /// Every gem's constants, one after the other (``ConstantsTable``).
  case constants
  /// Where each gem's relations start in ``relations``, and where the last ends.
  case relationStarts
  /// For each gem in turn, the gems whose relations (`syntheticOf`,
  /// `imitates`) name it, each as ``IndexedCatalog/relationEntry(position:kind:)``.
  case relations
}
