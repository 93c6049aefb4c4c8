import GemCore
import TerminalRendering

/// The parsers of the options about gem properties: filters for the
/// commands that list gems, readings for `identify`.
extension OptionParser {
  /// A filter by a measured property.
  ///
  /// Its value is a range (`8..`, `3.5..4.1`) the gem's own range must
  /// overlap. Given twice, both apply: `--hardness 5.. --hardness ..6` is 5..6.
  static func range(_ property: MeasuredProperty) -> Self {
    filter(label: property.fact.label) { value, option, filter in
      let bounds = try ValueBounds(parsing: value, limits: property.fact.limits)
      guard let earlier = filter.ranges[property] else { return filter.ranges[property] = bounds }
      guard let shared = earlier.intersection(bounds) else {
        throw RaygemError.usage("option '--\(option.long)' given twice leaves no value in both ranges")
      }
      filter.ranges[property] = shared
    }
  }

  /// A filter by a category: comma-separated values, any of which passes.
  static func categories<Value: RawRepresentable<String> & CaseIterable & Hashable & Sendable>(
    _ field: WritableKeyPath<GemFilter, Set<Value>> & Sendable
  ) -> Self {
    filter { value, _, filter in filter[keyPath: field].formUnion(try GemFilter.values(of: Value.self, in: value)) }
  }

  /// The optic character filter (`--optic uniaxial,aggregate`; `anisotropic` for uniaxial and biaxial).
  static let opticCharacters = filter { value, _, filter in
    filter.opticCharacters.formUnion(try GemFilter.opticCharacters(in: value))
  }

  /// A filter by the words of a vocabulary (`--chelsea red,pink`):
  /// comma-separated, any of which passes; given twice, either list passes.
  static func words(of property: CategoricalProperty) -> Self {
    filter { value, _, filter in
      filter.words[property, default: []].formUnion(try GemFilter.words(of: property.vocabulary, in: value))
    }
  }

  /// A filter by words (species, colours): comma-separated, any of which passes.
  static func words(_ field: WritableKeyPath<GemFilter, [String]> & Sendable) -> Self {
    filter { value, _, filter in
      let words = GemFilter.list(value).filter(TextFolding.keepsAnything)
      guard !words.isEmpty else { throw FilterError.noValue }
      filter[keyPath: field] += words
    }
  }

  /// A reading given as one number (`--sg 2.65`), a bound (`--sg '>3.32'`)
  /// or two (`--sg 3.05..3.32`), of a property the fact table lets
  /// `identify` read so; given once, as every reading, but for a bound
  /// above and one below, as two heavy liquids give them.
  static func numberReading(_ property: IdentifiedProperty) -> Self {
    let read = reading(get: { $0[reading: property] }, set: { $0[reading: property] = $1 }) {
      try NumberReading(parsing: $0)
    }
    return Self { value, option, invocation throws(RaygemError) in
      let earlier = invocation.measurements[reading: property]
      if case .weighed? = earlier {
        throw .usage("give the specific gravity either with --sg or with --weights, not both")
      }
      do throws(MeasurementError) {
        if let earlier, let both = try earlier.combined(with: NumberReading(parsing: value)) {
          invocation.measurements[reading: property] = both
          return
        }
      } catch {
        throw PropertyOptions.usage(error, option: option.name)
      }
      try read.apply(value, option, &invocation)
    }
  }

  /// A reading given as one of the fact's words (`--chelsea red`), or as
  /// several for a fact that is a list (`--inclusions silk,fingerprint`), given once.
  static func wordReading(_ property: IdentifiedProperty) -> Self {
    reading(get: { $0[word: property] }, set: { $0[word: property] = $1 }) { value in
      guard let vocabulary = property.fact.kind.vocabulary else { return value.lowercased() }
      // A word another option reads (the polariscope's aggregate is `--optic aggregate`) is not offered.
      let withheld = property.wordReadElsewhere
      if property.fact.kind.isList {
        return try GemFilter.wordList(of: vocabulary, in: value, withholding: withheld).joinedText(separator: ",")
      }
      // `none` is no reaction, as for a UV lamp, where the words say so with `inert` (a magnet, a solvent).
      let said = value.lowercased() == "none" && vocabulary.word(matching: "none") == nil ? "inert" : value
      guard let word = vocabulary.word(matching: said) else {
        throw FilterError.unknownValue(value, known: vocabulary.words.filter { $0 != withheld })
      }
      return word
    }
  }

  /// One ultraviolet lamp's reading (`strong:red`, `inert`), given once a lamp.
  static func ultraviolet(_ lamp: WritableKeyPath<UltravioletReading, Fluorescence.Reaction?> & Sendable) -> Self {
    Self { value, option, invocation throws(RaygemError) in
      var reading = invocation.measurements.ultraviolet ?? UltravioletReading()
      guard reading[keyPath: lamp] == nil else {
        throw .usage("option '--\(option.long)' given twice; give one reading")
      }
      do {
        reading[keyPath: lamp] = try UltravioletReading.reaction(parsing: value)
      } catch {
        throw PropertyOptions.usage(error, option: option.name)
      }
      invocation.measurements.ultraviolet = reading
    }
  }

  /// The dichroscope's reading (`strong:blue,violet`).
  static let pleochroism = reading(get: { $0.pleochroism }, set: { $0.pleochroism = $1 }) {
    try PleochroismReading(parsing: $0)
  }

  /// A flag that says how the stone was read (`--spot`, `--mounted`).
  static func flag(_ field: WritableKeyPath<Measurements, Bool> & Sendable) -> Self {
    Self { _, _, invocation throws(RaygemError) in invocation.measurements[keyPath: field] = true }
  }

  /// The spectroscope's reading (`694,692`, or `none`).
  static let spectrum = reading(get: { $0.spectrum }, set: { $0.spectrum = $1 }) { try SpectrumReading(parsing: $0) }

  /// The polariscope's reading (`uniaxial-`).
  static let optic = reading(get: { $0.optic }, set: { $0.optic = $1 }) { try OpticReading(parsing: $0) }

  /// How much light passes, as one word.
  static let transparency = reading(get: { $0.transparency }, set: { $0.transparency = $1 }) { value in
    guard let transparency = Transparency(rawValue: value.lowercased()) else {
      throw FilterError.unknownValue(value, known: Transparency.allCases.map(\.rawValue))
    }
    return transparency
  }

  /// The light the surface reflects, as one word.
  static let luster = reading(get: { $0.luster }, set: { $0.luster = $1 }) { value in
    guard let luster = Luster(rawValue: value.lowercased()) else {
      throw FilterError.unknownValue(value, known: Luster.allCases.map(\.rawValue))
    }
    return luster
  }

  /// Weights in air and water (`--weights 2.000/1.499`): the specific
  /// gravity with its uncertainty, instead of `--sg`.
  static let weights = Self { value, option, invocation throws(RaygemError) in
    if case .weighed? = invocation.measurements[reading: .specificGravity] {
      throw .usage("option '--\(option.long)' given twice; give one reading")
    }
    // A bound from heavy liquids (`--sg '<2'`) is a specific gravity as a number is.
    guard invocation.measurements[reading: .specificGravity] == nil else {
      throw .usage("give the specific gravity either with --sg or with --weights, not both")
    }
    do {
      invocation.measurements[reading: .specificGravity] = .weighed(try HydrostaticWeighing(parsing: value))
    } catch {
      throw PropertyOptions.usage(error, option: option.name)
    }
  }

  /// The instruments at hand (`--kit refractometer,polariscope`), which
  /// next tests are chosen from; given twice, both lists are at hand.
  static let kit = Self { value, option, invocation throws(RaygemError) in
    let named = try PropertyOptions.kit(parsing: value, from: "option '--\(option.long)'")
    let earlier = invocation.measurements.kit ?? []
    invocation.measurements.kit = Instrument.fullKit.filter { earlier.contains($0) || named.contains($0) }
  }

  /// Refractometer readings (`--ri 1.762-1.770`).
  static let refractometer = refractiveIndex { try RefractometerReading(parsing: $0) }

  /// Over the refractometer's limit (`--otl`), a flag.
  static let overTheLimit = refractiveIndex { _ in .overLimit }

  /// `--color`: a choice of colouring (`auto`, `always`, `never`).
  ///
  /// A gem's colour given to it, where a command looks for one, is refused
  /// with the `--hue` that means it.
  static let colorChoice = Self { value, option, invocation throws(RaygemError) in
    if let choice = ColorChoice(rawValue: value.lowercased().filter { !$0.isWhitespace }) {
      invocation.color = choice
    } else if TextFolding.keepsAnything(value), invocation.command.map(PropertyOptions.looksForColor) ?? false {
      throw RaygemError.usage(
        "option '--color' takes auto, always or never; for a gem's colour use --hue \(Echo.of(value))")
    } else {
      invocation.color = try choice(ColorChoice.self, value, option: option)
    }
  }

  /// `--hue` as `identify` reads it: the stone's colour.
  static let hue = reading(get: { $0.color }, set: { $0.color = $1 }) { value in
    // Something with no letter or digit is no colour; nothing at all is no value.
    guard TextFolding.keepsAnything(value) else {
      throw value.allSatisfy(\.isWhitespace) ? FilterError.noValue : FilterError.unknownColor(value, known: [])
    }
    // A tone alone would be matched against colour names holding the word, as if it were a colour.
    if ColorFamily.namesOnlyATone(value) { throw FilterError.toneOnly(value) }
    // So would a pattern alone (`banded` matched agate's "banded" colour name, and no other banded gem).
    if ColorFamily.namesOnlyAPattern(value) { throw FilterError.patternOnly(value) }
    // Read as words, a list would be one colour named by its last item (`red,blue` blue).
    if value.contains(",") { throw FilterError.severalColors(value) }
    return value
  }

  /// A filter option.
  ///
  /// - Parameters:
  ///   - label: What the property is called, for a range no gem can lie in.
  ///   - body: Reads the value into the invocation's filter.
  /// - Returns: The parser, whose errors name the option.
  private static func filter(
    label: String? = nil, _ body: @escaping @Sendable (String, OptionSpec, inout GemFilter) throws -> Void
  ) -> Self {
    Self { value, option, invocation throws(RaygemError) in
      do {
        try body(value, option, &invocation.filter)
      } catch {
        throw PropertyOptions.usage(error, option: option.name, label: label)
      }
    }
  }

  /// A reading of `identify`, given once: a second one would silently
  /// replace the first.
  ///
  /// Closures rather than a key path, which the runtime would build at its
  /// first use on every start (Sources/Benchmark/README.md, "Start-up").
  private static func reading<Value>(
    get: @escaping @Sendable (Measurements) -> Value?, set: @escaping @Sendable (inout Measurements, Value) -> Void,
    _ read: @escaping @Sendable (String) throws -> Value
  ) -> Self {
    Self { value, option, invocation throws(RaygemError) in
      guard get(invocation.measurements) == nil else {
        throw .usage("option '--\(option.long)' given twice; give one reading")
      }
      do {
        // White space about a value, as a quoted argument or a pasted cell may carry it, is no part of it.
        set(&invocation.measurements, try read(value.trimming(where: \.isWhitespace)))
      } catch {
        throw PropertyOptions.usage(error, option: option.name)
      }
    }
  }

  /// The refractometer's reading, which `--ri` and `--otl` both give.
  private static func refractiveIndex(_ read: @escaping @Sendable (String) throws -> RefractometerReading) -> Self {
    Self { value, option, invocation throws(RaygemError) in
      let reading: RefractometerReading
      do {
        reading = try read(value)
      } catch {
        throw PropertyOptions.usage(error, option: option.name)
      }
      if let earlier = invocation.measurements.refractiveIndex {
        guard (earlier == .overLimit) == (reading == .overLimit) else {
          throw .usage("give either --ri readings or --otl (over the limit), not both")
        }
        // --otl is a flag: given twice, it says what it said once, as --spot and --mounted do.
        guard reading == .overLimit else { throw .usage("option '--\(option.long)' given twice; give one reading") }
      }
      invocation.measurements.refractiveIndex = reading
    }
  }
}
