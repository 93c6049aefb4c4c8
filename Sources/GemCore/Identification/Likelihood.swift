/// The likelihood model `identify` ranks candidates by
/// (Sources/GemCore/Identification/README.md, "How likely").
///
/// A number reading's likelihood for a gem is the density of that reading
/// when the stone's true value lies anywhere in the gem's range (weighted
/// towards its typical value where the catalog gives one) and the
/// instrument adds its own spread; a word reading's is 1 when it fits and
/// falls by ten per ten points of the property's weight when it misses.
/// A fact the catalog lacks is neutral, never a fit: a number scores as a
/// reading spread over every plausible one, a word halfway. A list fact
/// (inclusions) is weighed word by word, by how many gems show each word
/// (``ListWordShares``). The gem's abundance is the prior.
enum Likelihood {
  /// The share of readings taken to be slips, spread evenly over every
  /// plausible reading: one bad reading lowers a gem, never annihilates it.
  static let slipShare = 0.01

  /// The natural log of the likelihood of every check but those of list
  /// facts, which ``ListWordShares`` weighs: the prior is kept
  /// apart, so that varieties are compared by their readings alone without
  /// taking a rounded prior back out.
  ///
  /// - Parameters:
  ///   - gem: The gem, for its ranges' typical values.
  ///   - constants: Its constants, as the checks were made against.
  ///   - checks: Its checks (``Identification/checks(_:_:of:constants:colors:marks:)``).
  ///   - measured: What was measured.
  /// - Returns: The log, which adds where the likelihoods multiply.
  static func logLikelihood(
    of gem: Gem, constants: StoneConstants, checks: [PropertyCheck], measured: Measurements
  ) -> Double {
    var total = 0.0
    // A list fact's words weigh by how many gems show them, known once every gem is counted (ListWordShares).
    for check in checks where !check.property.fact.kind.isList {
      total += Math.log(likelihood(of: check, gem: gem, constants: constants, measured: measured))
    }
    return total
  }

  /// The prior of a gem: how often the trade meets it.
  ///
  /// How often is common 1, uncommon ½, rare ⅕, very rare 1⁄20, a gem
  /// without an abundance taken as uncommon, the middle of the scale; the
  /// prior is its square root, as a number reading's density is taken
  /// (``valueLikelihood(_:_:spread:property:)``), so that the two weigh
  /// alike and a ranking of number readings is the plain product's.
  /// Taken whole, beside square-rooted readings, the prior outweighed them:
  /// a very rare axinite fitting every reading fell behind a kornerupine
  /// close on three (measured on the cases: 456 of 505 settled cases with
  /// the whole prior, 459 with its square root; 93 and 96 of 108 new ones).
  static func prior(of gem: Gem) -> Double {
    prior(ofAbundance: gem[.abundance])
  }

  /// The prior of an `abundance` word, ``prior(of:)``'s scale.
  static func prior(ofAbundance abundance: String?) -> Double {
    let share =
      switch abundance {
      case "common": 1.0
      case "rare": 0.2
      case "very rare": 0.05
      default: 0.5
      }
    return share.squareRoot()
  }

  /// How much less likely a stone of a hue its material shows only rarely
  /// is than one of its usual hues: ⅕, the step from common to rare of the
  /// abundance scale (``prior(of:)``), since the references use the same
  /// word, taken whole: its square root let obsidian's narrow ranges take
  /// a blue glass, and the whole step measures as well on the cases.
  static let rareHueShare = 0.2

  /// The likelihood of one check: a density for a number read, a chance
  /// for a bound or over the limit, a factor by verdict for a word.
  static func likelihood(of check: PropertyCheck, gem: Gem, constants: StoneConstants, measured: Measurements)
    -> Double
  {
    let property = check.property
    guard let spread = property.readingSpread, property.constantPosition != nil else {
      return wordLikelihood(of: check)
    }
    var range = constants.range(of: property)
    range?.typical = gem[property.fact].flatMap(PropertyRange.init(fieldValue:))?.typical
    // A reading on a curved surface carries the spot's imprecision; the
    // difference of two (a blink), both readings'.
    let spot = RefractometerReading.spotPrecision
    let onSpot = measured.isSpotReading ? Math.hypot(spot, spread) : spread
    if property == .refractiveIndex {
      switch measured.refractiveIndex {
      case .single(let value)?: return valueLikelihood(value, range, spread: onSpot, property: property)
      case .span(let low, let high)? where measured.isSpotReading:
        return valueLikelihood(low, range, spread: onSpot, property: property)
          * valueLikelihood(high, range, spread: onSpot, property: property)
      case .span(let low, let high)?:
        // A uniaxial stone's ordinary edge lies in the narrower range of its
        // ordinary index, widened by the tolerance: catalog ranges are narrower than stones vary.
        let edge = constants.ordinaryEdge.map { edge in
          let tolerance = property.tolerance ?? 0
          let low = Swift.max(edge.range.min - tolerance, range?.min ?? edge.range.min)
          let high = Swift.min(edge.range.max + tolerance, range?.max ?? edge.range.max)
          return (range: PropertyRange(min: low, max: high), isHigher: edge.isHigher)
        }
        let lowRange = edge?.isHigher == false ? edge?.range : range
        let highRange = edge?.isHigher == true ? edge?.range : range
        return valueLikelihood(low, lowRange, spread: spread, property: property)
          * valueLikelihood(high, highRange, spread: spread, property: property)
      case .overLimit? where constants.showsNoEdge: return 1
      case .overLimit?:
        // The lower index must pass the limit: it lies at most the birefringence below the top.
        let lower = range.map { PropertyRange(min: $0.min, max: $0.max - (constants.birefringence?.min ?? 0)) }
        return boundsLikelihood(above: RefractometerReading.limit, lower, spread: spread)
      case nil: return 1
      }
    }
    let read = measured.isSpotReading && property == .birefringence ? Math.hypot(onSpot, spot) : spread
    switch measured.compared(property) {
    case .value(let value)? where property.mayReadShort:
      return shortReadingLikelihood(value, range, spread: read, property: property)
    case .value(let value)?: return valueLikelihood(value, range, spread: read, property: property)
    // The weighing's own uncertainty stands for the instrument's precision.
    case .weighed(let weighing)?:
      let weighed = Math.hypot(weighing.uncertainty, (property.tolerance ?? 0) / 3)
      return valueLikelihood(weighing.specificGravity, range, spread: weighed, property: property)
    case .above(let bound)?: return boundsLikelihood(above: bound, range, spread: read)
    case .below(let bound)?: return boundsLikelihood(below: bound, range, spread: read)
    case .between(let low, let high)?: return boundsLikelihood(above: low, below: high, range, spread: read)
    case nil: return 1
    }
  }

  /// The weight a plain contradiction's miss carries whatever its
  /// property's (``PropertyCheck/missIsPlain``): a hot point's, a smell no
  /// mineral gives; a miss is then a hundred times less likely.
  static let plainMissWeight = 20.0

  /// The likelihood of a check of a property read in words (or a
  /// spectrum): its verdict's factor, or what the catalog is taken to show
  /// where it is silent (``PropertyCheck/assumed``); a spectrum partly
  /// matched between a miss and a fit by how far the two agree, half being
  /// a close reading; a hue the material rarely shows, by ``rareHueShare``.
  static func wordLikelihood(of check: PropertyCheck) -> Double {
    let verdict = check.assumed ?? check.verdict
    let weight = check.property.weight
    if verdict == .close, let agreement = check.agreement {
      return Math.pow(10, -weight / 10 * (1 - agreement))
    }
    return wordLikelihood(verdict, weight: weight) * (check.isRareHue ? rareHueShare : 1)
  }

  /// A word's factor: 1 when it fits; 10^(−weight/10) when it misses (a
  /// weight of 10 makes a miss ten times less likely); halfway, in
  /// logarithms, when close or when the catalog does not say.
  static func wordLikelihood(_ verdict: PropertyCheck.Verdict, weight: Double) -> Double {
    switch verdict {
    case .fits: return 1
    case .close, .unknown: return Math.pow(10, -weight / 20)
    case .misses: return Math.pow(10, -weight / 10)
    }
  }

  /// The square root of the density of `value` for a gem whose range is `range`, with the
  /// reading's `spread` (a standard deviation) and the share of slips; for
  /// an unknown range the density of a reading spread over every plausible one.
  static func valueLikelihood(_ value: Double, _ range: PropertyRange?, spread: Double, property: IdentifiedProperty)
    -> Double
  {
    guard let range else { return background(of: property).squareRoot() }
    return withSlips(density(of: value, in: range, spread: spread), property: property)
  }

  /// The share of birefringence readings taken to fall short of the
  /// stone's full value, an assumption: one in ten.
  ///
  /// A stone turned all the way round on the refractometer shows all of
  /// it; one turned part of the way, or with a faint second shadow edge,
  /// shows less. The share was 0.5 at first, which let corundum lead a
  /// stone read 1.762 with no birefringence (a second tester's finding);
  /// accuracy on the cases is the same from 0.1 to 0.8.
  static let shortShare = 0.1

  /// The square root of the likelihood of a reading that may fall short of
  /// the stone's value (``IdentifiedProperty/mayReadShort``): for
  /// 1 − ``shortShare`` of readings the density
  /// ``valueLikelihood(_:_:spread:property:)`` takes, for the rest a reading
  /// anywhere from nothing up to the stone's value (evenly, an assumption:
  /// a reading at one position bunches towards the full value).
  ///
  /// Synthetic forsterite (0.033–0.036) read 0.012 on a stone not turned
  /// all the way is then unlikely, not a slip.
  static func shortReadingLikelihood(
    _ value: Double, _ range: PropertyRange?, spread: Double, property: IdentifiedProperty
  ) -> Double {
    // A reading of nothing is one shadow edge: no doubly refractive stone turned shows it.
    guard let range, range.max > 0, value > 0 else {
      return valueLikelihood(value, range, spread: spread, property: property)
    }
    // The stone's value B evenly over the range (from the spread up, so that a range from 0 stays
    // finite) and the reading evenly below B: the density is the range's mean of 1/B over the B above it.
    let low = Swift.min(Swift.max(range.min, spread), range.max)
    let short: Double
    if value >= range.max {
      short = 0
    } else if range.max - low < spread / 100 {
      short = 1 / range.max
    } else {
      short = Math.log(range.max / Swift.max(low, value)) / (range.max - low)
    }
    let full = density(of: value, in: range, spread: spread)
    return withSlips((1 - shortShare) * full + shortShare * short, property: property)
  }

  /// The square root of a reading's `density` for a gem, with the share of
  /// slips spread over every plausible reading of `property`.
  private static func withSlips(_ density: Double, property: IdentifiedProperty) -> Double {
    ((1 - slipShare) * density + slipShare * background(of: property)).squareRoot()
  }

  /// The density of a reading spread evenly over every plausible reading of `property`.
  private static func background(of property: IdentifiedProperty) -> Double {
    1 / (property.plausibleReadings.map { $0.upperBound - $0.lowerBound } ?? 1)
  }

  /// The density of a reading `value` of a stone whose true value lies in
  /// `range`: evenly spread over the range, or, where a typical value is
  /// known, half evenly and half within a tenth of the range's width of it;
  /// blurred by the instrument's `spread`.
  static func density(of value: Double, in range: PropertyRange, spread: Double) -> Double {
    let even = blurredEven(value, range.min, range.max, spread)
    guard let typical = range.typical else { return even }
    let near = (range.max - range.min) / 10
    let low = Swift.max(range.min, typical - near)
    let high = Swift.min(range.max, typical + near)
    return (even + blurredEven(value, low, high, spread)) / 2
  }

  /// The density at `value` of an even spread over `low`…`high` blurred by
  /// a normal error of standard deviation `spread`.
  private static func blurredEven(_ value: Double, _ low: Double, _ high: Double, _ spread: Double) -> Double {
    let width = high - low
    guard width > spread / 100 else {
      let z = (value - low) / spread
      return Math.exp(-z * z / 2) / (spread * (2 * Double.pi).squareRoot())
    }
    return (normalBelow((high - value) / spread) - normalBelow((low - value) / spread)) / width
  }

  /// The chance that a stone whose true value lies evenly in `range` reads
  /// above `above` and below `below` (a bound from one heavy liquid, or two),
  /// with the reading's `spread` and the share of slips.
  ///
  /// An even chance a bound when the catalog lacks the range, so that a gem
  /// without it does not outrank one whose range only partly lies between
  /// two bounds. Not taken to the power ½ as a density is: a chance is at
  /// most 1 already, and the edge a bound cuts off is where a range's
  /// extremes hold fewest stones, so the root would lift a gem whose range
  /// only grazes the bound (almandine over the limit).
  static func boundsLikelihood(
    above: Double? = nil, below: Double? = nil, _ range: PropertyRange?, spread: Double
  ) -> Double {
    guard let range else { return (above == nil ? 1 : 0.5) * (below == nil ? 1 : 0.5) }
    let chanceAbove = { (bound: Double) in chance(above: bound, range, spread: spread) }
    let between = (above.map(chanceAbove) ?? 1) - (below.map(chanceAbove) ?? 0)
    return (1 - slipShare) * Swift.max(0, between) + slipShare * 0.5
  }

  /// The chance, from 0 to 1, that a stone whose true value lies evenly in
  /// `range` reads above `bound`, with the reading's `spread`.
  private static func chance(above bound: Double, _ range: PropertyRange, spread: Double) -> Double {
    let width = range.max - range.min
    let chance: Double
    if width > spread / 100 {
      // The mean over the range of the chance above the bound: the integral of Φ is zΦ(z) + φ(z).
      let integral = { (z: Double) in z * normalBelow(z) + Math.exp(-z * z / 2) / (2 * Double.pi).squareRoot() }
      chance = spread / width * (integral((range.max - bound) / spread) - integral((range.min - bound) / spread))
    } else {
      chance = normalBelow((range.min - bound) / spread)
    }
    return Swift.min(1, Swift.max(0, chance))
  }

  /// Φ: the chance that a standard normal variable lies below `z`.
  private static func normalBelow(_ z: Double) -> Double {
    Math.erfc(-z / 2.squareRoot()) / 2
  }
}
