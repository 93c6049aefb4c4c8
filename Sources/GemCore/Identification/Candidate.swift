/// One answer of ``Identification``: a gem, or the varieties of one species
/// and origin that share the constants measured, with how each measured
/// property compares.
public struct Candidate: Sendable {
  /// The gems it stands for, best first: the variety whose colour answers
  /// best, then the likeliest, as ``Identification`` orders them; one gem
  /// for most candidates.
  public var members: [Gem]
  /// How each measured property compares with the first member.
  public var checks: [PropertyCheck]
  /// The weighted score, 0–100 (README, "Identify").
  public var score: Double
  /// How wide the lead's ranges are where readings fit, in tolerances:
  /// among equal scores, the gem whose narrow ranges hold the readings is
  /// the likelier answer than one whose wide ranges hold anything.
  public var spread: Double
  /// The natural log of its prior times its likelihood: its likeliest
  /// member's (``Likelihood``).
  public var logPosterior: Double
  /// Its share of the candidates' posterior, 0–1: what the model gives
  /// it, which the next tests weigh the leaders by (README, "How likely").
  public var share: Double = 0
  /// How likely it is to be the stone, 0–1: its share with the posteriors
  /// sharpened by ``Identification/confidencePower``, as the cases found
  /// the shares too modest (README, "How likely").
  public var confidence: Double = 0
  /// Its place, 1 for the likeliest; candidates that tie share one.
  public var rank: Int = 0
  /// How many of the first ``members`` answer the measured colour as well
  /// as the lead (1 when no colour was measured): those may speak for the
  /// candidate where the lead's data is silent (``Identification/representative(of:for:)``).
  var colorPeers = 1

  /// The varieties the stone may be: those that answer the colour read as
  /// well as the lead (``colorPeers``), or every member when no colour was read.
  ///
  /// - Parameter measured: What was measured of the stone.
  /// - Returns: The members, best first, as ``members`` orders them.
  public func possibleVarieties(_ measured: Measurements) -> ArraySlice<Gem> {
    measured.color == nil ? members[...] : members.prefix(colorPeers)
  }

  /// The gem that leads: the best variety.
  public var lead: Gem { members[0] }

  /// The name a row of answers gives it: the lead's, save that a group of
  /// varieties none of which a colour read chose (its colour check fits or
  /// is close), or one only a laboratory may name (``namesNoVariety``), is
  /// named by its species (`Quartz`, not its likeliest variety, for a stone
  /// only weighed, or one read white, which no variety of quartz is).
  public var rowName: String {
    let chosen = check(of: .color).map { $0.verdict == .fits || $0.verdict == .close } ?? false
    return members.count > 1 && (!chosen || namesNoVariety) ? species ?? lead.name : lead.name
  }

  /// Whether a member whose name only a laboratory gives answers the colour
  /// read: then naming any variety is the laboratory's, and the row names
  /// the species (a white pearl may be natural or cultured).
  var namesNoVariety = false

  /// Whether the candidate is natural, synthetic, artificial or composite.
  public var origin: Origin { lead.origin }
  /// The species the members share, or `nil` when the catalog gives none.
  public var species: String? { lead[.species] }
  /// Whether the candidate stands: no decisive property misses, and
  /// something measured fits or is close.
  public var stands: Bool { Identification.stands(checks) }

  /// The readings only a dye explains (``PropertyCheck/needsDye``): if the
  /// stone is this candidate, it is dyed.
  public var dyeReadings: [PropertyCheck] { checks.filter(\.needsDye) }

  /// The check of `property`, if it was measured.
  public func check(of property: IdentifiedProperty) -> PropertyCheck? {
    checks.first { $0.property == property }
  }
}
