import GemCore
import TerminalRendering
import Testing

@testable import RaygemCLI

/// Frames of the browser drawn at fixed sizes, without colour unless said.
@Suite("Browse: screen")
struct BrowserScreenTests {
  private func frame(_ model: BrowserModel, colored: Bool = false, detail: [StyledText] = []) -> [String] {
    let screen = BrowserScreen(model: model, colored: colored, fields: OutputField.browseDefaults, detail: detail)
    return Canvas(width: model.layout.width, height: model.layout.height).drawing(screen).lines.map {
      $0.rendered(colored: colored)
    }
  }

  private func detail(of gem: Gem, width: Int) -> [StyledText] {
    let page = DetailPage(
      gem: gem, isFavorite: false, fields: OutputField.allCases, colored: false, lookAlikes: .init())
    return Canvas(width: width).drawing(page).lines
  }

  @Test func everyFrameFillsTheScreenExactly() throws {
    for (width, height) in [(20, 5), (40, 12), (80, 24), (120, 30), (200, 50)] {
      let lines = frame(try BrowserModelTests.model(width: width, height: height))
      #expect(lines.count == height, "at \(width)×\(height)")
      #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "at \(width)×\(height)")
    }
  }

  @Test func theTabBarMarksTheTabShownWithBracketsWithoutColour() throws {
    var model = try BrowserModelTests.model()
    #expect(frame(model)[0] == " [1 All gems]  2 Favorites   3 Search  ♥ 0")
    _ = model.handle(.character("2"))
    #expect(frame(model)[0].hasPrefix("  1 All gems  [2 Favorites]  3 Search"))
  }

  @Test func theListHasTheCommandsColumnsAndMarksTheSelectedRow() throws {
    var model = try BrowserModelTests.model(width: 80, height: 8)
    _ = model.handle(.down)
    let lines = frame(model)
    #expect(lines[1].hasPrefix("  ♥  Name"))
    #expect(lines[1].contains("Color"))
    #expect(lines[2].hasPrefix("     Agate"))
    #expect(lines[3].hasPrefix("›    Alabaster"))
    #expect(lines[7].hasPrefix("↑↓ move"))
    #expect(lines[7].hasSuffix(" 2/\(Catalog.bundled.gems.count)"))
  }

  @Test func theSelectedRowIsReverseVideoInColour() throws {
    let lines = frame(try BrowserModelTests.model(width: 80, height: 8), colored: true)
    #expect(lines[2].hasPrefix("\u{1B}[7m› \u{1B}[0m"))
    #expect(lines[0].contains("\u{1B}[7m 1 All gems \u{1B}[0m"))
  }

  @Test func theSearchTabShowsTheQueryAndWhatItFound() throws {
    var model = try BrowserModelTests.model(width: 60, height: 10)
    _ = model.handle(.character("/"))
    #expect(frame(model)[3].contains("Type a name, alias, misnomer or species"))
    BrowserModelTests.type("rose qu", into: &model)
    let lines = frame(model)
    #expect(lines[1] == "Search: rose qu▏")
    #expect(lines[3].hasPrefix("›    Rose Quartz"))
    BrowserModelTests.type("zz", into: &model)
    #expect(frame(model)[3] == "  No gem found for \"rose quzz\".")
    // Close names are looked for once typing pauses.
    #expect(model.searchOutcome.needsSuggestions)
    model.findSuggestions()
    #expect(frame(model)[3].hasPrefix("  No gem found for \"rose quzz\". Did you mean Rose Quartz"))
  }

  @Test func theHeartCountsTheFavoritesTheTabLists() throws {
    var model = try BrowserModelTests.model(["--origin", "synthetic"])
    model.setFavorites(["ruby", "synthetic-ruby", "no-such-gem"])
    // Natural ruby fails --origin synthetic: the tab says one favorite is hidden, not lost.
    #expect(frame(model)[0].hasSuffix("♥ 1 (1 hidden by the filters)"))
    model.setFavorites(["synthetic-ruby"])
    #expect(frame(model)[0].hasSuffix("♥ 1"))
  }

  @Test func aLongQueryShowsItsEndWhereYouType() throws {
    var model = try BrowserModelTests.model(width: 30, height: 10)
    _ = model.handle(.character("/"))
    BrowserModelTests.type("synthetic star sapphire xyz", into: &model)
    let line = frame(model)[1]
    #expect(line == "Search: …ic star sapphire xyz▏")
    #expect(DisplayWidth.of(line) == 30)
  }

  @Test func anEmptyFavoritesTabSaysHowToAddOne() throws {
    var model = try BrowserModelTests.model()
    _ = model.handle(.character("2"))
    #expect(frame(model)[2] == "  No favorites yet. Select a gem and press f (or space) to make it a favorite.")
  }

  /// A favorites tab left empty by the filters or by a file that cannot be
  /// read says so, not that there are no favorites yet (a tester's finding:
  /// a damaged file invited a first favorite).
  @Test func anEmptyFavoritesTabSaysWhyWhenFavoritesExist() throws {
    var filtered = try BrowserModelTests.model(["--origin", "synthetic"])
    filtered.setFavorites(["ruby"])
    _ = filtered.handle(.character("2"))
    #expect(frame(filtered)[2] == "  No favorite passes these filters.")
    // Favorites of another catalog are kept, as `favorites` says.
    var elsewhere = try BrowserModelTests.model()
    elsewhere.setFavorites(["no-such-gem", "nor-this"])
    _ = elsewhere.handle(.character("2"))
    #expect(frame(elsewhere)[2] == "  2 favorites are not in this catalog; they are kept.")
    var unread = try BrowserModelTests.model()
    unread.showNoFavorites(because: "favorites file 'f.json' is not valid: it ends early")
    _ = unread.handle(.character("2"))
    #expect(frame(unread)[2] == "  No favorites shown: favorites file 'f.json' is not valid: it ends early.")
  }

  /// A search whose matches the filters all leave out says so, as `search`
  /// does, rather than that nothing matched with names it cannot reach
  /// (a tester's finding).
  @Test func aSearchTheFiltersEmptySaysSo() throws {
    var model = try BrowserModelTests.model(["--origin", "synthetic"])
    _ = model.handle(.character("/"))
    BrowserModelTests.type("garnet", into: &model)
    #expect(!model.searchOutcome.needsSuggestions)
    #expect(frame(model)[3] == "  Gems match \"garnet\", but none passes these filters.")
  }

  @Test func aWideScreenShowsTheDetailPaneBesideTheList() throws {
    let model = try BrowserModelTests.model(width: 120, height: 20)
    let gem = try #require(model.selectedGem)
    let lines = frame(model, detail: detail(of: gem, width: model.layout.paneWidth))
    #expect(lines[1].contains(" │ Agate"))
    // Half the screen: long names such as Paraíba Tourmaline fit beside their species.
    #expect(lines[1].firstRange(of: " │ ")?.lowerBound == lines[1].index(lines[1].startIndex, offsetBy: 60))
  }

  @Test func theDividerTellsWhichPaneHasTheKeys() throws {
    var model = try BrowserModelTests.model(width: 120, height: 20)
    let gem = try #require(model.selectedGem)
    let page = detail(of: gem, width: model.layout.paneWidth)
    #expect(frame(model, detail: page)[2].contains(" │ "))
    _ = model.handle(.enter)
    #expect(frame(model, detail: page)[2].contains(" ┃ "))
    _ = model.handle(.escape)
    #expect(frame(model, detail: page)[2].contains(" │ "))
  }

  @Test func aNarrowScreenShowsTheDetailAsItsOwnPage() throws {
    var model = try BrowserModelTests.model(width: 60, height: 12)
    _ = model.handle(.enter)
    let gem = try #require(model.selectedGem)
    let page = detail(of: gem, width: 60)
    let lines = frame(model, detail: page)
    #expect(lines[1] == "Agate")
    #expect(lines[11].hasPrefix("↑↓ scroll"))
    // Scrolling stops where the page ends.
    for _ in 0..<500 { _ = model.handle(.down) }
    model.limitDetailOffset(lineCount: page.count)
    #expect(model.detailOffset == page.count - model.layout.pageHeight)
    #expect(frame(model, detail: page)[10] == page.last?.plain)
  }

  @Test func belowTwentyByFiveItSaysTheTerminalIsTooSmall() throws {
    // The longest wording that fits, never cut.
    for (width, height, notice) in [
      (40, 4, "Terminal too small: 20×5 needed"), (24, 4, "Too small: 20×5 needed"), (18, 4, "Needs 20×5 or more"),
      (12, 4, "Needs 20×5"), (6, 3, "20×5"),
    ] {
      let lines = frame(try BrowserModelTests.model(width: width, height: height))
      #expect(lines.count == height)
      #expect(lines[height / 2] == notice, "at \(width)×\(height)")
    }
  }

  /// On a small screen each meaning wraps beside its keys, and the help's
  /// end is reached by scrolling (a tester's finding: cut off at 40×12).
  @Test func theKeyHelpWrapsAndScrollsOnASmallScreen() throws {
    var model = try BrowserModelTests.model(width: 40, height: 12)
    _ = model.handle(.character("?"))
    let top = frame(model)
    #expect(top.allSatisfy { DisplayWidth.of($0) <= 40 })
    #expect(top[1] == "Keys")
    #expect(top[3] == "↑ ↓  j k        move in the list, or")
    #expect(top[4] == "                scroll the detail")
    #expect(top[11].hasPrefix("↑↓ scroll  any other key goes back"))
    _ = model.handle(.end)
    let end = frame(model)
    #expect(end[8] == "q  Ctrl-C       quit")
    #expect(end[10] == "↑↓ scroll; other keys close this help.")
    #expect(end[1] == "Esc             back to the list")
  }

  @Test func theKeyHelpListsEveryKey() throws {
    var model = try BrowserModelTests.model(width: 80, height: 24)
    _ = model.handle(.character("?"))
    let text = frame(model).joined(separator: "\n")
    #expect(text.contains("↑↓ scroll; other keys close this help."))
    #expect(text.contains("the first or last gem, or the detail's top or end"))
    for key in ["PgUp PgDn", "Tab  Shift-Tab", "f  space", "q  Ctrl-C", "Ctrl-Z"] {
      #expect(text.contains(key))
    }
  }
}
