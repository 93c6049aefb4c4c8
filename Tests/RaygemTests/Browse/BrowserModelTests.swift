import Foundation
import GemCore
import TerminalRendering
import Testing

@testable import RaygemCLI

/// The browser's state, driven key by key on the bundled catalog.
@Suite("Browse: model")
struct BrowserModelTests {
  static func session(_ arguments: [String] = [], home: String = NoHome.path) throws -> Session {
    Session(
      invocation: try ArgumentParser.parse(["browse"] + arguments),
      terminal: TerminalCapabilities(isTerminal: true, hasTerminalInput: true, isColored: false, width: 80),
      environment: ["RAYGEM_HOME": home], readStandardInput: { "" })
  }

  static func model(_ arguments: [String] = [], width: Int = 80, height: Int = 24) throws -> BrowserModel {
    try BrowseCommand.state(for: session(arguments), width: width, height: height)
  }

  @discardableResult
  static func type(_ text: String, into model: inout BrowserModel) -> [BrowserModel.Effect] {
    text.flatMap { model.handle(.character($0)) }
  }

  @Test func itOpensOnAllGemsInNameOrder() throws {
    let model = try Self.model()
    #expect(model.tab == .all)
    #expect(model.focus == .list)
    #expect(model.rows.count == Catalog.bundled.gems.count)
    #expect(model.selectedGem?.name == "Agate")
  }

  @Test func slashThenTypingNarrowsToRoseQuartzAsYouType() throws {
    var model = try Self.model()
    #expect(model.handle(.character("/")) == [.reloadFavorites])
    #expect(model.tab == .search)
    #expect(model.focus == .query)
    Self.type("rose", into: &model)
    let afterRose = model.rows.count
    #expect(afterRose > 1)
    Self.type(" qu", into: &model)
    #expect(model.query == "rose qu")
    #expect(model.rows.count < afterRose)
    #expect(model.selectedGem?.name == "Rose Quartz")
    // Enter opens its detail, on its own page at 80 columns.
    #expect(model.handle(.enter).isEmpty)
    #expect(model.focus == .detail)
    #expect(model.showsDetailPage)
    #expect(model.detailWidth == 80)
    #expect(model.handle(.character("f")) == [.toggleFavorite(.init(model.selectedGem!, favorite: true))])
    #expect(model.handle(.escape).isEmpty)
    #expect(model.focus == .list)
  }

  /// `f` asks for the opposite of the ♥ shown, not a flip of whatever the
  /// file holds: a gem another program took away meanwhile, still shown
  /// ♥, is taken away, not put back (a tester's finding).
  @Test func favoriteKeyAsksForTheOppositeOfWhatIsShown() throws {
    var model = try Self.model()
    model.setFavorites(["agate"])
    #expect(model.selectedGem?.id == "agate")
    #expect(model.handle(.character("f")) == [.toggleFavorite(.init(model.selectedGem!, favorite: false))])
    model.setFavorites([])
    #expect(model.handle(.character("f")) == [.toggleFavorite(.init(model.selectedGem!, favorite: true))])
  }

  /// A favorite taken away on the Favorites tab keeps its row, unmarked,
  /// until the tab is shown again, so the page stays on it and `f` puts it
  /// back (a tester's finding: the detail page moved to the next
  /// favorite, which a second `f` then took away).
  @Test func aFavoriteTakenAwayKeepsItsRowUntilTheTabIsShownAgain() throws {
    var model = try Self.model()
    model.setFavorites(["ruby", "pearl"])
    _ = model.handle(.character("2"))
    _ = model.handle(.enter)
    #expect(model.selectedGem?.id == "ruby")
    model.setFavorites(["pearl"], keepingRows: true)
    #expect(model.selectedGem?.id == "ruby")
    #expect(model.rows.count == 2)
    #expect(!model.isFavorite(model.selectedGem!))
    #expect(model.favoriteCount == 1)
    #expect(model.handle(.character("f")) == [.toggleFavorite(.init(model.selectedGem!, favorite: true))])
    // Shown again, the tab lists only the favorites.
    _ = model.handle(.character("1"))
    _ = model.handle(.character("2"))
    model.setFavorites(["pearl"])
    #expect(model.rows.count == 1)
    #expect(model.hiddenFavoriteCount == 0)
  }

  @Test func backspaceWidensTheSearchAgainAndQueriesWithoutLettersSaySo() throws {
    var model = try Self.model()
    _ = model.handle(.character("/"))
    Self.type("rubyx", into: &model)
    #expect(model.rows.isEmpty)
    _ = model.handle(.backspace)
    #expect(model.selectedGem?.name == "Ruby")
    var symbols = try Self.model()
    _ = symbols.handle(.character("/"))
    Self.type("--", into: &symbols)
    #expect(symbols.searchOutcome.message == "Type letters or digits to search.")
  }

  @Test func filtersFromTheCommandLineApplyToEveryTab() throws {
    var model = try Self.model(["--origin", "synthetic"])
    #expect(!model.rows.isEmpty)
    #expect(model.rows.allSatisfy { $0[.origin] == .synthetic })
    _ = model.handle(.character("/"))
    Self.type("ruby", into: &model)
    #expect(model.rows.map(\.name).contains("Synthetic Ruby"))
    #expect(!model.rows.map(\.name).contains("Ruby"))
    model.setFavorites(["ruby", "synthetic-ruby"])
    _ = model.handle(.escape)
    _ = model.handle(.character("2"))
    #expect(model.rows.map(\.id) == ["synthetic-ruby"])
  }

  @Test func movingKeysClampAndTheListScrollsToKeepTheSelectionInView() throws {
    var model = try Self.model(height: 10)
    let visible = model.layout.listHeight
    #expect(visible == 7)
    _ = model.handle(.up)
    #expect(model.selectedIndex == 0)
    for _ in 0..<visible { _ = model.handle(.character("j")) }
    #expect(model.selectedIndex == visible)
    #expect(model.topIndex == 1)
    _ = model.handle(.character("G"))
    #expect(model.selectedIndex == model.rows.count - 1)
    #expect(model.topIndex == model.rows.count - visible)
    _ = model.handle(.pageUp)
    #expect(model.selectedIndex == model.rows.count - 1 - visible)
    _ = model.handle(.home)
    #expect(model.selectedIndex == 0)
    #expect(model.topIndex == 0)
    _ = model.handle(.wheel(up: false))
    #expect(model.selectedIndex == 3)
  }

  @Test func tabsCycleAndEachShowingReadsTheFavoritesAgain() throws {
    var model = try Self.model()
    #expect(model.handle(.tab) == [.reloadFavorites])
    #expect(model.tab == .favorites)
    _ = model.handle(.tab)
    #expect(model.tab == .search)
    #expect(model.focus == .query)
    _ = model.handle(.tab)
    #expect(model.tab == .all)
    _ = model.handle(.backTab)
    #expect(model.tab == .search)
    _ = model.handle(.character("1"))  // typed: the query line has the keys
    #expect(model.query == "1")
    _ = model.handle(.escape)
    _ = model.handle(.character("1"))
    #expect(model.tab == .all)
  }

  @Test func theFavoritesTabKeepsTheOrderTheyWereAdded() throws {
    var model = try Self.model()
    model.setFavorites(["sapphire", "ruby", "no-such-gem"])
    _ = model.handle(.character("2"))
    #expect(model.rows.map(\.name) == ["Sapphire", "Ruby"])
    #expect(model.isFavorite(model.rows[1]))
  }

  @Test func quitKeysEndWithOrWithoutAnInterrupt() throws {
    var model = try Self.model()
    #expect(model.handle(.character("q")) == [.quit(interrupted: false)])
    #expect(model.handle(.interrupt) == [.quit(interrupted: true)])
    #expect(model.handle(.suspend) == [.suspend])
    #expect(model.handle(.quitSignal) == [.quitBySignal])
    _ = model.handle(.character("/"))
    // In the query line q is a letter; Ctrl-C still quits.
    #expect(model.handle(.character("q")).isEmpty)
    #expect(model.handle(.interrupt) == [.quit(interrupted: true)])
  }

  @Test func keysThatArriveTogetherAreSearchedOnceAndEnterSeesTheResult() throws {
    var model = try Self.model()
    let keys: [BrowserKey] = [.character("/")] + "rose qu".map { .character($0) } + [.enter]
    #expect(model.handle(keys) == [.reloadFavorites])
    #expect(model.focus == .detail)
    #expect(model.selectedGem?.name == "Rose Quartz")
  }

  @Test func aPasteIsTypedIntoTheQueryAndIgnoredInTheList() throws {
    var model = try Self.model()
    #expect(model.handle(.paste("fq")).isEmpty)
    #expect(model.tab == .all)
    _ = model.handle(.character("/"))
    #expect(model.handle(.paste("ruby fqx")).isEmpty)
    #expect(model.query == "ruby fqx")
  }

  @Test func theQueryIsBoundedAndCtrlUAndCtrlWClearIt() throws {
    var model = try Self.model()
    _ = model.handle(.character("/"))
    _ = model.handle(.paste(String(repeating: "sapphire ruby emerald ", count: 1400)))
    #expect(model.query.count == BrowserModel.queryLimit)
    _ = model.handle(.deleteWord)
    #expect(model.query.hasSuffix("emerald "))
    _ = model.handle(.clearQuery)
    #expect(model.query.isEmpty)
    BrowserModelTests.type("rose qu", into: &model)
    _ = model.handle(.deleteWord)
    #expect(model.query == "rose ")
  }

  @Test func clicksOutsideTheScreenDoNothing() throws {
    var model = try Self.model(width: 120, height: 30)
    _ = model.handle(.click(row: 499, column: 499))
    #expect(model.focus == .list)
  }

  @Test func behindTheTooSmallNoticeOnlyTheWaysOutWork() throws {
    var model = try Self.model(width: 15, height: 4)
    #expect(model.handle(.character("f")).isEmpty)
    #expect(model.handle(.character("/")).isEmpty)
    #expect(model.tab == .all)
    #expect(model.handle(.character("q")) == [.quit(interrupted: false)])
  }

  @Test func endAndGScrollTheDetailToItsEnd() throws {
    var model = try Self.model()
    _ = model.handle(.enter)
    _ = model.handle(.character("G"))
    model.limitDetailOffset(lineCount: 60)
    #expect(model.detailOffset == 60 - model.layout.pageHeight)
    _ = model.handle(.home)
    #expect(model.detailOffset == 0)
  }

  @Test func anInvalidFavoritesFileIsAWarningOnTheStatusLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raygem-browse-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("not json".utf8).write(to: folder.appendingPathComponent("favorites.json"))
    let model = try BrowseCommand.state(for: Self.session(home: folder.path), width: 80, height: 24)
    #expect(model.status?.isProblem == true)
    #expect(model.status?.text.hasPrefix("warning: favorites file '") == true)
    #expect(model.status?.text.hasSuffix("; showing no favorites") == true)
    #expect(model.favoriteCount == 0)
    // The favorites tab keeps saying why once the status line has gone.
    #expect(model.favoritesProblem?.hasPrefix("favorites file '") == true)
    #expect(model.favoritesProblem?.contains("' is not valid: ") == true)
  }

  @Test func keyHelpShowsOverTheListAndAnyKeyCloses() throws {
    var model = try Self.model()
    _ = model.handle(.character("?"))
    #expect(model.focus == .help(returningTo: .list))
    _ = model.handle(.character("x"))
    #expect(model.focus == .list)
  }

  /// A key help taller than the screen scrolls with the keys that scroll
  /// the detail, and any other key closes it (a tester's finding: at 40×12
  /// its last keys were cut off, with no way to reach them).
  @Test func keyHelpScrollsWhereItDoesNotFit() throws {
    var model = try Self.model(width: 40, height: 12)
    let helpLines = KeyHelp.lines(width: 40).count
    #expect(helpLines > model.layout.pageHeight)
    _ = model.handle(.character("?"))
    _ = model.handle(.down)
    #expect(model.focus == .help(returningTo: .list))
    #expect(model.helpOffset == 1)
    _ = model.handle(.end)
    #expect(model.helpOffset == helpLines - model.layout.pageHeight)
    _ = model.handle(.up)
    #expect(model.helpOffset == helpLines - model.layout.pageHeight - 1)
    _ = model.handle(.character("x"))
    #expect(model.focus == .list)
    #expect(model.selectedIndex == 0)
    _ = model.handle(.character("?"))
    #expect(model.helpOffset == 0)
  }

  @Test func clicksPickTabsAndRowsAndASecondClickOpensTheDetail() throws {
    var model = try Self.model(width: 80, height: 24)
    let favoritesColumn = BrowserLayout.tabColumns()[1].columns.lowerBound
    _ = model.handle(.click(row: 0, column: favoritesColumn))
    #expect(model.tab == .favorites)
    _ = model.handle(.character("1"))
    _ = model.handle(.click(row: model.layout.firstListRow + 2, column: 5))
    #expect(model.selectedIndex == 2)
    #expect(model.focus == .list)
    _ = model.handle(.click(row: model.layout.firstListRow + 2, column: 5))
    #expect(model.focus == .detail)
  }

  @Test func aWideTerminalShowsTheDetailBesideTheList() throws {
    var model = try Self.model(width: 120, height: 30)
    #expect(model.layout.isSplit)
    #expect(model.detailWidth == model.layout.paneWidth)
    _ = model.handle(.enter)
    #expect(!model.showsDetailPage)
    _ = model.handle(.character("j"))
    #expect(model.detailOffset == 1)
    model.resize(width: 80, height: 24)
    #expect(model.showsDetailPage)
  }
}
