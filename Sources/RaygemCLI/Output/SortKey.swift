import GemCore

/// The `--sort` option of the commands that list gems: `name`, or a
/// measured property whose declaration names a sort key.
struct SortKey: RawRepresentable, Sendable, Hashable {
  /// The key as `--sort` takes it (`density`).
  let rawValue: String
  /// The measured property the key sorts by; `nil` for names.
  let property: MeasuredProperty?

  /// The key `rawValue` names, if any.
  init?(rawValue: String) {
    guard let key = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = key
  }

  private init(_ rawValue: String, _ property: MeasuredProperty?) {
    self.rawValue = rawValue
    self.property = property
  }

  /// By name.
  static let name = SortKey("name", nil)

  /// Every key: `name`, then the measured properties in the fact table's order.
  static let allCases: [SortKey] =
    [name] + MeasuredProperty.allCases.compactMap { property in property.sortKey.map { SortKey($0, property) } }

  /// Sorts gems by this key; gems without the value come last, and ties
  /// go by name.
  ///
  /// - Parameters:
  ///   - gems: The gems to sort.
  ///   - reversed: Whether to put the highest values (or the last names)
  ///     first; ties still go by name, and gems without the value still
  ///     come last.
  /// - Returns: The sorted gems.
  func sorted(_ gems: [Gem], reversed: Bool) -> [Gem] {
    let byName = Catalog.inNameOrder(gems)
    guard let measure = measure else { return reversed ? byName.reversed() : byName }
    let valued = byName.compactMap { gem in measure(gem).map { (gem: gem, value: $0) } }
    let sorted = valued.enumerated().sorted { left, right in
      let a = (left.element.value.min, left.element.value.max)
      let b = (right.element.value.min, right.element.value.max)
      if a != b { return reversed ? a > b : a < b }
      return left.offset < right.offset
    }.map(\.element.gem)
    return sorted + byName.filter { measure($0) == nil }
  }

  private var measure: (@Sendable (Gem) -> PropertyRange?)? {
    guard let property else { return nil }
    return { gem in property.range(of: gem) }
  }
}
