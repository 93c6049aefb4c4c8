import TerminalRendering

/// How rows of ``Cell``s are laid out: the one decision between a list's
/// rows and the lines they become.
///
/// The list printers (``GemList``, `identify`, `compare`) walk their rows
/// and leave the layout to this value: a table with a header, separated
/// values, JSON; and for `browse`, a scrolling viewport of a table whose
/// selected row is marked.
enum RowLayout: Sendable, Equatable {
  /// Aligned columns under a header line, for people.
  case table
  /// Tab-separated lines (`plain`, without a header; `tsv` with one) or
  /// RFC 4180 lines (`csv`); `header` holds the keys for when there are
  /// no rows to take them from.
  case separated(OutputFormat, header: [String])
  /// A JSON array of objects, one a line inside it (`json`).
  case jsonArray
  /// One JSON object a line (`jsonl`).
  case jsonLines
  /// The rows on a full screen: a table's header and the rows shown, each
  /// after a two-column marker, `›` on the selected row (reverse video
  /// when `colored`), padded with blank lines to `height` rows.
  ///
  /// - `first`: the list position of the first row given;
  /// - `selected`: the selected row's list position, if any.
  case viewport(first: Int, selected: Int?, height: Int, colored: Bool)

  /// The layout of an output format.
  ///
  /// - Parameters:
  ///   - format: The `--format` in effect.
  ///   - header: Keys for a `tsv` or `csv` header when there are no rows.
  init(_ format: OutputFormat, header: [String] = []) {
    switch format {
    case .table: self = .table
    case .plain, .tsv, .csv: self = .separated(format, header: header)
    case .json: self = .jsonArray
    case .jsonl: self = .jsonLines
    }
  }

  /// The lines for `rows` on a canvas `width` columns wide.
  func lines(for rows: [[Cell]], width: Int) -> [StyledText] {
    switch self {
    case .table:
      return TableLayout.lines(for: rows.map { $0.map(\.tableCell) }, width: width)
    case .separated(let format, let header):
      var block = SeparatedBlock(format: format, rowsAbout: rows.count)
      if format != .plain { block.append(rows.first.map { $0.map(\.key) } ?? header) }
      for row in rows { block.append(row.map(\.value)) }
      return block.text.map { [$0] } ?? []
    case .jsonArray:
      let objects = rows.map(Self.object)
      guard !objects.isEmpty else { return ["[]"] }
      let body = objects.enumerated().map { index, object in
        StyledText("  " + object + (index < objects.count - 1 ? "," : ""))
      }
      return ["["] + body + ["]"]
    case .jsonLines:
      return rows.map { StyledText(Self.object($0)) }
    case .viewport(let first, let selected, let height, let colored):
      return Self.viewport(rows, first: first, selected: selected, height: height, colored: colored, width: width)
    }
  }

  /// One row as a JSON object, its cells' keys in order.
  static func object(_ cells: [Cell]) -> String {
    JSONText.object(cells.map { (key: $0.key, json: $0.json) })
  }

  private static func viewport(
    _ rows: [[Cell]], first: Int, selected: Int?, height: Int, colored: Bool, width: Int
  ) -> [StyledText] {
    let marker = 2
    let table = TableLayout.lines(for: rows.map { $0.map(\.tableCell) }, width: width - marker)
    var lines = table.prefix(1).map { marked($0, with: "  ") }
    for (offset, line) in table.dropFirst().enumerated() {
      if first + offset == selected {
        let row = marked(line, with: "› ").padded(toWidth: width)
        lines.append(colored ? row.selected() : row)
      } else {
        lines.append(marked(line, with: "  "))
      }
    }
    return Array(lines.prefix(height)) + Array(repeating: StyledText(), count: max(0, height - lines.count))
  }

  /// `line` after a two-column marker.
  private static func marked(_ line: StyledText, with marker: String) -> StyledText {
    var marked = StyledText(marker)
    marked.append(line)
    return marked
  }
}
