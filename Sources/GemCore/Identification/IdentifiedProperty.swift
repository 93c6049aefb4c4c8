/// A property ``Identification`` compares with the catalog: a fact whose
/// declaration gives it a weight in the score, with the tolerance of its
/// instrument (Sources/GemCore/Identification/README.md).
///
/// Every such property follows from the fact table (``GemFact/all``); the
/// handles below are those Swift code names.
public struct IdentifiedProperty: Sendable, Hashable {
  /// The catalog fact the property is read from.
  public let fact: GemFact
  /// How far outside a gem's range a reading may lie and still be close;
  /// `nil` for properties that are words, which fit or miss.
  public let tolerance: Double?
  /// The weight in the score.
  public let weight: Double
  /// How far a reading strays, one standard deviation, for the likelihood
  /// (``Likelihood``): the instrument's precision (else the tolerance)
  /// widened by a third of the tolerance, for how far references' edges of
  /// one range differ; `nil` for words.
  public let readingSpread: Double?
  /// How far a bound (`>3.32`, a heavy liquid's) may lie past a gem's
  /// range and be close: the instrument's precision, finer than the
  /// tolerance of a reading where it declares one (SG 0.02, not 0.05).
  let boundPrecision: Double?
  /// Whether a miss rules the gem out; a miss of the others only lowers
  /// the score.
  public let isDecisive: Bool
  /// Whether a stone may read below its range (a birefringence), so that
  /// such a reading is close, never a miss.
  let mayReadShort: Bool
  /// Where a gem's ``StoneConstants`` keep the property's range, if they do.
  let constantPosition: Int?

  // What scoring reads for every gem is kept here, read from the
  // declaration once, rather than looked up in the fact table on every
  // check of a large catalog.
  private init(_ fact: GemFact) {
    self.fact = fact
    tolerance = fact.bench?.tolerance
    weight = fact.bench?.weight ?? 0
    readingSpread = tolerance.map { Math.hypot(fact.bench?.precision ?? $0, $0 / 3) }
    boundPrecision = fact.bench?.precision ?? tolerance
    isDecisive = fact.bench?.isDecisive ?? false
    mayReadShort = fact.bench?.mayReadShort ?? false
    constantPosition = StoneConstants.measuredFacts.firstIndex(of: fact)
  }

  /// Two properties are equal when they read the same fact.
  public static func == (left: Self, right: Self) -> Bool {
    left.fact == right.fact
  }

  /// Hashes the fact the property reads.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fact)
  }

  /// The property of `fact`, or `nil` when identification does not score it.
  public init?(fact: GemFact) {
    guard (fact.bench?.weight ?? 0) > 0 else { return nil }
    self.init(fact)
  }

  /// Refractive index, from the refractometer.
  public static let refractiveIndex = Self(GemField.refractiveIndex.fact)
  /// Birefringence: two readings' difference, or given on its own.
  public static let birefringence = Self(GemField.birefringence.fact)
  /// Specific gravity, from a hydrostatic balance or heavy liquids.
  public static let specificGravity = Self(GemField.specificGravity.fact)
  /// Optic character, from the polariscope.
  public static let opticCharacter = Self(GemField.opticCharacter.fact)
  /// Optic sign, from an interference figure.
  public static let opticSign = Self(GemField.opticSign.fact)
  /// Mohs hardness, from a scratch test.
  public static let hardness = Self(GemField.hardness.fact)
  /// The colour seen.
  public static let color = Self(GemField.color.fact)
  /// How much light passes.
  public static let transparency = Self(GemField.transparency.fact)
  /// The light the surface reflects.
  public static let luster = Self(GemField.luster.fact)
  /// The lines and bands of a hand spectroscope.
  public static let spectrum = Self(GemField.spectrum.fact)
  /// The glow under ultraviolet lamps.
  public static let fluorescence = Self(GemField.fluorescence.fact)
  /// The colours a dichroscope shows.
  public static let pleochroism = Self(GemField.pleochroism.fact)
  /// What crossed polars show beyond the optic character (strain, cross-hatching).
  public static let polariscope = Self(GemField.polariscope.fact)
  /// Inclusions and growth features under the loupe or microscope (`--inclusions`).
  public static let inclusions = Self(GemField.inclusions.fact)
  /// The effect seen by eye (a star, a cat's-eye, play-of-color).
  public static let phenomena = Self(GemField.phenomena.fact)

  /// Every property identification scores, in the fact table's order.
  public static let allCases: [IdentifiedProperty] = GemFact.all.compactMap(IdentifiedProperty.init(fact:))

  /// The properties `identify` takes as one number (`--sg 2.65`), in the
  /// order of their instruments (``Instrument``), as help lists them.
  public static let numberReadings = inInstrumentOrder(allCases.filter(\.isNumberReading))

  /// The properties `identify` takes as one of their words (`--chelsea
  /// red`), in the order of their instruments.
  public static let wordReadings = inInstrumentOrder(allCases.filter(\.isWordReading))

  /// `properties` in the order of their instruments (``Instrument``), then of the fact table.
  private static func inInstrumentOrder(_ properties: [IdentifiedProperty]) -> [IdentifiedProperty] {
    properties.sorted { ($0.instrument.rank, $0.fact.ordinal) < ($1.instrument.rank, $1.fact.ordinal) }
  }

  /// ``numberReadings`` in the kit's order (``Instrument/kitStep``), as
  /// identification checks them.
  static let numberReadingsInKitOrder: [IdentifiedProperty] = allCases.filter(\.isNumberReading).sorted {
    $0.fact.precedesInKitOrder($1.fact)
  }

  /// The catalog key (`specificGravity`).
  public var rawValue: String { fact.key }

  private var bench: FactBench? { fact.bench }

  /// The instrument the property is read with.
  public var instrument: Instrument { bench?.instrument ?? .eye }

  /// What a dye can make the instrument show, so that such a miss is only
  /// close for a gem that may be dyed.
  ///
  /// Read from the declaration rather than kept with the values above: its
  /// list of words would make every check a reference-counted copy instead
  /// of plain data.
  var dyeEffect: DyeEffect { bench?.dyeEffect ?? .none }

  /// Whether `identify` takes it as one number.
  public var isNumberReading: Bool {
    if case .number? = bench?.reading { return true }
    return false
  }

  /// Whether `identify` takes it as one of its words.
  public var isWordReading: Bool {
    if case .word? = bench?.reading { return true }
    return false
  }

  /// How a word read compares with the gem's word: the same fits, its
  /// neighbour on the fact's scale (``FactBench/scale``) is close, any
  /// other misses.
  func verdict(reading word: String, against gemWord: String) -> PropertyCheck.Verdict {
    guard word != gemWord else { return .fits }
    let scale = bench?.scale ?? []
    guard let read = scale.firstIndex(of: word), let gems = scale.firstIndex(of: gemWord) else { return .misses }
    return abs(read - gems) == 1 ? .close : .misses
  }

  /// What a material the catalog gives no value for is taken to show in
  /// the likelihood (``FactBench/usual``).
  var usual: FieldValue? { bench?.usual }

  /// What a red, pink or orange stone of such a material is taken to show
  /// instead (``FactBench/usualForReds``), else ``usual``.
  func usual(forReds isReddish: Bool) -> FieldValue? {
    bench?.usual(forReds: isReddish)
  }

  /// The words a reading of it may be, for a word reading.
  public var words: [String] { fact.kind.vocabulary?.words ?? [] }

  /// The long name of the option that gives the reading (`sg`).
  public var option: String { bench?.reading?.option ?? fact.key }

  /// A word of this property's vocabulary that a reading gives with
  /// another option: the catalog's `aggregate` polariscope word marks a
  /// species cut massive too, and a stone's aggregate reaction is its optic
  /// character (`--optic aggregate`).
  public var wordReadElsewhere: String? {
    self == .polariscope ? OpticCharacter.aggregate.rawValue : nil
  }

  /// The help line of the option that gives the reading, for one number or word.
  public var optionHelp: String? {
    switch bench?.reading {
    case .number(let option, _)?, .word(let option, _)?: return option.help
    default: return nil
    }
  }

  /// What the line of what was measured calls a number or word reading (`SG`, `Chelsea`).
  public var summaryName: String? {
    switch bench?.reading {
    case .number(_, let summary)?, .word(_, let summary)?: return summary
    default: return nil
    }
  }

  /// The readings no gem could give lie outside this range (README,
  /// "identify"); `nil` for properties that are words.
  public var plausibleReadings: ClosedRange<Double>? { bench?.readings }
}

extension Instrument {
  /// The position among the cases, the order `identify` lists its readings in.
  var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
