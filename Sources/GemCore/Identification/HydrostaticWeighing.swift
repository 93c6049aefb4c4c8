/// A stone weighed in air and then in water on a hydrostatic balance, and
/// the specific gravity that follows: its weight in air over the weight of
/// the water it displaces, `air / (air − water)`.
///
/// ```swift
/// let weighing = try HydrostaticWeighing(parsing: "2.000/1.499")
/// weighing.specificGravity  // 3.992
/// weighing.uncertainty      // 0.010
/// ```
public struct HydrostaticWeighing: Sendable, Hashable {
  /// The weight in air, in carats or grams.
  public let air: Double
  /// The weight in water, in the same unit.
  public let water: Double
  /// How many decimals the weights were written with, the more of the
  /// two: the balance's last digit.
  public let decimals: Int

  /// Parses `AIR/WATER`, two weights in decimal digits (`2.000/1.499`,
  /// spaces about either allowed); the unit does not matter as long as both share it.
  ///
  /// - Parameter text: The option's value.
  /// - Throws: ``MeasurementError/unknownWeights(_:)`` for other text, or
  ///   for a weight in water that is not below the weight in air.
  public init(parsing text: String) throws(MeasurementError) {
    // Spaces about the slash or the weights, as a notebook or a spreadsheet cell has them.
    let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(ValueBounds.trimmingSpaces)
    guard parts.count == 2, let air = ValueBounds.decimal(parts[0]), let water = ValueBounds.decimal(parts[1]),
      water < air
    else { throw .unknownWeights(text) }
    self.air = air
    self.water = water
    decimals = parts.map { part in part.firstIndex(of: ".").map { part[$0...].count - 1 } ?? 0 }.max() ?? 0
  }

  /// The step of the balance's last digit (`2.000` gives 0.001).
  private var resolution: Double { Math.pow(10, -Double(decimals)) }

  /// The specific gravity the weights give.
  public var specificGravity: Double { air / (air - water) }

  /// How far the specific gravity may be off, one standard deviation.
  ///
  /// Each weight is taken to be off by one step of the last digit, as one
  /// standard deviation, propagated through `air / (air − water)`. That is
  /// generous on purpose: rounding alone would be a third of a step, but a
  /// balance also repeats to about a digit, and a thread's drag and bubbles
  /// on the stone add their own. Light stones on a coarse balance give wide
  /// uncertainties, as they should.
  public var uncertainty: Double {
    let loss = air - water
    return resolution * Math.hypot(air, water) / (loss * loss)
  }
}
