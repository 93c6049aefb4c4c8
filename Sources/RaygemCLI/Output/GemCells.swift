import GemCore
import TerminalRendering

/// A gem's row of fields: machine formats copy its texts straight from the
/// gem's record, so a list of a large catalog makes no value, string or
/// array a field (Sources/Benchmark/README.md, "Large catalogs").
///
/// Measured values go to the one formatter as numbers read from the record;
/// colours, pleochroism and fluorescence, facts whose absence means a value
/// (an absent origin is natural), and people's text go through
/// ``CellValue`` as every row's values do.
struct GemCells: RowCells {
  let gem: Gem
  let fields: [OutputField]
  let isFavorite: Bool
  var count: Int { fields.count }

  func lacks(_ column: Int) -> Bool {
    guard case .fact(let fact) = fields[column] else { return false }
    return !gem.has(fact)
  }

  func value(_ column: Int) -> CellValue {
    fields[column].rowValue(for: gem, isFavorite: isFavorite)
  }

  func appendJSON(_ column: Int, to json: inout [UInt8]) {
    if case .fact(let fact) = fields[column], let isPresent = appendInPlace(fact, to: &json) {
      if isPresent { return }
      if fact.absentValue == nil { return RowLayout.appendJSON(.absent(isList: fact.kind.isList), to: &json) }
    }
    RowLayout.appendJSON(value(column), to: &json)
  }

  /// Appends the JSON of `fact` read from the gem's record in place.
  ///
  /// - Returns: Whether the gem has the fact, or `nil` for the kinds
  ///   written through a typed value, which this leaves to the caller.
  private func appendInPlace(_ fact: GemFact, to json: inout [UInt8]) -> Bool? {
    switch fact.kind {
    case .text, .formula, .choice:
      return gem.withTextBytes(of: fact) { JSONString.append(quoted: $0, to: &json) } != nil
    case .list, .ids, .choices:
      var isFirst = true
      let isPresent = gem.forEachText(of: fact) { item in
        json.append(UInt8(ascii: isFirst ? "[" : ","))
        isFirst = false
        JSONString.append(quoted: item, to: &json)
      }
      if isPresent { json.append(ascii: isFirst ? "[]" : "]") }
      return isPresent
    case .range, .number:
      switch gem[fact] {
      case .range(let range)?: RowLayout.appendJSON(.measured(range, decimals: nil), to: &json)
      case .number(let number)?: RowLayout.appendJSON(.measured(PropertyRange(number), decimals: nil), to: &json)
      default: return false
      }
      return true
    default: return nil
    }
  }

  func appendSeparated(_ column: Int, csv: Bool, to line: inout TrustedLine) {
    if case .fact(let fact) = fields[column] {
      switch fact.kind {
      case .text, .formula, .choice, .color:
        let isCopied = gem.withTextBytes(of: fact) { text in
          guard !text.contains(where: { ControlCharacters.isSuspect($0) || csv && RowLayout.needsQuotes($0) })
          else { return false }
          line.append(chunked: text.assumingMemoryBound(to: UInt8.self))
          return true
        }
        if isCopied == true { return }
      default: break
      }
    }
    RowLayout.appendPlain(value(column), quotingForCSV: csv, to: &line.bytes)
  }
}
