extension Gem {
  /// Every fact's key, in ``GemFact/all`` order, for ``JSONReader/readObject(keys:keepingOthers:)``.
  static let catalogKeys = JSONKeys(GemFact.all.map { $0.key })

  /// Decodes the catalog gem whose JSON value the reader is at, reporting
  /// the first bad key as a ``GemProblem``.
  ///
  /// Keys are checked in ``GemFact/all`` order, whatever their order in the
  /// text, with `name` first, so that every later problem can name the
  /// gem. `null` and an empty list count as absent, a list item without a
  /// letter or digit is refused,
  /// unknown keys (`favorite`, which JSON output adds) are ignored, and a
  /// known key given twice is refused (which value was meant cannot be told).
  /// The id is left empty when absent; the catalog derives it from the
  /// name. Relations (`syntheticOf`, `imitates`) are checked against the
  /// whole catalog by ``CatalogDocument``.
  ///
  /// - Parameter reader: A reader at the gem's value; it ends after the value.
  /// - Throws: ``GemProblem`` naming the key and what is wrong with it.
  init(catalogEntry reader: inout JSONReader) throws(GemProblem) {
    guard let members = reader.readObject(keys: Self.catalogKeys) else {
      throw GemProblem(name: nil, key: "gem", problem: "must be an object")
    }
    let entry = FactReader(bytes: reader.bytes, members: members)
    if members.firstRepeated == GemFact.name.ordinal {
      throw GemProblem(name: nil, key: "name", problem: "appears more than once")
    }
    guard let name = try entry.text(GemFact.name, gem: nil) else {
      throw GemProblem(name: nil, key: "name", problem: "is required")
    }
    guard TextFolding.keepsAnything(name) else {
      throw GemProblem(name: name, key: "name", problem: "must contain a letter or digit")
    }
    if let repeated = members.firstRepeated {
      throw GemProblem(name: name, key: GemFact.all[repeated].key, problem: "appears more than once")
    }
    let id = try entry.text(GemFact.id, gem: name)
    if let id { try Self.checkID(id, name: name) }
    self.init(id: id ?? "", name: name)
    for fact in GemFact.all where fact.ordinal > GemFact.name.ordinal {
      guard let value = try entry.value(of: fact, gem: name), !Self.saysNothing(value, of: fact) else { continue }
      if case .list(let items) = value, !items.allSatisfy(TextFolding.keepsAnything) {
        throw GemProblem(name: name, key: fact.key, problem: "holds an item without a letter or digit")
      }
      self[fact] = value
    }
    try checkFactsAgree()
  }

  /// Refuses an id that is not one word a command line can take as it is:
  /// an id is typed after `detail` and `favorite`, and written in scripts.
  ///
  /// - Throws: ``GemProblem`` for an empty id, one with white space, a
  ///   control character or an invisible format character (a zero-width
  ///   space, a direction mark) in it, or one that begins with `-`.
  private static func checkID(_ id: String, name: String) throws(GemProblem) {
    if id.allSatisfy(\.isWhitespace) {
      throw GemProblem(name: name, key: "id", problem: "must not be empty")
    }
    let isBreaking = { (scalar: Unicode.Scalar) in
      scalar.properties.isWhitespace || [.control, .format].contains(scalar.properties.generalCategory)
    }
    if id.unicodeScalars.contains(where: isBreaking) {
      throw GemProblem(
        name: name, key: "id",
        problem:
          "must not contain white space, control or invisible characters: an id is one word, such as rose-quartz")
    }
    if id.hasPrefix("-") {
      throw GemProblem(
        name: name, key: "id", problem: "must not begin with \"-\", which a command line reads as an option")
    }
  }

  /// Whether `value` is an empty list, which says nothing: JSON output
  /// writes one for every absent list (`"syntheticOf": []` on every gem),
  /// so it is kept as absent, and what raygem writes reads back as the
  /// same gem.
  private static func saysNothing(_ value: FieldValue, of fact: GemFact) -> Bool {
    guard fact.kind.isList, case .list(let items) = value else { return false }
    return items.isEmpty
  }

  /// Refuses facts that contradict each other: an optic sign on a singly
  /// refractive or aggregate gem, natural counterparts on a gem that is not
  /// synthetic, a rare hue that is not among its hues, a relation naming one gem twice.
  private func checkFactsAgree() throws(GemProblem) {
    if self[.opticSign] != nil, let character = self[.opticCharacter],
      character == .isotropic || character == .aggregate
    {
      throw GemProblem(
        name: name, key: "opticSign",
        problem: "applies only to uniaxial and biaxial gems, not \(character.rawValue) ones")
    }
    if self[.syntheticOf] != nil, origin != .synthetic {
      throw GemProblem(
        name: name, key: "syntheticOf", problem: "is only for synthetics; give \"origin\": \"synthetic\" too")
    }
    if let rare = self[.rareHues] {
      let hues = self[.hues] ?? []
      if let outside = rare.first(where: { !hues.contains($0) }) {
        throw GemProblem(
          name: name, key: "rareHues", problem: "names \"\(outside)\", which is not among its \"hues\"")
      }
    }
    for field in [GemField.syntheticOf, .imitates] {
      let ids = self[field] ?? []
      if let repeated = ids.enumerated().first(where: { ids[..<$0.offset].contains($0.element) })?.element {
        throw GemProblem(name: name, key: field.fact.key, problem: "names \"\(Excerpt.of(repeated))\" twice")
      }
    }
  }
}
