extension Gem {
  enum CodingKey: String, Swift.CodingKey, CaseIterable {
    case id, name, aliases, species, summary, color, crystalSystem, formula
    case hardness, specificGravity, refractiveIndex, transparency, luster
  }

  /// Decodes one catalog gem, reporting the first bad key as a ``GemProblem``.
  ///
  /// The id is left empty when absent; the catalog derives it from the name.
  init(catalogEntryFrom decoder: any Decoder) throws(GemProblem) {
    let container: KeyedDecodingContainer<CodingKey>
    do {
      container = try decoder.container(keyedBy: CodingKey.self)
    } catch {
      throw GemProblem(name: nil, key: "gem", problem: "must be an object")
    }
    let reader = EntryReader(container: container)
    guard let name = try reader.string(.name, nameSoFar: nil) else {
      throw GemProblem(name: nil, key: "name", problem: "is required")
    }
    guard !TextFolding.fold(name).isEmpty else {
      throw GemProblem(name: name, key: "name", problem: "must contain a letter or digit")
    }
    let id = try reader.string(.id, nameSoFar: name) ?? ""
    if container.contains(.id), id.allSatisfy({ $0.isWhitespace }) {
      throw GemProblem(name: name, key: "id", problem: "must not be empty")
    }
    self.init(
      id: id,
      name: name,
      aliases: try reader.decode([String].self, .aliases, name: name, expected: "an array of strings")
        ?? [],
      species: try reader.string(.species, nameSoFar: name),
      summary: try reader.string(.summary, nameSoFar: name),
      color: try reader.color(name: name),
      crystalSystem: try reader.crystalSystem(name: name),
      formula: try reader.string(.formula, nameSoFar: name),
      hardness: try reader.range(.hardness, name: name),
      specificGravity: try reader.range(.specificGravity, name: name),
      refractiveIndex: try reader.range(.refractiveIndex, name: name),
      transparency: try reader.transparency(name: name),
      luster: try reader.string(.luster, nameSoFar: name)
    )
  }
}

/// Reads one gem's keys and turns each decoding failure into a
/// ``GemProblem`` that names the key and what it should have been.
private struct EntryReader {
  let container: KeyedDecodingContainer<Gem.CodingKey>

  func decode<Value: Decodable>(
    _ type: Value.Type, _ key: Gem.CodingKey, name: String?, expected: String
  ) throws(GemProblem) -> Value? {
    do {
      return try container.decodeIfPresent(type, forKey: key)
    } catch {
      throw GemProblem(name: name, key: key.rawValue, problem: "must be \(expected)")
    }
  }

  func string(_ key: Gem.CodingKey, nameSoFar name: String?) throws(GemProblem) -> String? {
    try decode(String.self, key, name: name, expected: "a string")
  }

  func range(_ key: Gem.CodingKey, name: String) throws(GemProblem) -> PropertyRange? {
    guard
      let range = try decode(
        CatalogRange.self, key, name: name, expected: "a number or {\"min\": number, \"max\": number}")
    else { return nil }
    let value = range.value
    guard value.min.isFinite, value.max.isFinite, value.min >= 0 else {
      throw GemProblem(name: name, key: key.rawValue, problem: "must be a non-negative number")
    }
    guard value.min <= value.max else {
      throw GemProblem(name: name, key: key.rawValue, problem: "has min greater than max")
    }
    return value
  }

  func color(name: String) throws(GemProblem) -> GemColor? {
    guard
      let color = try decode(
        CatalogColor.self, .color, name: name, expected: "an object {\"name\": string, \"hex\": \"#RRGGBB\"}")
    else { return nil }
    if let hex = color.hex, GemColor.parseHex(hex) == nil {
      throw GemProblem(name: name, key: "color", problem: "has hex \"\(hex)\"; write it as #RRGGBB")
    }
    return GemColor(name: color.name, hex: color.hex)
  }

  func crystalSystem(name: String) throws(GemProblem) -> CrystalSystem? {
    guard let text = try string(.crystalSystem, nameSoFar: name) else { return nil }
    guard let system = CrystalSystem(rawValue: text.lowercased()) else {
      let allowed = CrystalSystem.allCases.map(\.rawValue).joined(separator: ", ")
      throw GemProblem(name: name, key: "crystalSystem", problem: "must be one of \(allowed)")
    }
    return system
  }

  func transparency(name: String) throws(GemProblem) -> [Transparency] {
    let texts = try decode([String].self, .transparency, name: name, expected: "an array of strings") ?? []
    return try texts.map { text throws(GemProblem) in
      guard let value = Transparency(rawValue: text.lowercased()) else {
        throw GemProblem(
          name: name, key: "transparency", problem: "must hold only transparent, translucent or opaque")
      }
      return value
    }
  }
}

/// The catalog spelling of a range: a number, or `{"min": …, "max": …}`.
private struct CatalogRange: Decodable {
  var value: PropertyRange

  private enum Key: String, CodingKey { case min, max }

  init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer().decode(Double.self) {
      value = PropertyRange(single)
    } else {
      let container = try decoder.container(keyedBy: Key.self)
      value = PropertyRange(
        min: try container.decode(Double.self, forKey: .min),
        max: try container.decode(Double.self, forKey: .max))
    }
  }
}

/// The catalog spelling of a colour.
private struct CatalogColor: Decodable {
  var name: String
  var hex: String?
}
