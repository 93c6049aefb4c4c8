/// Where a search takes whole gems and their names from: an array of gems,
/// or a catalog index that decodes only the gems a search returns.
protocol GemRecords: Sendable {
  /// The number of gems.
  var count: Int { get }
  /// The gem at `index`, in catalog order.
  func gem(at index: Int) -> Gem
  /// The name of the gem at `index`, for ties in ranking.
  func name(at index: Int) -> String
}

extension Array: GemRecords where Element == Gem {
  func gem(at index: Int) -> Gem { self[index] }
  func name(at index: Int) -> String { self[index].name }
}
