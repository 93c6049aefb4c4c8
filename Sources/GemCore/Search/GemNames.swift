/// Where a search takes the gems' count and names from, for ranking: an
/// array of gems, or a catalog index that decodes only the gems a search
/// returns.
package protocol GemNames: Sendable {
  /// The number of gems.
  var count: Int { get }
  /// The name of the gem at `index`, for ties in ranking.
  func name(at index: Int) -> String
  /// Whether the gems stand in name order already (see
  /// ``Catalog/inNameOrder(_:)``), so that two gems whose names fold alike
  /// rank by position, and no name is read.
  var isInNameOrder: Bool { get }
}

extension GemNames {
  package var isInNameOrder: Bool { false }
}

extension Array: GemNames where Element == Gem {
  package func name(at index: Int) -> String { self[index].name }
}
