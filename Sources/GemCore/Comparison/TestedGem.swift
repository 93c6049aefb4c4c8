/// A gem as one fact's test reads it: its value, and what decides whether
/// the test can show that value, read once from the gem's record.
///
/// `identify`'s next tests hold each leader against every other for every
/// fact; each leader is read once a fact rather than once a pair
/// (a parcel of stones read only at the refractometer spent most of its
/// time reading the same facts again).
struct TestedGem {
  /// The gem.
  let gem: Gem
  /// The fact tested.
  let fact: GemFact
  /// The gem's value of the fact (``FactSeparation/value(of:for:)``).
  let value: FieldValue?
  /// Whether the bench can show the value (``FactSeparation/isShown(_:of:)``).
  let isShown: Bool
  /// For the refractometer: whether most stones of the gem read over its limit.
  let readsMostlyOverLimit: Bool
  /// For the refractometer's index and birefringence: whether the gem is
  /// never transparent, so read by a spot, and its birefringence by a blink.
  let readsBySpot: Bool
  /// For an instrument that looks through the stone: whether every stone of the gem is opaque.
  let isOnlyOpaque: Bool

  /// Reads `gem` for `fact`, only what that fact's test asks of it.
  ///
  /// - Parameters:
  ///   - gem: The gem.
  ///   - fact: The fact tested.
  init(_ gem: Gem, for fact: GemFact) {
    self.gem = gem
    self.fact = fact
    value = FactSeparation.value(of: fact, for: gem)
    isShown = FactSeparation.isShown(fact, of: gem)
    let isRefractiveIndex = fact == GemField.refractiveIndex.fact
    readsMostlyOverLimit = isRefractiveIndex && FactSeparation.readsMostlyOverLimit(gem)
    readsBySpot =
      (isRefractiveIndex || fact == GemField.birefringence.fact) && FactSeparation.readsBySpot(gem)
    isOnlyOpaque = fact.instrument?.needsLightThrough == true && FactSeparation.isOnlyOpaque(gem)
  }
}
