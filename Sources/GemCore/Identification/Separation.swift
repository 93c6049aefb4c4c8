/// A measurement that would tell two leading candidates apart, which the
/// user has not made: the values of each do not overlap, with room to
/// spare beyond the instrument's tolerance.
public struct Separation: Sendable {
  /// The fact to measure.
  public var fact: GemFact
  /// The first gem and its value.
  public var first: (gem: Gem, value: FieldValue)
  /// The second gem and its value.
  public var second: (gem: Gem, value: FieldValue)
}
