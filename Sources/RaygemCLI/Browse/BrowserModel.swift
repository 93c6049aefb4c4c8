import GemCore

/// Everything the browser shows, and how each key changes it.
///
/// A value with no input or output of its own: the loop feeds it keys and
/// terminal sizes, carries out the ``Effect``s it asks for (quitting,
/// writing a favorite), and draws it with ``BrowserScreen``. Tests drive
/// it the same way, key by key.
struct BrowserModel: Sendable {
  /// What the model asks the loop to do after a key.
  enum Effect: Equatable, Sendable {
    /// Leave the browser; `interrupted` for Ctrl-C.
    case quit(interrupted: Bool)
    /// Stop like a job control stop (Ctrl-Z), giving the shell its terminal back.
    case suspend
    /// End by SIGQUIT (Ctrl-\\), as outside raw mode, the terminal given back first.
    case quitBySignal
    /// Make a gem a favorite, or not, through the locked store.
    case toggleFavorite(FavoriteToggle)
    /// Read the favorites file again (a tab was shown).
    case reloadFavorites
    /// Draw every line again, not just the changed ones (Ctrl-L).
    case redrawAll
  }

  /// Where keys go.
  indirect enum Focus: Equatable, Sendable {
    /// The list: keys move the selection.
    case list
    /// The Search tab's query line: keys type.
    case query
    /// The selected gem's detail (the pane, or its own page when narrow).
    case detail
    /// The key help, over whatever was focused.
    case help(returningTo: Focus)
  }

  /// The gem whose favorite a key toggles: its id, and its name as the
  /// status line shows it, cut to a line's length so that a huge name is
  /// not kept while the file is written.
  struct FavoriteToggle: Equatable, Sendable {
    let id: String
    let name: String
    /// Whether the gem is to be a favorite: the opposite of the ♥ shown,
    /// whatever another program wrote meanwhile.
    var favorite: Bool

    /// The longest name kept, in characters; more than any status line shows.
    static let nameLimit = 300

    init(_ gem: Gem, favorite: Bool) {
      id = gem.id
      self.favorite = favorite
      let kept = gem.name.prefix(Self.nameLimit)
      name = kept.endIndex == gem.name.endIndex ? gem.name : kept + "…"
    }
  }

  /// A search's ranked gems, or why there are none.
  struct SearchOutcome: Sendable {
    var matches = GemRows(CatalogGems([]))
    /// Names to suggest when nothing matched, found once typing pauses.
    var suggestions: [Gem] = []
    /// Whether suggestions are still to be looked for.
    var needsSuggestions = false
    /// Why nothing could be searched, to show instead of the rows.
    var message: String?
    /// Whether gems matched, but the filters leave none of them.
    var matchesFilteredOut = false
  }

  /// The longest query kept, in characters: longer ones (a pasted page)
  /// match nothing anyway and would make each keystroke slow.
  static let queryLimit = 200

  /// The catalog's gems that pass the command line's filters, in name order.
  let gems: CatalogGems
  /// The catalog, for favorites by id and for the detail's look-alikes.
  let catalog: Catalog
  /// The catalog's reverse links, built once for the detail's look-alikes.
  let relations: CatalogRelations
  /// The command line's filters, applied to favorites and search results too.
  let filter: GemFilter
  /// Searches as you type, with the commands' ranking: made when a query
  /// is first searched, as it holds every folded name.
  private var search: IncrementalSearch?

  private(set) var tab: BrowserTab = .all
  private(set) var focus: Focus = .list
  private(set) var query = ""
  private(set) var searchOutcome = SearchOutcome()
  /// Where the favorites that pass the filters stand in the catalog's gems,
  /// in the order they were added: read as they are shown.
  private var favoritePositions: [Int] = []
  /// Where every favorite the catalog has stands in its gems.
  ///
  /// Positions, not ids, are kept: an id derived from a huge name is as long as the name.
  private var favoriteSet: Set<Int> = []
  /// Each tab's selected row and first visible row.
  private var selections: [BrowserTab: Int] = [:]
  private var tops: [BrowserTab: Int] = [:]
  /// How far the detail is scrolled, in lines.
  private(set) var detailOffset = 0
  /// How far the key help is scrolled, in lines; from its top each time it opens.
  private(set) var helpOffset = 0
  /// Whether the query changed since it was last searched: keys that came
  /// in one read (a paste, fast typing) are searched for once.
  private var searchIsStale = false
  /// A one-line message for the status line, until the next key.
  var status: Status?
  /// Why the favorites file could not be read, while it cannot: the
  /// favorites tab says so rather than inviting a first favorite.
  private(set) var favoritesProblem: String?
  /// The terminal's size.
  private(set) var layout: BrowserLayout

  /// A message on the status line.
  struct Status: Equatable, Sendable {
    var text: String
    var isProblem = false
  }

  /// Creates the browser on the All gems tab.
  ///
  /// - Parameters:
  ///   - gems: The gems that pass the filters, in name order.
  ///   - catalog: The whole catalog.
  ///   - filter: The command line's filters.
  ///   - favoriteIDs: The favorites when the browser opens.
  ///   - width: The terminal's width in columns.
  ///   - height: The terminal's height in rows.
  init(gems: CatalogGems, catalog: Catalog, filter: GemFilter, favoriteIDs: FavoriteIDs, width: Int, height: Int) {
    self.gems = gems
    self.catalog = catalog
    self.relations = CatalogRelations(catalog)
    self.filter = filter
    self.layout = BrowserLayout(width: width, height: height, tab: .all)
    setFavorites(favoriteIDs)
  }

  /// The rows of the tab shown.
  var rows: GemRows {
    switch tab {
    case .all: return GemRows(gems)
    case .favorites: return GemRows(catalog.gems, at: favoritePositions)
    case .search: return searchOutcome.matches
    }
  }

  /// The selected row's index in ``rows``, or `nil` for an empty list.
  var selectedIndex: Int? {
    rows.isEmpty ? nil : min(selections[tab] ?? 0, rows.count - 1)
  }

  /// The selected gem, whose detail the pane shows: read from the catalog
  /// each time, so whether there is one is asked of ``selectedIndex``.
  var selectedGem: Gem? { selectedIndex.map { rows[$0] } }

  /// The first list row on screen.
  var topIndex: Int { tops[tab] ?? 0 }

  /// Whether `gem` is a favorite.
  func isFavorite(_ gem: Gem) -> Bool {
    // Drawn for every row on screen: no id is looked up while there are no favorites.
    !favoriteSet.isEmpty && catalog.position(ofID: gem.id).map(favoriteSet.contains) == true
  }

  /// How many favorites the Favorites tab lists (not a row kept for one just taken away).
  var favoriteCount: Int { favoritePositions.count { favoriteSet.contains($0) } }

  /// How many favorites of this catalog the filters hide from the Favorites tab.
  var hiddenFavoriteCount: Int { favoriteSet.count - favoriteCount }

  /// How many favorites name no gem of this catalog: kept in the file, for another catalog.
  private(set) var favoritesElsewhere = 0

  /// Whether the detail fills the screen instead of the list (a narrow
  /// terminal with the detail focused).
  var showsDetailPage: Bool {
    guard !layout.isSplit, selectedIndex != nil else { return false }
    return focus == .detail || focus == .help(returningTo: .detail)
  }

  /// The width the selected gem's detail is drawn at: the pane's, or the
  /// screen's for a detail page; `nil` when no detail is on screen.
  var detailWidth: Int? {
    guard selectedIndex != nil, !layout.isTooSmall else { return nil }
    if showsDetailPage { return layout.width }
    return layout.isSplit ? layout.paneWidth : nil
  }

  /// Takes the favorites as the store now holds them.
  ///
  /// - Parameters:
  ///   - ids: The favorite ids in the order they were added.
  ///   - keepingRows: Whether the Favorites tab keeps the rows it lists,
  ///     a favorite just taken away among them, unmarked, until the tab is
  ///     shown again: after a change made here, so that the selection (and
  ///     a detail page) stays on the gem and `f` puts it back.
  mutating func setFavorites(_ ids: FavoriteIDs, keepingRows: Bool = false) {
    favoritesProblem = nil
    let positions = catalog.positions(of: ids)
    favoriteSet = Set(positions)
    favoritesElsewhere = ids.count - positions.count
    let gems = catalog.gems
    let listed = filter.isEmpty ? positions : positions.filter { filter.passes(gems[$0]) }
    if keepingRows {
      let kept = Set(favoritePositions)
      favoritePositions += listed.filter { !kept.contains($0) }
    } else {
      favoritePositions = listed
    }
    keepSelectionInView()
  }

  /// Takes the favorites file as one that cannot be read: no gem is
  /// marked, as for `list`, and the Favorites tab says why.
  ///
  /// - Parameter problem: What is wrong with the file.
  mutating func showNoFavorites(because problem: String) {
    setFavorites([])
    favoritesProblem = problem
  }

  /// Takes a new terminal size.
  mutating func resize(width: Int, height: Int) {
    layout = BrowserLayout(width: width, height: height, tab: tab)
    keepSelectionInView()
  }

  /// Changes the model for one key.
  ///
  /// - Parameter key: What was pressed or clicked.
  /// - Returns: What the loop must do now, in order.
  mutating func handle(_ key: BrowserKey) -> [Effect] {
    handle([key])
  }

  /// Changes the model for keys that arrived together, searching once for
  /// a query typed in one go.
  ///
  /// - Parameter keys: The keys, in order.
  /// - Returns: What the loop must do now, in order; nothing after a quit.
  mutating func handle(_ keys: [BrowserKey]) -> [Effect] {
    var effects: [Effect] = []
    for key in keys {
      effects += handleOne(key)
      if effects.contains(where: { if case .quit = $0 { return true } else { return $0 == .quitBySignal } }) { break }
    }
    if searchIsStale { runSearch() }
    return effects
  }

  private mutating func handleOne(_ key: BrowserKey) -> [Effect] {
    status = nil
    switch key {
    case .interrupt: return [.quit(interrupted: true)]
    case .suspend: return [.suspend]
    case .quitSignal: return [.quitBySignal]
    case .redraw: return [.redrawAll]
    case .character("q") where layout.isTooSmall: return [.quit(interrupted: false)]
    default: break
    }
    // Nothing is on screen to act on.
    guard !layout.isTooSmall else { return [] }
    let editsQuery: Bool
    switch key {
    case .character, .backspace, .paste, .clearQuery, .deleteWord: editsQuery = focus == .query
    default: editsQuery = false
    }
    if searchIsStale && !editsQuery { runSearch() }
    switch focus {
    case .help(let returning):
      // The keys that scroll the detail scroll a help taller than the screen; any other closes it.
      if let offset = Self.scrolled(helpOffset, by: key, pageHeight: layout.pageHeight) {
        helpOffset = min(offset, max(0, KeyHelp.lines(width: layout.width).count - layout.pageHeight))
        return []
      }
      focus = returning
      helpOffset = 0
      return key == .character("q") ? [.quit(interrupted: false)] : []
    case .query: return handleInQuery(key)
    case .list: return handleInList(key)
    case .detail: return handleInDetail(key)
    }
  }

  private mutating func handleInQuery(_ key: BrowserKey) -> [Effect] {
    switch key {
    case .character(let character):
      guard query.count < Self.queryLimit else { return [] }
      query.append(character)
      searchIsStale = true
    case .paste(let text):
      query += text.prefix(max(0, Self.queryLimit - query.count))
      searchIsStale = true
    case .clearQuery:
      query = ""
      searchIsStale = true
    case .deleteWord:
      while query.last == " " { query.removeLast() }
      while let last = query.last, last != " " { query.removeLast() }
      searchIsStale = true
    case .backspace:
      guard !query.isEmpty else { return [] }
      query.removeLast()
      searchIsStale = true
    case .enter:
      if selectedIndex != nil { openDetail() } else { focus = .list }
    case .escape: focus = .list
    case .up, .down, .pageUp, .pageDown, .wheel: return handleInList(key)
    case .tab, .backTab, .click: return handleInList(key)
    default: break
    }
    return []
  }

  private mutating func handleInList(_ key: BrowserKey) -> [Effect] {
    switch key {
    case .up, .character("k"): moveSelection(by: -1)
    case .down, .character("j"): moveSelection(by: 1)
    case .pageUp: moveSelection(by: -layout.listHeight)
    case .pageDown: moveSelection(by: layout.listHeight)
    case .home, .character("g"): moveSelection(to: 0)
    case .end, .character("G"): moveSelection(to: rows.count - 1)
    case .wheel(let up): moveSelection(by: up ? -3 : 3)
    case .tab: return show(tab.next)
    case .backTab: return show(tab.previous)
    case .character("1"): return show(.all)
    case .character("2"): return show(.favorites)
    case .character("3"): return show(.search)
    case .character("/"):
      let effects = tab == .search ? [] : show(.search)
      focus = .query
      return effects
    case .enter, .right, .character("l"): openDetail()
    case .character("f"), .character(" "): return toggleSelected()
    case .character("?"): focus = .help(returningTo: focus)
    case .character("q"): return [.quit(interrupted: false)]
    case .click(let row, let column): return click(row: row, column: column)
    default: break
    }
    return []
  }

  /// Where `key` scrolls a page that is `offset` lines down, or `nil`
  /// for a key that does not scroll; the end is as far as it goes, for
  /// the caller to limit to the page's length.
  private static func scrolled(_ offset: Int, by key: BrowserKey, pageHeight: Int) -> Int? {
    switch key {
    case .up, .character("k"): max(0, offset - 1)
    case .down, .character("j"): offset + 1
    case .pageUp: max(0, offset - pageHeight)
    case .pageDown: offset + pageHeight
    case .home, .character("g"): 0
    case .end, .character("G"): Int.max / 2
    case .wheel(let up): max(0, offset + (up ? -3 : 3))
    default: nil
    }
  }

  private mutating func handleInDetail(_ key: BrowserKey) -> [Effect] {
    // As far as it goes: the loop limits it to the page's length.
    if let offset = Self.scrolled(detailOffset, by: key, pageHeight: layout.pageHeight) {
      detailOffset = offset
      return []
    }
    switch key {
    case .escape, .left, .backspace, .character("h"): focus = .list
    case .character("f"), .character(" "): return toggleSelected()
    case .character("?"): focus = .help(returningTo: focus)
    case .character("q"): return [.quit(interrupted: false)]
    case .tab, .backTab, .character("1"), .character("2"), .character("3"), .character("/"):
      focus = .list
      return handleInList(key)
    case .click(let row, let column):
      if layout.isSplit { return click(row: row, column: column) }
      if row == 0 { return click(row: row, column: column) }
    default: break
    }
    return []
  }

  /// Looks for names close to a query that matched nothing; the loop calls
  /// it once typing pauses, since it compares the query with every name.
  mutating func findSuggestions() {
    guard searchOutcome.needsSuggestions else { return }
    searchOutcome.needsSuggestions = false
    guard let search else { return }
    searchOutcome.suggestions = search.suggestions(for: query).map { search.gems[$0] }
  }

  /// Keeps the detail offset within the page's `lineCount` lines.
  ///
  /// - Parameter lineCount: How many lines the drawn detail has.
  mutating func limitDetailOffset(lineCount: Int) {
    detailOffset = min(detailOffset, max(0, lineCount - layout.pageHeight))
  }

  private mutating func click(row: Int, column: Int) -> [Effect] {
    guard row < layout.height, column < layout.width else { return [] }
    if row == 0 {
      for (tab, columns) in BrowserLayout.tabColumns() where columns.contains(column) { return show(tab) }
      return []
    }
    if layout.isSplit && column >= layout.listWidth {
      if selectedIndex != nil { focus = .detail }
      return []
    }
    if layout.queryRow == row {
      focus = .query
      return []
    }
    let index = topIndex + row - layout.firstListRow
    guard row >= layout.firstListRow, row < layout.statusRow, index < rows.count else { return [] }
    if index == selectedIndex {
      openDetail()
    } else {
      moveSelection(to: index)
      focus = .list
    }
    return []
  }

  private mutating func show(_ newTab: BrowserTab) -> [Effect] {
    tab = newTab
    layout = BrowserLayout(width: layout.width, height: layout.height, tab: newTab)
    focus = newTab == .search && query.isEmpty ? .query : .list
    detailOffset = 0
    keepSelectionInView()
    // Another process may have changed the favorites since this tab was last shown.
    return [.reloadFavorites]
  }

  private mutating func openDetail() {
    guard selectedIndex != nil else { return }
    focus = .detail
    detailOffset = 0
  }

  private func toggleSelected() -> [Effect] {
    guard let gem = selectedGem else { return [] }
    return [.toggleFavorite(FavoriteToggle(gem, favorite: !isFavorite(gem)))]
  }

  private mutating func runSearch() {
    searchIsStale = false
    searchOutcome = SearchOutcome()
    // Taken out while it changes, so that its tables are not copied.
    var search = self.search.take() ?? IncrementalSearch(catalog.search)
    defer { self.search = search }
    do {
      let matched = try search.positions(for: query)
      let positions = filter.isEmpty ? matched : matched.filter { filter.passes(search.gems[$0]) }
      searchOutcome.matches = GemRows(search.gems, at: positions)
      // Matches the filters all leave out need no close names, only saying so.
      searchOutcome.needsSuggestions = matched.isEmpty
      searchOutcome.matchesFilteredOut = positions.isEmpty && !matched.isEmpty
    } catch {
      searchOutcome.message = query.isEmpty ? nil : "Type letters or digits to search."
    }
    selections[.search] = 0
    tops[.search] = 0
    detailOffset = 0
  }

  private mutating func moveSelection(by offset: Int) {
    moveSelection(to: (selectedIndex ?? 0) + offset)
  }

  private mutating func moveSelection(to index: Int) {
    guard !rows.isEmpty else { return }
    let clamped = min(max(0, index), rows.count - 1)
    if clamped != selectedIndex { detailOffset = 0 }
    selections[tab] = clamped
    keepSelectionInView()
  }

  /// Scrolls the list as little as needed to keep the selection on screen.
  private mutating func keepSelectionInView() {
    guard let selected = selectedIndex else {
      tops[tab] = 0
      return
    }
    selections[tab] = selected
    let height = layout.listHeight
    var top = min(topIndex, max(0, rows.count - height))
    if selected < top { top = selected }
    if selected >= top + height { top = selected - height + 1 }
    tops[tab] = max(0, top)
  }
}
