import GemCore
import TerminalRendering

extension GemField {
  /// The field's text in a table, a detail page or a separated-values row.
  ///
  /// - Parameters:
  ///   - gem: The gem.
  ///   - isFavorite: Whether the gem is a favorite.
  ///   - forPeople: Table and detail style (en dashes, subscripts, swatch,
  ///     `♥`) rather than the plain style of programs' formats.
  ///   - colored: Whether colour is on (swatches need it).
  /// - Returns: The text; empty where the gem lacks the value.
  func text(for gem: Gem, isFavorite: Bool, forPeople: Bool, colored: Bool = false) -> StyledText {
    let separator = ", "
    switch self {
    case .id: return StyledText(gem.id, role: .muted)
    case .name: return StyledText(gem.name, role: .name)
    case .aliases: return StyledText(gem.aliases.joined(separator: separator))
    case .species: return StyledText(gem.species ?? "", role: .muted)
    case .summary: return StyledText(gem.summary ?? "")
    case .color:
      guard let color = gem.color else { return StyledText() }
      if forPeople, colored, let rgb = color.rgb {
        return StyledText([
          .init("  ", role: .swatch(red: rgb.red, green: rgb.green, blue: rgb.blue)), .init(" " + color.name),
        ])
      }
      return StyledText(color.name)
    case .crystalSystem: return StyledText(gem.crystalSystem?.rawValue ?? "")
    case .formula:
      guard let formula = gem.formula else { return StyledText() }
      return StyledText(forPeople ? FormulaText.subscripted(formula) : formula)
    case .hardness: return rangeText(gem.hardness, forPeople: forPeople, decimals: nil)
    case .specificGravity: return rangeText(gem.specificGravity, forPeople: forPeople, decimals: 2)
    case .refractiveIndex: return rangeText(gem.refractiveIndex, forPeople: forPeople, decimals: 3)
    case .transparency: return StyledText(gem.transparency.map(\.rawValue).joined(separator: separator))
    case .luster: return StyledText(gem.luster ?? "")
    case .favorite:
      if forPeople { return isFavorite ? StyledText("♥", role: .favorite) : StyledText() }
      return StyledText(isFavorite ? "true" : "false")
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
    case .table: text = self.text(for: gem, isFavorite: isFavorite, forPeople: true, colored: colored)
    case .plain, .tsv, .csv: value = self.text(for: gem, isFavorite: isFavorite, forPeople: false).plain
    case .json, .jsonl: json = self.json(for: gem, isFavorite: isFavorite)
    }
    return Cell(
      key: rawValue, title: title, text: text, value: value, json: json,
      alignment: isNumeric ? .right : .left, isShrinkable: !isNumeric && self != .favorite)
  }

  private func rangeText(_ range: PropertyRange?, forPeople: Bool, decimals: Int?) -> StyledText {
    StyledText(range.map { NumberText.format($0, forPeople: forPeople, decimals: decimals) } ?? "")
  }

  private func rangeJSON(_ range: PropertyRange?) -> String {
    guard let range else { return "null" }
    if range.isSingleValue { return NumberText.format(range.min) }
    return JSONText.object([
      (key: "min", json: NumberText.format(range.min)), (key: "max", json: NumberText.format(range.max)),
    ])
  }
}
