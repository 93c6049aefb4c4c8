/// A property gemmologists measure on a scale, which filters take a range
/// of and `--sort` orders by: every measured fact whose declaration gives
/// it a filter option (``GemFact/all``).
public struct MeasuredProperty: Sendable, Hashable {
  /// The fact holding the property.
  public let fact: GemFact

  private init(_ fact: GemFact) {
    self.fact = fact
  }

  /// The property of `fact`, or `nil` when it is not measured or has no filter.
  public init?(fact: GemFact) {
    guard fact.kind.isMeasured, fact.filter != nil else { return nil }
    self.init(fact)
  }

  /// Every measured property, in the fact table's order.
  public static let allCases: [MeasuredProperty] = GemFact.all.compactMap(MeasuredProperty.init(fact:))

  /// Mohs hardness.
  public static let hardness = Self(GemField.hardness.fact)
  /// Specific gravity, a ratio to water.
  public static let specificGravity = Self(GemField.specificGravity.fact)
  /// Refractive index in sodium light.
  public static let refractiveIndex = Self(GemField.refractiveIndex.fact)
  /// The largest difference of the refractive indices.
  public static let birefringence = Self(GemField.birefringence.fact)

  /// The catalog key (`specificGravity`).
  public var rawValue: String { fact.key }

  /// The filter option's long name (`sg`).
  public var filterOption: String { fact.filter?.name ?? fact.key }
  /// The filter option's help line.
  public var filterHelp: String { fact.filter?.help ?? fact.label }
  /// The `--sort` key that orders gems by it, if any (`density`).
  public var sortKey: String? { fact.bench?.sortKey }

  /// The gem's value as a range (a single value has equal bounds), or `nil`
  /// when the catalog does not give it; a singly refractive gem's
  /// birefringence is 0, as identify and compare take it.
  ///
  /// - Parameter gem: The gem.
  /// - Returns: The range, or `nil`.
  public func range(of gem: Gem) -> PropertyRange? {
    FactSeparation.value(of: fact, for: gem).flatMap(PropertyRange.init(fieldValue:))
  }
}
