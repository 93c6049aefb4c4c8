import GemCore

/// The `--sort` option of the commands that list gems.
enum SortKey: String, Sendable, CaseIterable {
  case name, hardness, density, ri, birefringence, dispersion

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

  /// The measured property the key sorts by; `nil` for names.
  var property: MeasuredProperty? {
    switch self {
    case .name: return nil
    case .hardness: return .hardness
    case .density: return .specificGravity
    case .ri: return .refractiveIndex
    case .birefringence: return .birefringence
    case .dispersion: return .dispersion
    }
  }
}
