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
    case .absent(_, let word): return word.map { StyledText($0, role: .muted) } ?? StyledText()
    case .text(let text, let role): return StyledText(text, role: role)
    case .styled(let text): return text
    case .formula(let formula): return StyledText(FormulaText.subscripted(formula))
    case .measured(let range, let decimals):
      return StyledText(Self.measured(range, forPeople: true, decimals: decimals))
    case .color(let color):
      if isColored, let rgb = color.rgb {
        return StyledText([
          .init("  ", role: .swatch(red: rgb.red, green: rgb.green, blue: rgb.blue)), .init(" " + color.name),
        ])
      }
      return StyledText(color.name)
    case .favorite(let isFavorite): return isFavorite ? StyledText("♥", role: .favorite) : StyledText()
    case .fluorescence(let fluorescence): return StyledText(Self.text(fluorescence, forPeople: true))
    case .spectrum(let spectrum): return StyledText(Self.text(spectrum, forPeople: true))
    case .number, .deviation, .list, .pleochroism, .bool, .object, .array:
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
    case .measured(let range, _): return measured(range, forPeople: false)
    case .number(let number): return NumberText.format(number)
    case .deviation(let deviation, let decimals):
      let magnitude = abs(deviation)
      // A deviation the fact's decimals round to nothing shows its first digit (≈ -0.00 said nothing).
      let places = decimals.map { decimals in
        (decimals..<decimals + 3).first { magnitude * Math.pow(10, Double($0)) >= 0.5 } ?? decimals
      }
      let digits = places.map { NumberText.format(magnitude, decimals: $0) } ?? NumberText.format(magnitude)
      return (deviation < 0 ? "-" : "+") + digits
    case .list(let items, let separator): return items.joinedText(separator: separator)
    case .color(let color): return color.name
    case .pleochroism(let pleochroism):
      let strength = pleochroism.strength.rawValue
      return pleochroism.colors.isEmpty ? strength : strength + ": " + pleochroism.colors.joined(separator: ", ")
    case .fluorescence(let fluorescence): return text(fluorescence, forPeople: false)
    case .spectrum(let spectrum): return text(spectrum, forPeople: false)
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
    var json: [UInt8] = []
    appendJSON(value, to: &json)
    return String(decoding: json, as: UTF8.self)
  }

  /// Appends `value` as a JSON literal (see ``json(_:)``) to the UTF-8 of
  /// `json`: rows of JSON are written piece by piece into one buffer.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - json: The JSON written so far.
  static func appendJSON(_ value: CellValue, to json: inout [UInt8]) {
    switch value {
    case .absent(let isList, _): json.append(ascii: isList ? "[]" : "null")
    case .text(let text, _), .formula(let text): JSONString.append(quoted: text, to: &json)
    case .styled(let text): JSONString.append(quoted: text.plain, to: &json)
    case .measured(let range, _):
      json.append(ascii: #"{"min":"#)
      NumberText.append(range.min, to: &json)
      json.append(ascii: #","max":"#)
      NumberText.append(range.max, to: &json)
      if let typical = range.typical {
        json.append(ascii: #","typical":"#)
        NumberText.append(typical, to: &json)
      }
      json.append(UInt8(ascii: "}"))
    case .number(let number): NumberText.append(number, to: &json)
    case .deviation(let deviation, _): NumberText.append((deviation * 1e6).rounded() / 1e6, to: &json)
    case .list(let items, _):
      json.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { json.append(UInt8(ascii: ",")) }
        JSONString.append(quoted: item, to: &json)
      }
      json.append(UInt8(ascii: "]"))
    case .color(let color):
      json.append(ascii: #"{"name":"#)
      JSONString.append(quoted: color.name, to: &json)
      if let hex = color.hex {
        json.append(ascii: #","hex":"#)
        JSONString.append(quoted: hex, to: &json)
      }
      json.append(UInt8(ascii: "}"))
    case .pleochroism(let pleochroism):
      appendJSON(
        .object([
          (key: "strength", value: .text(pleochroism.strength.rawValue)),
          (key: "colors", value: .list(pleochroism.colors)),
        ]), to: &json)
    case .fluorescence(let fluorescence): appendJSON(fluorescence, to: &json)
    case .spectrum(let spectrum): appendJSON(spectrum, to: &json)
    case .favorite(let flag), .bool(let flag): json.append(ascii: flag ? "true" : "false")
    case .object(let members): appendJSONObject(members.map { ($0.key, $0.value) }, to: &json)
    case .array(let values):
      json.append(UInt8(ascii: "["))
      for (index, element) in values.enumerated() {
        if index > 0 { json.append(UInt8(ascii: ",")) }
        appendJSON(element, to: &json)
      }
      json.append(UInt8(ascii: "]"))
    }
  }

  /// Appends a JSON object of `members`, keys in their order, to `json`.
  static func appendJSONObject(_ members: some Sequence<(String, CellValue)>, to json: inout [UInt8]) {
    json.append(UInt8(ascii: "{"))
    for (index, (key, value)) in members.enumerated() {
      if index > 0 { json.append(UInt8(ascii: ",")) }
      JSONString.append(quoted: key, to: &json)
      json.append(UInt8(ascii: ":"))
      appendJSON(value, to: &json)
    }
    json.append(UInt8(ascii: "}"))
  }
}
