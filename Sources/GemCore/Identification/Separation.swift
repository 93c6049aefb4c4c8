/// A test not yet made that would tell leading candidates apart, with the
/// value the catalog gives for each leader.
public struct Separation: Sendable {
  /// The fact to measure.
  public var fact: GemFact
  /// Each leading candidate's gem and its value, where the catalog gives one.
  public var values: [(gem: Gem, value: FieldValue)]
  /// The leading candidates' gems whose entries record no value of it.
  public var unrecorded: [Gem] = []
  /// How much of the leaders' confidence the test splits: the sum, over
  /// each two leaders it tells apart, of their confidences' product.
  public var split: Double
  /// The gem leading each leading candidate the test was chosen among,
  /// whether or not it has one value to show: what the stone may be.
  public var leaders: [Gem] = []

  /// Whether the test can mark the stone (``Instrument/marksTheStone``).
  public var marksTheStone: Bool { fact.instrument?.marksTheStone ?? false }

  /// What to mind before making the test with these leaders: the
  /// instrument's caution (``Instrument/caution``), except that the balance
  /// keeps to water when a leader is a stone a heavy liquid can harm
  /// (``Gem/isHarmedByHeavyLiquids``: amber, pearl, turquoise…), and asks
  /// first to rule out an assembled leader, which even water can harm.
  public var caution: String? {
    guard let instrument = fact.instrument else { return nil }
    let gems = leaders
    guard instrument == .balance, gems.contains(where: \.isHarmedByHeavyLiquids) else { return instrument.caution }
    let waterOnly = gems.filter { $0.isHarmedByHeavyLiquids && !$0.isHarmedByWater }
    let dry = gems.filter(\.isHarmedByWater)
    var parts: [String] = []
    if !waterOnly.isEmpty {
      parts.append("weighed in water only, never a heavy liquid, which can harm " + Self.names(waterOnly))
    }
    if !dry.isEmpty {
      let verb = dry.count == 1 ? " is" : " are"
      parts.append(
        "not before " + Self.names(dry) + verb + " ruled out: a liquid can loosen or cloud what joins or fills it")
    }
    return parts.joinedText(separator: "; ")
  }

  /// `A`, `A and B`, `A, B and C`.
  private static func names(_ gems: [Gem]) -> String {
    let names = gems.map(\.name)
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return Array(names.dropLast()).joinedText(separator: ", ") + " and " + last
  }
}
