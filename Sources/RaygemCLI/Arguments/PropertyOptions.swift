import GemCore
import TerminalRendering

/// The options about gem properties, whose values mean a filter for the
/// commands that list gems and a measurement for `identify`.
enum PropertyOptions {
  /// Whether `command` takes `--color WORD` as a colour to look for.
  static func looksForColor(_ command: CommandName) -> Bool {
    switch command {
    case .list, .search, .favorites, .identify, .browse: return true
    case .detail, .compare, .favorite, .help, .completions, .manual: return false
    }
  }

  /// The measured property each range option filters.
  private static func property(_ name: OptionName) -> MeasuredProperty? {
    switch name {
    case .hardness: return .hardness
    case .sg: return .specificGravity
    case .ri: return .refractiveIndex
    case .birefringence: return .birefringence
    case .dispersion: return .dispersion
    default: return nil
    }
  }

  /// Applies one property option to the invocation's filter or measurements.
  ///
  /// - Throws: ``RaygemError/usage(_:)`` naming the option, with a reason
  ///   or a suggestion.
  static func apply(_ name: OptionName, _ value: String, to invocation: inout Invocation) throws(RaygemError) {
    do {
      if invocation.command == .identify {
        try measure(name, value, into: &invocation.measurements)
      } else {
        try filter(name, value, into: &invocation.filter)
      }
    } catch let error as FilterError {
      throw .usage(message(for: error, option: name))
    } catch let error as MeasurementError {
      throw .usage(message(for: error, option: name))
    } catch let error as RaygemError {
      throw error
    } catch {
      throw .usage("option '--\(name.rawValue)': \(error)")
    }
  }

  private static func filter(_ name: OptionName, _ value: String, into filter: inout GemFilter) throws {
    if let property = property(name) {
      let bounds = try ValueBounds(parsing: value, limits: property.fact.limits)
      // Given twice, both apply: `--hardness 5.. --hardness ..6` is 5..6.
      guard let earlier = filter.ranges[property] else { return filter.ranges[property] = bounds }
      guard let shared = earlier.intersection(bounds) else {
        throw RaygemError.usage("option '--\(name.rawValue)' given twice leaves no value in both ranges")
      }
      filter.ranges[property] = shared
      return
    }
    switch name {
    case .system: filter.crystalSystems.formUnion(try GemFilter.values(of: CrystalSystem.self, in: value))
    case .optic: filter.opticCharacters.formUnion(try GemFilter.values(of: OpticCharacter.self, in: value))
    case .origin: filter.origins.formUnion(try GemFilter.values(of: Origin.self, in: value))
    case .transparency: filter.transparencies.formUnion(try GemFilter.values(of: Transparency.self, in: value))
    case .species, .color:
      let words = GemFilter.list(value).filter(TextFolding.keepsAnything)
      guard !words.isEmpty else { throw FilterError.noValue }
      if name == .species { filter.species += words } else { filter.colors += words }
    default: break
    }
  }

  private static func measure(_ name: OptionName, _ value: String, into measured: inout Measurements) throws {
    func number() throws(MeasurementError) -> Double {
      guard let number = ValueBounds.decimal(Substring(value)) else { throw .notANumber(value) }
      return number
    }
    // One reading a property: a second one would silently replace the first.
    func record<Value>(_ field: WritableKeyPath<Measurements, Value?>, _ read: () throws -> Value) throws {
      guard measured[keyPath: field] == nil else {
        throw RaygemError.usage("option '--\(name.rawValue)' given twice; give one reading")
      }
      measured[keyPath: field] = try read()
    }
    switch name {
    case .ri, .otl:
      let reading = name == .otl ? RefractometerReading.overLimit : try RefractometerReading(parsing: value)
      if let earlier = measured.refractiveIndex, (earlier == .overLimit) != (reading == .overLimit) {
        throw RaygemError.usage("give either --ri readings or --otl (over the limit), not both")
      }
      try record(\.refractiveIndex) { reading }
    case .birefringence: try record(\.birefringence, number)
    case .sg: try record(\.specificGravity, number)
    case .hardness: try record(\.hardness, number)
    case .dispersion: try record(\.dispersion, number)
    case .optic: try record(\.optic) { try OpticReading(parsing: value) }
    case .color:
      try record(\.color) {
        guard TextFolding.keepsAnything(value) else { throw FilterError.noValue }
        return value
      }
    case .transparency:
      try record(\.transparency) {
        guard let transparency = Transparency(rawValue: value.lowercased()) else {
          throw FilterError.unknownValue(value, known: Transparency.allCases.map(\.rawValue))
        }
        return transparency
      }
    default: break
    }
  }

  /// The usage message for a refused filter value.
  static func message(for error: FilterError, option: OptionName) -> String {
    let prefix = "option '--\(option.rawValue)'"
    switch error {
    case .notARange(let text):
      return "\(prefix) needs a number or range such as 8, 8.., ..1.6 or 3.5..4.1, not '\(Echo.of(text))'"
    case .reversedRange(let lower, let upper):
      return
        "\(prefix): the range \(NumberText.format(lower))..\(NumberText.format(upper)) is empty; put the lower bound first"
    case .noValue:
      return "\(prefix) needs at least one value"
    case .impossibleRange(let bounds, let limits):
      let label = property(option)?.fact.label ?? option.rawValue
      let range =
        bounds.lower == bounds.upper
        ? bounds.lower.map(NumberText.format) ?? ""
        : (bounds.lower.map(NumberText.format) ?? "") + ".." + (bounds.upper.map(NumberText.format) ?? "")
      return
        "\(prefix): no gem lies in \(range); \(label) runs from \(NumberText.format(limits.lowerBound)) to \(NumberText.format(limits.upperBound))"
    case .unknownValue(let value, let known):
      return "\(prefix): unknown value '\(Echo.of(value))'" + Suggestion.hint(for: value, among: known)
    case .unknownSpecies(let value, let known):
      return "\(prefix): no gem of the catalog has the species '\(Echo.of(value))'"
        + Suggestion.hint(for: value, among: known)
    case .unknownColor(let value, let known):
      return
        "\(prefix): '\(Echo.of(value))' is neither a colour family nor a word of any gem's colour"
        + Suggestion.hint(for: value, among: ColorChoice.allCases.map(\.rawValue) + known)
    }
  }

  /// The option that gives a measured property.
  static func option(for property: IdentifiedProperty) -> OptionName {
    switch property {
    case .refractiveIndex: return .ri
    case .birefringence: return .birefringence
    case .specificGravity: return .sg
    case .opticCharacter, .opticSign: return .optic
    case .dispersion: return .dispersion
    case .hardness: return .hardness
    case .color: return .color
    case .transparency: return .transparency
    }
  }

  /// The usage message for a refused measurement.
  ///
  /// - Parameters:
  ///   - error: The refusal.
  ///   - option: The option whose value was refused, for errors of parsing
  ///     one value; the others name their option themselves.
  /// - Returns: The message, without the `raygem: ` prefix.
  static func message(for error: MeasurementError, option: OptionName? = nil) -> String {
    let prefix = option.map { "option '--\($0.rawValue)'" } ?? "a measurement"
    switch error {
    case .nothingMeasured:
      return "'identify' needs at least one measurement, such as --ri 1.544-1.553 or --sg 2.65"
    case .notANumber(let text):
      let shape = option == .ri ? "a reading such as 1.544, or two such as 1.762-1.770" : "a number such as 2.65"
      return "\(prefix) needs \(shape), not '\(Echo.of(text))'"
    case .implausible(let property, let value, let limits):
      return
        "option '--\(Self.option(for: property).rawValue)': no gem gives a reading of \(NumberText.format(value)); \(property.fact.label) readings run from \(NumberText.format(limits.lowerBound)) to \(NumberText.format(limits.upperBound))"
    case .birefringenceTwice:
      return "give the birefringence either as two --ri readings or with --birefringence, not both"
    case .unknownOptic(let text):
      return
        "\(prefix) needs isotropic, uniaxial, biaxial or aggregate, the doubly refractive ones with an optional sign (uniaxial-, biaxial+), not '\(Echo.of(text))'"
    }
  }
}
