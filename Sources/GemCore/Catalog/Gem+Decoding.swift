extension Gem {
  /// The keys of a catalog gem (DESIGN.md, "Catalog format").
  ///
  /// The raw value is the key's place in ``jsonKeys``.
  enum CatalogKey: Int, CaseIterable {
    case id, name, aliases, species, summary, color, crystalSystem, formula
    case hardness, specificGravity, refractiveIndex, transparency, luster

    /// The key as catalogs spell it: the case's name.
    var name: String { Self.names[rawValue] }

    private static let names = allCases.map { String(describing: $0) }

    /// All keys, in raw value order, for ``JSONReader/readObject(keys:keepingOthers:)``.
    static let jsonKeys = JSONKeys(names)
  }

  /// Decodes the catalog gem whose JSON value the reader is at, reporting
  /// the first bad key as a ``GemProblem``.
  ///
  /// Keys are checked in a fixed order, whatever their order in the text:
  /// `name` first, so that every later problem can name the gem. `null`
  /// counts as absent, unknown keys are ignored, and a known key given
  /// twice is refused (which value was meant cannot be told).
  /// The id is left empty when absent; the catalog derives it from the name.
  ///
  /// - Parameter reader: A reader at the gem's value; it ends after the value.
  /// - Throws: ``GemProblem`` naming the key and what is wrong with it.
  init(catalogEntry reader: inout JSONReader) throws(GemProblem) {
    guard let members = reader.readObject(keys: CatalogKey.jsonKeys) else {
      throw GemProblem(name: nil, key: "gem", problem: "must be an object")
    }
    let repeated = members.firstRepeated.flatMap { CatalogKey(rawValue: $0) }
    let entry = EntryReader(bytes: reader.bytes, members: members)
    if repeated == .name {
      throw GemProblem(name: nil, key: "name", problem: "appears more than once")
    }
    guard let name = try entry.string(.name, name: nil) else {
      throw GemProblem(name: nil, key: "name", problem: "is required")
    }
    guard !TextFolding.fold(name).isEmpty else {
      throw GemProblem(name: name, key: "name", problem: "must contain a letter or digit")
    }
    if let repeated {
      throw GemProblem(name: name, key: repeated.name, problem: "appears more than once")
    }
    let id = try entry.string(.id, name: name)
    if let id, id.allSatisfy({ $0.isWhitespace }) {
      throw GemProblem(name: name, key: "id", problem: "must not be empty")
    }
    self.init(
      id: id ?? "",
      name: name,
      aliases: try entry.strings(.aliases, name: name) ?? [],
      species: try entry.string(.species, name: name),
      summary: try entry.string(.summary, name: name),
      color: try entry.color(name: name),
      crystalSystem: try entry.crystalSystem(name: name),
      formula: try entry.string(.formula, name: name),
      hardness: try entry.range(.hardness, name: name),
      specificGravity: try entry.range(.specificGravity, name: name),
      refractiveIndex: try entry.range(.refractiveIndex, name: name),
      transparency: try entry.transparency(name: name),
      luster: try entry.string(.luster, name: name)
    )
  }
}

/// Reads one gem's values and turns each type mismatch into a
/// ``GemProblem`` that names the key and what it should have been.
private struct EntryReader {
  let bytes: [UInt8]
  let members: JSONMembers

  private static let rangeKeys = JSONKeys(["min", "max"])
  private static let colorKeys = JSONKeys(["name", "hex"])

  /// A reader at `key`'s value, or `nil` when the key is absent or `null`.
  func reader(_ key: Gem.CatalogKey) -> JSONReader? {
    guard let position = members[key.rawValue] else { return nil }
    var reader = JSONReader(bytes, at: position)
    return reader.readNull() ? nil : reader
  }

  func string(_ key: Gem.CatalogKey, name: String?) throws(GemProblem) -> String? {
    guard var reader = reader(key) else { return nil }
    guard let string = reader.readString() else {
      throw GemProblem(name: name, key: key.name, problem: "must be a string")
    }
    return string
  }

  func strings(_ key: Gem.CatalogKey, name: String) throws(GemProblem) -> [String]? {
    guard var reader = reader(key) else { return nil }
    guard let strings = reader.readStrings() else {
      throw GemProblem(name: name, key: key.name, problem: "must be an array of strings")
    }
    return strings
  }

  /// A number, or an object of two numbers `{"min": …, "max": …}`.
  func range(_ key: Gem.CatalogKey, name: String) throws(GemProblem) -> PropertyRange? {
    guard var reader = reader(key) else { return nil }
    let value: PropertyRange
    if let single = reader.readNumber() {
      value = PropertyRange(single)
    } else {
      let bounds = reader.readObject(keys: Self.rangeKeys)
      if let repeated = bounds?.firstRepeated {
        throw GemProblem(name: name, key: key.name, problem: "has \"\(Self.rangeKeys[repeated])\" more than once")
      }
      guard let bounds, let min = number(at: bounds[0]), let max = number(at: bounds[1]) else {
        throw GemProblem(
          name: name, key: key.name, problem: "must be a number or {\"min\": number, \"max\": number}")
      }
      value = PropertyRange(min: min, max: max)
    }
    // Beyond a double's range, a number reads as infinite.
    guard value.min.isFinite, value.max.isFinite else {
      throw GemProblem(name: name, key: key.name, problem: "is too large a number")
    }
    guard value.min >= 0 else {
      throw GemProblem(name: name, key: key.name, problem: "must be a non-negative number")
    }
    guard value.min <= value.max else {
      throw GemProblem(name: name, key: key.name, problem: "has min greater than max")
    }
    return value
  }

  /// `{"name": string, "hex": "#RRGGBB"}`, `hex` optional.
  func color(name: String) throws(GemProblem) -> GemColor? {
    guard var reader = reader(.color) else { return nil }
    let wrongType = GemProblem(
      name: name, key: "color", problem: "must be an object {\"name\": string, \"hex\": \"#RRGGBB\"}")
    let parts = reader.readObject(keys: Self.colorKeys)
    if let repeated = parts?.firstRepeated {
      throw GemProblem(name: name, key: "color", problem: "has \"\(Self.colorKeys[repeated])\" more than once")
    }
    guard let parts, let colorName = string(at: parts[0]) else { throw wrongType }
    var hex: String?
    if let position = parts[1] {
      var hexReader = JSONReader(bytes, at: position)
      if !hexReader.readNull() {
        guard let text = hexReader.readString() else { throw wrongType }
        hex = text
      }
    }
    if let hex, GemColor.parseHex(hex) == nil {
      throw GemProblem(name: name, key: "color", problem: "has hex \"\(Excerpt.of(hex))\"; write it as #RRGGBB")
    }
    return GemColor(name: colorName, hex: hex)
  }

  func crystalSystem(name: String) throws(GemProblem) -> CrystalSystem? {
    guard let text = try string(.crystalSystem, name: name) else { return nil }
    guard let system = CrystalSystem(rawValue: text.lowercased()) else {
      let allowed = CrystalSystem.allCases.map(\.rawValue).joined(separator: ", ")
      throw GemProblem(name: name, key: "crystalSystem", problem: "must be one of \(allowed)")
    }
    return system
  }

  func transparency(name: String) throws(GemProblem) -> [Transparency] {
    let texts = try strings(.transparency, name: name) ?? []
    return try texts.map { text throws(GemProblem) in
      guard let value = Transparency(rawValue: text.lowercased()) else {
        throw GemProblem(
          name: name, key: "transparency", problem: "must hold only transparent, translucent or opaque")
      }
      return value
    }
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
