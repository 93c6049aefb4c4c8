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
  /// Gems only the balance's weight rules out, by no more than a slip of
  /// it, that would lead had it read their own value (``OneReadingMiss``),
  /// for a catalog or index ranked by its constants first; empty otherwise.
  public internal(set) var oneReadingMisses: [OneReadingMiss] = []
  /// Tests that would tell the leading candidates apart, in the order a
  /// student's kit reaches for them.
  ///
  /// Worked out anew at each use, so read it once: one stone's rows of
  /// separated values never show them (a parcel's row shows the first), and
  /// working them out was a ninth of a broad reading's start
  /// (Sources/Benchmark/README.md, "Start-up").
  public var nextTests: [Separation] {
    Self.nextTests(among: Array(Self.leaders(of: candidates)), measured: measurements)
  }

  /// The leaders the balance would tell apart but is not named for.
  ///
  /// Every one may be a stone even water can harm (``Gem/isHarmedByWater``),
  /// so no liquid is safe for the stone; empty otherwise. Each is the
  /// variety that speaks for its candidate at the balance
  /// (``atTheBalance(_:measured:)``).
  public var leadersKeptFromLiquids: [Gem] {
    let leading = Array(Self.leaders(of: candidates))
    let atRisk = leading.map { Self.atTheBalance($0, measured: measurements) }
    guard !Self.isSettled(leading), atRisk.allSatisfy(\.isHarmedByWater) else { return [] }
    let tests = Self.nextTests(among: leading, measured: measurements, keepingFromLiquids: false)
    let balance = tests.contains { $0.instrument == .balance }
    return balance ? atRisk : []
  }
  /// The tests that instruments outside the kit at hand would add.
  ///
  /// They part the candidates tied first where no test of the kit does
  /// (``leadersTheKitCannotPart``), else the leaders, as ``nextTests``
  /// would with every instrument; empty when no kit was named. Worked out
  /// when asked for.
  public var testsBeyondKit: [Separation] {
    testsBeyondKit(tie: leadersTheKitCannotPart)
  }

  /// ``testsBeyondKit``, given what ``leadersTheKitCannotPart`` gave.
  package func testsBeyondKit(tie: [Candidate]) -> [Separation] {
    guard let kit = measurements.kit else { return [] }
    var everything = measurements
    everything.kit = nil
    let among = tie.isEmpty ? Array(Self.leaders(of: candidates)) : tie
    // A test only one leader's record speaks in parts none of them.
    return Self.nextTests(among: among, measured: everything).filter {
      !$0.onlyConfirms && ($0.instrument.map { !kit.contains($0) } ?? false)
    }
  }

  /// The candidates tied for first place when no test of the kit tells
  /// them apart by what both record, though some tells the others from them
  /// (amber and copal, with only a hot point to part plastic); empty otherwise.
  public var leadersTheKitCannotPart: [Candidate] {
    measurements.kit == nil ? [] : leadersTheKitCannotPart(nextTests: nextTests)
  }

  /// ``leadersTheKitCannotPart``, given the ``nextTests`` already worked out.
  package func leadersTheKitCannotPart(nextTests: [Separation]) -> [Candidate] {
    let tie = Array(candidates.prefix { $0.rank == 1 })
    guard measurements.kit != nil, tie.count > 1, !nextTests.isEmpty else { return [] }
    // A test only one of them records a value in does not part them.
    return Self.nextTests(among: tie, measured: measurements).allSatisfy(\.onlyConfirms) ? tie : []
  }

  /// Natural gems among the leading candidates whose synthetics no test
  /// of the kit separates.
  ///
  /// Worked out when asked for, since a parcel's rows never show them. A
  /// candidate under a fiftieth of the leader gets no note, as it gets no
  /// next test (``leadersWorthParting(of:)``).
  public var lookAlikeNotes: [LookAlikeNote] {
    Self.lookAlikeNotes(among: Self.leadersWorthParting(of: candidates), measured: measurements)
  }

  /// The leading candidates the stone can be only if it is dyed
  /// (``Candidate/dyeReadings``).
  public var dyedLeaders: [Candidate] {
    Self.leaders(of: candidates).filter { !$0.dyeReadings.isEmpty }
  }

  /// The decisive readings, those of a hot point or solvent, and the clues
  /// of ``cluesPointedOut``, that none of the first `shown` candidates fits
  /// or comes close to, in the order of the checks: some of them misses
  /// each (or, for a tester, is taken to show what most materials do, and
  /// that misses: a thermal tester's high against every stone but diamond
  /// and moissanite, a resinous smell against minerals, which give none),
  /// and the others say nothing of it (an opal triplet, whose parts may
  /// read anything).
  ///
  /// Such a reading points away from every gem the others point to: one
  /// of them is likely misread (or, for a clue, the stone is unusual or
  /// treated), and the page says so.
  ///
  /// - Parameter shown: How many candidates are shown (`--limit`).
  /// - Returns: The readings.
  public func contradictedReadings(shown: Int = candidatesShown) -> [IdentifiedProperty] {
    let leaders = candidates.prefix(shown)
    guard let first = leaders.first else { return [] }
    return first.checks.map(\.property).filter { property in
      // Other clues' and lists' words are a catalog's usual ones (white corundum is milky sapphire), a
      // tester's plain: what a leader is only taken to show counts (only diamond and moissanite read high).
      let instrument = property.instrument
      guard property.isDecisive || instrument.marksTheStone || Self.cluesPointedOut.contains(instrument) else {
        return false
      }
      let verdicts = leaders.map { leader in leader.check(of: property).map { $0.assumed ?? $0.verdict } }
      return verdicts.contains(.misses) && verdicts.allSatisfy { $0 == .misses || $0 == .unknown }
    }
  }

  /// The instruments whose reading, though a clue rather than a proof, is
  /// pointed out when no leader shows it (``contradictedReadings(shown:)``):
  /// a line in the spectroscope or a colour through the Chelsea filter is
  /// seen plainly, where a glow's, a magnet's or the dichroscope's words
  /// are too loosely recorded to say a stone cannot show them.
  public static let cluesPointedOut: [Instrument] = [.spectroscope, .chelseaFilter]

  /// How many candidates `identify` shows without `--limit`, and so how
  /// many the next tests look at: no next test names a leader the table
  /// leaves out.
  public static let candidatesShown = 5

  /// The leading candidates: those shown, so that the runners-up a test
  /// would rule out count too (garnets behind three corundums tied for a
  /// red stone read 1.762, which the polariscope parts from them all).
  static func leaders(of candidates: [Candidate]) -> ArraySlice<Candidate> {
    candidates.prefix(candidatesShown)
  }

  /// Ranks `gems` against `measurements`.
  ///
  /// The gems are taken in name order (``Catalog/inNameOrder(_:)``), as the
  /// bundled catalog and a catalog index hold them: gems that tie (the few
  /// kept that one reading rules out) are the same whatever order a
  /// catalog file lists them in.
  ///
  /// - Parameters:
  ///   - measurements: What was measured; see ``Measurements/check()``.
  ///   - gems: The catalog.
  public init<Gems: RandomAccessCollection<Gem>>(_ measurements: Measurements, in gems: Gems) where Gems.Index == Int {
    self.init(measurements, inNameOrder: Catalog.inNameOrder(gems))
  }

  /// Ranks a catalog's `gems` against `measurements`, in name order as the generic initializer does.
  ///
  /// Gems served from a catalog index are in name order already, and are
  /// read one at a time rather than gathered to be sorted.
  ///
  /// - Parameters:
  ///   - measurements: What was measured; see ``Measurements/check()``.
  ///   - gems: The catalog's gems.
  public init(_ measurements: Measurements, in gems: CatalogGems) {
    if let inMemory = gems.inMemory {
      self.init(measurements, inNameOrder: Catalog.inNameOrder(inMemory))
    } else {
      self.init(measurements, inNameOrder: gems)
    }
  }

  /// Ranks `gems`, already in name order, against `measurements` (see ``init(_:in:)``).
  private init<Gems: RandomAccessCollection<Gem>>(_ measurements: Measurements, inNameOrder gems: Gems)
  where Gems.Index == Int {
    // Narrowed first, as a catalog index and a parcel are: most gems fall at
    // their constants, and their words, colours and likelihood are never
    // worked out (Sources/Benchmark/README.md, "Start-up"). Only the
    // constants the readings are compared with are read: a gem's others
    // would be decoded from its record for nothing.
    let compared = ConstantReadings(measurements).comparedProperties
    self.init(
      measurements, narrowing: gems.count,
      constants: { offset, constants in
        constants.read(gems[gems.startIndex + offset], comparing: compared)
        return 0
      },
      gem: { ConstantGem(gem: gems[gems.startIndex + $0.position], constants: $0.constants) })
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
    self.init(measurements, scoringEvery: gems.count) { gems[gems.startIndex + $0] }
  }

  /// Ranks every one of the `count` gems that `gem` reads by position (a
  /// catalog index's) in full, as ``init(_:scoringEvery:)`` does.
  ///
  /// - Parameters:
  ///   - measurements: What was measured; see ``Measurements/check()``.
  ///   - count: How many gems there are.
  ///   - gem: The gem at a position.
  /// - Throws: What `gem` throws.
  package init<Failure: Error>(
    _ measurements: Measurements, scoringEvery count: Int, gem: (Int) throws(Failure) -> Gem
  ) throws(Failure) {
    let readings = ConstantReadings(measurements)
    let compared = readings.comparedProperties
    var constants = StoneConstants.unknown
    try self.init(measurements, readings, count: count) { (offset) throws(Failure) in
      let gem = try gem(offset)
      constants.read(gem, comparing: compared)
      return ConstantGem(gem: gem, constants: constants)
    }
  }

  /// Ranks the `count` gems that `pair` gives by their position, against
  /// `readings`, the constants `measurements` holds, gathered once; a
  /// position `pair` gives no gem for is passed over.
  ///
  /// A closure rather than a generic sequence: generic code across modules is
  /// not specialized, and its types' metadata would be built at run time
  /// (Sources/Benchmark/README.md, "Start-up").
  init<Failure: Error>(
    _ measurements: Measurements, _ readings: ConstantReadings, count: Int,
    pair: (Int) throws(Failure) -> ConstantGem?
  ) throws(Failure) {
    self.measurements = measurements
    let matcher = ColorMatcher(reading: measurements)
    let marks = InclusionMarks(measurements)
    // Groups searched in order rather than in a dictionary: only a handful
    // stand, and the first use of each dictionary type makes the runtime scan
    // every conformance record in the binary for its key's Hashable
    // (Sources/Benchmark/README.md, "Start-up"). SpeciesGroups' dictionary
    // numbers them only where no constants table did (a parcel's gems, a
    // catalog decoded without an index).
    var groups: [Group] = []
    var fallback = BestFew<Scored>(limit: 3)
    var speciesGroups = SpeciesGroups()
    var shares = ListWordShares()
    var lusters = LusterShare()
    for position in 0..<count {
      guard let next = try pair(position) else { continue }
      let (gem, constants) = (next.gem, next.constants)
      let colors = measurements.color == nil ? nil : next.colors ?? ColorFacts(gem)
      let checks = Self.checks(
        measurements, readings, of: gem, constants: constants, colors: colors.map { (matcher, $0) }, marks: marks,
        lamps: next.lamps, words: next.words)
      let score = Self.score(checks)
      // Over the gems no decisive reading rules out, as a narrowed parcel or
      // catalog index passes them: both ways weigh a stone alike. The words
      // of a list that rule gems out (a join plane) count those gems too, or
      // a word would be shared by every gem counted, and cost none.
      if !Self.isRuledOutOtherThanByLists(checks) {
        shares.count(checks)
        lusters.count(checks)
      }
      // Most gems fall here: what only ranks those that stand is not worked out for them.
      guard Self.stands(checks) else {
        // The nearest are shown only when nothing stands.
        if groups.isEmpty {
          let scored = Scored(
            gem: gem, checks: checks, score: score, spread: 0, logLikelihood: 0, logPrior: 0, colors: colors)
          fallback.offer(scored, nearness: Nearness(checks))
        }
        continue
      }
      let scored = Scored(
        gem: gem, checks: checks, score: score, spread: Self.spread(of: constants, checks),
        logLikelihood: Likelihood.logLikelihood(of: gem, constants: constants, checks: checks, measured: measurements),
        logPrior: Math.log(Likelihood.prior(of: gem)), colors: colors)
      let number = next.group ?? speciesGroups.number(of: gem, at: position)
      if let group = groups.firstIndex(where: { $0.number == number }) {
        groups[group].members.append(scored)
      } else {
        groups.append(Group(number: number, members: [scored]))
      }
    }
    // A list fact's words, and a luster missed, weigh by how many of the gems counted show them.
    for group in groups.indices {
      for member in groups[group].members.indices {
        let checks = groups[group].members[member].checks
        groups[group].members[member].logLikelihood +=
          shares.logLikelihood(of: checks) + lusters.extraLogLikelihood(of: checks)
      }
    }
    Self.takingTwinsRecords(in: &groups)
    let candidates = Self.ranked(groups.map { Self.candidate($0.members, colors: matcher) })
    self.candidates = candidates
    // Nearest first, as kept: ranking them by score would put a far miss first.
    nearest = candidates.isEmpty ? fallback.kept.map { Self.candidate([$0.element], colors: matcher) } : []
  }
}
