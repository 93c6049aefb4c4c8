/// Whether two gems' values of a fact can tell them apart: the rule
/// `compare` marks rows by and `identify` picks its next tests by, as each
/// fact declares it (``SeparationRule``).
package enum FactSeparation {
  /// Every fact compare checks for separation, in the fact table's order.
  static let separable: [GemFact] = GemFact.all.filter { $0.separation != nil }

  /// The facts a test at the bench can tell gems apart by, in the order a
  /// student's kit reaches for them (``Instrument/kitStep``): refractometer,
  /// polariscope and conoscope, balance, dichroscope, and on to the
  /// microscope, spectroscope, filters and testers; never a scratch test.
  static let kitOrder: [GemFact] = separable.filter { $0.instrument?.kitStep != nil }.sorted {
    $0.precedesInKitOrder($1)
  }

  /// The value compared for `fact`: the catalog's, and for birefringence
  /// and pleochroism none for a singly refractive gem, so that ruby and
  /// spinel differ, and black diamond and sphene.
  ///
  /// - Parameters:
  ///   - fact: The fact.
  ///   - gem: The gem.
  /// - Returns: The value, or `nil` where the catalog gives none and none follows.
  package static func value(of fact: GemFact, for gem: Gem) -> FieldValue? {
    if fact == GemField.birefringence.fact { return Identification.birefringence(of: gem).map(FieldValue.range) }
    if fact == GemField.pleochroism.fact {
      return Identification.pleochroism(of: gem, character: gem[.opticCharacter]).map(FieldValue.pleochroism)
    }
    return gem[fact]
  }

  /// The values of `fact` for `first` and `second` when the fact tells the
  /// two gems apart by its rule; `nil` when it does not, or one lacks it.
  static func values(separating first: Gem, _ second: Gem, by fact: GemFact) -> (FieldValue, FieldValue)? {
    values(separating: TestedGem(first, for: fact), TestedGem(second, for: fact))
  }

  /// The values of their fact for two gems read for it when the fact
  /// tells them apart by its rule; `nil` when it does not, or one lacks it.
  ///
  /// Within one species pleochroism's strength follows the colour, and
  /// the catalog's words for it come from different references, so only
  /// its absence tells two gems of one species apart.
  ///
  /// - Parameters:
  ///   - first: One gem, read for the fact.
  ///   - second: The other, read for the same fact.
  /// - Returns: The two values, or `nil`.
  static func values(separating first: TestedGem, _ second: TestedGem) -> (FieldValue, FieldValue)? {
    let fact = first.fact
    guard let a = first.value, let b = second.value else { return nil }
    // Above a standard refractometer's limit no edge shows: two gems most of
    // whose stones read beyond it read alike (diamond and zircon, whose low
    // stones only show an edge), and a gem beyond it, or a metal with no index, gives no birefringence.
    if first.readsMostlyOverLimit, second.readsMostlyOverLimit { return nil }
    if fact == GemField.birefringence.fact, !first.isShown || !second.isShown { return nil }
    // A stone that is never transparent is cut as a cabochon or bead and gives the
    // refractometer a spot reading, ±0.01: indices closer than that part nothing,
    // nor birefringences closer than a blink's ±0.02 (pearl's 0.155 and calcite's 0.172).
    let precision =
      fact == GemField.birefringence.fact ? RefractometerReading.blinkPrecision : RefractometerReading.spotPrecision
    if first.readsBySpot || second.readsBySpot, let x = PropertyRange(fieldValue: a),
      let y = PropertyRange(fieldValue: b),
      max(x.min - y.max, y.min - x.max) <= precision + 1e-9
    {
      return nil
    }
    // Crossed polars, the conoscope and the dichroscope see nothing through a stone that lets no light through.
    if first.isOnlyOpaque || second.isOnlyOpaque { return nil }
    // A species cut from its massive form stays light as an aggregate does.
    if fact == GemField.opticCharacter.fact,
      readsAsAggregate(first.gem, beside: second.gem) || readsAsAggregate(second.gem, beside: first.gem)
    {
      return nil
    }
    // Only pleochroism's rule asks whether the two are one species.
    let isOneSpecies = fact.separation == .distinctStrength && isOneSpecies(first.gem[.species], second.gem[.species])
    return separates(a, b, by: fact, isOneSpecies: isOneSpecies) ? (a, b) : nil
  }

  /// The instrument that tells two gems apart by `fact`, given the values
  /// that part them: the fact's own, except that crossed polars show only
  /// whether a stone is singly or doubly refractive (or an aggregate), and
  /// uniaxial from biaxial takes an interference figure, the conoscope's.
  ///
  /// - Parameters:
  ///   - first: One gem's value.
  ///   - second: The other's, which parts them by the fact's rule.
  ///   - fact: The fact.
  /// - Returns: The instrument, or `nil` for a fact no instrument reads.
  static func instrument(telling first: FieldValue, from second: FieldValue, by fact: GemFact) -> Instrument? {
    let alikeBetweenPolars = asCrossedPolarsShow(first) == asCrossedPolarsShow(second)
    return fact == GemField.opticCharacter.fact && alikeBetweenPolars ? .conoscope : fact.instrument
  }

  /// An optic character as crossed polars alone show it.
  ///
  /// Uniaxial and biaxial, which only an interference figure tells apart,
  /// show as `anisotropic` (doubly refractive), the word `--optic` takes,
  /// so that the result can be given back; any other value as it is.
  static func asCrossedPolarsShow(_ value: FieldValue) -> FieldValue {
    guard case .text(let word) = value, let character = OpticCharacter(rawValue: word) else { return value }
    return .text(OpticReading.Character(crossedPolarsShowing: character).rawValue)
  }

  /// Whether two species name one mineral: the same, or one named inside
  /// the other (a composite of "Corundum and lead glass" is corundum's
  /// pleochroism seen through glass).
  static func isOneSpecies(_ first: String?, _ second: String?) -> Bool {
    guard let first = first?.lowercased(), let second = second?.lowercased() else { return false }
    return first.hasPrefix(second) || second.hasPrefix(first)
  }

  /// Whether `gem` may show the aggregate that `other`, an aggregate, shows.
  private static func readsAsAggregate(_ gem: Gem, beside other: Gem) -> Bool {
    other[.opticCharacter] == .aggregate && StoneConstants.isAlsoAggregate(gem, character: gem[.opticCharacter])
  }

  /// Whether most stones of `gem` read over the refractometer's limit:
  /// its typical index, else the middle of its range, lies beyond it.
  static func readsMostlyOverLimit(_ gem: Gem) -> Bool {
    guard let range = refractiveIndex(of: gem) else { return false }
    return (range.typical ?? (range.min + range.max) / 2) > RefractometerReading.limit
  }

  /// `gem`'s refractive index as a range, if its entry gives one.
  private static func refractiveIndex(of gem: Gem) -> PropertyRange? {
    gem[GemField.refractiveIndex.fact].flatMap(PropertyRange.init(fieldValue:))
  }

  /// Whether every stone of `gem` is opaque, as its entry records it.
  static func isOnlyOpaque(_ gem: Gem) -> Bool {
    gem[.transparency] == [.opaque]
  }

  /// Whether `gem`'s entry records it as never transparent, so that its
  /// index is read as a spot on a curved surface.
  static func readsBySpot(_ gem: Gem) -> Bool {
    gem[.transparency].map { !$0.isEmpty && !$0.contains(.transparent) } ?? false
  }

  /// Whether every stone of `gem` reads over the refractometer's limit.
  static func isOverLimit(_ gem: Gem) -> Bool {
    refractiveIndex(of: gem).map(RefractometerReading.isPastLimit) ?? false
  }

  /// Whether the bench can show `gem`'s value of `fact`: the refractometer
  /// shows no index past its limit, and a birefringence only where both
  /// shadow edges fall below it (not a metal's, which no reference gives,
  /// nor zircon's or cerussite's, whose upper index lies past it), or, for
  /// a singly refractive gem, where its one edge mostly does; every other
  /// fact's value is shown by its instrument.
  static func isShown(_ fact: GemFact, of gem: Gem) -> Bool {
    switch fact {
    case GemField.refractiveIndex.fact: return !isOverLimit(gem)
    case GemField.birefringence.fact:
      guard let range = refractiveIndex(of: gem) else { return false }
      // A singly refractive gem's one edge shows its lack; a doubly refractive one needs its upper edge too.
      return gem[.opticCharacter] == .isotropic ? !readsMostlyOverLimit(gem) : range.max <= RefractometerReading.limit
    default: return true
    }
  }

  /// Whether `first` and `second`, two gems' values of `fact`, tell them
  /// apart by the fact's rule.
  ///
  /// - Returns: `true` for ranges apart by more than the instrument's
  ///   precision, different optic characters or crystal systems, opposite
  ///   optic signs, no shared transparency, inclusion lists each holding a
  ///   word the other lacks (not one for a kind of a feature the other
  ///   names: silk beside needles), or one holding a join plane the other lacks
  ///   (it proves the stone assembled), spectra each showing a line or band the other
  ///   lacks or one with a strong line or band against one recorded as
  ///   showing nothing (a shorter list inside a longer may only be written
  ///   more briefly), or pleochroism absent in one and moderate
  ///   or strong in the other, or strong in one only of two species;
  ///   `false` for everything else, and for a fact without a rule.
  static func separates(_ first: FieldValue, _ second: FieldValue, by fact: GemFact, isOneSpecies: Bool) -> Bool {
    switch (fact.separation, first, second) {
    case (.apart?, _, _):
      guard let a = PropertyRange(fieldValue: first), let b = PropertyRange(fieldValue: second) else { return false }
      let gap = max(a.min - b.max, b.min - a.max)
      return gap > (fact.bench?.separatingGap ?? 0) + 1e-9
    case (.differentValue?, .text(let a), .text(let b)):
      // `either` is the sign of a gem that can be positive or negative.
      if a == OpticSign.either.rawValue || b == OpticSign.either.rawValue { return false }
      return a != b
    case (.noCommonValue?, .list(let a), .list(let b)): return Set(a).isDisjoint(with: b)
    case (.ownWords?, .list(let a), .list(let b)):
      // A join plane, which proves a stone assembled, parts it from one whose list lacks it (a
      // manufacture mark need not: two synthetics, or a glass, may both show curved striae).
      let proves = { (word: String, other: [String]) in
        !other.contains(word) && Vocabulary.assemblyWords.contains(word)
      }
      if a.contains(where: { proves($0, b) }) || b.contains(where: { proves($0, a) }) { return true }
      // A word for a kind of a feature the other names (silk, needles) is no word it lacks.
      let lacks = { (list: [String], word: String) in !list.contains { Vocabulary.inclusionsMayBeOne($0, word) } }
      return a.contains { lacks(b, $0) } && b.contains { lacks(a, $0) }
    case (.distinctFeatures?, .spectrum(let a), .spectrum(let b)):
      let tolerance = fact.bench?.tolerance ?? 0
      let (aOwn, bOwn) = (
        a.hasFeature(missingFrom: b, within: tolerance), b.hasFeature(missingFrom: a, within: tolerance)
      )
      guard aOwn != bOwn else { return aOwn }
      // A spectrum all of whose features the other shows may only be written more briefly;
      // one recorded as showing nothing is told only from a strong line or band, which every stone shows.
      let (shown, bare) = aOwn ? (a, b) : (b, a)
      return !bare.isDiagnostic && shown.hasStrongFeature
    case (.distinctStrength?, .pleochroism(let a), .pleochroism(let b)):
      return (a.strength == .none && b.strength.isPlainlyVisible)
        || (b.strength == .none && a.strength.isPlainlyVisible)
        || (!isOneSpecies && (a.strength == .strong) != (b.strength == .strong))
    default: return false
    }
  }
}
