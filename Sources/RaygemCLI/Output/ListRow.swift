import TerminalRendering

/// What one gem's row of a ``GemList`` holds.
enum ListRow: Sendable {
  /// Typed cells, which the list lays out in its format: table columns,
  /// separated values or JSON members.
  case cells([Cell])
  /// The texts of separated values (plain, tsv, csv), not yet neutralised;
  /// the list joins, quotes and neutralises them.
  case values([String])
  /// A line printed as it is, in any format.
  case line(StyledText)
}
