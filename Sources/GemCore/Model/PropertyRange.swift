/// A measured property that is either one value or a range, such as Mohs
/// hardness `7–7.5` or a refractive index of `1.762–1.770`.
///
/// A single value has `min == max`. In a catalog it is written as a plain
/// number, a range as `{"min": 7, "max": 7.5}`, with the value most stones
/// read where the catalog gives one: `{"min": 1.762, "max": 1.770,
/// "typical": 1.765}`.
public struct PropertyRange: Sendable, Hashable {
  /// The lower bound, or the single value.
  public var min: Double
  /// The upper bound, or the single value.
  public var max: Double
  /// The value most stones read, within the bounds; `nil` where the
  /// catalog gives none.
  public var typical: Double?

  /// Creates a range from its bounds.
  ///
  /// - Parameters:
  ///   - min: The lower bound.
  ///   - max: The upper bound; must not be less than `min`.
  ///   - typical: The value most stones read, between the bounds.
  public init(min: Double, max: Double, typical: Double? = nil) {
    self.min = min
    self.max = max
    self.typical = typical
  }

  /// Creates a single value.
  ///
  /// - Parameter value: The value, used as both bounds.
  public init(_ value: Double) {
    self.init(min: value, max: value)
  }

  /// Whether the property is one value rather than a range.
  public var isSingleValue: Bool { min == max }
}
