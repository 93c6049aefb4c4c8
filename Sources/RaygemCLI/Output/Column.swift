import TerminalRendering

/// One column of a list: the key that names it for programs and how a
/// table for people shows it.
struct Column: Sendable {
  /// The machine name (`hardness`): a TSV or CSV header, a JSON key.
  let key: String
  /// How a table shows the column: its title, alignment, and whether it may narrow.
  let table: TableColumn
  /// Whether a JSON object leaves the column out for a row that lacks its
  /// value, rather than writing `null` or `[]`: a bench fact, where the
  /// fields are the format's defaults (``GemFact/isWrittenWhenAbsent``).
  var isLeftOutWhereAbsent = false

  /// Creates a column.
  ///
  /// - Parameters:
  ///   - key: The machine name.
  ///   - title: The title in a table (`Mohs`).
  ///   - alignment: Left for text, right for numbers.
  ///   - isShrinkable: Whether a table may narrow it to fit.
  init(_ key: String, title: String = "", alignment: StyledText.Alignment = .left, isShrinkable: Bool = true) {
    self.key = key
    table = TableColumn(title: title, alignment: alignment, isShrinkable: isShrinkable)
  }
}
