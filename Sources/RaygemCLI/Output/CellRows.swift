import TerminalRendering

/// Rows of typed cells laid out in an output format: a table with a header
/// (`table`), tab-separated lines (`plain`, and `tsv` with a header),
/// RFC 4180 lines (`csv`), or JSON objects (`json`, `jsonl`).
///
/// The one layout of ``GemList`` and of the commands whose rows are not
/// gems (`identify`, `compare`).
struct CellRows: Rendering {
  let rows: [[Cell]]
  let format: OutputFormat
  /// The keys `tsv` and `csv` print as their header line, when there are no
  /// rows to take them from.
  var header: [String] = []

  func draw(in canvas: inout Canvas) {
    for line in lines(width: canvas.width) { canvas.append(line) }
  }

  /// The lines for a canvas `width` columns wide.
  func lines(width: Int) -> [StyledText] {
    switch format {
    case .table:
      return TableLayout.lines(for: rows, width: width)
    case .plain, .tsv, .csv:
      var block = SeparatedBlock(format: format, rowsAbout: rows.count)
      if format != .plain { block.append(rows.first.map { $0.map(\.key) } ?? header) }
      for row in rows { block.append(row.map(\.value)) }
      return block.text.map { [$0] } ?? []
    case .json:
      let objects = rows.map(Self.object)
      guard !objects.isEmpty else { return ["[]"] }
      let body = objects.enumerated().map { index, object in
        StyledText("  " + object + (index < objects.count - 1 ? "," : ""))
      }
      return ["["] + body + ["]"]
    case .jsonl:
      return rows.map { StyledText(Self.object($0)) }
    }
  }

  /// One row as a JSON object, its cells' keys in order.
  static func object(_ cells: [Cell]) -> String {
    JSONText.object(cells.map { (key: $0.key, json: $0.json) })
  }
}
