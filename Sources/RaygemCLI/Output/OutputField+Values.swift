import GemCore
import TerminalRendering

extension OutputField {
  /// The field's column in a list: its key, its table title, numbers on
  /// the right, text that may narrow.
  var column: Column {
    Column(
      rawValue, title: title, alignment: isNumeric ? .right : .left, isShrinkable: !isNumeric && self != .favorite)
  }

  /// The value a row of a gem list shows: ``value(for:isFavorite:)``,
  /// with a measured value's bounds only, so that rows stay narrow and
  /// scripts reading separated values get a plain range; the typical value
  /// is the detail page's and JSON's.
  func rowValue(for gem: Gem, isFavorite: Bool) -> CellValue {
    let value = value(for: gem, isFavorite: isFavorite)
    guard case .measured(var range, let decimals) = value, range.typical != nil else { return value }
    range.typical = nil
    return .measured(range, decimals: decimals)
  }

  /// The field's value for `gem`, typed; the layout decides how it prints.
  ///
  /// - Parameters:
  ///   - gem: The gem.
  ///   - isFavorite: Whether the gem is a favorite.
  /// - Returns: The value, or what the catalog format says an absent one
  ///   means; ``CellValue/absent(isList:saidAs:)`` where the gem lacks it,
  ///   said as `none` to people where the bench reads none (a singly
  ///   refractive gem's birefringence, as compare shows it).
  func value(for gem: Gem, isFavorite: Bool) -> CellValue {
    guard case .fact(let fact) = self else { return .favorite(isFavorite) }
    guard let value = gem.valueOrDefault(fact) else {
      let readsNone = FactSeparation.value(of: fact, for: gem) != nil
      return .absent(isList: fact.kind.isList, saidAs: readsNone ? "none" : nil)
    }
    return Self.cell(value, of: fact)
  }

  /// A value of `fact`, typed as rows print it (a range with the fact's
  /// decimals, a formula, a name in its role).
  ///
  /// - Parameters:
  ///   - value: The value, as the catalog gives it.
  ///   - fact: The fact it is a value of.
  /// - Returns: The typed value.
  static func cell(_ value: FieldValue, of fact: GemFact) -> CellValue {
    switch value {
    case .text(let text):
      switch (fact.kind, fact.emphasis) {
      case (.formula, _): return .formula(text)
      case (_, .title): return .text(text, role: .name)
      case (_, .muted): return .text(text, role: .muted)
      case (_, .plain): return .text(text)
      }
    case .range(let range): return .measured(range, decimals: fact.decimals)
    case .number(let number): return .measured(PropertyRange(number), decimals: fact.decimals)
    case .color(let color): return .color(color)
    case .list(let items): return .list(items)
    case .pleochroism(let pleochroism): return .pleochroism(pleochroism)
    case .fluorescence(let fluorescence): return .fluorescence(fluorescence)
    case .spectrum(let spectrum): return .spectrum(spectrum)
    }
  }

  /// The field's text for people, as a table or a detail page shows it.
  ///
  /// - Parameters:
  ///   - gem: The gem.
  ///   - isFavorite: Whether the gem is a favorite.
  ///   - colored: Whether colour is on (swatches need it).
  /// - Returns: The text; empty where the gem lacks the value.
  func text(for gem: Gem, isFavorite: Bool, colored: Bool = false) -> StyledText {
    RowLayout.table(colored: colored).text(value(for: gem, isFavorite: isFavorite))
  }
}
