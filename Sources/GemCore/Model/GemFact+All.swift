extension GemFact {
  /// Every fact of the catalog format, declared once.
  ///
  /// The order is that of DESIGN.md's catalog table, which is also the
  /// order of `--fields` and of JSON output.
  ///
  /// Facts are from the standard gemmological vocabulary: refractive index
  /// in sodium light, birefringence as the largest difference of its
  /// indices, dispersion as the B–G interval, specific gravity as a ratio
  /// (no unit), hardness on the Mohs scale.
  public static let all: [GemFact] = declarations.enumerated().map { $0.element.placed(at: $0.offset) }

  /// The id and the name, which every gem has and keeps outside its facts.
  static let idOrdinal = 0
  static let nameOrdinal = 1

  private static let declarations: [GemFact] = [
    GemFact("id", .text, label: "ID", section: .names, emphasis: .muted),
    GemFact("name", .text, label: "Name", section: .names, emphasis: .title),
    GemFact("aliases", .list, label: "Also called", heading: "Aliases", section: .names),
    GemFact("misnomers", .list, label: "Misnomers", section: .names),
    GemFact("species", .text, label: "Species", section: .names, emphasis: .muted),
    GemFact(
      "origin", .choice(Origin.allCases.map { $0.rawValue }), label: "Origin", section: .origin,
      absentValue: .text(Origin.natural.rawValue)),
    GemFact("syntheticOf", .ids, label: "Synthetic of", section: .lookAlikes),
    GemFact("imitates", .ids, label: "Imitates", section: .lookAlikes),
    GemFact("summary", .text, label: "Summary", section: .about),
    GemFact("color", .color, label: "Color", section: .appearance),
    GemFact(
      "crystalSystem", .choice(CrystalSystem.allCases.map { $0.rawValue }), label: "Crystal system",
      section: .names),
    GemFact("formula", .formula, label: "Formula", section: .names),
    GemFact("hardness", .range, label: "Mohs hardness", heading: "Mohs", section: .durability),
    GemFact("specificGravity", .range, label: "Specific gravity", heading: "SG", section: .identification, decimals: 2),
    GemFact("refractiveIndex", .range, label: "Refractive index", heading: "RI", section: .identification, decimals: 3),
    GemFact("birefringence", .range, label: "Birefringence", heading: "Biref", section: .identification, decimals: 3),
    GemFact("dispersion", .number, label: "Dispersion", heading: "Disp", section: .identification, decimals: 3),
    GemFact(
      "opticCharacter", .choice(OpticCharacter.allCases.map { $0.rawValue }), label: "Optic character",
      heading: "Optic", section: .identification),
    GemFact(
      "opticSign", .choice(OpticSign.allCases.map { $0.rawValue }), label: "Optic sign", heading: "Sign",
      section: .identification),
    GemFact("pleochroism", .pleochroism, label: "Pleochroism", section: .identification),
    GemFact("fluorescence", .fluorescence, label: "Fluorescence", section: .identification),
    GemFact("cleavage", .text, label: "Cleavage", section: .durability),
    GemFact("fracture", .text, label: "Fracture", section: .durability),
    GemFact(
      "toughness", .choice(Toughness.allCases.map { $0.rawValue }), label: "Toughness", section: .durability),
    GemFact(
      "transparency", .choices(Transparency.allCases.map { $0.rawValue }), label: "Transparency",
      section: .appearance),
    GemFact("luster", .text, label: "Luster", section: .appearance),
    GemFact("treatments", .list, label: "Treatments", section: .origin),
    GemFact("localities", .list, label: "Localities", section: .origin),
    GemFact("sources", .list, label: "Sources", section: .references),
  ]
}
