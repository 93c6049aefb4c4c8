/// Ranks a catalog's gems against what was measured on a stone, the way a
/// gemmologist narrows down candidates at the bench (Sources/GemCore/Identification/README.md).
///
/// Each measured property is compared with the gem's range: inside it
/// fits, within the property's tolerance it is close, beyond it misses
/// (``IdentifiedProperty``). A gem stands when no decisive property misses
/// and something measured fits or is close (a gem the catalog says nothing
/// about is no answer); it scores the weighted share of credit its checks earn
/// (``PropertyCheck/credit``). Gems of one species and origin that stand
/// are one candidate naming its varieties; the measured colour picks the
/// variety that leads.
///
/// ```swift
/// var measured = Measurements()
/// measured.refractiveIndex = .span(low: 1.762, high: 1.770)
/// measured.specificGravity = 4.00
/// let result = Identification(measured, in: Catalog.bundled.gems)
/// result.candidates.first?.species  // "Corundum"
/// ```
public struct Identification: Sendable {
  /// What was measured.
  public let measurements: Measurements
  /// The candidates that stand, best first.
  public let candidates: [Candidate]
  /// When none stands: the best few anyway, for a "nearest" hint.
  public let nearest: [Candidate]
  /// Tests that would tell the leading candidates apart, in the order a
  /// student's kit reaches for them.
  public let nextTests: [Separation]
  /// The tests that instruments outside the kit at hand would add.
  ///
  /// What else would tell the leaders apart than ``nextTests``, which
  /// come from ``Measurements/kit`` only; empty when no kit was named.
  /// Worked out when asked for.
  public var testsBeyondKit: [Separation] {
    guard let kit = measurements.kit else { return [] }
    var everything = measurements
    everything.kit = nil
    return Self.nextTests(among: Array(candidates.prefix(Self.leadingCount)), measured: everything).filter {
      $0.fact.instrument.map { !kit.contains($0) } ?? false
    }
  }

  /// Natural gems among the leading candidates whose synthetics no test
  /// of the kit separates; worked out when asked for, since a parcel's
  /// rows never show them.
  public var lookAlikeNotes: [LookAlikeNote] {
    Self.lookAlikeNotes(among: Array(candidates.prefix(Self.leadingCount)), measured: measurements)
  }

  /// The leading candidates the stone can be only if it is dyed
  /// (``Candidate/dyeReadings``).
  public var dyedLeaders: [Candidate] {
    candidates.prefix(Self.leadingCount).filter { !$0.dyeReadings.isEmpty }
  }

  /// How many leading candidates the next tests look at.
  static let leadingCount = 3

  /// Ranks `gems` against `measurements`.
  ///
  /// - Parameters:
  ///   - measurements: What was measured; see ``Measurements/check()``.
  ///   - gems: The catalog.
  public init<Gems: RandomAccessCollection<Gem>>(_ measurements: Measurements, in gems: Gems) where Gems.Index == Int {
    // Narrowed first, as a catalog index and a parcel are: most gems fall at
    // their constants, and their words, colours and likelihood are never
    // worked out (Sources/Benchmark/README.md, "Start-up"). Only the
    // constants the readings are compared with are read: a gem's others
    // would be decoded from its record for nothing.
    let compared = ConstantReadings(measurements).comparedProperties
    let chosen = Self.narrowed(measurements, count: gems.count) { offset, constants in
      constants.read(gems[gems.startIndex + offset], comparing: compared)
    }
    self.init(
      measurements,
      scoring: chosen.map { ConstantGem(gem: gems[gems.startIndex + $0.position], constants: $0.constants) })
    if candidates.isEmpty { self.init(measurements, scoringEvery: gems) }
  }

  /// Ranks every one of `gems` in full, without narrowing by the constants
  /// first: how the nearest are found when no gem stands, since a word
  /// reading may be what makes a gem near, and the narrowing weighs only
  /// the constants.
  ///
  /// - Parameters:
  ///   - measurements: What was measured; see ``Measurements/check()``.
  ///   - gems: The catalog.
  package init<Gems: RandomAccessCollection<Gem>>(_ measurements: Measurements, scoringEvery gems: Gems)
  where Gems.Index == Int {
    let readings = ConstantReadings(measurements)
    let compared = readings.comparedProperties
    var constants = StoneConstants.unknown
    self.init(measurements, readings, count: gems.count) { offset in
      let gem = gems[gems.startIndex + offset]
      constants.read(gem, comparing: compared)
      return ConstantGem(gem: gem, constants: constants)
    }
  }

  /// Ranks gems whose constants are at hand, such as a catalog index's.
  package init(_ measurements: Measurements, scoring pairs: [ConstantGem]) {
    self.init(measurements, ConstantReadings(measurements), count: pairs.count) { pairs[$0] }
  }

  /// Ranks the `count` gems that `pair` gives by their position, against
  /// `readings`, the constants `measurements` holds, gathered once.
  ///
  /// A closure rather than a generic sequence: generic code across modules is
  /// not specialized, and its types' metadata would be built at run time
  /// (Sources/Benchmark/README.md, "Start-up").
  private init(_ measurements: Measurements, _ readings: ConstantReadings, count: Int, pair: (Int) -> ConstantGem) {
    self.measurements = measurements
    let matcher = ColorMatcher(measurements.color)
    // Arrays searched in order rather than dictionaries: only a handful of
    // groups and species stand, and the first use of each dictionary type makes
    // the runtime scan every conformance record in the binary for its key's
    // Hashable (Sources/Benchmark/README.md, "Start-up").
    var groups: [Group] = []
    var fallback = BestFew<Scored>(limit: 3)
    var foldedSpecies: [GroupKey.FoldedSpecies] = []
    var shares = ListWordShares()
    for position in 0..<count {
      let next = pair(position)
      let (gem, constants) = (next.gem, next.constants)
      let colors = measurements.color == nil ? nil : next.colors ?? ColorFacts(gem)
      let checks = Self.checks(
        measurements, readings, of: gem, constants: constants, colors: colors.map { (matcher, $0) })
      let score = Self.score(checks)
      // Over the gems no decisive reading rules out, as a narrowed parcel or
      // catalog index passes them: both ways weigh a stone alike.
      if !Self.isRuledOut(checks) { shares.count(checks) }
      // Most gems fall here: what only ranks those that stand is not worked out for them.
      guard Self.stands(checks) else {
        // The nearest are shown only when nothing stands.
        if groups.isEmpty {
          let scored = Scored(gem: gem, checks: checks, score: score, spread: 0, logPosterior: 0, colors: colors)
          fallback.offer(scored, nearness: Nearness(checks))
        }
        continue
      }
      let scored = Scored(
        gem: gem, checks: checks, score: score, spread: Self.spread(of: constants, checks),
        logPosterior: Likelihood.logPosterior(of: gem, constants: constants, checks: checks, measured: measurements),
        colors: colors)
      let key = next.groupKey ?? GroupKey(gem, folding: &foldedSpecies)
      if let group = groups.firstIndex(where: { $0.key == key }) {
        groups[group].members.append(scored)
      } else {
        groups.append(Group(key: key, members: [scored]))
      }
    }
    // A list fact an entry lacks weighs as rare as the words read are among the entries that give it.
    for group in groups.indices {
      for member in groups[group].members.indices {
        groups[group].members[member].logPosterior += shares.correction(for: groups[group].members[member].checks)
      }
    }
    let candidates = Self.weighed(
      groups.map { Self.candidate($0.members, colors: matcher) }.sorted(by: Self.ranksBefore))
    self.candidates = candidates
    // Nearest first, as kept: ranking them by score would put a far miss first.
    nearest = candidates.isEmpty ? fallback.kept.map { Self.candidate([$0.element], colors: matcher) } : []
    let leading = Array(candidates.prefix(Self.leadingCount))
    nextTests = Self.nextTests(among: leading, measured: measurements)
  }

  /// Compares every measured property with `gem`, whose constants are
  /// `constants`; the colour, when one was measured, with the matcher of
  /// the colour asked for and the gem's colour facts.
  static func checks(
    _ measured: Measurements, _ readings: ConstantReadings, of gem: Gem, constants: StoneConstants,
    colors: (ColorMatcher, ColorFacts)?
  ) -> [PropertyCheck] {
    var checks: [PropertyCheck] = []
    // Room for every property at once: one allocation a gem rather than one a check.
    checks.reserveCapacity(IdentifiedProperty.allCases.count)
    constantChecks(readings, constants, into: &checks)
    if let (matcher, facts) = colors {
      checks.append(matcher.check(facts))
    }
    if measured.spectrum != nil {
      checks.append(check(of: .spectrum, measured, against: gem[GemField.spectrum.fact], origin: gem.origin))
    }
    if let pleochroism = measured.pleochroism {
      checks.append(PropertyCheck(.pleochroism, pleochroism.verdict(against: gem[.pleochroism])))
    }
    if measured.ultraviolet != nil {
      checks.append(check(of: .fluorescence, measured, against: gem[GemField.fluorescence.fact], origin: gem.origin))
    }
    if let transparency = measured.transparency {
      let transparencies = gem[.transparency] ?? []
      let verdict: PropertyCheck.Verdict =
        transparencies.isEmpty ? .unknown : transparencies.contains(transparency) ? .fits : .misses
      checks.append(PropertyCheck(.transparency, verdict))
    }
    if let luster = measured.luster {
      checks.append(PropertyCheck(.luster, luster.verdict(against: gem[.luster])))
    }
    if measured.hasWordReadings {
      for property in IdentifiedProperty.wordReadings where measured[word: property] != nil {
        checks.append(check(of: property, measured, against: gem[property.fact], origin: gem.origin))
      }
    }
    // A dyed stone shows its dye's colour and filter reaction, not the
    // material's: dyed green jadeite is red through a Chelsea filter.
    let isDyeMiss = { (check: PropertyCheck) in check.verdict == .misses && check.property.isChangedByDye }
    if checks.contains(where: isDyeMiss), gem[.treatments]?.contains("dyeing") == true {
      for index in checks.indices where isDyeMiss(checks[index]) {
        checks[index].verdict = .close
        checks[index].needsDye = true
      }
    }
    return checks
  }

  /// The check of a spectrum, a glow or a word reading against the gem's
  /// `value`; where the catalog lacks it, unknown, with the verdict against
  /// what most materials show (``IdentifiedProperty/usual``) for the
  /// likelihood, unless the gem is assembled (`origin`).
  private static func check(
    of property: IdentifiedProperty, _ measured: Measurements, against value: FieldValue?, origin: Origin
  ) -> PropertyCheck {
    var check = compare(property, measured, with: value)
    // An assembled stone shows what its parts show, not what most materials do;
    // and words the catalog does give, if unread, are no reason to assume the usual.
    if check.verdict == .unknown, value == nil, origin != .composite, let usual = property.usual {
      check.assumed = compare(property, measured, with: usual).verdict
    }
    return check
  }

  /// The check of ``check(of:_:against:origin:)``, unknown where `value` is `nil`.
  private static func compare(_ property: IdentifiedProperty, _ measured: Measurements, with value: FieldValue?)
    -> PropertyCheck
  {
    switch value {
    case .spectrum(let spectrum)?:
      guard let reading = measured.spectrum else { break }
      return reading.check(against: spectrum, tolerance: property.tolerance ?? 0)
    case .fluorescence(let fluorescence)?:
      guard let reading = measured.ultraviolet else { break }
      return PropertyCheck(property, reading.verdict(against: fluorescence))
    case .text(let value)?:
      guard let word = measured[word: property] else { break }
      return PropertyCheck(property, property.verdict(reading: word, against: value))
    case .list(let values)?:
      guard let word = measured[word: property] else { break }
      // Several words seen (inclusions): all of them the gem's fits, some is close.
      let seen = word.split(separator: ",")
      let known = seen.count { values.contains(String($0)) }
      return PropertyCheck(property, known == seen.count ? .fits : known > 0 ? .close : .misses)
    default: break
    }
    return PropertyCheck(property, .unknown)
  }

  /// Compares the measured constants — every property but colour and
  /// transparency, which never rule a gem out — with one gem's, as tests ask.
  static func constantChecks(_ measured: Measurements, _ constants: StoneConstants) -> [PropertyCheck] {
    var checks: [PropertyCheck] = []
    constantChecks(ConstantReadings(measured), constants, into: &checks)
    return checks
  }

  /// Compares a stone's readings, gathered once, with a gem's constants,
  /// into `checks`, emptied first, so that a scan of many gems reuses one
  /// buffer instead of growing an array a gem.
  static func constantChecks(
    _ measured: ConstantReadings, _ constants: StoneConstants, into checks: inout [PropertyCheck]
  ) {
    checks.removeAll(keepingCapacity: true)
    let ri = constants.refractiveIndex
    switch measured.refractiveIndex {
    case .single(let value)?:
      let check = PropertyCheck.comparing(.refractiveIndex, low: value, high: value, with: ri)
      checks.append(measured.isSpotReading ? check.allowing(RefractometerReading.spotPrecision) : check)
    case .span(let low, let high)?: checks.append(.comparing(.refractiveIndex, low: low, high: high, with: ri))
    case .overLimit?: checks.append(overLimitCheck(ri, birefringence: constants.birefringence))
    case nil: break
    }
    for number in measured.numbers {
      checks.append(.comparing(number.property, number.reading, with: constants.range(of: number.property)))
    }
    if let optic = measured.optic {
      appendOpticChecks(optic, constants, to: &checks)
    }
  }

  /// Over the limit fits a gem some stone of which has both its indices
  /// beyond the refractometer's limit, and is close to one just short of it.
  ///
  /// A stone's lower index is at most the top of the gem's range less its
  /// smallest birefringence: zircon (1.78–2.02, birefringence up to 0.059)
  /// can read over the limit, rhodochrosite (1.597–1.817, 0.220) cannot,
  /// as it always shows its lower edge.
  private static func overLimitCheck(_ range: PropertyRange?, birefringence: PropertyRange?) -> PropertyCheck {
    guard let range else { return PropertyCheck(.refractiveIndex, .unknown) }
    let highestLowerIndex = range.max - (birefringence?.min ?? 0)
    let shortfall = RefractometerReading.limit - highestLowerIndex
    // At the limit itself the edge is still (faintly) seen.
    guard shortfall >= 0 else { return PropertyCheck(.refractiveIndex, .fits) }
    return .outside(.refractiveIndex, by: shortfall)
  }

  /// The gem's birefringence as identification compares it (``StoneConstants/birefringence``).
  static func birefringence(of gem: Gem) -> PropertyRange? {
    StoneConstants(gem).birefringence
  }

  private static func appendOpticChecks(
    _ optic: OpticReading, _ constants: StoneConstants, to checks: inout [PropertyCheck]
  ) {
    guard let character = constants.opticCharacter else {
      return checks.append(PropertyCheck(.opticCharacter, .unknown))
    }
    // A massive stone of a species reads as an aggregate whatever its crystals' character.
    let fits = character == optic.character || (optic.character == .aggregate && constants.isAlsoAggregate)
    checks.append(PropertyCheck(.opticCharacter, fits ? .fits : .misses))
    if let sign = optic.sign {
      switch constants.opticSign {
      case nil: checks.append(PropertyCheck(.opticSign, character == optic.character ? .unknown : .misses))
      case .either?: checks.append(PropertyCheck(.opticSign, .fits))
      case let gemSign?: checks.append(PropertyCheck(.opticSign, gemSign == sign ? .fits : .misses))
      }
    }
  }

  /// The weighted share of credit, 0–100.
  static func score(_ checks: [PropertyCheck]) -> Double {
    let total = checks.reduce(0) { $0 + $1.property.weight }
    guard total > 0 else { return 0 }
    return 100 * checks.reduce(0) { $0 + $1.property.weight * $1.credit } / total
  }

  /// The width of the gem's ranges of the properties that fit, each in
  /// units of its tolerance.
  static func spread(of constants: StoneConstants, _ checks: [PropertyCheck]) -> Double {
    var spread = 0.0
    for check in checks where check.verdict == .fits {
      guard let tolerance = check.property.tolerance, let range = constants.range(of: check.property) else { continue }
      spread += (range.max - range.min) / tolerance
    }
    return spread
  }

  /// A gem with its checks and score.
  struct Scored {
    let gem: Gem
    let checks: [PropertyCheck]
    let score: Double
    let spread: Double
    /// The natural log of its prior times its likelihood (``Likelihood``).
    var logPosterior: Double
    /// Its colour facts, when a colour was measured.
    let colors: ColorFacts?
  }

  /// Whether a gem with these checks stands: no decisive property misses,
  /// and at least one measured property fits or is close.
  static func stands(_ checks: [PropertyCheck]) -> Bool {
    !isRuledOut(checks) && checks.contains { $0.verdict == .fits || $0.verdict == .close }
  }

  /// Whether a decisive reading (RI, SG, optic character…) misses: the gem
  /// cannot be the stone.
  static func isRuledOut(_ checks: [PropertyCheck]) -> Bool {
    checks.contains { $0.property.isDecisive && $0.verdict == .misses }
  }

  /// The gems that stand under one ``GroupKey``.
  ///
  /// Structs rather than tuples here: see ``BestFew/Kept``.
  struct Group {
    let key: GroupKey
    var members: [Scored]
  }

  /// Gems of one species and origin are one candidate.
  package struct GroupKey: Equatable, Sendable {
    let species: String
    let origin: Origin

    /// A species as the catalog writes it, and folded.
    package struct FoldedSpecies {
      let species: String
      let folded: String
    }

    /// The key of `gem`, folding each species once into `folded`.
    package init(_ gem: Gem, folding folded: inout [FoldedSpecies]) {
      if let species = gem[.species] {
        if let known = folded.first(where: { $0.species == species }) {
          self.species = known.folded
        } else {
          let key = TextFolding.fold(species)
          folded.append(FoldedSpecies(species: species, folded: key))
          self.species = key
        }
      } else {
        // A gem without a species is a candidate of its own.
        species = "\u{0}" + gem.id
      }
      origin = gem.origin
    }
  }

  /// The candidate of one group: the variety whose colour answers best
  /// first (its swatch's family, then its name's words), then the one the
  /// readings fit best, the gem named after the species leading unless a
  /// variety is clearly likelier, then the synthetic that reproduces most
  /// natural varieties, then the narrower ranges, then by name.
  static func candidate(_ group: [Scored], colors: ColorMatcher) -> Candidate {
    // Each member's sort key is read once, not on every comparison of the sort,
    // where reading facts slowed identifying a large catalog
    // (Sources/Benchmark/README.md, "Large catalogs").
    struct Key {
      let closeness: Int
      let logLikelihood: Double
      let isSpecies: Bool
      let reach: Int
      let spread: Double
      let name: String
    }
    let keys = group.map { scored in
      Key(
        // Only several varieties need the colour to choose among them.
        closeness: group.count > 1 ? scored.colors.map(colors.closeness(of:)) ?? 0 : 0,
        logLikelihood: scored.logPosterior - Math.log(Likelihood.prior(of: scored.gem)),
        isSpecies: scored.gem.name == scored.gem[.species],
        reach: scored.gem[.syntheticOf]?.count ?? 0, spread: scored.spread, name: scored.gem.name)
    }
    var order = keys.indices.sorted { left, right in
      let (a, b) = (keys[left], keys[right])
      if a.closeness != b.closeness { return a.closeness > b.closeness }
      // The variety the readings fit best leads, whatever the trade's
      // abundance of each, then the species entry.
      if a.logLikelihood != b.logLikelihood { return a.logLikelihood > b.logLikelihood }
      if a.isSpecies != b.isSpecies { return a.isSpecies }
      // Among synthetics, the one that reproduces most natural varieties.
      if a.reach != b.reach { return a.reach > b.reach }
      if a.spread != b.spread { return a.spread < b.spread }
      return a.name < b.name
    }
    // The species entry leads unless a variety answers the colour better or
    // the readings make it clearly likelier (beyond a tie): without a colour,
    // blue diamond must not stand for diamond.
    let top = keys[order[0]]
    if let species = order.firstIndex(where: { keys[$0].isSpecies }), species > 0,
      keys[order[species]].closeness == top.closeness,
      keys[order[species]].logLikelihood >= top.logLikelihood - Math.log(tieRatio)
    {
      order.insert(order.remove(at: species), at: 0)
    }
    let lead = group[order[0]]
    // The candidate is as likely as its likeliest member.
    var candidate = Candidate(
      members: order.map { group[$0].gem }, checks: lead.checks, score: lead.score, spread: lead.spread,
      logPosterior: group.map(\.logPosterior).max() ?? lead.logPosterior)
    if !colors.wanted.isEmpty {
      candidate.colorPeers = order.prefix { keys[$0].closeness >= keys[order[0]].closeness }.count
    }
    return candidate
  }

  /// How much likelier a candidate must be than another not to tie with it.
  public static let tieRatio = 1.5

  /// `candidates`, likeliest first, with their confidence (each one's share
  /// of the candidates' posterior) and rank: a candidate within
  /// ``tieRatio`` of the first of a tie shares its rank.
  static func weighed(_ candidates: [Candidate]) -> [Candidate] {
    guard let top = candidates.first?.logPosterior else { return candidates }
    let total = candidates.reduce(0) { $0 + Math.exp($1.logPosterior - top) }
    var weighed = candidates
    var tieStart = (rank: 1, logPosterior: top)
    for index in weighed.indices {
      let candidate = weighed[index]
      if candidate.logPosterior < tieStart.logPosterior - Math.log(tieRatio) {
        tieStart = (index + 1, candidate.logPosterior)
      }
      weighed[index].rank = tieStart.rank
      weighed[index].confidence = Math.exp(candidate.logPosterior - top) / total
    }
    // Within a tie natural gems come first, as on equal likelihoods.
    return weighed.enumerated().sorted { left, right in
      let (a, b) = (left.element, right.element)
      if a.rank != b.rank { return a.rank < b.rank }
      let (first, second) = (originRank(a.origin), originRank(b.origin))
      return first != second ? first < second : left.offset < right.offset
    }.map(\.element)
  }

  /// Likelier first; on ties natural gems, then synthetics (the
  /// likelier and harder look-alike), then composites and artificial
  /// materials alike, then the narrower ranges (``Candidate/spread``: an
  /// assembled stone's wide ranges hold anything), then by name.
  static func ranksBefore(_ left: Candidate, _ right: Candidate) -> Bool {
    if left.logPosterior != right.logPosterior { return left.logPosterior > right.logPosterior }
    let (a, b) = (originRank(left.origin), originRank(right.origin))
    if a != b { return a < b }
    if left.spread != right.spread { return left.spread < right.spread }
    return left.lead.name < right.lead.name
  }

  private static func originRank(_ origin: Origin) -> Int {
    switch origin {
    case .natural: return 0
    case .synthetic: return 1
    case .composite, .artificial: return 2
    }
  }

}
