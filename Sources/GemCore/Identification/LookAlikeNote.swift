/// A natural gem and its synthetic that the measured constants cannot tell
/// apart, with what the catalog says does.
public struct LookAlikeNote: Sendable {
  /// The natural gem.
  public var natural: Gem
  /// Its synthetic.
  public var synthetic: Gem
  /// The sentence of the synthetic's summary on how it is told apart, if any.
  public var hint: String?
}
