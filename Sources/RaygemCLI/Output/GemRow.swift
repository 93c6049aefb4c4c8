import GemCore
import TerminalRendering

/// The row every gem list shows: one cell a selected field, holding only the
/// form its output format prints; for separated values the row writes its
/// fields straight into the list's block instead, since making cells and
/// strings first weighed on `list` (Sources/Benchmark/README.md, "Start-up").
struct GemRow: Sendable {
  let gem: Gem
  let fields: [OutputField]
  let isFavorite: Bool
  let format: OutputFormat
  var colored = false

  /// The row: itself for separated values, else cells in field order.
  var row: ListRow {
    switch format {
    case .plain, .tsv, .csv: return .separated(self)
    case .table, .json, .jsonl: return .cells(cells)
    }
  }

  /// The row's cells in field order, holding the form its format prints.
  var cells: [Cell] {
    var cells: [Cell] = []
    cells.reserveCapacity(fields.count)
    for field in fields {
      cells.append(field.cell(for: gem, isFavorite: isFavorite, format: format, colored: colored))
    }
    return cells
  }

  /// Writes each field's text for programs, in field order, as
  /// ``OutputField/value(for:isFavorite:)`` gives it (a test holds the two
  /// to the same text for every gem and field), then ends the row.
  ///
  /// - Parameter block: The list's block of separated values.
  func write(to block: inout SeparatedBlock) {
    for field in fields {
      guard case .fact(let fact) = field else {
        block.appendField(isFavorite ? "true" : "false")
        continue
      }
      switch fact.kind {
      case .text, .formula, .color:
        if gem.withTextBytes(of: fact, { block.appendField(utf8: $0) }) == nil { block.appendField("") }
      case .range, .number:
        switch gem[fact] {
        case .range(let range)?: block.appendField(range)
        case .number(let number)?: block.appendField(PropertyRange(number))
        default: block.appendField(field.value(for: gem, isFavorite: isFavorite))
        }
      case .list, .ids, .choice, .choices, .pleochroism, .fluorescence:
        block.appendField(field.value(for: gem, isFavorite: isFavorite))
      }
    }
    block.endRow()
  }
}
