extension Gem {
  /// Whether a heavy liquid can harm the stone: one water can harm
  /// (``isHarmedByWater``), an organic (pearl, coral, amber, copal…), a
  /// plastic, or a stone the trade fills with something a solvent takes
  /// out (impregnated jade, oiled emerald).
  ///
  /// Heavy liquids are solvents: they soften resins and plastics, etch
  /// organics and dissolve oils and polymers. Read from the catalog's own
  /// words: a species written `Organic (…)`, a plastic (an artificial
  /// material a hot point is recorded for), or `impregnation` or `oiling`
  /// among the treatments.
  public var isHarmedByHeavyLiquids: Bool {
    if isHarmedByWater || self[.species]?.hasPrefix("Organic") == true { return true }
    if origin == .artificial, self[.hotPoint] != nil { return true }
    let treatments = self[.treatments] ?? []
    return treatments.contains("impregnation") || treatments.contains("oiling")
  }

  /// Whether even water can harm the stone: an assembled one, whose
  /// cement a soak can loosen or cloud, or a porous one, which takes it up
  /// and can change colour or craze as it dries.
  public var isHarmedByWater: Bool { isAssembled || isPorous }

  /// Whether the stone is assembled from parts (a composite).
  public var isAssembled: Bool { origin == .composite }

  /// Whether the material is porous: the trade impregnates it and it is
  /// softer than 6 (turquoise, opal, chrysocolla, variscite).
  ///
  /// The catalog holds no porosity; impregnation on a soft, fine-grained
  /// material is the sign of it. Jade, impregnated only after bleaching,
  /// is dense and 6 to 7 hard: water does it no harm, a solvent its filling.
  public var isPorous: Bool {
    guard self[.treatments]?.contains("impregnation") == true else { return false }
    return (self[.hardness]?.min ?? 0) < 6
  }
}
