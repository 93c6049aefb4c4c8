/// A test not yet made that would tell leading candidates apart, with the
/// value the catalog gives for each leader.
public struct Separation: Sendable {
  /// The fact to measure.
  public var fact: GemFact
  /// Whether only an interference figure parts the leaders: uniaxial from
  /// biaxial, which crossed polars alone do not show.
  public var needsInterferenceFigure = false
  /// The instrument that makes the test: the fact's, or the conoscope
  /// where the test ``needsInterferenceFigure``.
  public var instrument: Instrument? { needsInterferenceFigure ? .conoscope : fact.instrument }
  /// Each leading candidate's gem and its value, where the catalog gives one.
  public var values: [(gem: Gem, value: FieldValue)]
  /// The leading candidates' gems whose entries record no value of it.
  public var unrecorded: [Gem] = []
  /// The leading candidates' gems the instrument cannot look through: an
  /// opaque stone, for a test that needs light through it (the polariscope
  /// on pyrite), whose value the test would not show.
  public var opaque: [Gem] = []
  /// How much of the leaders' confidence the test splits: the sum, over
  /// each two leaders it tells apart, of their confidences' product (for a
  /// test that ``onlyConfirms``, over each two of which one records it).
  public var split: Double
  /// Whether the test tells no two leaders apart by what both record, and
  /// is named because one records what another does not (``split`` then
  /// sums those pairs): named only when no test parts them outright.
  public var onlyConfirms = false
  /// For each leading candidate the test was chosen among, the variety
  /// that speaks for it at the balance (``Identification/atTheBalance(_:measured:)``).
  ///
  /// Whether or not it has one value to show, it is what the stone may be.
  public var leaders: [Gem] = []

  /// Whether the test can mark the stone (``Instrument/marksTheStone``).
  public var marksTheStone: Bool { instrument?.marksTheStone ?? false }

  /// What to mind before making the test with these leaders.
  ///
  /// The instrument's caution for these leaders (``Instrument/caution(among:)``:
  /// the hot point's warns of fire where a plastic leads), except that the
  /// balance keeps to water when a leader is a stone a heavy liquid harms
  /// (``Gem/isHarmedByHeavyLiquids``): the material itself (amber, pearl,
  /// plastic), or what the trade put into it (the resin or dye of treated
  /// jade, an oiled emerald's oil, dyed agate's dye), said apart, since an
  /// untreated jade meets a heavy liquid safely. It asks first to rule out
  /// a leader even water harms (``Gem/isHarmedByWater``: an assembled or porous stone).
  public var caution: String? {
    guard let instrument else { return nil }
    guard instrument == .balance, leaders.contains(where: \.isHarmedByHeavyLiquids) else {
      return instrument.caution(among: leaders)
    }
    let waterOnly = leaders.filter { $0.isHarmedByHeavyLiquids && !$0.isHarmedByWater }
    let dry = leaders.filter(\.isHarmedByWater)
    var parts: [String] = []
    if !waterOnly.isEmpty {
      let harmed = waterOnly.filter { $0.isOrganic || $0.isPlastic || $0.isCoatedBead }
      let treated = waterOnly.filter { !($0.isOrganic || $0.isPlastic || $0.isCoatedBead) }
      let harms = [
        harmed.isEmpty ? nil : "harm " + harmed.map(\.name).proseList,
        treated.isEmpty ? nil : "draw the filling or dye out of a treated " + treated.map(\.name).proseList,
      ]
      parts.append(
        "weighed in water only, never a heavy liquid, which can "
          + harms.compactMap { $0 }.joinedText(separator: ", and "))
    }
    if !dry.isEmpty {
      let verb = dry.count == 1 ? " is" : " are"
      parts.append(
        "not before " + dry.map(\.name).proseList + verb + " ruled out: a liquid can " + Gem.harmByWater(among: dry))
    }
    return parts.joinedText(separator: "; ")
  }
}
