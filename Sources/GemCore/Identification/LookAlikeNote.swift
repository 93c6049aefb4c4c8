/// A natural gem and its synthetic that no test of the kit can tell apart,
/// the microscope included: a gemmological laboratory can.
public struct LookAlikeNote: Sendable {
  /// The natural gem.
  public var natural: Gem
  /// Its synthetic.
  public var synthetic: Gem
}
