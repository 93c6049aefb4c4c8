/// The constants of one gem that identification compares readings with,
/// apart from the words (colour, transparency): what a catalog index keeps
/// a gem's worth of, so that a large catalog is narrowed without decoding it.
struct StoneConstants: Sendable, Equatable {
  var refractiveIndex: PropertyRange?
  /// The catalog's birefringence; none (0) for a singly refractive gem and
  /// unknown for an aggregate, whose refractometer edge is one vague shadow.
  var birefringence: PropertyRange?
  var specificGravity: PropertyRange?
  var dispersion: PropertyRange?
  var hardness: PropertyRange?
  var opticCharacter: OpticCharacter?
  var opticSign: OpticSign?

  init(
    refractiveIndex: PropertyRange? = nil, birefringence: PropertyRange? = nil, specificGravity: PropertyRange? = nil,
    dispersion: PropertyRange? = nil, hardness: PropertyRange? = nil, opticCharacter: OpticCharacter? = nil,
    opticSign: OpticSign? = nil
  ) {
    self.refractiveIndex = refractiveIndex
    self.birefringence = birefringence
    self.specificGravity = specificGravity
    self.dispersion = dispersion
    self.hardness = hardness
    self.opticCharacter = opticCharacter
    self.opticSign = opticSign
  }

  /// The constants of `gem`.
  init(_ gem: Gem) {
    let character = gem[.opticCharacter]
    self.init(
      refractiveIndex: gem[.refractiveIndex],
      birefringence: gem[.birefringence] ?? (character == .isotropic ? PropertyRange(0) : nil),
      specificGravity: gem[.specificGravity], dispersion: gem[.dispersion].map(PropertyRange.init),
      hardness: gem[.hardness], opticCharacter: character, opticSign: gem[.opticSign])
  }

  /// The range of a measured property.
  func range(of property: IdentifiedProperty) -> PropertyRange? {
    switch property {
    case .refractiveIndex: return refractiveIndex
    case .birefringence: return birefringence
    case .specificGravity: return specificGravity
    case .dispersion: return dispersion
    case .hardness: return hardness
    case .opticCharacter, .opticSign, .color, .transparency: return nil
    }
  }
}
