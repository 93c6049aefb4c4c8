/// Lays rows of cells out as an aligned table with a header line.
///
/// Columns are as wide as their widest text. When the table is wider than
/// the canvas, columns are dropped from the right (the first two always
/// stay) until the rest fit at their narrowest, then shrinkable columns
/// give up width, widest first, down to ``minimumColumnWidth``; every line
/// is finally cut to the canvas width.
public enum TableLayout {
  /// The narrowest a shrinkable column becomes.
  public static let minimumColumnWidth = 8
  /// The space between two columns.
  public static let gutter = "  "

  /// Lays out `rows`, taking column titles from the first row.
  ///
  /// - Parameters:
  ///   - rows: Rows of cells; every row has the same fields in the same order.
  ///   - width: The width in columns to fit.
  /// - Returns: The header line followed by one line a row; empty for no rows.
  public static func lines(for rows: [[TableCell]], width: Int) -> [StyledText] {
    guard let first = rows.first, !first.isEmpty else { return [] }
    var widths = first.map { DisplayWidth.of($0.title) }
    for row in rows {
      for (column, cell) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], cell.text.width)
      }
    }
    let shrinkable = first.map(\.isShrinkable)
    let narrowest = widths.indices.map { shrinkable[$0] ? min(widths[$0], minimumColumnWidth) : widths[$0] }
    var columns = widths.count
    while columns > 2, narrowest.prefix(columns).reduce((columns - 1) * gutter.count, +) > width {
      columns -= 1
    }
    widths = Array(widths.prefix(columns))
    fit(&widths, shrinkable: shrinkable, into: width)
    let header = line(
      first.prefix(columns).map { StyledText($0.title, role: .heading) }, widths: widths,
      alignments: first.map(\.alignment))
    let body = rows.map { row in
      line(row.prefix(columns).map(\.text), widths: widths, alignments: row.map(\.alignment))
    }
    return ([header] + body).map { $0.truncated(toWidth: width).trimmingTrailingSpaces() }
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

  private static func line(
    _ texts: [StyledText], widths: [Int], alignments: [StyledText.Alignment]
  ) -> StyledText {
    var result = StyledText()
    for (column, text) in texts.enumerated() where column < widths.count {
      if column > 0 { result.append(gutter) }
      let isLast = column == texts.count - 1
      if isLast && alignments[column] == .left {
        result.append(text.truncated(toWidth: widths[column]))
      } else {
        result.append(text.padded(toWidth: widths[column], alignment: alignments[column]))
      }
    }
    return result
  }
}
