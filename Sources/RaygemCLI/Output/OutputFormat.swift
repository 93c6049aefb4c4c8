/// The `--format` option: how results are written.
enum OutputFormat: String, Sendable, CaseIterable {
  /// Aligned columns with a header, for people; the default on a terminal.
  case table
  /// Tab-separated rows with no header and no colour; the default in a pipe.
  case plain
  /// One JSON array (one object for `detail`).
  case json
  /// One JSON object a line.
  case jsonl
  /// RFC 4180 comma-separated values with a header line.
  case csv
  /// Tab-separated values with a header line.
  case tsv
}
