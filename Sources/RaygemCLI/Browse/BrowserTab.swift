/// The browser's tabs, in the order of its tab bar.
enum BrowserTab: Int, CaseIterable, Sendable {
  case all, favorites, search

  /// The tab's label on the tab bar.
  var title: String {
    switch self {
    case .all: return "All gems"
    case .favorites: return "Favorites"
    case .search: return "Search"
    }
  }

  /// The next tab to the right, wrapping round (Tab).
  var next: BrowserTab { Self.allCases[(rawValue + 1) % Self.allCases.count] }
  /// The next tab to the left, wrapping round (Shift-Tab).
  var previous: BrowserTab { Self.allCases[(rawValue + Self.allCases.count - 1) % Self.allCases.count] }
}
