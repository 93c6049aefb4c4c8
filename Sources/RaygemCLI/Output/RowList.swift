import TerminalRendering

/// The one list printer: it walks any random-access collection — gems,
/// identify's candidates, compare's facts, browse's visible window — asks
/// the caller's closure for each row's typed values, and leaves how they
/// print to its ``RowLayout``, followed by optional extra content.
///
/// ```swift
/// RowList(gems, columns: [Column("name", title: "Name")], layout: .table(colored: false)) { gem in
///   [.text(gem.name, role: .name)]
/// } extra: {
///   Line("No favorites yet.", role: .muted)
/// }
/// ```
///
/// Rows are produced as the layout writes them, so on a streaming canvas
/// the output is never held whole (a table measures its rows in a first
/// pass). The extra content is for people: only a table shows it, and
/// machine formats stay parseable (an empty `json` list is `[]`).
///
/// The list keeps its rows as a count and a closure that reads a row by
/// its offset, so that the type is not generic: the runtime would build
/// a generic list's metadata, and check its collection's conformances, at
/// every start (Sources/Benchmark/README.md, "Start-up").
struct RowList: Rendering {
  /// How many rows the list has.
  let count: Int
  let columns: [Column]
  let layout: RowLayout
  /// The values of the row at an offset from the first, in column order.
  let cells: @Sendable (Int) -> any RowCells
  let extra: Group

  /// Creates a list with nothing after the rows.
  ///
  /// - Parameters:
  ///   - rows: The rows' elements, in display order.
  ///   - columns: The columns, in order.
  ///   - layout: How the rows print.
  ///   - values: One element's values, in column order.
  init<Rows: RandomAccessCollection & Sendable>(
    _ rows: Rows, columns: [Column], layout: RowLayout, values: @escaping @Sendable (Rows.Element) -> [CellValue]
  ) {
    self.init(rows, columns: columns, layout: layout, cells: values, extraContent: Group([]))
  }

  /// Creates a list with extra content after the rows.
  ///
  /// - Parameters:
  ///   - rows: The rows' elements, in display order.
  ///   - columns: The columns, in order.
  ///   - layout: How the rows print.
  ///   - values: One element's values, in column order.
  ///   - extra: Content after the rows, such as a message for an empty list.
  init<Rows: RandomAccessCollection & Sendable>(
    _ rows: Rows, columns: [Column], layout: RowLayout, values: @escaping @Sendable (Rows.Element) -> [CellValue],
    @RenderingBuilder extra: () -> Group
  ) {
    self.init(rows, columns: columns, layout: layout, cells: values, extraContent: extra())
  }

  /// Creates a list whose rows are read a value at a time, such as gems
  /// that write machine formats from their records (``GemCells``).
  ///
  /// - Parameters:
  ///   - rows: The rows' elements, in display order.
  ///   - columns: The columns, in order.
  ///   - layout: How the rows print.
  ///   - cells: One element's values, in column order.
  ///   - extraContent: Content after the rows, such as a message for an empty list.
  init<Rows: RandomAccessCollection & Sendable>(
    _ rows: Rows, columns: [Column], layout: RowLayout, cells: @escaping @Sendable (Rows.Element) -> any RowCells,
    extraContent: Group
  ) {
    self.count = rows.count
    self.columns = columns
    self.layout = layout
    self.cells = { offset in cells(rows[rows.index(rows.startIndex, offsetBy: offset)]) }
    self.extra = extraContent
  }

  func draw(in canvas: inout Canvas) {
    layout.draw(count: count, columns: columns, cells: cells, in: &canvas)
    if layout.isForPeople { extra.draw(in: &canvas) }
  }
}
