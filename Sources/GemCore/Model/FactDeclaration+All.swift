extension FactDeclaration {
  /// Every fact of the catalog format, declared once, in the order of
  /// README's catalog table (``GemFact/all`` follows it).
  ///
  /// Facts are from the standard gemmological vocabulary: refractive index
  /// in sodium light, birefringence as the largest difference of its
  /// indices, dispersion as the B–G interval, specific gravity as a ratio
  /// (no unit), hardness on the Mohs scale.
  static let all: [FactDeclaration] = [
    FactDeclaration("id", .text, label: "ID", section: .names, emphasis: .muted),
    FactDeclaration("name", .text, label: "Name", section: .names, emphasis: .title),
    FactDeclaration("aliases", .list, label: "Also called", heading: "Aliases", section: .names),
    FactDeclaration("misnomers", .list, label: "Misnomers", section: .names),
    FactDeclaration("species", .text, label: "Species", section: .names, emphasis: .muted),
    FactDeclaration(
      "origin", .choice(Origin.allCases.map { $0.rawValue }), label: "Origin", section: .origin,
      absentValue: .text(Origin.natural.rawValue)),
    FactDeclaration("syntheticOf", .ids, label: "Synthetic of", section: .lookAlikes),
    FactDeclaration("imitates", .ids, label: "Imitates", section: .lookAlikes),
    FactDeclaration("summary", .text, label: "Summary", section: .about),
    FactDeclaration("color", .color, label: "Color", section: .appearance),
    FactDeclaration(
      "crystalSystem", .choice(CrystalSystem.allCases.map { $0.rawValue }), label: "Crystal system",
      section: .names),
    FactDeclaration("formula", .formula, label: "Formula", section: .names),
    FactDeclaration("hardness", .range, label: "Mohs hardness", heading: "Mohs", section: .durability, limits: 1...10),
    FactDeclaration(
      "specificGravity", .range, label: "Specific gravity", heading: "SG", section: .identification, decimals: 2,
      limits: 0.5...25),
    FactDeclaration(
      "refractiveIndex", .range, label: "Refractive index", heading: "RI", section: .identification, decimals: 3,
      limits: 1...5),
    FactDeclaration(
      "birefringence", .range, label: "Birefringence", heading: "Biref", section: .identification, decimals: 3,
      limits: 0...1),
    FactDeclaration(
      "dispersion", .number, label: "Dispersion", heading: "Disp", section: .identification, decimals: 3,
      limits: 0...1),
    FactDeclaration(
      "opticCharacter", .choice(OpticCharacter.allCases.map { $0.rawValue }), label: "Optic character",
      heading: "Optic", section: .identification),
    FactDeclaration(
      "opticSign", .choice(OpticSign.allCases.map { $0.rawValue }), label: "Optic sign", heading: "Sign",
      section: .identification),
    FactDeclaration("pleochroism", .pleochroism, label: "Pleochroism", section: .identification),
    FactDeclaration("fluorescence", .fluorescence, label: "Fluorescence", section: .identification),
    FactDeclaration("cleavage", .text, label: "Cleavage", section: .durability),
    FactDeclaration("fracture", .text, label: "Fracture", section: .durability),
    FactDeclaration(
      "toughness", .choice(Toughness.allCases.map { $0.rawValue }), label: "Toughness", section: .durability),
    FactDeclaration(
      "transparency", .choices(Transparency.allCases.map { $0.rawValue }), label: "Transparency",
      section: .appearance),
    FactDeclaration("luster", .text, label: "Luster", section: .appearance),
    FactDeclaration("treatments", .list, label: "Treatments", section: .origin),
    FactDeclaration("localities", .list, label: "Localities", section: .origin),
    FactDeclaration("sources", .list, label: "Sources", section: .references),
  ]
}
