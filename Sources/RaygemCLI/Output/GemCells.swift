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

  func appendJSON(_ column: Int, to line: inout TrustedLine) {
    if case .fact(let fact) = fields[column], let isPresent = appendInPlace(fact, to: &line) {
      if isPresent { return }
      if fact.absentValue == nil { return RowLayout.appendJSON(.absent(isList: fact.kind.isList), to: &line.bytes) }
    }
    RowLayout.appendJSON(value(column), to: &line.bytes)
  }

  /// Appends the JSON of `fact` read from the gem's record in place: a
  /// text with nothing to escape a chunk at a time, so that a name of many
  /// megabytes is never held whole in the line.
  ///
  /// - Returns: Whether the gem has the fact, or `nil` for the kinds
  ///   written through a typed value, which this leaves to the caller.
  private func appendInPlace(_ fact: GemFact, to line: inout TrustedLine) -> Bool? {
    switch fact.kind {
    case .text, .formula, .choice:
      return gem.withTextBytes(of: fact) { text in
        let utf8 = text.assumingMemoryBound(to: UInt8.self)
        guard !JSONString.needsEscapes(utf8) else { return JSONString.append(quoted: text, to: &line.bytes) }
        line.bytes.append(UInt8(ascii: "\""))
        line.append(chunked: utf8)
        line.bytes.append(UInt8(ascii: "\""))
      } != nil
    case .list, .ids, .choices:
      var isFirst = true
      let isPresent = gem.forEachText(of: fact) { item in
        line.bytes.append(UInt8(ascii: isFirst ? "[" : ","))
        isFirst = false
        JSONString.append(quoted: item, to: &line.bytes)
      }
      if isPresent { line.bytes.append(ascii: isFirst ? "[]" : "]") }
      return isPresent
    case .range, .number:
      switch gem[fact] {
      case .range(let range)?: RowLayout.appendJSON(.measured(range, decimals: nil), to: &line.bytes)
      case .number(let number)?: RowLayout.appendJSON(.measured(PropertyRange(number), decimals: nil), to: &line.bytes)
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
