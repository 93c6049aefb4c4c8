/// The constants of one gem that identification compares readings with,
/// apart from the words (colour, transparency): what a catalog index keeps
/// a gem's worth of, so that a large catalog is narrowed without decoding it.
package struct StoneConstants: Sendable, Equatable {
  /// The measured properties a gem's constants hold, in the kit's order:
  /// every scored fact whose value is a number or a range.
  package static let measured: [IdentifiedProperty] = measuredFacts.compactMap(IdentifiedProperty.init(fact:))

  /// The facts of ``measured``.
  static let measuredFacts: [GemFact] = GemFact.all.filter { $0.kind.isMeasured && ($0.bench?.weight ?? 0) > 0 }
    .sorted { $0.precedesInKitOrder($1) }

  /// The range of each of ``measured``, in its order; `nil` where unknown.
  ///
  /// Birefringence is none (0) for a singly refractive gem and unknown for
  /// an aggregate, whose refractometer edge is one vague shadow, unless its
  /// entry gives the blink its crystals show on a spot reading (coral).
  package var ranges: [PropertyRange?]
  package var opticCharacter: OpticCharacter?
  package var opticSign: OpticSign?
  /// Whether the gem is cut from masses of tiny crystals as well, which the
  /// polariscope shows as an aggregate whatever ``opticCharacter`` its
  /// crystals have (its `polariscope` fact lists `aggregate`).
  package var isAlsoAggregate: Bool
  /// Whether the gem is a metal the catalog gives no refractive index
  /// (pyrite, marcasite, bismuth): a refractometer shows it no edge, so
  /// it reads over the limit and never below it.
  package var showsNoEdge: Bool

  package init(ranges: [PropertyRange?], opticCharacter: OpticCharacter?, opticSign: OpticSign?) {
    self.ranges = ranges
    self.opticCharacter = opticCharacter
    self.opticSign = opticSign
    isAlsoAggregate = false
    showsNoEdge = false
  }

  /// Whether `gem`, whose crystals' optic character is `character`, is cut
  /// from its massive form too: its `polariscope` lists `aggregate`.
  static func isAlsoAggregate(_ gem: Gem, character: OpticCharacter?) -> Bool {
    character != .aggregate && gem[.polariscope]?.contains(OpticCharacter.aggregate.rawValue) == true
  }

  /// Whether every luster `gem`'s entry names is a metal's, whose surface
  /// reflects the light a refractometer would read: without a refractive
  /// index, it shows a refractometer no edge.
  static func isMetallic(_ gem: Gem) -> Bool {
    guard let luster = gem[.luster] else { return false }
    let named = Luster.named(in: luster)
    return !named.isEmpty && named.allSatisfy { $0 == .metallic || $0 == .subMetallic }
  }
}

extension StoneConstants {
  /// Constants that know nothing.
  package static var unknown: StoneConstants {
    StoneConstants(ranges: Array(repeating: nil, count: measured.count), opticCharacter: nil, opticSign: nil)
  }

  /// The constants of `gem`.
  package init(_ gem: Gem) {
    self.init(gem, comparing: Self.measured)
  }

  /// The constants of `gem` for `properties`, the others unknown.
  init(_ gem: Gem, comparing properties: [IdentifiedProperty]) {
    self = .unknown
    read(gem, comparing: properties)
  }

  /// Replaces these constants with those of `gem` for `properties`, the
  /// others unknown, in place: a scan of a catalog reuses one array rather
  /// than making one a gem.
  mutating func read(_ gem: Gem, comparing properties: [IdentifiedProperty]) {
    opticCharacter = gem[.opticCharacter]
    opticSign = gem[.opticSign]
    isAlsoAggregate = Self.isAlsoAggregate(gem, character: opticCharacter)
    showsNoEdge = false
    for (position, property) in Self.measured.enumerated() {
      guard properties.contains(property) else {
        ranges[position] = nil
        continue
      }
      var range = gem[property.fact].flatMap(PropertyRange.init(fieldValue:))
      // The bounds only: a catalog index keeps no typical value for them.
      range?.typical = nil
      if range == nil, property == .birefringence, opticCharacter == .isotropic { range = PropertyRange(0) }
      // Only read where it matters: the flag speaks for a refractometer's reading alone.
      if range == nil, property == .refractiveIndex { showsNoEdge = Self.isMetallic(gem) }
      ranges[position] = range
    }
  }

  /// The range of a measured property; `nil` when unknown or for words.
  func range(of property: IdentifiedProperty) -> PropertyRange? {
    property.constantPosition.flatMap { ranges[$0] }
  }

  /// The refractive index.
  var refractiveIndex: PropertyRange? { range(of: .refractiveIndex) }

  /// Where the edge a uniaxial stone shows at every turn lies: its ordinary index.
  ///
  /// With whether it is the higher of two readings: for a negative stone,
  /// the higher, at least the lowest index plus the smallest birefringence;
  /// for a positive one, the lower, at most the highest less it. `nil` for
  /// a gem not uniaxial, without a sign (or of either sign), a
  /// birefringence or an index, and where that edge may lie beyond the
  /// refractometer's limit, where it does not show (rhodochrosite's 1.817).
  ///
  /// However far a stone is turned, one edge stays put, so two readings
  /// whose edge there lies elsewhere are not of the gem (calcite always
  /// shows 1.658), while the other edge may fall short of the gem's
  /// birefringence. Catalog ranges are narrower than stones vary (corundum's
  /// gives ω one value, 1.770), so the edge is held only to rule a gem out.
  var ordinaryEdge: (range: PropertyRange, isHigher: Bool)? {
    guard opticCharacter == .uniaxial, let index = refractiveIndex, let least = birefringence?.min,
      index.max <= RefractometerReading.limit
    else { return nil }
    switch opticSign {
    case .negative?: return (PropertyRange(min: Swift.min(index.min + least, index.max), max: index.max), true)
    case .positive?: return (PropertyRange(min: index.min, max: Swift.max(index.max - least, index.min)), false)
    default: return nil
    }
  }
  /// The birefringence, none (0) for a singly refractive gem.
  var birefringence: PropertyRange? { range(of: .birefringence) }
}

/// A gem with its constants, as ``Identification`` scores it.
package struct ConstantGem: Sendable {
  package let gem: Gem
  package let constants: StoneConstants
  /// The gem's colour facts, when worked out ahead for many identifications
  /// (a parcel); else they are read as needed.
  package let colors: ColorFacts?
  /// The number of the candidate the gem belongs to (``SpeciesGroups``),
  /// when worked out ahead likewise, or kept in a constants table.
  package let group: Int?
  /// The lamps the gem's catalog describes in words, read ahead likewise
  /// or kept in a constants table; else read as needed.
  package let lamps: LampDescriptions?
  /// Its luster and whether it may be dyed, read ahead likewise or kept in
  /// a constants table; else read as needed.
  package let words: WordKeys?

  package init(
    gem: Gem, constants: StoneConstants, colors: ColorFacts? = nil, group: Int? = nil, lamps: LampDescriptions? = nil,
    words: WordKeys? = nil
  ) {
    self.gem = gem
    self.constants = constants
    self.colors = colors
    self.group = group
    self.lamps = lamps
    self.words = words
  }

  /// `gems` with all that identifying a parcel's stones reads of each gem
  /// worked out once: its facts decoded from its record, its constants,
  /// colour facts, candidate, the lamps its catalog describes in words,
  /// its luster and whether it may be dyed.
  package static func prepared(_ gems: [Gem]) -> [ConstantGem] {
    var groups = SpeciesGroups()
    return gems.enumerated().map { position, gem in
      // The next tests read the leaders' facts for every stone.
      let gem = gem.decoded
      return ConstantGem(
        gem: gem, constants: StoneConstants(gem), colors: ColorFacts(gem),
        group: groups.number(of: gem, at: position), lamps: LampDescriptions(gem[.fluorescence]),
        words: WordKeys(gem))
    }
  }
}
