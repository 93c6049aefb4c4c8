extension Identification {
  /// Ranks the `count` gems worth scoring in full: those whose constants
  /// stand (no decisive miss, and something fits or is close, or anything
  /// when colour, a spectrum or a word was read, which the constants cannot
  /// answer), or, when none does, the nearest three.
  ///
  /// What a catalog index, the bundled catalog and a parcel of stones do:
  /// most gems fall at the constants, and neither their words nor their
  /// likelihood need working out. One pass, each gem scored as it stands,
  /// so that a broad reading (`--hue green`) over a million gems holds no
  /// list of them.
  ///
  /// - Parameters:
  ///   - measurements: What was measured.
  ///   - count: How many gems there are.
  ///   - constants: Writes the constants of the gem at a position into
  ///     its second argument, and returns where its ranking keys lie in a
  ///     constants table (any number otherwise); asked for each position
  ///     once, in order.
  ///   - gem: The gem to score, with what `constants` gave for it.
  ///   - findsOneReadingMisses: Whether to look again at the gems one
  ///     reading rules out (``oneReadingMisses``).
  /// - Throws: What `constants` or `gem` throws.
  init<Failure: Error>(
    _ measurements: Measurements, narrowing count: Int,
    constants: (Int, inout StoneConstants) throws(Failure) -> Int,
    gem: (Narrowed) throws(Failure) -> ConstantGem, findsOneReadingMisses: Bool = true
  ) throws(Failure) {
    let readings = ConstantReadings(measurements)
    // A superset of the gems that stand: colour and transparency, not among
    // the constants, may be what fits.
    let words = measurements.hasReadingsBeyondConstants
    var nearest = BestFew<Narrowed>(limit: 3)
    var oneMiss = BestFew<Narrowed>(limit: Self.oneReadingMissesKept)
    var anyStands = false
    var checks: [PropertyCheck] = []
    var gemConstants = StoneConstants.unknown
    try self.init(measurements, readings, count: count) { (position) throws(Failure) -> ConstantGem? in
      let keys = try constants(position, &gemConstants)
      Self.constantChecks(readings, gemConstants, into: &checks)
      let narrowed = Narrowed(position: position, constants: gemConstants, keysOffset: keys)
      if !Self.isRuledOut(checks) && (words || checks.contains { $0.verdict == .fits || $0.verdict == .close }) {
        anyStands = true
        return try gem(narrowed)
      }
      if !anyStands { nearest.offer(narrowed, nearness: Nearness(checks)) }
      // Ranked by the other readings alone, so far as a slip of the balance goes (OneReadingMiss).
      if findsOneReadingMisses, checks.count(where: \.isDecisiveMiss) == 1,
        checks.contains(where: { $0.isDecisiveMiss && OneReadingMiss.isWithinASlip($0, of: measurements) })
      {
        let others = checks.filter { !$0.isDecisiveMiss }
        oneMiss.offer(narrowed, nearness: Nearness(others, spread: Self.spread(of: gemConstants, others)))
      }
      return nil
    }
    guard !anyStands else {
      if findsOneReadingMisses {
        let near = try oneMiss.kept.map { (kept) throws(Failure) in try gem(kept.element) }
        oneReadingMisses = oneReadingMisses(among: near, readings: readings)
      }
      return
    }
    let kept = nearest.kept.map(\.element)
    try self.init(measurements, readings, count: kept.count) { (index) throws(Failure) in try gem(kept[index]) }
  }

  /// Ranks the `count` gems whose constants `table` holds in their order
  /// (``ConstantsTable``), reading a gem only when its constants stand.
  ///
  /// - Parameters:
  ///   - measurements: What was measured; see ``Measurements/check()``.
  ///   - count: How many gems the table holds.
  ///   - table: Their constants table.
  ///   - damaged: What to throw when the table is damaged or holds another count.
  ///   - gem: The gem at a position.
  /// - Throws: `damaged`, or what `gem` throws.
  package init<Failure: Error>(
    _ measurements: Measurements, count: Int, constants table: UnsafeRawBufferPointer,
    orThrow damaged: @autoclosure () -> Failure, gem: (Int) throws(Failure) -> Gem
  ) throws(Failure) {
    // Only the constants the readings are compared with, as init(_:in:) reads them.
    var reader = ConstantsTable.Reader(table, comparing: ConstantReadings(measurements).comparedProperties)
    // Asked once: compared with nil for every gem, each reading was copied.
    let (readsColor, readsLamps) = (measurements.color != nil, measurements.ultraviolet != nil)
    try self.init(
      measurements, narrowing: count,
      constants: { (_, constants) throws(Failure) in
        do throws(RecordReader.Damaged) {
          return try reader.next(into: &constants)
        } catch {
          throw damaged()
        }
      },
      gem: { (narrowed) throws(Failure) in
        let keys: ConstantsTable.RankingKeys
        do throws(RecordReader.Damaged) {
          keys = try ConstantsTable.rankingKeys(
            in: table, at: narrowed.keysOffset, position: narrowed.position, colors: readsColor, lamps: readsLamps)
        } catch {
          throw damaged()
        }
        return ConstantGem(
          gem: try gem(narrowed.position), constants: narrowed.constants, colors: keys.colors, group: keys.group,
          lamps: keys.lamps, words: keys.words)
      })
    guard reader.isAtEnd else { throw damaged() }
  }

  /// Ranks `gems`, whose constants `table` holds in their order, as
  /// ``init(_:in:)`` does: narrowed by the table, and the nearest found
  /// among every gem when none stands (see ``init(_:scoringEvery:)``).
  ///
  /// Not generic: called from another module, generic code would not be
  /// specialized, and each gem read through the collection's witness
  /// would allocate its accessor's frame on the heap (Sources/Benchmark/README.md, "Start-up").
  ///
  /// - Throws: ``RecordReader/Damaged`` when the table is damaged or holds another count.
  package init(
    _ measurements: Measurements, in gems: CatalogGems, constants table: UnsafeRawBufferPointer
  ) throws(RecordReader.Damaged) {
    try self.init(
      measurements, count: gems.count, constants: table, orThrow: RecordReader.Damaged(),
      gem: { (position) throws(RecordReader.Damaged) in gems[position] })
    if candidates.isEmpty { self.init(measurements, scoringEvery: gems) }
  }

  /// Ranks gems whose constants were worked out once for many stones (a
  /// parcel's), narrowed by them as ``init(_:in:)`` narrows; the nearest
  /// are not looked for among every gem when none stands, nor the gems one
  /// reading rules out, as a parcel's row shows neither.
  ///
  /// - Parameters:
  ///   - measurements: One stone's readings.
  ///   - pairs: The gems with their constants (``ConstantGem/prepared(_:)``).
  package init(_ measurements: Measurements, prepared pairs: [ConstantGem]) {
    self.init(
      measurements, narrowing: pairs.count,
      constants: { position, constants in
        constants = pairs[position].constants
        return 0
      },
      gem: { pairs[$0.position] }, findsOneReadingMisses: false)
  }

  /// A gem whose constants stand, or one of the nearest: where it is, its
  /// constants, and where its ranking keys are (a struct rather than a
  /// tuple: see ``BestFew/Kept``).
  struct Narrowed: Sendable {
    let position: Int
    let constants: StoneConstants
    /// Where its ranking keys start in a constants table (``ConstantsTable/rankingKeys(in:at:position:colors:)``).
    let keysOffset: Int
  }
}
