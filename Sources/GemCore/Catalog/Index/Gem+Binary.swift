extension Gem {
  /// Writes the gem in the catalog index's layout.
  func write(to writer: inout BinaryWriter) {
    writer.append(id)
    writer.append(name)
    writer.append(UInt32(aliases.count))
    for alias in aliases { writer.append(alias) }
    writer.append(optional: species)
    writer.append(optional: summary)
    writer.append(optional: color?.name)
    writer.append(optional: color?.hex)
    writer.append(UInt8(crystalSystem.flatMap { CrystalSystem.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0))
    writer.append(optional: formula)
    for range in [hardness, specificGravity, refractiveIndex] {
      writer.append(UInt8(range == nil ? 0 : 1))
      if let range {
        writer.append(range.min)
        writer.append(range.max)
      }
    }
    writer.append(UInt32(transparency.count))
    for value in transparency { writer.append(UInt8(Transparency.allCases.firstIndex(of: value) ?? 0)) }
    writer.append(optional: luster)
  }

  /// Reads a gem written by ``write(to:)``.
  init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
    let id = try reader.string()
    let name = try reader.string()
    var aliases: [String] = []
    for _ in 0..<(try reader.uint32()) { aliases.append(try reader.string()) }
    let species = try reader.optionalString()
    let summary = try reader.optionalString()
    let colorName = try reader.optionalString()
    let hex = try reader.optionalString()
    let system = Int(try reader.byte())
    guard system <= CrystalSystem.allCases.count else { throw BinaryReader.Damaged() }
    let formula = try reader.optionalString()
    var ranges: [PropertyRange?] = []
    for _ in 0..<3 {
      ranges.append(try reader.byte() == 0 ? nil : PropertyRange(min: try reader.double(), max: try reader.double()))
    }
    var transparency: [Transparency] = []
    for _ in 0..<(try reader.uint32()) {
      let value = Int(try reader.byte())
      guard value < Transparency.allCases.count else { throw BinaryReader.Damaged() }
      transparency.append(Transparency.allCases[value])
    }
    self.init(
      id: id, name: name, aliases: aliases, species: species, summary: summary,
      color: colorName.map { GemColor(name: $0, hex: hex) },
      crystalSystem: system == 0 ? nil : CrystalSystem.allCases[system - 1], formula: formula,
      hardness: ranges[0], specificGravity: ranges[1], refractiveIndex: ranges[2],
      transparency: transparency, luster: try reader.optionalString())
  }
}
