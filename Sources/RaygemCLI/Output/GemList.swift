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
/// Rows of typed ``Cell``s are laid out by the format's ``RowLayout``: a
/// table with a header (`table`), tab-separated lines (`plain`, and `tsv`
/// with a header), RFC 4180 lines (`csv`), or JSON objects (`json`,
/// `jsonl`); a ``GemRow`` for separated values writes its fields straight
/// into the block. The extra content is for people, so only `table` shows
/// it; machine formats stay parseable (an empty `json` list is `[]`).
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
    var block = SeparatedBlock(format: format, rowsAbout: gems.count)
    guard block.isSeparated else {
      var cellRows: [[Cell]] = []
      cellRows.reserveCapacity(gems.count)
      for gem in gems {
        if case .cells(let cells) = row(gem), !cells.isEmpty { cellRows.append(cells) }
      }
      CellRows(rows: cellRows, format: format).draw(in: &canvas)
      if format == .table { extra.draw(in: &canvas) }
      return
    }
    if format == .tsv || format == .csv { block.append(header) }
    for gem in gems {
      switch row(gem) {
      case .cells(let cells): block.append(cells.map(\.value))
      case .separated(let row): row.write(to: &block)
      }
    }
    if let text = block.text { canvas.append(text) }
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
