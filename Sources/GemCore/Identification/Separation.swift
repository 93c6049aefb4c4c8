/// A test not yet made that would tell leading candidates apart, with the
/// value the catalog gives for each leader.
public struct Separation: Sendable {
  /// The fact to measure.
  public var fact: GemFact
  /// Each leading candidate's gem and its value, where the catalog gives one.
  public var values: [(gem: Gem, value: FieldValue)]
  /// The leading candidates' gems whose entries record no value of it.
  public var unrecorded: [Gem] = []
  /// How much of the leaders' confidence the test splits: the sum, over
  /// each two leaders it tells apart, of their confidences' product.
  public var split: Double

  /// Whether the test can mark the stone (``Instrument/marksTheStone``).
  public var marksTheStone: Bool { fact.instrument?.marksTheStone ?? false }
}
