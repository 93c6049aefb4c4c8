import TerminalRendering

/// Rows of typed cells drawn in a ``RowLayout``: the rendering behind
/// ``GemList`` and the commands whose rows are not gems (`identify`,
/// `compare`).
struct CellRows: Rendering {
  let rows: [[Cell]]
  let layout: RowLayout

  /// Rows laid out as `format` prints them.
  ///
  /// - Parameters:
  ///   - rows: The rows, each with the same fields in the same order.
  ///   - format: The output format.
  ///   - header: The keys `tsv` and `csv` print as their header line when
  ///     there are no rows to take them from.
  init(rows: [[Cell]], format: OutputFormat, header: [String] = []) {
    self.rows = rows
    self.layout = RowLayout(format, header: header)
  }

  func draw(in canvas: inout Canvas) {
    for line in layout.lines(for: rows, width: canvas.width) { canvas.append(line) }
  }
}
