import GemCore
import TerminalRendering

/// `raygem browse`: the catalog full-screen, in tabs (README, "browse").
enum BrowseCommand {
  /// The browser, for the entry point to run on the terminal.
  ///
  /// - Throws: ``RaygemError/usage(_:)`` without a terminal on standard
  ///   input and output, and the errors of ``state(for:width:height:)``.
  static func run(_ session: Session) throws(RaygemError) -> BrowserProgram {
    guard session.terminal.isTerminal, session.terminal.hasTerminalInput else {
      throw .usage("browse needs a terminal on standard input and output; in scripts use list, search or detail")
    }
    let width = session.terminal.width
    return BrowserProgram(
      model: try state(for: session, width: width, height: 24),
      store: session.favoritesStore, colored: session.isColored, depth: session.terminal.colorDepth,
      showsPictures: session.showsPictures, fields: session.invocation.fields ?? OutputField.browseDefaults)
  }

  /// The browser as it opens for the session's catalog, filters and
  /// favorites, laid out for a terminal `width` by `height`.
  ///
  /// - Throws: ``RaygemError`` for an unreadable catalog or a filter word
  ///   no gem has. An invalid or unreadable favorites file is a warning on
  ///   the status line, and no gem is a favorite, as for `list`.
  static func state(for session: Session, width: Int, height: Int) throws(RaygemError) -> BrowserModel {
    let catalog = try session.catalog()
    // Served gems stay served: only the positions of those that pass are kept.
    let passing = try session.filtered(catalog.gems, catalog: catalog.gems)
    let gems = catalog.isInNameOrder ? passing : CatalogGems(SortKey.name.sorted(Array(passing), reversed: false))
    var favoriteIDs: FavoriteIDs = []
    var problem: FavoritesError?
    do {
      favoriteIDs = try session.favoritesStore.favorites()
    } catch {
      problem = error
    }
    var model = BrowserModel(
      gems: gems, catalog: catalog, filter: session.invocation.filter, favoriteIDs: favoriteIDs, width: width,
      height: height)
    if let problem {
      model.showNoFavorites(because: problem.message)
      model.status = .init(text: Session.noFavoritesWarning(problem), isProblem: true)
    }
    return model
  }
}
