extension Gem {
  /// Whether a heavy liquid can harm the stone: an organic (pearl, coral,
  /// amber, copal…), a plastic, a porous stone the trade impregnates
  /// (turquoise, opal, chrysocolla, jade) or an assembled stone.
  ///
  /// Heavy liquids are solvents: they soften resins and plastics, soak into
  /// porous material and what fills it, and attack cement. Read from the
  /// catalog's own words: an origin of `composite`, a species written
  /// `Organic (…)`, a plastic (an artificial material a hot point is
  /// recorded for) or `impregnation` among the treatments.
  public var isHarmedByHeavyLiquids: Bool {
    if isHarmedByWater || self[.species]?.hasPrefix("Organic") == true { return true }
    if origin == .artificial, self[.hotPoint] != nil { return true }
    return self[.treatments]?.contains("impregnation") == true
  }

  /// Whether even water can harm the stone: an assembled one, whose
  /// cement a soak can loosen or cloud.
  public var isHarmedByWater: Bool { origin == .composite }
}
