/// Ranks a catalog's gems against what was measured on a stone, the way a
/// gemmologist narrows down candidates at the bench (DESIGN.md, "Identify").
///
/// Each measured property is compared with the gem's range: inside it
/// fits, within the property's tolerance it is close, beyond it misses
/// (``IdentifiedProperty``). A gem stands when no decisive property misses;
/// it scores the weighted share of credit its checks earn
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
  /// Natural gems among the candidates whose synthetics the measured
  /// constants cannot separate.
  public let lookAlikeNotes: [LookAlikeNote]

  /// How many leading candidates the next tests look at.
  static let leadingCount = 3

  /// Ranks `gems` against `measurements`.
  ///
  /// - Parameters:
  ///   - measurements: What was measured; see ``Measurements/check()``.
  ///   - gems: The catalog.
  public init<Gems: Sequence<Gem>>(_ measurements: Measurements, in gems: Gems) {
    self.measurements = measurements
    let matcher = ColorMatcher(measurements.color)
    var groups: [GroupKey: [Scored]] = [:]
    var order: [GroupKey] = []
    var fallback: [Scored] = []
    for gem in gems {
      let checks = Self.checks(measurements, of: gem, colors: matcher)
      let scored = Scored(gem: gem, checks: checks, score: Self.score(checks), spread: Self.spread(of: gem, checks))
      guard scored.stands else {
        Self.keepBest(scored, in: &fallback)
        continue
      }
      let key = GroupKey(gem)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(scored)
    }
    let candidates = order.compactMap { groups[$0].map(Self.candidate) }.sorted(by: Self.ranksBefore)
    self.candidates = candidates
    nearest = candidates.isEmpty ? fallback.map { Self.candidate([$0]) } : []
    let leading = Array(candidates.prefix(Self.leadingCount))
    nextTests = Self.nextTests(among: leading, measured: measurements)
    lookAlikeNotes = Self.lookAlikeNotes(among: leading, measured: measurements)
  }

  /// Compares every measured property with `gem`.
  static func checks(_ measured: Measurements, of gem: Gem, colors: ColorMatcher) -> [PropertyCheck] {
    var checks: [PropertyCheck] = []
    let ri = gem[.refractiveIndex]
    switch measured.refractiveIndex {
    case .single(let value)?: checks.append(.comparing(.refractiveIndex, low: value, high: value, with: ri))
    case .span(let low, let high)?: checks.append(.comparing(.refractiveIndex, low: low, high: high, with: ri))
    case .overLimit?: checks.append(overLimitCheck(ri))
    case nil: break
    }
    if let value = measured.measuredBirefringence {
      checks.append(.comparing(.birefringence, low: value, high: value, with: birefringence(of: gem)))
    }
    let numbers: [(IdentifiedProperty, Double?, PropertyRange?)] = [
      (.specificGravity, measured.specificGravity, gem[.specificGravity]),
      (.dispersion, measured.dispersion, gem[.dispersion].map(PropertyRange.init)),
      (.hardness, measured.hardness, gem[.hardness]),
    ]
    for case (let property, let value?, let range) in numbers {
      checks.append(.comparing(property, low: value, high: value, with: range))
    }
    if let optic = measured.optic {
      checks += opticChecks(optic, gem)
    }
    if measured.color != nil {
      checks.append(colors.check(gem[.color]))
    }
    if let transparency = measured.transparency {
      let transparencies = gem[.transparency] ?? []
      let verdict: PropertyCheck.Verdict =
        transparencies.isEmpty ? .unknown : transparencies.contains(transparency) ? .fits : .misses
      checks.append(PropertyCheck(.transparency, verdict))
    }
    return checks
  }

  /// Over the limit fits a gem whose index reaches the refractometer's
  /// limit, and is close to one just below it.
  private static func overLimitCheck(_ range: PropertyRange?) -> PropertyCheck {
    guard let range else { return PropertyCheck(.refractiveIndex, .unknown) }
    let shortfall = RefractometerReading.limit - range.max
    guard shortfall > 0 else { return PropertyCheck(.refractiveIndex, .fits) }
    let tolerance = IdentifiedProperty.refractiveIndex.tolerance ?? 0
    return PropertyCheck(.refractiveIndex, shortfall <= tolerance ? .close : .misses, deviation: shortfall)
  }

  /// The gem's birefringence: the catalog's, none for a singly refractive
  /// gem, unknown for an aggregate (the refractometer shows one vague edge).
  static func birefringence(of gem: Gem) -> PropertyRange? {
    if let range = gem[.birefringence] { return range }
    return gem[.opticCharacter] == .isotropic ? PropertyRange(0) : nil
  }

  private static func opticChecks(_ optic: OpticReading, _ gem: Gem) -> [PropertyCheck] {
    guard let character = gem[.opticCharacter] else { return [PropertyCheck(.opticCharacter, .unknown)] }
    var checks = [PropertyCheck(.opticCharacter, character == optic.character ? .fits : .misses)]
    if let sign = optic.sign {
      switch gem[.opticSign] {
      case nil: checks.append(PropertyCheck(.opticSign, character == optic.character ? .unknown : .misses))
      case .either?: checks.append(PropertyCheck(.opticSign, .fits))
      case let gemSign?: checks.append(PropertyCheck(.opticSign, gemSign == sign ? .fits : .misses))
      }
    }
    return checks
  }

  /// The weighted share of credit, 0–100.
  static func score(_ checks: [PropertyCheck]) -> Double {
    let total = checks.reduce(0) { $0 + $1.property.weight }
    guard total > 0 else { return 0 }
    return 100 * checks.reduce(0) { $0 + $1.property.weight * $1.credit } / total
  }

  /// The width of the gem's ranges of the properties that fit, each in
  /// units of its tolerance.
  static func spread(of gem: Gem, _ checks: [PropertyCheck]) -> Double {
    var spread = 0.0
    for check in checks where check.verdict == .fits {
      guard let tolerance = check.property.tolerance else { continue }
      let range: PropertyRange?
      switch check.property {
      case .birefringence: range = birefringence(of: gem)
      case .dispersion: range = gem[.dispersion].map(PropertyRange.init)
      default:
        if case .range(let value)? = gem[check.property.fact] { range = value } else { range = nil }
      }
      if let range { spread += (range.max - range.min) / tolerance }
    }
    return spread
  }

  /// A gem with its checks and score.
  struct Scored {
    let gem: Gem
    let checks: [PropertyCheck]
    let score: Double
    let spread: Double
    var stands: Bool { !checks.contains { $0.property.isDecisive && $0.verdict == .misses } }
    var colorFits: Bool { checks.contains { $0.property == .color && $0.verdict == .fits } }
  }

  /// Gems of one species and origin are one candidate.
  struct GroupKey: Hashable {
    let species: String
    let origin: Origin

    init(_ gem: Gem) {
      // A gem without a species is a candidate of its own.
      species = gem[.species].map(TextFolding.fold) ?? "\u{0}" + gem.id
      origin = gem.origin
    }
  }

  /// The candidate of one group: the variety whose colour fits first, then
  /// by score, then the gem named after the species, then the narrower
  /// ranges, then by name.
  static func candidate(_ group: [Scored]) -> Candidate {
    let sorted = group.sorted { left, right in
      if left.colorFits != right.colorFits { return left.colorFits }
      if left.score != right.score { return left.score > right.score }
      let leftIsSpecies = left.gem.name == left.gem[.species]
      let rightIsSpecies = right.gem.name == right.gem[.species]
      if leftIsSpecies != rightIsSpecies { return leftIsSpecies }
      if left.spread != right.spread { return left.spread < right.spread }
      return left.gem.name < right.gem.name
    }
    return Candidate(
      members: sorted.map(\.gem), checks: sorted[0].checks, score: sorted[0].score, spread: sorted[0].spread)
  }

  /// Higher scores first; on ties natural gems, then synthetics (the
  /// likelier and harder look-alike), then composites and artificial
  /// materials alike, then the narrower ranges (``Candidate/spread``: an
  /// assembled stone's wide ranges hold anything), then by name.
  static func ranksBefore(_ left: Candidate, _ right: Candidate) -> Bool {
    if left.score != right.score { return left.score > right.score }
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

  /// Keeps the few best-scoring gems that do not stand, for ``nearest``.
  private static func keepBest(_ scored: Scored, in best: inout [Scored]) {
    let count = 3
    guard best.count < count || scored.score > best[best.count - 1].score else { return }
    let index = best.firstIndex { scored.score > $0.score } ?? best.count
    best.insert(scored, at: index)
    if best.count > count { best.removeLast() }
  }
}
