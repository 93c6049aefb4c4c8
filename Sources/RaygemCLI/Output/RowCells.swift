import GemCore
import TerminalRendering

/// One row's values as a ``RowLayout`` reads them: a column at a time, as
/// typed values for people and written straight into a line for programs.
///
/// A row is usually an array of ``CellValue``s. A gem's row (``GemCells``)
/// writes machine formats from the gem's record in place instead, without
/// making a value or a string a field.
protocol RowCells {
  /// How many values the row has.
  var count: Int { get }

  /// The typed value in `column`.
  func value(_ column: Int) -> CellValue

  /// Whether the row lacks the value in `column`, which a JSON object then
  /// leaves out when the column says so (``Column/isLeftOutWhereAbsent``).
  func lacks(_ column: Int) -> Bool

  /// Appends the value in `column` as a JSON literal to `line`.
  func appendJSON(_ column: Int, to line: inout TrustedLine)

  /// Appends the value in `column` as separated values write it —
  /// neutralised, and quoted where CSV needs it — to `line`.
  func appendSeparated(_ column: Int, csv: Bool, to line: inout TrustedLine)
}

extension RowCells {
  func lacks(_ column: Int) -> Bool {
    if case .absent = value(column) { return true }
    return false
  }

  func appendJSON(_ column: Int, to line: inout TrustedLine) {
    RowLayout.appendJSON(value(column), to: &line.bytes)
  }

  func appendSeparated(_ column: Int, csv: Bool, to line: inout TrustedLine) {
    RowLayout.appendPlain(value(column), quotingForCSV: csv, to: &line.bytes)
  }
}

extension Array: RowCells where Element == CellValue {
  func value(_ column: Int) -> CellValue { self[column] }
}
