import TerminalRendering

/// One field of a row in every form an output format prints: its text for
/// a table, its value for separated values, and its JSON literal.
///
/// Rows of cells are laid out by a ``RowLayout``. The machine forms live
/// here, beside the formats that print them, not in the terminal layer,
/// which knows only ``TableCell``s.
struct Cell: Sendable, Hashable {
  /// The field's machine name (`hardness`), used as a CSV/TSV header and JSON key.
  let key: String
  /// The column title in a table (`Mohs`).
  let title: String
  /// The text shown in a table.
  let text: StyledText
  /// The text in a separated-values line (plain, TSV, CSV): no styling,
  /// ASCII ranges, control characters neutralised.
  let value: String
  /// The field's value as a JSON literal (`"Ruby"`, `9`, `{"min":7,"max":7.5}`).
  let json: String
  /// Which side of the column the text keeps.
  let alignment: StyledText.Alignment
  /// Whether the column may be narrowed (with `…`) to fit the width.
  let isShrinkable: Bool

  /// Creates a cell.
  ///
  /// - Parameters:
  ///   - key: The field's machine name.
  ///   - title: The column title.
  ///   - text: The text to show in a table.
  ///   - value: The text for separated values; control characters are neutralised.
  ///   - json: The value as a JSON literal.
  ///   - alignment: Left for text, right for numbers.
  ///   - isShrinkable: Whether the column may be narrowed.
  init(
    key: String, title: String, text: StyledText, value: String, json: String,
    alignment: StyledText.Alignment = .left, isShrinkable: Bool = true
  ) {
    self.key = key
    self.title = title
    self.text = text
    self.value = ControlCharacters.neutralised(value)
    self.json = json
    self.alignment = alignment
    self.isShrinkable = isShrinkable
  }

  /// A cell holding only what `format` prints.
  ///
  /// People's text for a table, plain text for separated values, JSON for JSON;
  /// the others are never worked out, which spares `identify` and `compare`
  /// work their output never shows (Sources/Benchmark/README.md, "Start-up").
  ///
  /// - Parameters:
  ///   - key: The field's machine name.
  ///   - title: The column title.
  ///   - format: The output format.
  ///   - text: The text to show in a table.
  ///   - value: The text for separated values; control characters are neutralised.
  ///   - json: The value as a JSON literal.
  ///   - alignment: Left for text, right for numbers.
  ///   - isShrinkable: Whether the column may be narrowed.
  init(
    key: String, title: String, format: OutputFormat, text: @autoclosure () -> StyledText,
    value: @autoclosure () -> String, json: @autoclosure () -> String, alignment: StyledText.Alignment = .left,
    isShrinkable: Bool = true
  ) {
    var shown = (text: StyledText(), value: "", json: "")
    switch format {
    case .table: shown.text = text()
    case .plain, .tsv, .csv: shown.value = value()
    case .json, .jsonl: shown.json = json()
    }
    self.init(
      key: key, title: title, text: shown.text, value: shown.value, json: shown.json, alignment: alignment,
      isShrinkable: isShrinkable)
  }

  /// The cell as a table shows it.
  var tableCell: TableCell {
    TableCell(title: title, text: text, alignment: alignment, isShrinkable: isShrinkable)
  }
}
