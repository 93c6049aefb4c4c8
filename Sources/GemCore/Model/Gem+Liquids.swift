extension Gem {
  /// Whether a heavy liquid can harm the stone: one water can harm
  /// (``isHarmedByWater``), an organic (pearl, coral, amber, copal…) or a
  /// plastic.
  ///
  /// Heavy liquids are solvents: they soften resins and plastics and etch
  /// organics. Read from the catalog's own words: a species written
  /// `Organic (…)`, or a plastic (an artificial material a hot point is
  /// recorded for).
  public var isHarmedByHeavyLiquids: Bool {
    if isHarmedByWater || self[.species]?.hasPrefix("Organic") == true { return true }
    return origin == .artificial && self[.hotPoint] != nil
  }

  /// Whether even water can harm the stone: an assembled one, whose
  /// cement a soak can loosen or cloud, or a porous one, which takes it up
  /// and can change colour or craze as it dries.
  ///
  /// Porous is read as the trade's `impregnation` among the treatments
  /// (turquoise, opal, chrysocolla), the one sign of it the catalog holds;
  /// it takes in jade too, whose impregnation fills a bleached stone, so
  /// the advice errs on the side of the stone.
  public var isHarmedByWater: Bool { isAssembled || isPorous }

  /// Whether the stone is assembled from parts (a composite).
  public var isAssembled: Bool { origin == .composite }

  /// Whether the trade impregnates the material, a sign that it is porous.
  public var isPorous: Bool { self[.treatments]?.contains("impregnation") == true }
}
