/// The Swift source of the bundled catalog: its gem records as one
/// `StaticString`, which the binary carries as plain bytes.
struct EmbeddedSource {
  /// The records; valid UTF-8 by the record layout's design.
  let records: [UInt8]
  /// How many gems they hold.
  let count: Int

  /// Characters of the literal per source line.
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
      "  static let records: StaticString = \"\"\"",
    ]
    var line = ""
    var width = 0
    for scalar in String(decoding: records, as: UTF8.self).unicodeScalars {
      let piece = Self.escaped(scalar)
      if width + piece.count > Self.lineWidth {
        lines.append(line + "\\")
        line = ""
        width = 0
      }
      line += piece
      width += piece.count
    }
    lines.append(line)
    lines += ["\"\"\"", "}", ""]
    return lines.joined(separator: "\n")
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
