import Foundation

/// Writes the gems of a catalog as Swift initialiser calls.
///
/// Only the shapes of the catalog format are handled here; whether the
/// values are valid is GemCore's decoder's business, and a test compares
/// the two. What this cannot express becomes an `#error`, so a bad bundled
/// catalog stops the build with a message naming the gem.
struct CatalogSource {
  let gems: [[String: Any]]

  init(json: Data) throws {
    let document = try JSONSerialization.jsonObject(with: json)
    gems = (document as? [String: Any])?["gems"] as? [[String: Any]] ?? []
  }

  func swiftSource() -> String {
    var lines = [
      "// Generated from Resources/gems.json by EmbedCatalogTool. Do not edit.",
      "",
      "/// The bundled catalog's gems, compiled from `Resources/gems.json`.",
      "enum EmbeddedCatalog {",
      "  static let gems: [Gem] = [",
    ]
    for (index, gem) in gems.enumerated() {
      lines.append("    " + initialiser(for: gem, index: index) + ",")
    }
    lines += ["  ]", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  private func initialiser(for gem: [String: Any], index: Int) -> String {
    guard let id = gem["id"] as? String, let name = gem["name"] as? String else {
      return "Gem(id: \"\", name: \"\")\n#error(\"gems[\(index)] of the bundled catalog needs an id and a name\")"
    }
    var arguments = ["id: \(literal(id))", "name: \(literal(name))"]
    if let aliases = gem["aliases"] as? [String] {
      arguments.append("aliases: [" + aliases.map(literal).joined(separator: ", ") + "]")
    }
    for key in ["species", "summary"] {
      if let text = gem[key] as? String { arguments.append("\(key): \(literal(text))") }
    }
    if let color = gem["color"] as? [String: Any], let colorName = color["name"] as? String {
      let hex = (color["hex"] as? String).map(literal) ?? "nil"
      arguments.append("color: GemColor(name: \(literal(colorName)), hex: \(hex))")
    }
    if let system = gem["crystalSystem"] as? String {
      arguments.append("crystalSystem: .\(system.lowercased())")
    }
    if let formula = gem["formula"] as? String { arguments.append("formula: \(literal(formula))") }
    for key in ["hardness", "specificGravity", "refractiveIndex"] {
      if let range = range(gem[key]) { arguments.append("\(key): \(range)") }
    }
    if let transparency = gem["transparency"] as? [String] {
      arguments.append("transparency: [" + transparency.map { "." + $0.lowercased() }.joined(separator: ", ") + "]")
    }
    if let luster = gem["luster"] as? String { arguments.append("luster: \(literal(luster))") }
    return "Gem(\n    " + arguments.joined(separator: ",\n    ") + ")"
  }

  private func range(_ value: Any?) -> String? {
    if let number = value as? NSNumber { return "PropertyRange(\(number.doubleValue))" }
    guard let bounds = value as? [String: Any], let min = bounds["min"] as? NSNumber,
      let max = bounds["max"] as? NSNumber
    else { return nil }
    return "PropertyRange(min: \(min.doubleValue), max: \(max.doubleValue))"
  }

  /// A Swift string literal for `text`.
  private func literal(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": output += "\\\\"
      case "\"": output += "\\\""
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        output += "\\u{\(String(scalar.value, radix: 16))}"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }
}
