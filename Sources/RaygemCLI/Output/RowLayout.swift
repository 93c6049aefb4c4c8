import GemCore
import TerminalRendering

/// How rows of ``CellValue``s are laid out: the one decision between a
/// list's rows and the lines they become.
///
/// The list printer (``RowList``) walks its rows and leaves the rest to
/// this value: a table with a header, separated values, JSON; and for
/// `browse`, a scrolling viewport of a table whose selected row is marked.
/// Each kind of value prints in one place (`RowLayout+Values.swift`).
enum RowLayout: Sendable, Equatable {
  /// Aligned columns under a header line, for people; `colored` draws swatches.
  case table(colored: Bool)
  /// Tab-separated lines (`plain` without a header, `tsv` with one) or
  /// RFC 4180 lines (`csv`), each value neutralised (a tab or line break
  /// inside one becomes a space).
  case separated(OutputFormat)
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
  ///   - colored: Whether a table is drawn in colour.
  init(_ format: OutputFormat, colored: Bool) {
    switch format {
    case .table: self = .table(colored: colored)
    case .plain, .tsv, .csv: self = .separated(format)
    case .json: self = .jsonArray
    case .jsonl: self = .jsonLines
    }
  }

  /// Whether the rows are for people (a table or a viewport), who also
  /// see a list's extra content, such as a message for an empty list.
  var isForPeople: Bool {
    switch self {
    case .table, .viewport: return true
    case .separated, .jsonArray, .jsonLines: return false
    }
  }

  /// Draws `count` rows on `canvas`, asking `cells` for each row's values
  /// as it writes it; a table asks twice, measuring its columns first.
  ///
  /// - Parameters:
  ///   - count: How many rows there are.
  ///   - columns: The columns.
  ///   - cells: The values of the row at an offset from the first, in column order.
  ///   - canvas: Where the lines go; a streaming one stops early when its reader has gone.
  func draw(count: Int, columns: [Column], cells: (Int) -> any RowCells, in canvas: inout Canvas) {
    switch self {
    case .table:
      guard count > 0, !columns.isEmpty else { return }
      let table = measuredTable(count: count, columns: columns, cells: cells, width: canvas.width)
      canvas.append(table.header)
      for row in 0..<count {
        guard !canvas.isClosed else { return }
        canvas.append(table.line(texts(cells(row))))
      }
      // A column left out is said, never silently lost, however narrow the terminal.
      let dropped = table.droppedTitles
      if !dropped.isEmpty {
        let note = StyledText("columns not shown: " + dropped.joined(separator: ", "), role: .muted)
        FactList.wrap(note, width: canvas.width) { line in
          canvas.append(line)
          return !canvas.isClosed
        }
      }
    case .separated(let format):
      if format != .plain && !columns.isEmpty {
        appendSeparated(columns.map { CellValue.text($0.key) }, to: &canvas)
      }
      for row in 0..<count {
        guard !canvas.isClosed else { return }
        appendSeparated(cells(row), to: &canvas)
      }
    case .jsonArray:
      guard count > 0 else { return canvas.append("[]") }
      canvas.append("[")
      let keys = Self.quotedKeys(columns)
      let leftOut = columns.map(\.isLeftOutWhereAbsent)
      for row in 0..<count {
        guard !canvas.isClosed else { return }
        canvas.appendTrustedLine { line in
          line.bytes.append(ascii: "  ")
          Self.appendJSONObject(keys, leftOut, cells(row), to: &line)
          if row < count - 1 { line.bytes.append(UInt8(ascii: ",")) }
        }
      }
      canvas.append("]")
    case .jsonLines:
      let keys = Self.quotedKeys(columns)
      let leftOut = columns.map(\.isLeftOutWhereAbsent)
      for row in 0..<count {
        guard !canvas.isClosed else { return }
        canvas.appendTrustedLine { Self.appendJSONObject(keys, leftOut, cells(row), to: &$0) }
      }
    case .viewport(let first, let selected, let height, _):
      drawViewport(
        count: count, columns: columns, cells: cells, first: first, selected: selected, height: height, in: &canvas)
    }
  }

  /// A table planned from every row's widths, measured without keeping them.
  private func measuredTable(count: Int, columns: [Column], cells: (Int) -> any RowCells, width: Int) -> TableLayout {
    var widths = Array(repeating: 0, count: columns.count)
    for row in 0..<count {
      let values = cells(row)
      for column in 0..<min(values.count, widths.count) {
        widths[column] = max(widths[column], text(values.value(column)).width)
      }
    }
    return TableLayout(columns: columns.map(\.table), textWidths: widths, width: width)
  }

  private func drawViewport(
    count: Int, columns: [Column], cells: (Int) -> any RowCells, first: Int, selected: Int?, height: Int,
    in canvas: inout Canvas
  ) {
    let marker = 2
    var drawn = 0
    if count > 0 && !columns.isEmpty {
      let table = measuredTable(count: count, columns: columns, cells: cells, width: canvas.width - marker)
      canvas.append(Self.marked(table.header, with: "  "))
      drawn = 1
      for row in 0..<count where drawn < height {
        let line = table.line(texts(cells(row)))
        if first + row == selected {
          let marked = Self.marked(line, with: "› ").padded(toWidth: canvas.width)
          canvas.append(isColored ? marked.selected() : marked)
        } else {
          canvas.append(Self.marked(line, with: "  "))
        }
        drawn += 1
      }
    }
    for _ in drawn..<max(drawn, height) { canvas.append(StyledText()) }
  }

  /// A row's values as people read them.
  private func texts(_ cells: any RowCells) -> [StyledText] {
    (0..<cells.count).map { text(cells.value($0)) }
  }

  /// `line` after a two-column marker.
  private static func marked(_ line: StyledText, with marker: String) -> StyledText {
    var marked = StyledText(marker)
    marked.append(line)
    return marked
  }

  /// Writes a line of separated values on `canvas`: each value
  /// neutralised, quoted where CSV needs it, joined by the format's
  /// separator; a CSV line ends in CR (the canvas adds the LF).
  func appendSeparated(_ cells: any RowCells, to canvas: inout Canvas) {
    guard case .separated(let format) = self else { return }
    let isCSV = format == .csv
    canvas.appendTrustedLine { line in
      for column in 0..<cells.count {
        if column > 0 { line.bytes.append(UInt8(ascii: isCSV ? "," : "\t")) }
        cells.appendSeparated(column, csv: isCSV, to: &line)
        line.sendIfFull()
      }
      if isCSV { line.bytes.append(UInt8(ascii: "\r")) }
    }
  }

  /// Whether a CSV field holding `byte` must be quoted (see ``quoted(_:)``).
  static func needsQuotes(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == 0x0A || byte == 0x0D
  }

  /// Appends `value` as ``plain(_:)`` writes it, neutralised, and quoted
  /// where CSV needs it when `quotingForCSV`.
  ///
  /// Numbers and flags, which need neither, go in as bytes: a string for
  /// each was a fifth of `list` (Sources/Benchmark/README.md, "Start-up").
  static func appendPlain(_ value: CellValue, quotingForCSV: Bool, to line: inout [UInt8]) {
    switch value {
    case .absent: return
    case .measured(let range, _) where range.typical == nil || range.isSingleValue: NumberText.append(range, to: &line)
    case .number(let number): NumberText.append(number, to: &line)
    case .favorite(let flag), .bool(let flag): line.append(contentsOf: (flag ? "true" : "false").utf8)
    case .text(let text, _), .formula(let text): appendSafe(text, quotingForCSV: quotingForCSV, to: &line)
    case .measured, .styled, .deviation, .list, .color, .pleochroism, .fluorescence, .spectrum, .object, .array:
      appendSafe(plain(value), quotingForCSV: quotingForCSV, to: &line)
    }
  }

  /// Appends `text` neutralised, and quoted where CSV needs it when `quotingForCSV`.
  private static func appendSafe(_ text: String, quotingForCSV: Bool, to line: inout [UInt8]) {
    let safe = ControlCharacters.neutralised(text)
    line.append(contentsOf: (quotingForCSV ? quoted(safe) : safe).utf8)
  }

  /// A field as it goes into a CSV line: quoted, with inner quotes
  /// doubled, when it holds a comma, a quote or a line break.
  ///
  /// - Parameter value: The field's text.
  /// - Returns: The text to write.
  static func quoted(_ value: String) -> String {
    guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return value
    }
    // Not `replacing(_:with:)`: it comes from _StringProcessing, which raygem
    // leaves out (Sources/Benchmark/README.md, "Start-up").
    var quoted = "\""
    for character in value {
      quoted.append(character)
      if character == "\"" { quoted.append(character) }
    }
    return quoted + "\""
  }

  /// Each column's key as a JSON string literal, quoted once for all rows.
  static func quotedKeys(_ columns: [Column]) -> [[UInt8]] {
    columns.map { column in
      var key: [UInt8] = []
      JSONString.append(quoted: column.key, to: &key)
      return key
    }
  }

  /// Writes a row as a JSON object into `line`, under its columns' quoted
  /// `keys` in order, but for the columns left out where the row lacks
  /// their values (`leftOutWhereAbsent`, by column).
  static func appendJSONObject(
    _ keys: [[UInt8]], _ leftOutWhereAbsent: [Bool], _ cells: any RowCells, to line: inout TrustedLine
  ) {
    line.bytes.append(UInt8(ascii: "{"))
    var isFirst = true
    for column in 0..<min(keys.count, cells.count) {
      if leftOutWhereAbsent[column] && cells.lacks(column) { continue }
      if !isFirst { line.bytes.append(UInt8(ascii: ",")) }
      isFirst = false
      line.bytes.append(contentsOf: keys[column])
      line.bytes.append(UInt8(ascii: ":"))
      cells.appendJSON(column, to: &line)
      line.sendIfFull()
    }
    line.bytes.append(UInt8(ascii: "}"))
  }
}
