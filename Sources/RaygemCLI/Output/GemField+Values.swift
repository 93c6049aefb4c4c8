import GemCore
import TerminalRendering

extension GemField {
  /// The field's text in a table or on a detail page: en-dash ranges with
  /// fixed decimals, formula subscripts, a colour swatch, `♥`.
  ///
  /// - Parameters:
  ///   - gem: The gem.
  ///   - isFavorite: Whether the gem is a favorite.
  ///   - colored: Whether colour is on (swatches need it).
  /// - Returns: The text; empty where the gem lacks the value.
  func text(for gem: Gem, isFavorite: Bool, colored: Bool = false) -> StyledText {
    switch self {
    case .id: return StyledText(gem.id, role: .muted)
    case .name: return StyledText(gem.name, role: .name)
    case .species: return StyledText(gem.species ?? "", role: .muted)
    case .color:
      guard let color = gem.color else { return StyledText() }
      if colored, let rgb = color.rgb {
        return StyledText([
          .init("  ", role: .swatch(red: rgb.red, green: rgb.green, blue: rgb.blue)), .init(" " + color.name),
        ])
      }
      return StyledText(color.name)
    case .formula: return StyledText(gem.formula.map(FormulaText.subscripted) ?? "")
    case .hardness: return StyledText(gem.hardness.map { NumberText.format($0, forPeople: true) } ?? "")
    case .specificGravity:
      return StyledText(gem.specificGravity.map { NumberText.format($0, forPeople: true, decimals: 2) } ?? "")
    case .refractiveIndex:
      return StyledText(gem.refractiveIndex.map { NumberText.format($0, forPeople: true, decimals: 3) } ?? "")
    case .favorite: return isFavorite ? StyledText("♥", role: .favorite) : StyledText()
    case .aliases, .summary, .crystalSystem, .transparency, .luster:
      return StyledText(value(for: gem, isFavorite: isFavorite))
    }
  }

  /// The field's text for programs (plain, tsv, csv): ranges with a hyphen
  /// in shortest form, lists joined with `, `, `true`/`false`.
  ///
  /// - Parameters:
  ///   - gem: The gem.
  ///   - isFavorite: Whether the gem is a favorite.
  /// - Returns: The text, not yet neutralised; empty where the gem lacks the value.
  func value(for gem: Gem, isFavorite: Bool) -> String {
    switch self {
    case .id: return gem.id
    case .name: return gem.name
    case .aliases: return gem.aliases.joined(separator: ", ")
    case .species: return gem.species ?? ""
    case .summary: return gem.summary ?? ""
    case .color: return gem.color?.name ?? ""
    case .crystalSystem: return gem.crystalSystem?.rawValue ?? ""
    case .formula: return gem.formula ?? ""
    case .hardness: return gem.hardness.map { NumberText.format($0, forPeople: false) } ?? ""
    case .specificGravity: return gem.specificGravity.map { NumberText.format($0, forPeople: false) } ?? ""
    case .refractiveIndex: return gem.refractiveIndex.map { NumberText.format($0, forPeople: false) } ?? ""
    case .transparency: return gem.transparency.map(\.rawValue).joined(separator: ", ")
    case .luster: return gem.luster ?? ""
    case .favorite: return isFavorite ? "true" : "false"
    }
  }

  /// The field's value as a JSON literal, `null` where the gem lacks it.
  ///
  /// - Parameters:
  ///   - gem: The gem.
  ///   - isFavorite: Whether the gem is a favorite.
  /// - Returns: JSON text in the catalog's own shapes (`{"min":7,"max":7.5}`).
  func json(for gem: Gem, isFavorite: Bool) -> String {
    switch self {
    case .id: return JSONText.string(gem.id)
    case .name: return JSONText.string(gem.name)
    case .aliases: return JSONText.array(gem.aliases)
    case .species: return gem.species.map(JSONText.string) ?? "null"
    case .summary: return gem.summary.map(JSONText.string) ?? "null"
    case .color:
      guard let color = gem.color else { return "null" }
      var members = [(key: "name", json: JSONText.string(color.name))]
      if let hex = color.hex { members.append((key: "hex", json: JSONText.string(hex))) }
      return JSONText.object(members)
    case .crystalSystem: return gem.crystalSystem.map { JSONText.string($0.rawValue) } ?? "null"
    case .formula: return gem.formula.map(JSONText.string) ?? "null"
    case .hardness: return rangeJSON(gem.hardness)
    case .specificGravity: return rangeJSON(gem.specificGravity)
    case .refractiveIndex: return rangeJSON(gem.refractiveIndex)
    case .transparency: return JSONText.array(gem.transparency.map(\.rawValue))
    case .luster: return gem.luster.map(JSONText.string) ?? "null"
    case .favorite: return isFavorite ? "true" : "false"
    }
  }

  /// The cell for this field, holding only what `format` prints: people's
  /// text for a table, plain text for separated values, JSON for JSON.
  func cell(for gem: Gem, isFavorite: Bool, format: OutputFormat, colored: Bool) -> Cell {
    var text = StyledText()
    var value = ""
    var json = ""
    switch format {
    case .table: text = self.text(for: gem, isFavorite: isFavorite, colored: colored)
    case .plain, .tsv, .csv: value = self.value(for: gem, isFavorite: isFavorite)
    case .json, .jsonl: json = self.json(for: gem, isFavorite: isFavorite)
    }
    return Cell(
      key: rawValue, title: title, text: text, value: value, json: json,
      alignment: isNumeric ? .right : .left, isShrinkable: !isNumeric && self != .favorite)
  }

  private func rangeJSON(_ range: PropertyRange?) -> String {
    guard let range else { return "null" }
    if range.isSingleValue { return NumberText.format(range.min) }
    return JSONText.object([
      (key: "min", json: NumberText.format(range.min)), (key: "max", json: NumberText.format(range.max)),
    ])
  }
}
