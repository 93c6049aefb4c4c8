import GemCore
import TerminalRendering

/// `raygem list`: every gem of the catalog that passes the filters, sorted and limited.
enum ListCommand {
  /// What `list` has to show.
  enum State: Equatable {
    /// The catalog has no gems.
    case empty(source: String)
    /// No gem passes the filters.
    case filteredOut
    /// The gems to show, already sorted and limited.
    case loaded(CatalogGems)
  }

  static func run(_ session: Session) throws(RaygemError) -> any Rendering {
    let fields = session.fields()
    let favorites = try session.favoritesIfShown(fields)
    switch try state(for: session) {
    case .empty(let source): return empty("The \(source) has no gems.", session: session, fields: fields)
    case .filteredOut: return empty("No gem passes these filters.", session: session, fields: fields)
    case .loaded(let gems): return loaded(gems, session: session, favorites: favorites, fields: fields)
    }
  }

  /// What `list` shows for the session's catalog and options.
  ///
  /// - Throws: ``RaygemError`` for an unreadable catalog or a filter word no gem has.
  static func state(for session: Session) throws(RaygemError) -> State {
    let catalog = try session.catalog()
    guard !catalog.gems.isEmpty else { return .empty(source: catalog.source) }
    let options = session.invocation
    let passing = try session.filtered(catalog.gems, catalog: catalog.gems)
    guard !passing.isEmpty else { return .filteredOut }
    var gems = session.sorted(
      passing, by: options.sort ?? .name, reversed: options.isReversed, isInNameOrder: catalog.isInNameOrder)
    if let limit = options.limit, limit < gems.count { gems = gems.selecting(Array(0..<limit)) }
    return .loaded(gems)
  }

  private static func empty(_ message: String, session: Session, fields: [OutputField]) -> any Rendering {
    session.gemList([Gem](), favorites: [], fields: fields) {
      Line(message, role: .muted, truncates: false)
    }
  }

  private static func loaded(
    _ gems: CatalogGems, session: Session, favorites: FavoriteIDs, fields: [OutputField]
  ) -> any Rendering {
    session.gemList(gems, favorites: favorites, fields: fields)
  }
}
