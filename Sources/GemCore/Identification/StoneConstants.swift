/// The constants of one gem that identification compares readings with,
/// apart from the words (colour, transparency): what a catalog index keeps
/// a gem's worth of, so that a large catalog is narrowed without decoding it.
package struct StoneConstants: Sendable, Equatable {
  package var refractiveIndex: PropertyRange?
  /// The catalog's birefringence; none (0) for a singly refractive gem and
  /// unknown for an aggregate, whose refractometer edge is one vague shadow.
  package var birefringence: PropertyRange?
  package var specificGravity: PropertyRange?
  package var dispersion: PropertyRange?
  package var hardness: PropertyRange?
  package var opticCharacter: OpticCharacter?
  package var opticSign: OpticSign?

  package init(
    refractiveIndex: PropertyRange?, birefringence: PropertyRange?, specificGravity: PropertyRange?,
    dispersion: PropertyRange?, hardness: PropertyRange?, opticCharacter: OpticCharacter?, opticSign: OpticSign?
  ) {
    self.refractiveIndex = refractiveIndex
    self.birefringence = birefringence
    self.specificGravity = specificGravity
    self.dispersion = dispersion
    self.hardness = hardness
    self.opticCharacter = opticCharacter
    self.opticSign = opticSign
  }
}

extension StoneConstants {
  /// The constants of `gem`.
  package init(_ gem: Gem) {
    let facts = Self.facts
    func range(_ fact: GemFact) -> PropertyRange? { gem[fact].flatMap(PropertyRange.init(fieldValue:)) }
    let character = gem[facts.opticCharacter].flatMap(OpticCharacter.init(fieldValue:))
    self.init(
      refractiveIndex: range(facts.refractiveIndex),
      birefringence: range(facts.birefringence) ?? (character == .isotropic ? PropertyRange(0) : nil),
      specificGravity: range(facts.specificGravity),
      dispersion: gem[facts.dispersion].flatMap(Double.init(fieldValue:)).map(PropertyRange.init),
      hardness: range(facts.hardness), opticCharacter: character,
      opticSign: gem[facts.opticSign].flatMap(OpticSign.init(fieldValue:)))
  }

  /// The facts read, looked up once.
  ///
  /// A typed handle finds its fact by key on every read, which weighed on
  /// identifying (Sources/Benchmark/README.md, "Start-up"). A struct, not a
  /// tuple, whose metadata the runtime would build on first use.
  private struct Facts {
    let refractiveIndex = GemField.refractiveIndex.fact
    let birefringence = GemField.birefringence.fact
    let specificGravity = GemField.specificGravity.fact
    let dispersion = GemField.dispersion.fact
    let hardness = GemField.hardness.fact
    let opticCharacter = GemField.opticCharacter.fact
    let opticSign = GemField.opticSign.fact
  }

  private static let facts = Facts()

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

/// A gem with its constants, as ``Identification`` scores it.
package struct ConstantGem {
  package let gem: Gem
  package let constants: StoneConstants

  package init(gem: Gem, constants: StoneConstants) {
    self.gem = gem
    self.constants = constants
  }
}
