import TerminalRendering

/// What one gem's row of a ``GemList`` holds.
enum ListRow: Sendable {
  /// Typed cells, which the list lays out in its format: table columns,
  /// separated values or JSON members.
  case cells([Cell])
  /// A gem row for separated values (plain, tsv, csv), which writes its
  /// fields into the list's block.
  case separated(GemRow)
}
