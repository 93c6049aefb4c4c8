/// Reads one catalog gem's facts by their ``FactKind``, turning each type
/// mismatch into a ``GemProblem`` that names the key and what it should be.
struct FactReader {
  let bytes: [UInt8]
  let members: JSONMembers

  private static let rangeKeys = JSONKeys(["min", "max", "typical"])
  private static let colorKeys = JSONKeys(["name", "hex"])
  private static let pleochroismKeys = JSONKeys(["strength", "colors"])

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
    case .choice(let vocabulary):
      guard let text = reader.readString() else { throw problem("must be a string") }
      return .text(try Self.word(text, of: vocabulary, topic: fact.helpTopic, problem))
    case .choices(let vocabulary):
      guard let items = reader.readStrings() else { throw problem("must be an array of strings") }
      var chosen: [String] = []
      for item in items { chosen.append(try Self.word(item, of: vocabulary, topic: fact.helpTopic, problem)) }
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
    case .spectrum:
      return .spectrum(try spectrum(&reader, problem))
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

  /// A number, or an object of two numbers `{"min": …, "max": …}` with an
  /// optional `"typical"` between them.
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
    let range = try Self.checked(PropertyRange(min: min, max: max), problem)
    guard let position = bounds[2], !isNull(at: position) else { return range }
    guard let typical = number(at: position), typical.isFinite else {
      throw problem("has \"typical\" that is not a number")
    }
    guard range.min <= typical && typical <= range.max else {
      throw problem(
        "has typical \(Self.shortest(typical)) outside its range \(Self.shortest(min)) to \(Self.shortest(max))")
    }
    return PropertyRange(min: min, max: max, typical: typical)
  }

  /// `value`, when it lies within the values `fact` can have at all.
  private static func within(_ fact: GemFact, _ value: PropertyRange, _ problem: (String) -> GemProblem)
    throws(GemProblem) -> PropertyRange
  {
    guard let limits = fact.limits, !(limits.contains(value.min) && limits.contains(value.max)) else { return value }
    throw problem(
      "must lie between \(Self.shortest(limits.lowerBound)) and \(Self.shortest(limits.upperBound)); no gem's lies outside"
    )
  }

  /// `7` for 7.0, `0.5` for 0.5.
  static func shortest(_ value: Double) -> String {
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
    let shape = "must be an object {\"name\": string, \"hex\": \"#RRGGBB\"}"
    let parts = try members(&reader, keys: Self.colorKeys, otherwise: shape, problem)
    let wrongType = problem(shape)
    guard let colorName = string(at: parts[0]) else { throw wrongType }
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
    let shape = "must be an object {\"strength\": \(Self.listed(strengths, last: "or")), \"colors\": [string]}"
    let parts = try members(&reader, keys: Self.pleochroismKeys, otherwise: shape, problem)
    let strength = try choice(Pleochroism.Strength.self, at: parts[0], key: "strength", problem)
    return Pleochroism(strength: strength, colors: try strings(at: parts[1], "colors", problem))
  }

  /// The members of the object at `reader`.
  ///
  /// - Parameters:
  ///   - reader: A reader at the value; it ends after the value.
  ///   - keys: The keys the object may have.
  ///   - place: Where the object is in the fact's value, for messages (`"longWave"`).
  ///   - shape: The problem of a value that is not an object (`must be an object {…}`).
  ///   - problem: Makes the problem for the fact.
  /// - Returns: Where each key's value starts.
  /// - Throws: A ``GemProblem`` for a key given twice, or a value that is not an object.
  func members(
    _ reader: inout JSONReader, keys: JSONKeys, in place: String? = nil, otherwise shape: String,
    _ problem: (String) -> GemProblem
  ) throws(GemProblem) -> JSONMembers {
    let members = reader.readObject(keys: keys)
    if let repeated = members?.firstRepeated {
      throw problem("has \"\(keys[repeated])\" more than once" + (place.map { " in \($0)" } ?? ""))
    }
    guard let members else { throw problem(shape) }
    return members
  }

  /// The vocabulary's spelling of `text` (``Vocabulary/word(matching:)``): the
  /// one check of every word a catalog gives (a choice, a list's words, a
  /// strength).
  ///
  /// - Parameters:
  ///   - text: The word as the catalog gives it.
  ///   - vocabulary: The words there are.
  ///   - topic: The help topic that lists the words, for a vocabulary too
  ///     long to list in a message.
  ///   - problem: Makes the problem for the fact.
  /// - Returns: The word as the vocabulary spells it.
  /// - Throws: ``unknownWord(_:of:topic:_:what:)``'s problem.
  static func word(
    _ text: String, of vocabulary: Vocabulary, topic: String? = nil, _ problem: (String) -> GemProblem
  ) throws(GemProblem) -> String {
    guard let word = vocabulary.word(matching: text) else {
      throw unknownWord(text, of: vocabulary, topic: topic, problem)
    }
    return word
  }

  /// The value of an enumeration at `position`, in any letter case.
  ///
  /// - Parameters:
  ///   - type: The enumeration.
  ///   - position: Where the value is, or `nil` when it is missing.
  ///   - key: The value's key, for messages (`strength`).
  ///   - what: What the value is, for messages (`line strength`); the key when `nil`.
  ///   - problem: Makes the problem for the fact.
  /// - Returns: The value.
  /// - Throws: A ``GemProblem`` for a missing value or one that is not a
  ///   string, or ``unknownWord(_:of:topic:_:what:)``'s.
  func choice<Choice: FactChoice>(
    _ type: Choice.Type, at position: Int?, key: String, what: String? = nil, _ problem: (String) -> GemProblem
  ) throws(GemProblem) -> Choice {
    guard let text = string(at: position) else {
      throw problem(position == nil ? "needs \"\(key)\"" : "has \"\(key)\" that is not a string")
    }
    guard let choice = Choice(rawValue: text.lowercased()) else {
      throw Self.unknownWord(text, of: Vocabulary(type), problem, what: what ?? key)
    }
    return choice
  }

  /// The problem of a word a vocabulary lacks: it names the word, the
  /// words there are (or their help topic) and the nearest one: `has
  /// "cubik", which is not one of cubic, …, triclinic or amorphous (did you
  /// mean "cubic"?)`.
  ///
  /// - Parameters:
  ///   - text: The word as the catalog gives it.
  ///   - vocabulary: The words there are.
  ///   - topic: The help topic that lists the words, if any.
  ///   - problem: Makes the problem for the fact.
  ///   - what: What the word is, where it is part of the fact's value (`strength`).
  /// - Returns: The problem.
  static func unknownWord(
    _ text: String, of vocabulary: Vocabulary, topic: String? = nil, _ problem: (String) -> GemProblem,
    what: String? = nil
  ) -> GemProblem {
    let words = vocabulary.words
    let known = topic.map { "a word of 'raygem help \($0)'" } ?? "one of \(listed(words, last: "or"))"
    let nearest = EditDistance.closest(to: text, among: words, limit: 1).first.map { " (did you mean \"\($0)\"?)" }
    let subject = what.map { "\($0) " } ?? ""
    return problem("has \(subject)\"\(Excerpt.of(text))\", which is not \(known)" + (nearest ?? ""))
  }

  /// The strings of the array at `position`; empty when it is absent or `null`.
  func strings(at position: Int?, _ key: String, _ problem: (String) -> GemProblem) throws(GemProblem) -> [String] {
    guard let position, !isNull(at: position) else { return [] }
    var reader = JSONReader(bytes, at: position)
    guard let items = reader.readStrings() else { throw problem("has \"\(key)\" that is not an array of strings") }
    return items
  }

  /// `a, b, c` (or `a, b or c` with `last`).
  static func listed(_ options: [String], last: String? = nil) -> String {
    guard let last, options.count > 1 else { return options.joined(separator: ", ") }
    return options.dropLast().joined(separator: ", ") + " \(last) " + (options.last ?? "")
  }

  func isNull(at position: Int) -> Bool {
    var reader = JSONReader(bytes, at: position)
    return reader.readNull()
  }

  func number(at position: Int?) -> Double? {
    guard let position else { return nil }
    var reader = JSONReader(bytes, at: position)
    return reader.readNumber()
  }

  func string(at position: Int?) -> String? {
    guard let position else { return nil }
    var reader = JSONReader(bytes, at: position)
    return reader.readString()
  }
}
