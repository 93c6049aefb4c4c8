import GemCore
import TerminalRendering

extension RowLayout {
  /// Whether people's text is drawn in colour (swatches, the selected row).
  var isColored: Bool {
    switch self {
    case .table(let colored), .viewport(_, _, _, let colored): return colored
    case .separated, .jsonArray, .jsonLines: return false
    }
  }

  /// A value as people read it in a table or on a page: en-dash ranges
  /// with the fact's decimals, formula subscripts, a colour swatch, `♥`.
  ///
  /// - Parameter value: The value.
  /// - Returns: Its text; empty for an absent value.
  func text(_ value: CellValue) -> StyledText {
    switch value {
    case .absent: return StyledText()
    case .text(let text, let role): return StyledText(text, role: role)
    case .styled(let text): return text
    case .formula(let formula): return StyledText(FormulaText.subscripted(formula))
    case .measured(let range, let decimals):
      return StyledText(NumberText.format(range, forPeople: true, decimals: decimals))
    case .color(let color):
      if isColored, let rgb = color.rgb {
        return StyledText([
          .init("  ", role: .swatch(red: rgb.red, green: rgb.green, blue: rgb.blue)), .init(" " + color.name),
        ])
      }
      return StyledText(color.name)
    case .favorite(let isFavorite): return isFavorite ? StyledText("♥", role: .favorite) : StyledText()
    case .number, .deviation, .list, .pleochroism, .fluorescence, .bool, .object, .array:
      return StyledText(Self.plain(value))
    }
  }

  /// A value as programs read it in separated values: ranges with a hyphen
  /// in shortest form, lists joined, `true`/`false`.
  ///
  /// - Parameter value: The value.
  /// - Returns: The text, not yet neutralised; empty for an absent value.
  static func plain(_ value: CellValue) -> String {
    switch value {
    case .absent: return ""
    case .text(let text, _), .formula(let text): return text
    case .styled(let text): return text.plain
    case .measured(let range, _): return NumberText.format(range, forPeople: false)
    case .number(let number): return NumberText.format(number)
    case .deviation(let deviation, let decimals):
      let magnitude = abs(deviation)
      let digits = decimals.map { NumberText.format(magnitude, decimals: $0) } ?? NumberText.format(magnitude)
      return (deviation < 0 ? "-" : "+") + digits
    case .list(let items, let separator): return items.joined(separator: separator)
    case .color(let color): return color.name
    case .pleochroism(let pleochroism):
      let strength = pleochroism.strength.rawValue
      return pleochroism.colors.isEmpty ? strength : strength + ": " + pleochroism.colors.joined(separator: ", ")
    case .fluorescence(let fluorescence):
      let parts = [fluorescence.longWave.map { "LW " + $0 }, fluorescence.shortWave.map { "SW " + $0 }]
      return parts.compactMap { $0 }.joined(separator: "; ")
    case .favorite(let flag), .bool(let flag): return flag ? "true" : "false"
    case .object, .array: return json(value)
    }
  }

  /// A value as a JSON literal, in the catalog's own shapes: every measured
  /// value as `{"min": a, "max": b}` (equal bounds for a single value, so
  /// that `jq '.hardness.min'` works on every gem).
  ///
  /// - Parameter value: The value.
  /// - Returns: JSON text.
  static func json(_ value: CellValue) -> String {
    switch value {
    case .absent(let isList): return isList ? "[]" : "null"
    case .text(let text, _), .formula(let text): return JSONText.string(text)
    case .styled(let text): return JSONText.string(text.plain)
    case .measured(let range, _):
      return JSONText.object([
        (key: "min", json: NumberText.format(range.min)), (key: "max", json: NumberText.format(range.max)),
      ])
    case .number(let number): return NumberText.format(number)
    case .deviation(let deviation, _): return NumberText.format((deviation * 1e6).rounded() / 1e6)
    case .list(let items, _): return JSONText.array(items)
    case .color(let color):
      var members = [(key: "name", json: JSONText.string(color.name))]
      if let hex = color.hex { members.append((key: "hex", json: JSONText.string(hex))) }
      return JSONText.object(members)
    case .pleochroism(let pleochroism):
      return JSONText.object([
        (key: "strength", json: JSONText.string(pleochroism.strength.rawValue)),
        (key: "colors", json: JSONText.array(pleochroism.colors)),
      ])
    case .fluorescence(let fluorescence):
      var members: [(key: String, json: String)] = []
      if let longWave = fluorescence.longWave { members.append((key: "longWave", json: JSONText.string(longWave))) }
      if let shortWave = fluorescence.shortWave {
        members.append((key: "shortWave", json: JSONText.string(shortWave)))
      }
      return JSONText.object(members)
    case .favorite(let flag), .bool(let flag): return flag ? "true" : "false"
    case .object(let members): return JSONText.object(members.map { (key: $0.key, json: json($0.value)) })
    case .array(let values): return "[" + values.map(json).joined(separator: ",") + "]"
    }
  }
}
