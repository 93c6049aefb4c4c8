/// Reads one catalog gem's facts by their ``FactKind``, turning each type
/// mismatch into a ``GemProblem`` that names the key and what it should be.
struct FactReader {
  let bytes: [UInt8]
  let members: JSONMembers

  private static let rangeKeys = JSONKeys(["min", "max"])
  private static let colorKeys = JSONKeys(["name", "hex"])
  private static let pleochroismKeys = JSONKeys(["strength", "colors"])
  private static let fluorescenceKeys = JSONKeys(["longWave", "shortWave"])

  /// The value of `fact`, or `nil` when the gem lacks it.
  ///
  /// - Parameters:
  ///   - fact: The fact to read.
  ///   - gem: The gem's name, for messages.
  /// - Returns: The value in the shape the fact's kind stores.
  /// - Throws: ``GemProblem`` when the value has the wrong shape.
  func value(of fact: GemFact, gem: String) throws(GemProblem) -> FieldValue? {
    guard var reader = reader(fact) else { return nil }
    let problem = { (text: String) in GemProblem(name: gem, key: fact.key, problem: text) }
    switch fact.kind {
    case .text, .formula:
      guard let text = reader.readString() else { throw problem("must be a string") }
      return .text(text)
    case .list, .ids:
      guard let items = reader.readStrings() else { throw problem("must be an array of strings") }
      return .list(items)
    case .choice(let options):
      guard let text = reader.readString() else { throw problem("must be a string") }
      guard let option = Self.option(text, among: options) else {
        throw problem("must be one of \(Self.listed(options))")
      }
      return .text(option)
    case .choices(let options):
      guard let items = reader.readStrings() else { throw problem("must be an array of strings") }
      var chosen: [String] = []
      for item in items {
        guard let option = Self.option(item, among: options) else {
          throw problem("must hold only \(Self.listed(options, last: "or"))")
        }
        chosen.append(option)
      }
      return .list(chosen)
    case .range:
      return .range(try Self.within(fact, try range(&reader, problem), problem))
    case .number:
      guard let number = reader.readNumber() else { throw problem("must be a number") }
      return .number(try Self.within(fact, try Self.checked(PropertyRange(number), problem), problem).min)
    case .color:
      return .color(try color(&reader, problem))
    case .pleochroism:
      return .pleochroism(try pleochroism(&reader, problem))
    case .fluorescence:
      return .fluorescence(try fluorescence(&reader, problem))
    }
  }

  /// The text of `fact` (the id or the name), or `nil` when absent.
  func text(_ fact: GemFact, gem: String?) throws(GemProblem) -> String? {
    guard var reader = reader(fact) else { return nil }
    guard let text = reader.readString() else {
      throw GemProblem(name: gem, key: fact.key, problem: "must be a string")
    }
    return text
  }

  /// A reader at `fact`'s value, or `nil` when the key is absent or `null`.
  private func reader(_ fact: GemFact) -> JSONReader? {
    guard let position = members[fact.ordinal] else { return nil }
    var reader = JSONReader(bytes, at: position)
    return reader.readNull() ? nil : reader
  }

  /// A number, or an object of two numbers `{"min": …, "max": …}`.
  private func range(_ reader: inout JSONReader, _ problem: (String) -> GemProblem) throws(GemProblem)
    -> PropertyRange
  {
    if let single = reader.readNumber() { return try Self.checked(PropertyRange(single), problem) }
    let bounds = reader.readObject(keys: Self.rangeKeys)
    if let repeated = bounds?.firstRepeated {
      throw problem("has \"\(Self.rangeKeys[repeated])\" more than once")
    }
    guard let bounds, let min = number(at: bounds[0]), let max = number(at: bounds[1]) else {
      throw problem("must be a number or {\"min\": number, \"max\": number}")
    }
    return try Self.checked(PropertyRange(min: min, max: max), problem)
  }

  /// `value`, when it lies within the values `fact` can have at all.
  private static func within(_ fact: GemFact, _ value: PropertyRange, _ problem: (String) -> GemProblem)
    throws(GemProblem) -> PropertyRange
  {
    guard let limits = fact.limits, !(limits.contains(value.min) && limits.contains(value.max)) else { return value }
    throw problem(
      "must lie between \(Self.shortest(limits.lowerBound)) and \(Self.shortest(limits.upperBound)), as no gem's can")
  }

  /// `7` for 7.0, `0.5` for 0.5.
  private static func shortest(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  private static func checked(_ value: PropertyRange, _ problem: (String) -> GemProblem) throws(GemProblem)
    -> PropertyRange
  {
    // Beyond a double's range, a number reads as infinite.
    guard value.min.isFinite, value.max.isFinite else { throw problem("is too large a number") }
    guard value.min >= 0 else { throw problem("must be a non-negative number") }
    guard value.min <= value.max else { throw problem("has min greater than max") }
    return value
  }

  /// `{"name": string, "hex": "#RRGGBB"}`, `hex` optional.
  private func color(_ reader: inout JSONReader, _ problem: (String) -> GemProblem) throws(GemProblem) -> GemColor {
    let wrongType = problem("must be an object {\"name\": string, \"hex\": \"#RRGGBB\"}")
    let parts = reader.readObject(keys: Self.colorKeys)
    if let repeated = parts?.firstRepeated { throw problem("has \"\(Self.colorKeys[repeated])\" more than once") }
    guard let parts, let colorName = string(at: parts[0]) else { throw wrongType }
    var hex: String?
    if let position = parts[1], !isNull(at: position) {
      guard let text = string(at: position) else { throw wrongType }
      hex = text
    }
    if let hex, GemColor.parseHex(hex) == nil {
      throw problem("has hex \"\(Excerpt.of(hex))\"; write it as #RRGGBB")
    }
    return GemColor(name: colorName, hex: hex)
  }

  /// `{"strength": none|weak|moderate|strong, "colors": [string]}`, `colors` optional.
  private func pleochroism(_ reader: inout JSONReader, _ problem: (String) -> GemProblem) throws(GemProblem)
    -> Pleochroism
  {
    let strengths = Pleochroism.Strength.allCases.map { $0.rawValue }
    let wrongType = problem(
      "must be an object {\"strength\": \(Self.listed(strengths, last: "or")), \"colors\": [string]}")
    let parts = reader.readObject(keys: Self.pleochroismKeys)
    if let repeated = parts?.firstRepeated {
      throw problem("has \"\(Self.pleochroismKeys[repeated])\" more than once")
    }
    guard let parts else { throw wrongType }
    guard let text = string(at: parts[0]) else {
      throw problem(parts[0] == nil ? "needs \"strength\"" : "has \"strength\" that is not a string")
    }
    guard let strength = Self.option(text, among: strengths).flatMap(Pleochroism.Strength.init(rawValue:)) else {
      throw problem("has strength \"\(Excerpt.of(text))\"; it must be \(Self.listed(strengths, last: "or"))")
    }
    var colors: [String] = []
    if let position = parts[1], !isNull(at: position) {
      var colorsReader = JSONReader(bytes, at: position)
      guard let items = colorsReader.readStrings() else {
        throw problem("has \"colors\" that is not an array of strings")
      }
      colors = items
    }
    return Pleochroism(strength: strength, colors: colors)
  }

  /// `{"longWave": string, "shortWave": string}`, either optional.
  private func fluorescence(_ reader: inout JSONReader, _ problem: (String) -> GemProblem) throws(GemProblem)
    -> Fluorescence
  {
    let wrongType = problem("must be an object {\"longWave\": string, \"shortWave\": string}")
    let parts = reader.readObject(keys: Self.fluorescenceKeys)
    if let repeated = parts?.firstRepeated {
      throw problem("has \"\(Self.fluorescenceKeys[repeated])\" more than once")
    }
    guard let parts else { throw wrongType }
    var texts: [String?] = [nil, nil]
    for index in 0..<2 {
      guard let position = parts[index], !isNull(at: position) else { continue }
      guard let text = string(at: position) else {
        throw problem("has \"\(Self.fluorescenceKeys[index])\" that is not a string")
      }
      texts[index] = text
    }
    guard texts[0] != nil || texts[1] != nil else { throw problem("needs \"longWave\" or \"shortWave\"") }
    return Fluorescence(longWave: texts[0], shortWave: texts[1])
  }

  /// The option `text` spells in any letter case.
  private static func option(_ text: String, among options: [String]) -> String? {
    let lowered = text.lowercased()
    return options.first { $0 == lowered }
  }

  /// `a, b, c` (or `a, b or c` with `last`).
  private static func listed(_ options: [String], last: String? = nil) -> String {
    guard let last, options.count > 1 else { return options.joined(separator: ", ") }
    return options.dropLast().joined(separator: ", ") + " \(last) " + (options.last ?? "")
  }

  private func isNull(at position: Int) -> Bool {
    var reader = JSONReader(bytes, at: position)
    return reader.readNull()
  }

  private func number(at position: Int?) -> Double? {
    guard let position else { return nil }
    var reader = JSONReader(bytes, at: position)
    return reader.readNumber()
  }

  private func string(at position: Int?) -> String? {
    guard let position else { return nil }
    var reader = JSONReader(bytes, at: position)
    return reader.readString()
  }
}
