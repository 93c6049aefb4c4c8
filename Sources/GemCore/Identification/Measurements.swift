/// What a gemmologist measured on a stone, for ``Identification``: any of
/// the readings of a student's kit, at least one of them.
///
/// ```swift
/// var measured = Measurements()
/// measured.refractiveIndex = .span(low: 1.762, high: 1.770)
/// measured.specificGravity = 4.00
/// ```
///
/// Each property the fact table lets `identify` read as one number has its
/// place here (``subscript(_:)``); the refractometer, the polariscope,
/// colour and transparency have readings of their own shapes.
public struct Measurements: Sendable, Hashable {
  /// The refractometer's reading.
  public var refractiveIndex: RefractometerReading?
  /// The readings given as one number each, in the order of
  /// ``IdentifiedProperty/numberReadings``; empty while none is given, so
  /// that a command line without `identify` never reads the fact table's
  /// readings, and two values with the same readings are equal.
  private var numbers: [NumberReading?] = []
  /// The polariscope's answer, with the sign where an interference figure gave it.
  public var optic: OpticReading?
  /// A colour word or ``ColorFamily`` name (`red`, `violet-blue`).
  public var color: String?
  /// How much light passes.
  public var transparency: Transparency?
  /// The light the surface reflects.
  public var luster: Luster?
  /// What the hand spectroscope showed.
  public var spectrum: SpectrumReading?
  /// What the ultraviolet lamps showed.
  public var ultraviolet: UltravioletReading?
  /// What the dichroscope showed.
  public var pleochroism: PleochroismReading?
  /// Whether the refractometer reading is a spot reading (a cabochon or a
  /// curved surface), read to about ±0.01 rather than a facet's ±0.002;
  /// two spot readings are the blink of a strongly doubly refractive
  /// stone (a carbonate), their difference a rough birefringence.
  public var isSpotReading = false
  /// Whether the stone is set: no balance and no heavy liquids.
  public var isMounted = false
  /// The instruments at hand, which next tests are chosen from; `nil`
  /// for every instrument (``Instrument/fullKit``).
  public var kit: [Instrument]?

  /// Creates measurements with nothing measured.
  public init() {}

  /// Whether nothing was measured (how the stone was read, `--spot` or
  /// `--mounted`, and the kit at hand are no measurement).
  public var isEmpty: Bool {
    var readings = self
    readings.isSpotReading = false
    readings.isMounted = false
    readings.kit = nil
    return readings == Measurements()
  }

  /// The reading of a property `identify` takes as one number (specific
  /// gravity, hardness, birefringence given on its own…); `nil` when it was
  /// not measured or is read otherwise.
  public subscript(property: IdentifiedProperty) -> Double? {
    get { self[reading: property]?.value }
    set { self[reading: property] = newValue.map(NumberReading.value) }
  }

  /// The reading of a property `identify` takes as one number, a bound
  /// included (`--sg '>3.32'`); `nil` when it was not measured.
  public subscript(reading property: IdentifiedProperty) -> NumberReading? {
    get { Self.value(of: property, among: IdentifiedProperty.numberReadings, in: numbers) }
    set { Self.store(newValue, of: property, among: IdentifiedProperty.numberReadings, in: &numbers) }
  }

  /// The word read of each of ``IdentifiedProperty/wordReadings`` (a
  /// Chelsea filter's colour, a tester's reading), by property; empty when
  /// none was read.
  private var words: [String?] = []

  /// The word read of `property`, one of ``IdentifiedProperty/wordReadings``;
  /// for a fact that is a list (inclusions), the words seen joined by commas
  /// (`curved striae,gas bubbles`).
  ///
  /// - Parameter property: A word reading.
  public subscript(word property: IdentifiedProperty) -> String? {
    get { Self.value(of: property, among: IdentifiedProperty.wordReadings, in: words) }
    set { Self.store(newValue, of: property, among: IdentifiedProperty.wordReadings, in: &words) }
  }

  /// The words of a list reading (`--inclusions silk,needles`), in the
  /// order read; none when `property` was not read.
  ///
  /// - Parameter property: A word reading of several words.
  /// - Returns: Its words.
  func words(of property: IdentifiedProperty) -> [Substring] {
    self[word: property]?.split(separator: ",") ?? []
  }

  /// The reading of `property` in `slots`, one a property of `properties`;
  /// `slots` is empty while nothing is read, so that an empty reading
  /// costs no array.
  private static func value<Value>(
    of property: IdentifiedProperty, among properties: [IdentifiedProperty], in slots: [Value?]
  ) -> Value? {
    guard !slots.isEmpty, let index = properties.firstIndex(of: property) else { return nil }
    return slots[index]
  }

  /// Stores the reading of `property` in `slots` (see ``value(of:among:in:)``).
  private static func store<Value>(
    _ value: Value?, of property: IdentifiedProperty, among properties: [IdentifiedProperty], in slots: inout [Value?]
  ) {
    guard let index = properties.firstIndex(of: property) else { return }
    if slots.isEmpty { slots = Array(repeating: nil, count: properties.count) }
    slots[index] = value
    if slots.allSatisfy({ $0 == nil }) { slots = [] }
  }

  /// Whether `instrument` is at hand (in ``kit``, or no kit was named).
  public func hasAtHand(_ instrument: Instrument) -> Bool {
    kit?.contains(instrument) ?? true
  }

  /// Whether a word was read with any instrument but the eye.
  public var hasWordReadings: Bool { !words.isEmpty }

  /// Whether anything was read that a gem's constants (``StoneConstants``)
  /// cannot answer: colour, transparency, luster, a spectrum, a glow, pleochroism or a word.
  public var hasReadingsBeyondConstants: Bool {
    color != nil || transparency != nil || luster != nil || spectrum != nil || ultraviolet != nil || pleochroism != nil
      || hasWordReadings
  }

  /// Birefringence, when given on its own; two refractometer readings give it too.
  public var birefringence: Double? {
    get { self[.birefringence] }
    set { self[.birefringence] = newValue }
  }

  /// Specific gravity (hydrostatic balance or heavy liquids).
  public var specificGravity: Double? {
    get { self[.specificGravity] }
    set { self[.specificGravity] = newValue }
  }

  /// The birefringence measured: given on its own, else the difference of two
  /// refractometer readings; `nil` when neither was measured.
  public var measuredBirefringence: Double? {
    compared(.birefringence)?.value
  }

  /// The largest difference two refractometer readings may show of a stone
  /// with no birefringence: twice a spot reading's imprecision on a curved
  /// surface, else the birefringence's tolerance.
  public var birefringenceNoise: Double {
    isSpotReading ? RefractometerReading.blinkPrecision : IdentifiedProperty.birefringence.tolerance ?? 0
  }

  /// The value identification compares for a number reading: the reading
  /// (a bound or two included), and for birefringence the difference of two
  /// refractometer readings when it was not given on its own.
  func compared(_ property: IdentifiedProperty) -> NumberReading? {
    if let reading = self[reading: property] { return reading }
    guard property == .birefringence, case .span(let low, let high) = refractiveIndex else { return nil }
    return .value(high - low)
  }

  /// Makes the readings what identification weighs, as `identify` and a
  /// parcel take them: an aggregate reaction read at the polariscope as the
  /// optic character (``readAggregateReactionAsOpticCharacter()``), then
  /// every reading checked (``check()``).
  ///
  /// - Throws: What either throws.
  public mutating func prepareForIdentification() throws(MeasurementError) {
    try readAggregateReactionAsOpticCharacter()
    try check()
  }

  /// Takes an aggregate reaction read at the polariscope (`--polariscope
  /// aggregate`) as what it is, the optic character `aggregate`: a stone
  /// that stays light as it turns between crossed polars is a mass of tiny
  /// crystals, whatever the catalog's word for species cut massive too.
  ///
  /// - Throws: ``MeasurementError/aggregateBesideACrystal(_:)`` when the
  ///   optic character read is a single crystal's.
  public mutating func readAggregateReactionAsOpticCharacter() throws(MeasurementError) {
    guard let aggregate = IdentifiedProperty.polariscope.wordReadElsewhere,
      words(of: .polariscope).contains(Substring(aggregate))
    else { return }
    if let character = optic?.character, character != .aggregate { throw .aggregateBesideACrystal(character) }
    optic = OpticReading(.aggregate)
    let others = words(of: .polariscope).filter { $0 != aggregate }.map(String.init)
    self[word: .polariscope] = others.isEmpty ? nil : others.joinedText(separator: ",")
  }

  /// Checks every reading against its property's
  /// ``IdentifiedProperty/plausibleReadings``.
  ///
  /// - Throws: ``MeasurementError/implausible(_:_:limits:)`` for the first
  ///   reading outside its range, ``MeasurementError/implausibleWeights(specificGravity:limits:)``
  ///   for weights that give such a specific gravity, ``MeasurementError/nothingMeasured`` when
  ///   nothing was measured, ``MeasurementError/birefringenceTwice`` for a
  ///   birefringence given with two refractometer readings,
  ///   ``MeasurementError/readingsTooFarApart(_:limits:)`` for two readings farther apart than
  ///   any birefringence,
  ///   ``MeasurementError/mountedStoneWeighed`` for a specific gravity of a set stone,
  ///   ``MeasurementError/mountedStoneScratched`` for a hardness of one,
  ///   ``MeasurementError/aggregateIsAnOpticCharacter`` for `aggregate` read as a polariscope reaction,
  ///   ``MeasurementError/singlyRefractiveButPleochroic(_:)`` for an isotropic stone read with
  ///   moderate or strong pleochroism, ``MeasurementError/uniaxialButTrichroic`` for a uniaxial
  ///   one read with three colours,
  ///   ``MeasurementError/opaqueButPleochroic(_:byLuster:)`` for an opaque or metallic stone read with any pleochroism,
  ///   ``MeasurementError/opaqueButAFigure(_:byLuster:)`` for one read with an interference figure or as
  ///   doubly refractive, ``MeasurementError/opaqueButAPolariscopeReaction(_:byLuster:)`` for one read
  ///   with a reaction between crossed polars,
  ///   ``MeasurementError/colorlessButPleochroic(_:_:)`` for a colourless stone read with any pleochroism,
  ///   ``MeasurementError/metallicButRead(low:high:)`` for a metallic stone read below the refractometer's limit,
  ///   ``MeasurementError/metallicButSeenThrough(_:)`` for one read as transparent or translucent,
  ///   ``MeasurementError/colorlessButOpaque(_:byLuster:)`` for a colourless stone read opaque or metallic,
  ///   ``MeasurementError/singlyRefractiveButDoublyRefracting(_:)`` for one read with a
  ///   birefringence beyond that property's tolerance.
  public func check() throws(MeasurementError) {
    // --spot alone lacks its reading rather than any measurement.
    if isSpotReading, refractiveIndex == nil { throw .spotWithoutReading }
    guard !isEmpty else { throw .nothingMeasured }
    if self[reading: .birefringence] != nil, case .span? = refractiveIndex { throw .birefringenceTwice }
    if isMounted, self[reading: .specificGravity] != nil { throw .mountedStoneWeighed }
    if isMounted, self[reading: .hardness] != nil { throw .mountedStoneScratched }
    if optic?.character == .isotropic, let strength = pleochroism?.strength, strength.isPlainlyVisible {
      throw .singlyRefractiveButPleochroic(strength)
    }
    if optic?.character == .uniaxial, pleochroism?.isTrichroic == true { throw .uniaxialButTrichroic }
    if luster == .metallic {
      switch refractiveIndex {
      case .single(let value)?: throw .metallicButRead(low: value, high: value)
      case .span(let low, let high)?: throw .metallicButRead(low: low, high: high)
      case .overLimit?, nil: break
      }
      if let transparency, transparency != .opaque { throw .metallicButSeenThrough(transparency) }
    }
    if let color, transparency == .opaque || luster == .metallic,
      ColorFamily.colorWords(in: color).last == "colorless"
    {
      throw .colorlessButOpaque(color, byLuster: transparency != .opaque)
    }
    // What is seen through the stone: a dichroscope's, a conoscope's or crossed polars' reading.
    if transparency == .opaque || luster == .metallic {
      let byLuster = transparency != .opaque
      if let strength = pleochroism?.strength, strength != .none {
        throw .opaqueButPleochroic(strength, byLuster: byLuster)
      }
      if let character = optic?.character, character.isFromAFigure || character == .anisotropic {
        throw .opaqueButAFigure(character, byLuster: byLuster)
      }
      // An aggregate's reaction is its optic character, given of opaque material too.
      let aggregate = IdentifiedProperty.polariscope.wordReadElsewhere.map { Substring($0) }
      if let reaction = words(of: .polariscope).first(where: { $0 != aggregate }) {
        throw .opaqueButAPolariscopeReaction(String(reaction), byLuster: byLuster)
      }
    }
    // Only a stone colourless throughout: a tint or a zone of colour (`near colorless`,
    // `colorless with blue zones`) may show pleochroism.
    if let color, TextFolding.words(color) == ["colorless"], let strength = pleochroism?.strength, strength != .none {
      throw .colorlessButPleochroic(color, strength)
    }
    if optic?.character == .isotropic, let apart = measuredBirefringence, apart > birefringenceNoise {
      throw .singlyRefractiveButDoublyRefracting(apart)
    }
    if let elsewhere = IdentifiedProperty.polariscope.wordReadElsewhere,
      words(of: .polariscope).contains(Substring(elsewhere))
    {
      throw .aggregateIsAnOpticCharacter
    }
    switch refractiveIndex {
    case .single(let value)?: try Self.checkPlausible(.refractiveIndex, value)
    case .span(let low, let high)?:
      try Self.checkPlausible(.refractiveIndex, low)
      try Self.checkPlausible(.refractiveIndex, high)
      if let apart = measuredBirefringence, let limits = IdentifiedProperty.birefringence.plausibleReadings,
        !limits.contains(apart)
      {
        throw .readingsTooFarApart(apart, limits: limits)
      }
    case .overLimit?, nil: break
    }
    let properties = IdentifiedProperty.numberReadings
    for index in 0..<min(numbers.count, properties.count) {
      guard let reading = numbers[index] else { continue }
      if case .weighed(let weighing) = reading, let limits = properties[index].plausibleReadings,
        !limits.contains(weighing.specificGravity)
      {
        throw .implausibleWeights(specificGravity: weighing.specificGravity, limits: limits)
      }
      try Self.checkPlausible(properties[index], reading)
    }
    if case .seen(let wavelengths)? = spectrum {
      for nanometres in wavelengths { try Self.checkPlausible(.spectrum, nanometres) }
    }
  }

  /// Refuses a reading of `property` that no stone gives.
  private static func checkPlausible(_ property: IdentifiedProperty, _ value: Double) throws(MeasurementError) {
    if let limits = property.plausibleReadings, !limits.contains(value) {
      throw .implausible(property, value, limits: limits)
    }
  }

  /// A bound or two leave some reading between them, strictly within the
  /// limits (no gem reads above the highest), though one may lie past
  /// them (`>0.4` is every stone); a value lies within them.
  private static func checkPlausible(_ property: IdentifiedProperty, _ reading: NumberReading) throws(MeasurementError)
  {
    guard let limits = property.plausibleReadings else { return }
    let (low, high) = reading.bounds ?? (nil, nil)
    if let low, low >= limits.upperBound { throw .implausibleBound(property, low, isAbove: true, limits: limits) }
    if let high, high <= limits.lowerBound { throw .implausibleBound(property, high, isAbove: false, limits: limits) }
    if case .value(let value) = reading { try checkPlausible(property, value) }
  }
}

/// A refractometer's reading: one shadow edge, the lowest and highest of a
/// doubly refractive stone, or none at all below the instrument's limit.
public enum RefractometerReading: Sendable, Hashable {
  /// One reading (a singly refractive stone, or a spot reading).
  case single(Double)
  /// The lowest and highest readings as the stone is turned; their
  /// difference is the birefringence.
  case span(low: Double, high: Double)
  /// Over the limit (OTL): no shadow edge below the contact liquid's index.
  case overLimit

  /// The limit of a standard refractometer, set by its contact liquid
  /// (about 1.79–1.81; raygem uses 1.81).
  public static let limit = 1.81

  /// Whether no stone whose index lies in `range` shows the refractometer
  /// an edge: the whole range is past ``limit`` (diamond's 2.417).
  ///
  /// - Parameter range: A gem's refractive index.
  /// - Returns: `true` when even its lowest index is beyond the limit.
  public static func isPastLimit(_ range: PropertyRange) -> Bool {
    range.min > limit
  }

  /// How far a spot reading on a curved surface may be off: about ±0.01,
  /// where a facet's edge reads to ±0.002.
  public static let spotPrecision = 0.01

  /// How far the difference of two spot readings (a blink) may be off: both readings' ``spotPrecision``.
  public static let blinkPrecision = 2 * spotPrecision

  /// Parses `N` or `LOW-HIGH` (either order; or `LOW..HIGH`, `LOW–HIGH`
  /// with another dash (``ValueBounds/rangeDashes``), as ranges are written elsewhere, or the two readings
  /// as a list, `LOW,HIGH`, as a parcel's JSON list gives them), numbers
  /// written in decimal digits.
  ///
  /// - Parameter text: The option's value (`1.544`, `1.762-1.770`).
  /// - Throws: ``MeasurementError/notANumber(_:)`` for other text.
  public init(parsing text: String) throws(MeasurementError) {
    var parts = text.split(omittingEmptySubsequences: false, whereSeparator: ValueBounds.rangeDashes.contains)
    if parts.count == 1, let dots = text.indices.first(where: { text[$0...].hasPrefix("..") }) {
      parts = [text[..<dots], text[text.index(dots, offsetBy: 2)...]]
    }
    // Two readings listed; each with its decimal point, so a decimal comma (1,544) is no list. An
    // empty place (`1.544,,1.553`) leaves three parts, which no reading has.
    if parts.count == 1,
      case let listed = text.split(separator: ",", omittingEmptySubsequences: false).map(ValueBounds.trimmingSpaces),
      listed.count == 2, listed.allSatisfy({ $0.contains(".") })
    {
      parts = listed
    }
    // Spaces around a dash, as a spreadsheet's cell may hold them (`1.762 - 1.770`).
    let values = parts.map(ValueBounds.trimmingSpaces).compactMap(ValueBounds.decimal)
    guard values.count == parts.count, (1...2).contains(values.count) else { throw .notANumber(text) }
    self =
      values.count == 1 ? .single(values[0]) : .span(low: min(values[0], values[1]), high: max(values[0], values[1]))
  }
}
