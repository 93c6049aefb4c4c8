import TerminalRendering

/// Rows written as they are made, when their number is not known ahead:
/// `identify --batch`'s answers, a stone at a time.
///
/// A table needs every row to lay out its columns, so on a terminal the
/// rows are tab-separated under a header instead. A JSON row's comma
/// starts the row after it, so that no answered row waits for the next
/// stone (a tester's finding: interrupted, a parcel lost its last answer).
struct RowStream {
  private let columns: [Column]
  private let layout: RowLayout
  private let keys: [[UInt8]]
  private var rowsWritten = 0
  private var started = false

  /// A stream of rows of `columns`, in the format of `layout`.
  init(columns: [Column], layout: RowLayout) {
    self.columns = columns
    switch layout {
    case .table, .viewport: self.layout = .separated(.tsv)
    default: self.layout = layout
    }
    keys = RowLayout.quotedKeys(columns)
  }

  /// Writes `row`, after the header or the opening bracket for the first.
  mutating func append(_ row: [CellValue], to canvas: inout Canvas) {
    start(on: &canvas)
    switch layout {
    case .jsonArray:
      writeJSON(row, commaFirst: rowsWritten > 0, to: &canvas)
      rowsWritten += 1
    case .jsonLines:
      let keys = keys
      let leftOut = columns.map(\.isLeftOutWhereAbsent)
      canvas.appendTrustedLine { RowLayout.appendJSONObject(keys, leftOut, row, to: &$0) }
    default: layout.appendSeparated(row, to: &canvas)
    }
  }

  /// Writes what closes the rows: JSON's bracket.
  mutating func finish(on canvas: inout Canvas) {
    start(on: &canvas)
    guard layout == .jsonArray else { return }
    canvas.append("]")
  }

  private mutating func start(on canvas: inout Canvas) {
    guard !started else { return }
    started = true
    switch layout {
    case .jsonArray: canvas.append("[")
    case .separated(let format) where format != .plain:
      layout.appendSeparated(columns.map { CellValue.text($0.key) }, to: &canvas)
    default: break
    }
  }

  private func writeJSON(_ row: [CellValue], commaFirst: Bool, to canvas: inout Canvas) {
    let keys = keys
    let leftOut = columns.map(\.isLeftOutWhereAbsent)
    canvas.appendTrustedLine { line in
      line.bytes.append(ascii: commaFirst ? ", " : "  ")
      RowLayout.appendJSONObject(keys, leftOut, row, to: &line)
    }
  }
}
