/// Lines rows of text up as a table with a header line.
///
/// A layout is planned from the columns and the widest text each holds,
/// then makes one line a row, so that rows can be measured in one pass and
/// written in another without being held. Columns are as wide as their
/// widest text or title. When the table is wider than the canvas, columns
/// are dropped from the right (the first two always stay) until the rest
/// fit at their narrowest, then shrinkable columns give up width, widest
/// first, down to ``minimumColumnWidth``; every line is finally cut to the
/// canvas width.
public struct TableLayout: Sendable {
  /// The narrowest a shrinkable column becomes.
  public static let minimumColumnWidth = 8
  /// The space between two columns.
  public static let gutter = "  "

  private let columns: [TableColumn]
  /// The width of each column shown; the columns after them are dropped.
  private let widths: [Int]
  private let width: Int

  /// Plans a table.
  ///
  /// - Parameters:
  ///   - columns: The columns, in order.
  ///   - textWidths: The widest text of each column's rows, in terminal columns.
  ///   - width: The width in columns to fit.
  public init(columns: [TableColumn], textWidths: [Int], width: Int) {
    self.columns = columns
    self.width = width
    var widths = columns.indices.map { max(DisplayWidth.of(columns[$0].title), textWidths[$0]) }
    let shrinkable = columns.map(\.isShrinkable)
    let narrowest = widths.indices.map { shrinkable[$0] ? min(widths[$0], Self.minimumColumnWidth) : widths[$0] }
    var shown = widths.count
    while shown > 2, narrowest.prefix(shown).reduce((shown - 1) * Self.gutter.count, +) > width {
      shown -= 1
    }
    widths = Array(widths.prefix(shown))
    Self.fit(&widths, shrinkable: shrinkable, into: width)
    self.widths = widths
  }

  /// The titles of the columns dropped to fit the width, in order; empty when all fit.
  public var droppedTitles: [String] {
    columns.dropFirst(widths.count).map(\.title)
  }

  /// The header line: the titles of the columns shown.
  public var header: StyledText {
    line(columns.map { StyledText($0.title, role: .heading) })
  }

  /// One row's line.
  ///
  /// - Parameter texts: The row's text in each column, in column order.
  /// - Returns: The line, cut to the width, without trailing spaces.
  public func line(_ texts: [StyledText]) -> StyledText {
    var result = StyledText()
    let shown = texts.prefix(widths.count)
    for (column, text) in shown.enumerated() {
      if column > 0 { result.append(Self.gutter) }
      let alignment = columns[column].alignment
      if column == shown.count - 1 && alignment == .left {
        result.append(text.truncated(toWidth: widths[column]))
      } else {
        result.append(text.padded(toWidth: widths[column], alignment: alignment))
      }
    }
    return result.truncated(toWidth: width).trimmingTrailingSpaces()
  }

  /// Lays out `rows` held in memory: the header line, then one line a row.
  ///
  /// - Parameters:
  ///   - rows: The rows' texts, each in column order.
  ///   - columns: The columns.
  ///   - width: The width in columns to fit.
  /// - Returns: The lines; empty for no columns or no rows.
  public static func lines(for rows: [[StyledText]], columns: [TableColumn], width: Int) -> [StyledText] {
    guard !rows.isEmpty, !columns.isEmpty else { return [] }
    var textWidths = Array(repeating: 0, count: columns.count)
    for row in rows {
      for (column, text) in row.enumerated() where column < textWidths.count {
        textWidths[column] = max(textWidths[column], text.width)
      }
    }
    let layout = TableLayout(columns: columns, textWidths: textWidths, width: width)
    return [layout.header] + rows.map(layout.line)
  }

  private static func fit(_ widths: inout [Int], shrinkable: [Bool], into width: Int) {
    let gutters = max(0, widths.count - 1) * gutter.count
    var excess = widths.reduce(gutters, +) - width
    while excess > 0 {
      guard
        let widest = widths.indices
          .filter({ shrinkable[$0] && widths[$0] > minimumColumnWidth })
          .max(by: { widths[$0] < widths[$1] })
      else { return }
      let others = widths.indices.filter { $0 != widest && shrinkable[$0] }.map { widths[$0] }
      let target = max(minimumColumnWidth, others.max() ?? minimumColumnWidth)
      let cut = min(excess, widths[widest] - min(target, widths[widest] - 1))
      widths[widest] -= max(1, cut)
      excess -= max(1, cut)
    }
  }
}
