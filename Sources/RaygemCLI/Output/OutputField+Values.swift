import GemCore
import TerminalRendering

extension OutputField {
  /// The field's text in a table or on a detail page: en-dash ranges with
  /// the fact's decimals, formula subscripts, a colour swatch, `♥`.
  ///
  /// - Parameters:
  ///   - gem: The gem.
  ///   - isFavorite: Whether the gem is a favorite.
  ///   - colored: Whether colour is on (swatches need it).
  /// - Returns: The text; empty where the gem lacks the value.
  func text(for gem: Gem, isFavorite: Bool, colored: Bool = false) -> StyledText {
    guard case .fact(let fact) = self else { return isFavorite ? StyledText("♥", role: .favorite) : StyledText() }
    guard let value = gem.valueOrDefault(fact) else { return StyledText() }
    switch value {
    case .text(let text):
      switch (fact.kind, fact.emphasis) {
      case (.formula, _): return StyledText(FormulaText.subscripted(text))
      case (_, .title): return StyledText(text, role: .name)
      case (_, .muted): return StyledText(text, role: .muted)
      case (_, .plain): return StyledText(text)
      }
    case .range(let range):
      return StyledText(NumberText.format(range, forPeople: true, decimals: fact.decimals))
    case .number(let number):
      return StyledText(NumberText.format(PropertyRange(number), forPeople: true, decimals: fact.decimals))
    case .color(let color):
      if colored, let rgb = color.rgb {
        return StyledText([
          .init("  ", role: .swatch(red: rgb.red, green: rgb.green, blue: rgb.blue)), .init(" " + color.name),
        ])
      }
      return StyledText(color.name)
    case .list, .pleochroism, .fluorescence:
      return StyledText(Self.machineText(value, of: fact))
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
    guard case .fact(let fact) = self else { return isFavorite ? "true" : "false" }
    return gem.valueOrDefault(fact).map { Self.machineText($0, of: fact) } ?? ""
  }

  /// One value as plain text: `strong: red, orange` for pleochroism,
  /// `LW strong red; SW inert` for fluorescence.
  private static func machineText(_ value: FieldValue, of fact: GemFact) -> String {
    switch value {
    case .text(let text): return text
    case .list(let items): return items.joined(separator: ", ")
    case .range(let range): return NumberText.format(range, forPeople: false)
    case .number(let number): return NumberText.format(number)
    case .color(let color): return color.name
    case .pleochroism(let pleochroism):
      let strength = pleochroism.strength.rawValue
      return pleochroism.colors.isEmpty ? strength : strength + ": " + pleochroism.colors.joined(separator: ", ")
    case .fluorescence(let fluorescence):
      let parts = [fluorescence.longWave.map { "LW " + $0 }, fluorescence.shortWave.map { "SW " + $0 }]
      return parts.compactMap { $0 }.joined(separator: "; ")
    }
  }

  /// The field's value as a JSON literal: `null` where the gem lacks it,
  /// `[]` for an absent list.
  ///
  /// - Parameters:
  ///   - gem: The gem.
  ///   - isFavorite: Whether the gem is a favorite.
  /// - Returns: JSON text in the catalog's own shapes (`{"min":7,"max":7.5}`).
  func json(for gem: Gem, isFavorite: Bool) -> String {
    guard case .fact(let fact) = self else { return isFavorite ? "true" : "false" }
    guard let value = gem.valueOrDefault(fact) else { return fact.kind.isList ? "[]" : "null" }
    switch value {
    case .text(let text): return JSONText.string(text)
    case .list(let items): return JSONText.array(items)
    case .range(let range): return Self.rangeJSON(range)
    case .number(let number): return Self.rangeJSON(PropertyRange(number))
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
    }
  }

  /// The cell for this field, holding only what `format` prints: people's
  /// text for a table, plain text for separated values, JSON for JSON.
  func cell(for gem: Gem, isFavorite: Bool, format: OutputFormat, colored: Bool) -> Cell {
    Cell(
      key: rawValue, title: title, format: format, text: text(for: gem, isFavorite: isFavorite, colored: colored),
      value: value(for: gem, isFavorite: isFavorite), json: json(for: gem, isFavorite: isFavorite),
      alignment: isNumeric ? .right : .left, isShrinkable: !isNumeric && self != .favorite)
  }

  /// Every measured value as `{"min": a, "max": b}`, equal bounds for a
  /// single value, so that `jq '.hardness.min'` works on every gem.
  private static func rangeJSON(_ range: PropertyRange) -> String {
    JSONText.object([
      (key: "min", json: NumberText.format(range.min)), (key: "max", json: NumberText.format(range.max)),
    ])
  }
}
