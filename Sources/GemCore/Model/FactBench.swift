/// What a fact read at the bench declares beyond its shape: the instrument
/// and its precision, the readings it can give, its part in `identify`'s
/// score, and the options that sort and read it.
///
/// A measured fact (a range) with a reading and a sort key (and a filter
/// option, which its ``FactDeclaration`` gives) takes part in `list`'s
/// filters and `--sort`, in `identify`'s options, checks, score and next
/// tests, and in `compare`'s separation, from this declaration alone. A
/// fact whose instrument has no place in the kit's order
/// (``Instrument/kitStep``) and no weight is only shown and compared.
struct FactBench: Sendable {
  /// The instrument it is read with.
  let instrument: Instrument
  /// How far outside a gem's range a reading may lie and still be close
  /// (`identify`); `nil` for words, which fit or miss.
  let tolerance: Double?
  /// The instrument's precision, when it is finer than ``tolerance``
  /// (see ``separatingGap``).
  let precision: Double?
  /// The readings some gem could give; any other is refused as a slip.
  let readings: ClosedRange<Double>?
  /// The weight in `identify`'s score; 0 for a fact only compared.
  let weight: Double
  /// Whether a miss rules a gem out, rather than only lowering its score.
  let isDecisive: Bool
  /// Whether a stone may read below its range, so that a reading below is
  /// close even where a miss is decisive: a stone not turned all the way
  /// round on the refractometer, or a faint second shadow edge, shows less
  /// than its birefringence, never more.
  let mayReadShort: Bool
  /// For words read on a scale, the words in its order: a reading next to
  /// the gem's word is close rather than a miss (a pink Chelsea reaction is
  /// a weak red); empty for words that are plainly one or another.
  let scale: [String]
  /// What a material the catalog gives no value for is taken to show, in
  /// the likelihood only, because most materials do: no diagnostic
  /// spectrum, no glow, a low thermal reading; `nil` where no value is usual.
  let usual: FieldValue?
  /// What a red, pink or orange stone is taken to show instead, where that
  /// colour decides it: such a stone passes the deep red a Chelsea filter
  /// lets through, and looks red through it whatever it is.
  let usualForReds: FieldValue?
  /// What a dye can make the instrument show (``DyeEffect``).
  let dyeEffect: DyeEffect
  /// How `identify` takes a reading of it, if it does.
  let reading: FactReading?
  /// The `--sort` key that orders gems by it, if any.
  let sortKey: String?

  /// How far apart two gems' ranges must be for the instrument to tell them
  /// apart (`compare`, and `identify`'s next tests): its precision, else
  /// the tolerance.
  var separatingGap: Double { precision ?? tolerance ?? 0 }

  /// What a stone whose gem the catalog gives no value for is taken to
  /// show: ``usualForReds`` for a red, pink or orange one where given,
  /// else ``usual``.
  func usual(forReds isReddish: Bool) -> FieldValue? {
    isReddish ? usualForReds ?? usual : usual
  }

  init(
    _ instrument: Instrument, tolerance: Double? = nil, precision: Double? = nil, readings: ClosedRange<Double>? = nil,
    weight: Double = 0, isDecisive: Bool = false, mayReadShort: Bool = false, scale: [String] = [],
    usual: FieldValue? = nil, usualForReds: FieldValue? = nil, dyeEffect: DyeEffect = .none,
    reading: FactReading? = nil, sortKey: String? = nil
  ) {
    self.instrument = instrument
    self.tolerance = tolerance
    self.precision = precision
    self.readings = readings
    self.weight = weight
    self.isDecisive = isDecisive
    self.mayReadShort = mayReadShort
    self.scale = scale
    self.usual = usual
    self.usualForReds = usualForReds
    self.dyeEffect = dyeEffect
    self.reading = reading
    self.sortKey = sortKey
  }
}

/// An option that takes a fact's value: its long name and its help line.
struct FactOption: Sendable {
  /// The long name without dashes (`sg`).
  let name: String
  /// One line of help.
  let help: String

  init(_ name: String, _ help: String) {
    self.name = name
    self.help = help
  }
}

/// How `identify` takes a reading of a fact.
enum FactReading: Sendable {
  /// One number, `--OPTION N`, named `summary` in the line of what was
  /// measured (`SG 4.00`).
  case number(FactOption, summary: String)
  /// An option of its own shape, declared with the command table
  /// (`--ri 1.762-1.770`, `--optic uniaxial-`).
  case own(option: String)
  /// One of the fact's words, `--OPTION WORD` (`--chelsea red`), named
  /// `summary` in the line of what was measured (`Chelsea red`).
  case word(FactOption, summary: String)

  /// The option's long name.
  var option: String {
    switch self {
    case .number(let option, _), .word(let option, _): return option.name
    case .own(let option): return option
    }
  }
}

/// How `compare` tells gems apart by a fact, and `identify` picks a next test.
enum SeparationRule: Sendable, Hashable {
  /// Ranges farther apart than the bench's tolerance.
  case apart
  /// Different values; `either` (an optic sign) agrees with any.
  case differentValue
  /// Lists with no value in common.
  case noCommonValue
  /// Lists of which each holds a word the other lacks: each gem shows a
  /// feature the other is not known for. One list inside the other does not
  /// separate, as a stone may show only the words they share.
  case ownWords
  /// Pleochroism absent in one and plainly visible (moderate or strong) in
  /// the other, or strong (seen by eye as the stone turns) in one only.
  case distinctStrength
  /// Spectra of which each shows a line or band the other lacks (none of the
  /// other's lies within the instrument's tolerance), or one with a strong
  /// line or band against one recorded as showing nothing.
  case distinctFeatures
}
