import TerminalRendering

/// The key help `browse` shows for `?`: the keys of README's "browse"
/// table, each meaning wrapped beside its keys to the screen's width, so
/// that a small screen scrolls through all of it rather than cutting it off.
enum KeyHelp {
  /// The keys and what they do, in README's order.
  private static let keys = [
    FactList.Fact("↑ ↓  j k", StyledText("move in the list, or scroll the detail")),
    FactList.Fact("PgUp PgDn", StyledText("a page up or down")),
    FactList.Fact("Home End  g G", StyledText("the first or last gem, or the detail's top or end")),
    FactList.Fact("Tab  Shift-Tab", StyledText("the next or previous tab")),
    FactList.Fact("1 2 3", StyledText("All gems, Favorites, Search")),
    FactList.Fact("/", StyledText("search: type, and the list narrows")),
    FactList.Fact("Ctrl-U  Ctrl-W", StyledText("empty the query, or delete its last word")),
    FactList.Fact("Enter", StyledText("the selected gem's detail")),
    FactList.Fact("Esc", StyledText("back to the list")),
    FactList.Fact("f  space", StyledText("make the gem a favorite, or not")),
    FactList.Fact("mouse", StyledText("click a tab or a gem; the wheel scrolls")),
    FactList.Fact("Ctrl-L", StyledText("draw the screen again")),
    FactList.Fact("Ctrl-Z", StyledText("suspend (fg comes back)")),
    FactList.Fact("q  Ctrl-C", StyledText("quit")),
  ]

  /// The help's lines for a screen `width` columns wide.
  ///
  /// - Parameter width: The screen's width, in columns.
  /// - Returns: The heading, the keys (a meaning that does not fit wraps
  ///   under its own column), and how to scroll and close it.
  static func lines(width: Int) -> [StyledText] {
    var canvas = Canvas(width: width)
    canvas.append(StyledText("Keys", role: .heading))
    canvas.append(StyledText())
    FactList(keys, labelRole: .accent).draw(in: &canvas)
    canvas.append(StyledText())
    canvas.append(StyledText("↑↓ scroll; other keys close this help.", role: .muted).truncated(toWidth: width))
    return canvas.lines
  }
}
