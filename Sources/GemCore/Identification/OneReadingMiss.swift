/// A gem that only its specific gravity rules out, while it fits as many
/// of the other readings as the leader does: what the stone is if the
/// balance slipped (a red spinel read 4.00 is put out, and glass is left
/// alone at 100%).
///
/// Only the balance's reading: it is the one most often off by more than
/// its tolerance (an air bubble on the stone, a stone too light for the
/// balance, a drop on the pan), while a refractometer's slip is a shadow
/// edge's width, which its tolerance takes in.
public struct OneReadingMiss: Sendable {
  /// The gem.
  public let gem: Gem
  /// The check of the reading that rules it out.
  public let miss: PropertyCheck
  /// How many of the other readings it fits.
  public let fits: Int

  /// How far from a gem's range a balance may slip, as a share of the
  /// weight read: a small stone's weight in water misread by its last digit,
  /// an air bubble or a drop on the pan moves a reading by a tenth or so
  /// (a 0.5 ct spinel off by 3 mg in water reads 3.25 to 4.0); a gem whose
  /// range lies farther, as vulcanite's 1.15 from 3.10, is no slip of it.
  static let slipReach = 0.15

  /// Whether `check`, a miss, is the balance's weight missing a gem's range
  /// by no more than ``slipReach``: a weight, not a heavy liquid's bound,
  /// which is no balance's.
  ///
  /// - Parameters:
  ///   - check: A gem's check that misses.
  ///   - measured: What was measured.
  /// - Returns: Whether a slip of the balance may explain it.
  static func isWithinASlip(_ check: PropertyCheck, of measured: Measurements) -> Bool {
    // The weight read or weighed; none for a heavy liquid's bound.
    guard check.property == .specificGravity, let deviation = check.deviation, let weight = measured.specificGravity
    else { return false }
    return abs(deviation) <= slipReach * weight
  }
  /// The natural log of its prior times the likelihood of what was read,
  /// had the balance read its typical value (``Likelihood``): among those
  /// fitting as many readings, the likelier is named first.
  let logPosterior: Double
}

extension Identification {
  /// How many gems ruled out by one reading are looked at again, and
  /// how many are named.
  static let oneReadingMissesKept = 12
  static let oneReadingMissesNamed = 3

  /// The gems the balance alone ruled out that a slip of it may have hidden.
  ///
  /// They are those among `near` (each ruled out at its constants by its
  /// specific gravity alone) that nothing else rules out or explains only
  /// by a dye, that fit as many of the other readings as the leader (and
  /// at least one), and that would be clearly likelier than the leader had
  /// the balance read their own typical value (``logPosteriorIfSlipped``);
  /// most fitting first, then the likeliest, one a candidate (species and
  /// origin) not shown already, named by its species entry where it has
  /// one. Settled leader or not: the next tests part only the gems that
  /// stand, and none shows a slip of the balance up.
  ///
  /// - Parameters:
  ///   - near: The gems, with their constants.
  ///   - readings: The constants measured.
  /// - Returns: At most ``oneReadingMissesNamed`` of them.
  func oneReadingMisses(among near: [ConstantGem], readings: ConstantReadings) -> [OneReadingMiss] {
    guard let leader = candidates.first, !near.isEmpty else { return [] }
    let leaderLog =
      Math.log(Likelihood.prior(of: leader.lead))
      + Likelihood.logLikelihood(
        of: leader.lead, constants: StoneConstants(leader.lead), checks: leader.checks, measured: measurements)
    let matcher = ColorMatcher(reading: measurements)
    let marks = InclusionMarks(measurements)
    let misses = near.compactMap { pair -> OneReadingMiss? in
      let colors = measurements.color == nil ? nil : pair.colors ?? ColorFacts(pair.gem)
      let checks = Self.checks(
        measurements, readings, of: pair.gem, constants: pair.constants, colors: colors.map { (matcher, $0) },
        marks: marks)
      let missed = checks.filter { $0.verdict == .misses }
      guard missed.count == 1, let miss = missed.first, miss.isDecisiveMiss, !checks.contains(where: \.needsDye)
      else { return nil }
      // The others: what the leader fits besides the reading that rules this gem out.
      let fits = checks.count { $0.verdict == .fits }
      let leaderFits = leader.checks.count { $0.verdict == .fits && $0.property != miss.property }
      guard fits >= max(leaderFits, 1), let logPosterior = logPosteriorIfSlipped(pair, checks, by: miss.property),
        logPosterior > leaderLog + Math.log(Self.tieRatio)
      else { return nil }
      return OneReadingMiss(gem: pair.gem, miss: miss, fits: fits, logPosterior: logPosterior)
    }
    // Grouping folds every candidate's species: only for gems to name.
    guard !misses.isEmpty else { return [] }
    // One a candidate, grouped as candidates are; none of a candidate shown
    // already (numbered 0: blue spinel stands where red spinel's SG misses).
    var groups = SpeciesGroups()
    for candidate in candidates { _ = groups.number(of: candidate.lead, at: 0) }
    var named: [OneReadingMiss] = []
    var namedGroup: [Int: Int] = [:]
    let likelierFirst = misses.sorted { ($0.fits, $0.logPosterior) > ($1.fits, $1.logPosterior) }
    for (index, miss) in likelierFirst.enumerated() {
      let group = groups.number(of: miss.gem, at: index + 1)
      guard group != 0 else { continue }
      if let place = namedGroup[group] {
        // The species entry speaks for its varieties, as it leads a candidate.
        if miss.gem.isSpeciesEntry { named[place] = miss }
      } else {
        namedGroup[group] = named.count
        named.append(miss)
      }
    }
    return Array(named.prefix(Self.oneReadingMissesNamed))
  }

  /// The natural log of the gem's prior times the likelihood of what was
  /// read, had the balance read the gem's typical value (or its range's
  /// middle) instead.
  ///
  /// Clearly above the leader's own (by ``tieRatio``), the gem would lead
  /// but for a slip of the balance: red spinel read 1.718 and weighed 4.00
  /// beside glass, whose wide 2.30–4.50 holds any weight. A weight inside
  /// the leader's narrow range confirms the leader instead: red spinel
  /// weighed 3.60 names no dumortierite.
  ///
  /// - Parameters:
  ///   - pair: The gem, with its constants.
  ///   - checks: Its checks against what was read.
  ///   - property: The reading that rules it out, the specific gravity.
  /// - Returns: The log, or `nil` when the gem's entry gives no range of the property.
  private func logPosteriorIfSlipped(
    _ pair: ConstantGem, _ checks: [PropertyCheck], by property: IdentifiedProperty
  ) -> Double? {
    guard let range = pair.gem[property.fact].flatMap(PropertyRange.init(fieldValue:)),
      let spread = property.readingSpread
    else { return nil }
    let own = Likelihood.valueLikelihood(
      range.typical ?? (range.min + range.max) / 2, range, spread: spread, property: property)
    let others = checks.filter { $0.property != property }
    return Math.log(Likelihood.prior(of: pair.gem)) + Math.log(own)
      + Likelihood.logLikelihood(of: pair.gem, constants: pair.constants, checks: others, measured: measurements)
  }
}
