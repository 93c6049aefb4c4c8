/// The Swift source of the bundled catalog: its gem records, their index,
/// search keys and constants as `StaticString`s, which the binary carries
/// as plain bytes.
struct EmbeddedSource {
  /// The records; valid UTF-8 by the record layout's design.
  let records: [UInt8]
  /// Where each record and each of its facts starts; valid UTF-8 too.
  let index: [UInt8]
  /// Each gem's id and name, back to back; valid UTF-8 too.
  let names: [UInt8]
  /// The folded keys a search needs; valid UTF-8 too.
  let searchKeys: [UInt8]
  /// Each gem's constants, in the records' order (GemCore's `ConstantsTable`); valid UTF-8 too.
  let constants: [UInt8]
  /// How many gems they hold.
  let count: Int

  /// Characters of a literal per source line.
  private static let lineWidth = 100

  var text: String {
    var lines = [
      "// Generated from Resources/gems.json by EmbedCatalogTool. Do not edit.",
      "",
      "/// The bundled catalog's gems as records, in name order.",
      "enum EmbeddedCatalog {",
      "  /// How many gems the records hold.",
      "  static let count = \(count)",
      "  /// The records, back to back.",
    ]
    lines += Self.literal(named: "records", records)
    lines.append("  /// Where each record and each of its facts starts.")
    lines += Self.literal(named: "index", index)
    lines.append("  /// Each gem's id and name, which opening the catalog reads without touching the records.")
    lines += Self.literal(named: "names", names)
    lines.append("  /// The gems' folded names, aliases, misnomers and species, for search.")
    lines += Self.literal(named: "searchKeys", searchKeys)
    lines.append("  /// Each gem's constants, which identify narrows by.")
    lines += Self.literal(named: "constants", constants)
    lines += ["}", ""]
    return lines.joined(separator: "\n")
  }

  /// A `static let NAME: StaticString` declaration holding `bytes`, wrapped into short lines.
  private static func literal(named name: String, _ bytes: [UInt8]) -> [String] {
    var lines = ["  static let \(name): StaticString = \"\"\""]
    var line = ""
    var width = 0
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      let piece = escaped(scalar)
      if width + piece.count > lineWidth {
        lines.append(line + "\\")
        line = ""
        width = 0
      }
      line += piece
      width += piece.count
    }
    return lines + [line, "\"\"\""]
  }

  /// The scalar as it stands in a string literal.
  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\\": return "\\\\"
    case "\"": return "\\\""
    case _ where scalar.value < 0x20 || scalar.value == 0x7F:
      return "\\u{\(String(scalar.value, radix: 16))}"
    default: return String(scalar)
    }
  }
}
