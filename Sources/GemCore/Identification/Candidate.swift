/// One answer of ``Identification``: a gem, or the varieties of one species
/// and origin that share the constants measured, with how each measured
/// property compares.
public struct Candidate: Sendable {
  /// The gems it stands for, best first: the variety whose colour fits,
  /// then by score; one gem for most candidates.
  public var members: [Gem]
  /// How each measured property compares with the first member.
  public var checks: [PropertyCheck]
  /// The weighted score, 0–100 (README, "Identify").
  public var score: Double
  /// How wide the lead's ranges are where readings fit, in tolerances:
  /// among equal scores, the gem whose narrow ranges hold the readings is
  /// the likelier answer than one whose wide ranges hold anything.
  public var spread: Double

  /// The gem that leads: the best variety.
  public var lead: Gem { members[0] }
  /// Whether the candidate is natural, synthetic, artificial or composite.
  public var origin: Origin { lead.origin }
  /// The species the members share, or `nil` when the catalog gives none.
  public var species: String? { lead[.species] }
  /// Whether the candidate stands: no decisive property misses, and
  /// something measured fits or is close.
  public var stands: Bool { Identification.stands(checks) }

  /// The check of `property`, if it was measured.
  public func check(of property: IdentifiedProperty) -> PropertyCheck? {
    checks.first { $0.property == property }
  }
}

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
