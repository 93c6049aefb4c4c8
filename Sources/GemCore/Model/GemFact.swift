/// One kind of fact a gem can have — its catalog key, the shape of its
/// value and how people read it — declared once in ``GemFact/all``.
///
/// The catalog decoder, the catalog index, the embedded catalog, every
/// output format and the detail page work from these declarations, so a
/// new fact is one more entry there (Sources/README.md, "Adding a fact"). A fact is
/// a small handle, cheap to copy and compare; its declaration holds the rest.
public struct GemFact: Sendable, Hashable {
  /// The fact's position in ``all``, where gems keep its value.
  let ordinal: Int

  /// How prominent a fact's value is, for renderers that style text.
  public enum Emphasis: Sendable, Hashable {
    /// Shown like any other value.
    case plain
    /// The gem's name.
    case title
    /// Secondary: ids, species.
    case muted
  }

  /// The key catalogs and JSON output use (`specificGravity`).
  public var key: String { FactDeclaration.all[ordinal].key }
  /// The shape of the value.
  public var kind: FactKind { FactDeclaration.all[ordinal].kind }
  /// What a detail page calls it (`Specific gravity`).
  public var label: String { FactDeclaration.all[ordinal].label }
  /// What the fact says, in one line (`refractive index in sodium light, lowest to highest reading`).
  public var meaning: String { FactDeclaration.all[ordinal].meaning }
  /// A table column's heading (`SG`).
  public var heading: String { FactDeclaration.all[ordinal].heading }
  /// Where it belongs on an identification sheet.
  public var section: FactSection { FactDeclaration.all[ordinal].section }
  /// How many decimals people see for a measured value, or `nil` for the
  /// shortest form (`7.5`).
  public var decimals: Int? { FactDeclaration.all[ordinal].decimals }
  /// How prominent the value is where it is shown.
  public var emphasis: Emphasis { FactDeclaration.all[ordinal].emphasis }
  /// What a gem without this fact has, where the catalog format says so
  /// (`origin` is natural when absent).
  public var absentValue: FieldValue? { FactDeclaration.all[ordinal].absentValue }
  /// The values a measured fact can have at all (Mohs hardness 1 to 10);
  /// `nil` for facts that are not measured or have no such bound.
  public var limits: ClosedRange<Double>? { FactDeclaration.all[ordinal].limits }
  /// Whether output that shows every fact by default (JSON, `detail`)
  /// writes the fact, as `null` or `[]`, for a gem that lacks it.
  public var isWrittenWhenAbsent: Bool { FactDeclaration.all[ordinal].isWrittenWhenAbsent }
  /// The filter option of the commands that list gems, if any.
  var filter: FactOption? { FactDeclaration.all[ordinal].filter }
  /// How the fact is read at the bench, if it is.
  var bench: FactBench? { FactDeclaration.all[ordinal].bench }
  /// How `compare` tells gems apart by the fact, if it does.
  var separation: SeparationRule? { FactDeclaration.all[ordinal].separation }
  /// The instrument the fact is read with, if any.
  public var instrument: Instrument? { bench?.instrument }
  /// Whether the fact comes before `other` in the kit's order: by the step
  /// at which a student's kit reaches for its instrument
  /// (``Instrument/kitStep``; facts of none last), then as the table lists them.
  func precedesInKitOrder(_ other: GemFact) -> Bool {
    (instrument?.kitStep ?? .max, ordinal) < (other.instrument?.kitStep ?? .max, other.ordinal)
  }
  /// How far apart two gems' ranges of the fact must lie for `compare` to
  /// mark it; `nil` for a fact that is no range read on a cut stone.
  package var separatingGap: Double? {
    guard separation == .apart, let bench, bench.instrument.worksOnACutStone else { return nil }
    return bench.separatingGap
  }
  /// The help topic of the fact's words (`inclusions` for `raygem help
  /// inclusions`), for a word-valued fact whose vocabulary gives meanings:
  /// the vocabulary's (``Vocabulary/helpTopic``), so `rareHues` shares `hues`'s.
  public var helpTopic: String? { kind.vocabulary?.helpTopic }

  /// Every fact whose words are a help topic of their own, in the fact table's order.
  public static var withHelpTopics: [GemFact] { all.filter { $0.helpTopic == $0.key } }

  /// Every fact of the catalog format, in the order of README's catalog
  /// table, which is also the order of `--fields` and of JSON output.
  public static let all: [GemFact] = FactDeclaration.all.indices.map { GemFact(ordinal: $0) }

  /// The id and the name, which every gem has and keeps outside its facts.
  package static let id = GemFact(ordinal: 0)
  package static let name = GemFact(ordinal: 1)

  /// The fact whose key is `key`, if any.
  ///
  /// A search through the few dozen declarations, not a dictionary: the first
  /// dictionary keyed by strings makes the runtime scan every conformance
  /// record in the binary for `String: Hashable` (Sources/Benchmark/README.md,
  /// "Start-up"), and the keys are short strings that compare in a word or two.
  ///
  /// - Parameter key: A catalog key such as `refractiveIndex`.
  /// - Returns: The fact, or `nil` for a key the catalog format lacks.
  public static func named(_ key: String) -> GemFact? {
    FactDeclaration.all.firstIndex { $0.key == key }.map(GemFact.init(ordinal:))
  }

  /// The fact whose filter option is `option` (`sg` for specificGravity),
  /// for pointing a name typed as an option's to the fact's key.
  ///
  /// - Parameter option: An option's long name, without dashes.
  /// - Returns: The fact, or `nil` when no filter is named so.
  package static func filtered(by option: String) -> GemFact? {
    FactDeclaration.all.firstIndex { $0.filter?.name == option }.map(GemFact.init(ordinal:))
  }
}
