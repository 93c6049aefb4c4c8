import GemCore

/// The `--sort` option of `list`.
enum SortKey: String, Sendable, CaseIterable {
  case name, hardness, density, ri

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
    switch self {
    case .name: return nil
    case .hardness: return { $0[.hardness] }
    case .density: return { $0[.specificGravity] }
    case .ri: return { $0[.refractiveIndex] }
    }
  }
}
