/// Where each part of the browser's screen goes at one terminal size: the
/// one place that decides it, for drawing and for mapping mouse clicks.
///
/// Row 0 is the tab bar and the last row the status line. Between them,
/// the Search tab has its query line, then every tab has the list's
/// column header and its rows. A terminal at least ``splitWidth`` wide
/// shows the detail pane to the right of the list; a narrower one shows
/// the detail as its own page.
struct BrowserLayout: Equatable, Sendable {
  /// The smallest screen the browser lays out for (README, "browse").
  static let minimumWidth = 20
  static let minimumHeight = 5
  /// The narrowest terminal that shows the list and the detail pane side by side.
  static let splitWidth = 100
  /// Between the list and the pane; heavier while the pane has the keys.
  static let divider = " │ "
  static let focusedDivider = " ┃ "

  let width: Int
  let height: Int
  let tab: BrowserTab

  /// Whether the screen is too small to lay anything out.
  var isTooSmall: Bool { width < Self.minimumWidth || height < Self.minimumHeight }

  /// Whether the detail pane sits beside the list.
  var isSplit: Bool { width >= Self.splitWidth }

  /// The list's width in columns: half a split screen, where names as long
  /// as Paraíba Tourmaline fit beside their species, else all of it.
  var listWidth: Int { isSplit ? width / 2 : width }

  /// The detail pane's first column and width (zero when not split).
  var paneColumn: Int { isSplit ? listWidth + Self.divider.count : 0 }
  var paneWidth: Int { isSplit ? width - paneColumn : 0 }

  /// The row of the query line, on the Search tab.
  var queryRow: Int? { tab == .search ? 1 : nil }

  /// The row of the list's column header.
  var headerRow: Int { tab == .search ? 2 : 1 }

  /// The first row of list entries.
  var firstListRow: Int { headerRow + 1 }

  /// How many list entries fit (at least one).
  var listHeight: Int { max(1, height - 1 - firstListRow) }

  /// The rows a full-screen page (detail, key help) may use: all but the
  /// tab bar and the status line.
  var pageHeight: Int { max(1, height - 2) }

  /// The status line's row.
  var statusRow: Int { height - 1 }

  /// The columns each tab's label takes on the tab bar, as drawn by
  /// ``BrowserScreen``: one space, then " N Title " a tab.
  static func tabColumns() -> [(tab: BrowserTab, columns: Range<Int>)] {
    var column = 1
    return BrowserTab.allCases.map { tab in
      let width = tabLabel(tab).count
      defer { column += width + 1 }
      return (tab, column..<(column + width))
    }
  }

  /// A tab's label: its number key and title.
  static func tabLabel(_ tab: BrowserTab) -> String {
    " \(tab.rawValue + 1) \(tab.title) "
  }
}
