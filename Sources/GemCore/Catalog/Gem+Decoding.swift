extension Gem {
  /// The keys of a catalog gem (DESIGN.md, "Catalog format").
  enum CatalogKey: String, CaseIterable {
    case id, name, aliases, species, summary, color, crystalSystem, formula
    case hardness, specificGravity, refractiveIndex, transparency, luster
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
    guard let members = reader.readMembers() else {
      throw GemProblem(name: nil, key: "gem", problem: "must be an object")
    }
    var positions: [CatalogKey: Int] = [:]
    var repeated: CatalogKey?
    for member in members {
      guard let key = CatalogKey(rawValue: member.key) else { continue }
      if positions.updateValue(member.position, forKey: key) != nil, repeated == nil { repeated = key }
    }
    let entry = EntryReader(bytes: reader.bytes, positions: positions)
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
      throw GemProblem(name: name, key: repeated.rawValue, problem: "appears more than once")
    }
    let id = try entry.string(.id, name: name) ?? ""
    if positions[.id] != nil, id.allSatisfy({ $0.isWhitespace }) {
      throw GemProblem(name: name, key: "id", problem: "must not be empty")
    }
    self.init(
      id: id,
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
  let positions: [Gem.CatalogKey: Int]

  /// A reader at `key`'s value, or `nil` when the key is absent or `null`.
  func reader(_ key: Gem.CatalogKey) -> JSONReader? {
    guard let position = positions[key] else { return nil }
    var reader = JSONReader(bytes, at: position)
    return reader.readNull() ? nil : reader
  }

  func string(_ key: Gem.CatalogKey, name: String?) throws(GemProblem) -> String? {
    guard var reader = reader(key) else { return nil }
    guard let string = reader.readString() else {
      throw GemProblem(name: name, key: key.rawValue, problem: "must be a string")
    }
    return string
  }

  func strings(_ key: Gem.CatalogKey, name: String) throws(GemProblem) -> [String]? {
    guard var reader = reader(key) else { return nil }
    guard let strings = reader.readStrings() else {
      throw GemProblem(name: name, key: key.rawValue, problem: "must be an array of strings")
    }
    return strings
  }

  /// A number, or an object of two numbers `{"min": …, "max": …}`.
  func range(_ key: Gem.CatalogKey, name: String) throws(GemProblem) -> PropertyRange? {
    guard var reader = reader(key) else { return nil }
    let wrongType = GemProblem(
      name: name, key: key.rawValue, problem: "must be a number or {\"min\": number, \"max\": number}")
    let value: PropertyRange
    if let single = reader.readNumber() {
      value = PropertyRange(single)
    } else {
      guard let members = reader.readMembers(),
        let min = Self.number(named: "min", in: members, bytes: bytes),
        let max = Self.number(named: "max", in: members, bytes: bytes)
      else { throw wrongType }
      value = PropertyRange(min: min, max: max)
    }
    guard value.min.isFinite, value.max.isFinite, value.min >= 0 else {
      throw GemProblem(name: name, key: key.rawValue, problem: "must be a non-negative number")
    }
    guard value.min <= value.max else {
      throw GemProblem(name: name, key: key.rawValue, problem: "has min greater than max")
    }
    return value
  }

  /// `{"name": string, "hex": "#RRGGBB"}`, `hex` optional.
  func color(name: String) throws(GemProblem) -> GemColor? {
    guard var reader = reader(.color) else { return nil }
    let wrongType = GemProblem(
      name: name, key: "color", problem: "must be an object {\"name\": string, \"hex\": \"#RRGGBB\"}")
    guard let members = reader.readMembers(), let colorName = Self.string(named: "name", in: members, bytes: bytes)
    else { throw wrongType }
    let hexMembers = members.filter { $0.key == "hex" }
    guard hexMembers.count <= 1 else { throw wrongType }
    var hex: String?
    if let member = hexMembers.first {
      var hexReader = JSONReader(bytes, at: member.position)
      if !hexReader.readNull() {
        guard let text = hexReader.readString() else { throw wrongType }
        hex = text
      }
    }
    if let hex, GemColor.parseHex(hex) == nil {
      throw GemProblem(name: name, key: "color", problem: "has hex \"\(hex)\"; write it as #RRGGBB")
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

  /// Where the only member called `key` starts; `nil` when it is absent or repeated.
  private static func position(of key: String, in members: [(key: String, position: Int)]) -> Int? {
    let matches = members.filter { $0.key == key }
    return matches.count == 1 ? matches[0].position : nil
  }

  private static func number(
    named key: String, in members: [(key: String, position: Int)], bytes: [UInt8]
  ) -> Double? {
    guard let position = position(of: key, in: members) else { return nil }
    var reader = JSONReader(bytes, at: position)
    return reader.readNumber()
  }

  private static func string(
    named key: String, in members: [(key: String, position: Int)], bytes: [UInt8]
  ) -> String? {
    guard let position = position(of: key, in: members) else { return nil }
    var reader = JSONReader(bytes, at: position)
    return reader.readString()
  }
}
