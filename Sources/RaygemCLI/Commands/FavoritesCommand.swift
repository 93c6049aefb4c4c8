import GemCore
import TerminalRendering

/// `raygem favorites`: the favorite gems, in the order they were added.
enum FavoritesCommand {
  /// What `favorites` has to show.
  enum State {
    /// No favorites yet.
    case empty
    /// Favorites the catalog has, none of which passes the filters, and how many ids it lacks.
    case filteredOut(missing: Int)
    /// The favorites the catalog has, and how many ids it lacks.
    case loaded([Gem], missing: Int)
  }

  static func run(_ session: Session) throws(RaygemError) -> any Rendering {
    let catalog = try session.catalog()
    let ids = try session.favoriteIDs()
    let favorites = catalog.positions(of: ids).map { catalog.gems[$0] }
    let gems = Array(try session.filtered(CatalogGems(favorites), catalog: catalog.gems))
    let fields = session.fields()
    let missing = ids.count - favorites.count
    let state: State
    if ids.isEmpty {
      state = .empty
    } else if gems.isEmpty, !favorites.isEmpty {
      state = .filteredOut(missing: missing)
    } else {
      state = .loaded(gems, missing: missing)
    }
    switch state {
    case .empty:
      return empty("No favorites yet. Add one with: raygem favorite add NAME", session: session, fields: fields)
    case .filteredOut(let missing):
      return empty("No gem passes these filters.", missing: missing, session: session, fields: fields)
    case .loaded(let gems, let missing):
      // Every gem listed is among `ids`, which marks it without a copy of its id.
      return loaded(session.arranged(gems), missing: missing, session: session, favorites: ids, fields: fields)
    }
  }

  private static func empty(_ message: String, missing: Int = 0, session: Session, fields: [OutputField])
    -> any Rendering
  {
    session.gemList([Gem](), favorites: [], fields: fields) {
      Paragraph(message, role: .muted)
      if missing > 0 {
        Paragraph(keptElsewhere(missing), role: .muted)
      }
    }
  }

  /// What is said of `count` favorites that name no gem of the catalog
  /// (kept, for the catalog they came from), here and in `browse`.
  static func keptElsewhere(_ count: Int) -> String {
    count == 1
      ? "1 favorite is not in this catalog; it is kept."
      : "\(count) favorites are not in this catalog; they are kept."
  }

  private static func loaded(
    _ gems: [Gem], missing: Int, session: Session, favorites: FavoriteIDs, fields: [OutputField]
  ) -> any Rendering {
    session.gemList(gems, favorites: favorites, fields: fields) {
      if missing > 0 {
        Paragraph(keptElsewhere(missing), role: .muted)
      }
    }
  }
}
