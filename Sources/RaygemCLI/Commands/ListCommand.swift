import GemCore
import TerminalRendering

/// `raygem list`: every gem of the catalog, sorted and limited.
enum ListCommand {
  /// What `list` has to show.
  enum State {
    /// The catalog has no gems.
    case empty(source: String)
    /// The gems to show, already sorted and limited.
    case loaded([Gem])
  }

  static func run(_ session: Session) throws(RaygemError) -> any Rendering {
    try session.requireArgumentCount(of: .list)
    let catalog = try session.catalog()
    let fields = session.fields()
    let favorites = try session.favoritesIfShown(fields)
    let options = session.invocation
    var gems: [Gem]
    if options.sort == .name && catalog.isInNameOrder {
      gems = options.isReversed ? catalog.gems.reversed() : catalog.gems
    } else {
      gems = options.sort.sorted(catalog.gems, reversed: options.isReversed)
    }
    if let limit = options.limit { gems = Array(gems.prefix(limit)) }
    let state: State = catalog.gems.isEmpty ? .empty(source: catalog.source) : .loaded(gems)
    switch state {
    case .empty(let source): return empty(source: source, session: session, fields: fields)
    case .loaded(let gems): return loaded(gems, session: session, favorites: favorites, fields: fields)
    }
  }

  private static func empty(source: String, session: Session, fields: [OutputField]) -> any Rendering {
    session.gemList([Gem](), favorites: [], fields: fields) {
      Line("The \(source) has no gems.", role: .muted, truncates: false)
    }
  }

  private static func loaded(
    _ gems: [Gem], session: Session, favorites: Set<String>, fields: [OutputField]
  ) -> any Rendering {
    session.gemList(gems, favorites: favorites, fields: fields)
  }
}
