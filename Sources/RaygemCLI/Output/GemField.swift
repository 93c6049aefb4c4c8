/// A field that `--fields` can name: the catalog's keys plus `favorite`.
enum GemField: String, Sendable, CaseIterable {
  case id, name, aliases, species, summary, color, crystalSystem, formula
  case hardness, specificGravity, refractiveIndex, transparency, luster, favorite

  /// The columns a table shows by default.
  static let tableDefaults: [GemField] = [
    .favorite, .name, .species, .color, .hardness, .specificGravity, .refractiveIndex,
  ]
  /// The fields plain, tsv and csv rows show by default.
  static let rowDefaults: [GemField] = [
    .id, .name, .species, .color, .hardness, .specificGravity, .refractiveIndex, .favorite,
  ]
  /// The fields `favorite` reports in machine-readable formats.
  static let favoriteReportDefaults: [GemField] = [.id, .name, .favorite]

  /// The column title in a table, or the label on a detail page.
  var title: String {
    switch self {
    case .id: return "ID"
    case .name: return "Name"
    case .aliases: return "Aliases"
    case .species: return "Species"
    case .summary: return "Summary"
    case .color: return "Color"
    case .crystalSystem: return "Crystal system"
    case .formula: return "Formula"
    case .hardness: return "Mohs"
    case .specificGravity: return "SG"
    case .refractiveIndex: return "RI"
    case .transparency: return "Transparency"
    case .luster: return "Luster"
    case .favorite: return "♥"
    }
  }

  /// Numbers line up on the right in a table.
  var isNumeric: Bool {
    switch self {
    case .hardness, .specificGravity, .refractiveIndex: return true
    default: return false
    }
  }

  /// Parses a `--fields` value such as `name,hardness`.
  ///
  /// - Parameter list: Comma-separated field names; spaces around names
  ///   are ignored.
  /// - Returns: The fields in the order given, without repeats.
  /// - Throws: ``RaygemError/usage(_:)`` for an empty list or an unknown
  ///   name, suggesting the closest field.
  static func parseList(_ list: String) throws(RaygemError) -> [GemField] {
    var fields: [GemField] = []
    for piece in list.split(separator: ",", omittingEmptySubsequences: false) {
      let name = piece.trimmingCharacters(in: " ")
      guard let field = GemField(rawValue: name) else {
        throw .usage(Suggestion.unknown("field", name, among: allCases.map(\.rawValue)))
      }
      if !fields.contains(field) { fields.append(field) }
    }
    return fields
  }
}

extension Substring {
  /// The text without leading and trailing copies of `character`.
  fileprivate func trimmingCharacters(in character: Character) -> String {
    String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
  }
}
