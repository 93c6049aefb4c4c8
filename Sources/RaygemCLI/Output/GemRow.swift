import GemCore
import TerminalRendering

/// The row every gem list shows: one cell a selected field, holding only
/// the form its output format prints, or for separated values just the
/// texts (making cells first cost a third of `list`, callgrind).
struct GemRow {
  let gem: Gem
  let fields: [OutputField]
  let isFavorite: Bool
  let format: OutputFormat
  var colored = false

  /// The row: the fields' texts for separated values, else cells in field order.
  var row: ListRow {
    switch format {
    case .plain, .tsv, .csv: return .values(values)
    case .table, .json, .jsonl: break
    }
    var cells: [Cell] = []
    cells.reserveCapacity(fields.count)
    for field in fields {
      cells.append(field.cell(for: gem, isFavorite: isFavorite, format: format, colored: colored))
    }
    return .cells(cells)
  }

  /// Each field's text for programs, in field order.
  private var values: [String] {
    var values: [String] = []
    values.reserveCapacity(fields.count)
    for field in fields { values.append(field.value(for: gem, isFavorite: isFavorite)) }
    return values
  }
}
