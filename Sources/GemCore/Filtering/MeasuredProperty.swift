/// A property gemmologists measure on a scale, which filters take a range
/// of, `--sort` orders by, and `identify` compares a reading with.
public enum MeasuredProperty: String, Sendable, CaseIterable {
  /// Mohs hardness.
  case hardness
  /// Specific gravity, a ratio to water.
  case specificGravity
  /// Refractive index in sodium light.
  case refractiveIndex
  /// The largest difference of the refractive indices.
  case birefringence
  /// The B–G interval of the refractive index.
  case dispersion

  /// The fact holding the property.
  public var fact: GemFact {
    switch self {
    case .hardness: return GemField.hardness.fact
    case .specificGravity: return GemField.specificGravity.fact
    case .refractiveIndex: return GemField.refractiveIndex.fact
    case .birefringence: return GemField.birefringence.fact
    case .dispersion: return GemField.dispersion.fact
    }
  }

  /// The gem's value as a range (a single value has equal bounds), or `nil`
  /// when the catalog does not give it.
  ///
  /// - Parameter gem: The gem.
  /// - Returns: The range, or `nil`.
  public func range(of gem: Gem) -> PropertyRange? {
    switch gem[fact] {
    case .range(let range)?: return range
    case .number(let number)?: return PropertyRange(number)
    default: return nil
    }
  }
}
