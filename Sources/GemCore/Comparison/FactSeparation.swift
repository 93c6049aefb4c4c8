/// Whether two gems' values of a fact can tell them apart: the rule
/// `compare` marks rows by and `identify` picks its next tests by.
enum FactSeparation {
  /// The facts a test at the bench can tell gems apart by, in the order a
  /// student's kit reaches for them: refractometer, polariscope (and its
  /// conoscope), balance, dichroscope, then dispersion and hardness.
  static let kitOrder: [IdentifiedProperty] = [
    .refractiveIndex, .birefringence, .opticCharacter, .opticSign, .specificGravity, .dispersion, .hardness,
  ]

  /// Every fact compare checks for separation: the kit's, pleochroism, the
  /// crystal system and transparency.
  static let separable: [GemFact] =
    [
      GemField.refractiveIndex.fact, GemField.birefringence.fact, GemField.opticCharacter.fact,
      GemField.opticSign.fact, GemField.specificGravity.fact, GemField.pleochroism.fact,
      GemField.dispersion.fact, GemField.hardness.fact, GemField.crystalSystem.fact,
      GemField.transparency.fact,
    ]

  /// The value compared for `fact`: the catalog's, and for birefringence
  /// none (0) for a singly refractive gem, so that ruby and spinel differ.
  static func value(of fact: GemFact, for gem: Gem) -> FieldValue? {
    if fact == GemField.birefringence.fact { return Identification.birefringence(of: gem).map(FieldValue.range) }
    return gem[fact]
  }

  /// How far apart two gems' ranges of `fact` must be to tell them apart
  /// at the bench: the instrument's tolerance (``IdentifiedProperty/tolerance``), else 0.
  static func margin(for fact: GemFact) -> Double {
    IdentifiedProperty.allCases.first { $0.fact == fact }?.tolerance ?? 0
  }

  /// Whether `first` and `second` do not overlap.
  ///
  /// - Parameters:
  ///   - first: One gem's value.
  ///   - second: The other's.
  ///   - margin: For numbers, how far apart the ranges must be (an
  ///     instrument's tolerance); 0 for any gap.
  /// - Returns: `true` for ranges apart by more than `margin`, different
  ///   optic characters or crystal systems, opposite optic signs, no
  ///   shared transparency, or pleochroism absent in one and moderate or
  ///   strong in the other; `false` for everything else.
  static func separates(_ first: FieldValue, _ second: FieldValue, margin: Double = 0) -> Bool {
    if let a = range(first), let b = range(second) {
      let gap = max(a.min - b.max, b.min - a.max)
      return gap > margin + 1e-9
    }
    switch (first, second) {
    case (.text(let a), .text(let b)):
      // `either` is the sign of a gem that can be positive or negative.
      if a == OpticSign.either.rawValue || b == OpticSign.either.rawValue { return false }
      return a != b
    case (.list(let a), .list(let b)): return Set(a).isDisjoint(with: b)
    case (.pleochroism(let a), .pleochroism(let b)):
      return (a.strength == .none && b.strength.isPlainlyVisible)
        || (b.strength == .none && a.strength.isPlainlyVisible)
    default: return false
    }
  }

  private static func range(_ value: FieldValue) -> PropertyRange? {
    switch value {
    case .range(let range): return range
    case .number(let number): return PropertyRange(number)
    default: return nil
    }
  }
}
