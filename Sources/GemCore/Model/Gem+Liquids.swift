extension Gem {
  /// Whether a heavy liquid can harm the stone: one water can harm
  /// (``isHarmedByWater``), an organic (pearl, coral, amber, copal…), a
  /// plastic, a coated bead (an imitation pearl), a stone the trade fills
  /// with something a solvent takes out (impregnated jade, oiled emerald),
  /// or one it dyes through (``isDyedThrough``: agate, jasper, howlite).
  ///
  /// Heavy liquids are solvents: they soften resins and plastics, etch
  /// organics, dissolve oils and polymers, lift organic dyes and the
  /// lacquer a bead is coated with. Read from the catalog's own words: a
  /// species written `Organic (…)` or `Coated …`, a plastic (an artificial
  /// material a hot point is recorded for), or a filling or a dye among the
  /// treatments.
  public var isHarmedByHeavyLiquids: Bool {
    isHarmedByWater || isFilled || isDyedThrough || isOrganic || isPlastic || isCoatedBead
  }

  /// Whether the catalog calls the material organic: a species written `Organic (…)`.
  public var isOrganic: Bool { self[.species]?.hasPrefix("Organic") == true }

  /// Whether the material is a coated bead, as an imitation pearl is.
  ///
  /// Read from a species written `Coated …`. A coating put on some stones
  /// of a material (a treatment) does not count: the bench cannot tell
  /// those stones, and topaz or diamond would never meet a heavy liquid.
  public var isCoatedBead: Bool { self[.species]?.hasPrefix("Coated") == true }

  /// Whether the material is a plastic: an artificial one a hot point is recorded for.
  public var isPlastic: Bool { origin == .artificial && self[.hotPoint] != nil }

  /// Whether a test that marks the spot it touches (a hot needle, a drop
  /// of solvent) is one made on the material to tell what it is.
  ///
  /// It is for organics (amber, copal, ivory, jet, tortoiseshell) and
  /// plastics, each tried where a mark will not show; not for the
  /// calcareous organics (the formula CaCO3: pearl, conch
  /// pearl, coral, shell), which a hot needle scorches and the bench tells
  /// by other means. Among minerals the other instruments part the
  /// leaders, and heat can harm the stone (opal crazes); the hot point's
  /// use on impregnated turquoise and jade, to find wax or polymer, tests a
  /// treatment, which identify does not ask.
  public var isTriedWithMarkingTests: Bool {
    (isOrganic && self[.formula] != "CaCO3") || isPlastic
  }

  /// Whether the trade dyes the material through its grain: `dyeing` among
  /// the treatments of an aggregate (agate, jasper, howlite, magnesite).
  ///
  /// An aggregate that takes a dye is porous enough to take up a liquid
  /// along its grain boundaries, and a heavy liquid soaked in can stain
  /// it; an organic dye there (the kind a swab of acetone lifts, the
  /// bench's test for one) can bleed into the liquid. The inorganic stains
  /// of most dyed agate would not, but the bench does not know which dye a
  /// stone took, and water serves the balance as well. In a single crystal
  /// (ruby) a dye sits only in the few fissures that reach the surface, and
  /// the stone is not kept from a heavy liquid for that alone.
  public var isDyedThrough: Bool {
    self[.opticCharacter] == .aggregate && mayBeDyed
  }

  /// Whether dyeing is among the gem's treatments.
  var mayBeDyed: Bool {
    lists(treatment: "dyeing")
  }

  /// Whether even water can harm the stone: an assembled one, whose
  /// cement a soak can loosen or cloud, or a porous one, which takes it up
  /// and can change colour, craze or (alabaster, which is gypsum) dissolve.
  public var isHarmedByWater: Bool { isAssembled || isPorous }

  /// Whether the stone is assembled from parts (a composite).
  public var isAssembled: Bool { origin == .composite }

  /// Whether the trade fills the material's pores or fissures: `impregnation`
  /// or `oiling` among its treatments.
  public var isFilled: Bool {
    treatmentsListed.contains(where: Self.fillings.contains)
  }

  /// The treatments that fill a material's pores or fissures (``isFilled``).
  private static let fillings = ["impregnation", "oiling"]

  /// Whether the trade fills the material's pores or fissures with
  /// anything, a glass or resin in its fractures included: a filler can
  /// hold gas bubbles a natural crystal never grows.
  var holdsAFiller: Bool {
    treatmentsListed.contains { Self.fillings.contains($0) || $0 == "fracture filling" }
  }

  /// Whether the material is porous: the trade fills it and it is softer
  /// than 6 (turquoise, opal, chrysocolla, alabaster).
  ///
  /// The catalog holds no porosity; a filling on a soft, fine-grained
  /// material is the sign of it. Jade, impregnated only after bleaching,
  /// and oiled emerald are 6 to 8 hard and dense: water does them no harm,
  /// a solvent their filling. A material with no hardness recorded counts
  /// as soft, the side that spares the stone.
  public var isPorous: Bool {
    isFilled && (self[.hardness]?.min ?? 0) < 6
  }

  /// What a liquid can do to the stones among `gems` that water harms:
  /// `soak into a porous stone`, `loosen or cloud what joins an assembled
  /// one`, or both.
  ///
  /// - Parameter gems: Stones the balance might weigh.
  /// - Returns: The harm, as a caution words it; empty when none is porous or assembled.
  package static func harmByWater(among gems: [Gem]) -> String {
    let porous = gems.contains(where: \.isPorous) ? "soak into a porous stone" : nil
    let assembled = gems.contains(where: \.isAssembled) ? "loosen or cloud what joins an assembled one" : nil
    return [porous, assembled].compactMap { $0 }.joinedText(separator: " and ")
  }
}
