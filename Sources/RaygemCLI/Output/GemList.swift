import GemCore
import TerminalRendering

/// The one list printer behind `list`, `favorites`, `search` and
/// `favorite`: it walks any random-access collection of gems, asks the
/// caller's row closure what each row shows, and lays the rows out in the
/// chosen format, followed by optional extra content.
///
/// ```swift
/// GemList(gems, format: .table) { gem in
///   GemRow(gem: gem, fields: OutputField.tableDefaults, isFavorite: false, format: .table).row
/// } extra: {
///   Line("No favorites yet.", role: .muted)
/// }
/// ```
///
/// Rows of typed ``Cell``s become a table with a header (`table`),
/// tab-separated lines (`plain`, and `tsv` with a header), RFC 4180 lines
/// (`csv`), or JSON objects (`json`, `jsonl`). Rows that are lines are
/// printed as they are. The extra content is for people, so only `table`
/// shows it; machine formats stay parseable (an empty `json` list is `[]`).
struct GemList<Gems: RandomAccessCollection & Sendable, Extra: Rendering>: Rendering where Gems.Element == Gem {
  let gems: Gems
  let format: OutputFormat
  let row: @Sendable (Gem) -> ListRow
  let extra: Extra
  /// The field keys `tsv` and `csv` print as their header line.
  var header: [String] = []

  /// Creates a list with extra content after the rows.
  ///
  /// - Parameters:
  ///   - gems: The gems, in display order.
  ///   - format: How to lay out the rows.
  ///   - row: What one gem's row shows.
  ///   - extra: Content after the rows, such as a message for an empty list.
  init(
    _ gems: Gems, format: OutputFormat, row: @escaping @Sendable (Gem) -> ListRow,
    @RenderingBuilder extra: () -> Extra
  ) {
    self.init(gems, format: format, row: row, extraContent: extra())
  }

  fileprivate init(_ gems: Gems, format: OutputFormat, row: @escaping @Sendable (Gem) -> ListRow, extraContent: Extra) {
    self.gems = gems
    self.format = format
    self.row = row
    self.extra = extraContent
  }

  func draw(in canvas: inout Canvas) {
    var cellRows: [[Cell]] = []
    var rowLines: [StyledText] = []
    var block = SeparatedBlock(format: format, rowsAbout: gems.count)
    if format == .tsv || format == .csv { block.append(header) }
    cellRows.reserveCapacity(gems.count)
    for gem in gems {
      switch row(gem) {
      case .cells(let cells) where block.isSeparated: block.append(cells.map(\.value))
      case .cells(let cells): if !cells.isEmpty { cellRows.append(cells) }
      case .separated(let row): row.write(to: &block)
      case .line(let line): rowLines.append(line)
      }
    }
    if block.isSeparated {
      if let text = block.text { canvas.append(text) }
    } else {
      CellRows(rows: cellRows, format: format).draw(in: &canvas)
    }
    for line in rowLines { canvas.append(line) }
    if format == .table { extra.draw(in: &canvas) }
  }
}

extension GemList where Extra == Empty {
  /// Creates a list with nothing after the rows.
  ///
  /// - Parameters:
  ///   - gems: The gems, in display order.
  ///   - format: How to lay out the rows.
  ///   - row: What one gem's row shows.
  init(_ gems: Gems, format: OutputFormat, row: @escaping @Sendable (Gem) -> ListRow) {
    self.init(gems, format: format, row: row, extraContent: Empty())
  }
}
