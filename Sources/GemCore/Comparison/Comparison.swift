/// Two or more gems fact by fact, with the facts that tell them apart
/// (README, "compare").
///
/// A fact separates the gems when no two of them share a value: ranges
/// farther apart than the instrument's precision (so that a test at the
/// bench tells them apart), different optic characters or crystal systems,
/// opposite optic signs, no shared transparency, or pleochroism seen in
/// one and absent in another (``FactSeparation``). A fact a cut stone does
/// not show at the bench (crystal system, hardness, dispersion) is marked
/// as separating only on rough or in a laboratory, as is every fact that
/// parts two gems only a laboratory tells apart (a natural pearl and a
/// cultured one, ``onlyALaboratoryTells(_:from:)``).
///
/// ```swift
/// let comparison = Comparison([ruby, spinel])
/// comparison.separatingFacts.map(\.key)  // ["birefringence", "opticCharacter", …]
/// ```
public struct Comparison: Sendable {
  /// One fact of every gem.
  public struct Row: Sendable {
    /// The fact.
    public let fact: GemFact
    /// Each gem's value, in the order of ``Comparison/gems``; `nil` where a gem lacks it.
    public let values: [FieldValue?]
    /// Whether the values tell every two gems apart at the bench.
    public let separates: Bool
    /// Whether the values tell every two gems apart, but only on rough or
    /// in a laboratory: a fact a cut stone does not show at the bench
    /// (crystal system, hardness, dispersion).
    public let isRoughOrLab: Bool
    /// Among three or more gems, where the row does not separate every
    /// two: the positions (in ``Comparison/gems``) of the gems it tells
    /// from each of the others at the bench (moissanite by its optic
    /// character beside diamond and cubic zirconia); empty otherwise.
    public let setsApart: [Int]
    /// The instrument that tells the gems apart by the fact: its own, or,
    /// for a row that separates them, the conoscope where two of them
    /// differ only as uniaxial and biaxial (``FactSeparation/instrument(telling:from:by:)``).
    public let instrument: Instrument?
  }

  /// The gems, in the order given.
  public let gems: [Gem]
  /// A row for each fact at least one gem has, in the order of an
  /// identification sheet: names, identification, durability, appearance, origin.
  public let rows: [Row]

  /// The facts whose rows separate the gems at the bench.
  public var separatingFacts: [GemFact] { rows.filter(\.separates).map(\.fact) }

  /// The facts whose rows separate the gems only on rough or in a laboratory.
  public var roughOrLabFacts: [GemFact] { rows.filter(\.isRoughOrLab).map(\.fact) }

  /// The rows that tell some gem from each of the others at the bench,
  /// though not every two apart (``Row/setsApart``).
  public var rowsSettingOneApart: [Row] { rows.filter { !$0.setsApart.isEmpty } }

  /// The sections shown, in order, and the facts left out as not compared
  /// (names, prose, references and relations).
  static let sections: [FactSection] = [.names, .identification, .durability, .appearance, .origin]
  static let leftOut = ["id", "name", "aliases", "misnomers", "summary", "sources", "localities"]

  /// Compares `gems`.
  ///
  /// - Parameter gems: Two or more gems.
  public init(_ gems: [Gem]) {
    self.gems = gems
    // Which pairs only a laboratory tells apart, found once for every fact's row.
    let laboratoryPairs = gems.indices.map { one in
      gems.indices.map { other in other != one && Self.onlyALaboratoryTells(gems[one], from: gems[other]) }
    }
    let labOnly = laboratoryPairs.joined().contains(true)
    var rows: [Row] = []
    for section in Self.sections {
      for fact in GemFact.all where fact.section == section && !Self.leftOut.contains(fact.key) {
        let values = gems.map { $0.valueOrDefault(fact) }
        guard values.contains(where: { $0 != nil }) else { continue }
        let parting = fact.separation == nil ? nil : Self.instrumentPartingAll(gems, by: fact)
        let apart = parting != nil
        let worksOnACutStone = fact.bench?.instrument.worksOnACutStone ?? false
        let atTheBench = worksOnACutStone && !labOnly
        let setsApart =
          apart && atTheBench || !worksOnACutStone || fact.separation == nil || gems.count < 3
          ? [] : Self.setApart(gems, by: fact, apartFromLaboratoryPairs: laboratoryPairs)
        rows.append(
          Row(
            fact: fact, values: values, separates: apart && atTheBench, isRoughOrLab: apart && !atTheBench,
            setsApart: setsApart, instrument: parting ?? fact.instrument))
      }
    }
    self.rows = rows
  }

  /// Whether only a laboratory tells `one` from `other`: two gems of one
  /// species, one of which only a laboratory names (``GemField/nameNeeds``:
  /// a natural pearl beside a cultured one), whatever their entries record.
  static func onlyALaboratoryTells(_ one: Gem, from other: Gem) -> Bool {
    (one[.nameNeeds] != nil || other[.nameNeeds] != nil) && one[.species] != nil && one[.species] == other[.species]
  }

  /// The positions of the gems that differ in `fact` from each of the
  /// others, each at the bench: not from one it makes a pair with that
  /// `laboratoryPairs` marks (by position, ``onlyALaboratoryTells(_:from:)``).
  private static func setApart(
    _ gems: [Gem], by fact: GemFact, apartFromLaboratoryPairs laboratoryPairs: [[Bool]]
  ) -> [Int] {
    gems.indices.filter { one in
      gems.indices.allSatisfy { other in
        other == one
          || !laboratoryPairs[one][other] && FactSeparation.values(separating: gems[one], gems[other], by: fact) != nil
      }
    }
  }

  /// When every two gems differ in `fact` (both must have it), the
  /// instrument that parts them all: the conoscope if any two differ only
  /// in what it shows, else the fact's own; `nil` when some two do not differ.
  private static func instrumentPartingAll(_ gems: [Gem], by fact: GemFact) -> Instrument?? {
    var instrument = fact.instrument
    for first in gems.indices {
      for second in gems.indices where second > first {
        guard let (a, b) = FactSeparation.values(separating: gems[first], gems[second], by: fact) else { return nil }
        if case let needed = FactSeparation.instrument(telling: a, from: b, by: fact), needed != fact.instrument {
          instrument = needed
        }
      }
    }
    return .some(instrument)
  }
}
