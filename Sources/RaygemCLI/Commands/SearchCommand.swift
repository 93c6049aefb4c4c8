import GemCore
import TerminalRendering

/// `raygem search QUERY...`: gems whose name or alias contains the query,
/// and that pass the filters.
enum SearchCommand {
  /// What `search` found.
  enum State: Equatable {
    /// Ranked matches.
    case found([Gem])
    /// Nothing matched; the closest names instead.
    case noMatch(query: String, suggestions: [Gem])
    /// Gems matched, but none passes the filters.
    case filteredOut(query: String)
  }

  static func run(_ session: Session) throws(RaygemError) -> any Rendering {
    let problem: String
    switch try state(for: session) {
    case .found(let gems):
      let fields = session.fields()
      return session.gemList(session.arranged(gems), favorites: try session.favoritesIfShown(fields), fields: fields)
    case .noMatch(let query, let suggestions):
      let names = suggestions.map { "\"\(Echo.of($0.name))\"" }.joined(separator: ", ")
      let hint = suggestions.isEmpty ? "" : " (did you mean \(names)?)"
      problem = "no gem found for \"\(Echo.of(query))\"\(hint)"
    case .filteredOut(let query):
      problem = "gems match \"\(Echo.of(query))\", but none passes these filters"
    }
    // Machine formats still print their empty document: `[]`, or the header.
    let empty = session.gemList([Gem](), favorites: [], fields: session.fields())
    let document = [.json, .tsv, .csv].contains(session.format) ? empty.text(width: session.terminal.width) : ""
    throw .noResults(problem, document: document)
  }

  /// What `search` found for the session's query and filters.
  ///
  /// - Throws: ``RaygemError`` for an unreadable catalog, a query with no
  ///   letter or digit, or a filter word no gem has.
  static func state(for session: Session) throws(RaygemError) -> State {
    let query = session.invocation.arguments.joinedText(separator: " ")
    if session.invocation.searchesText { return try textState(query, for: session) }
    guard !session.invocation.filter.isEmpty else {
      let result = try session.search(query)
      return result.matches.isEmpty ? .noMatch(query: query, suggestions: result.suggestions) : .found(result.matches)
    }
    // Filter words are checked against the whole catalog, so it is read
    // once, here, and searched in memory: a catalog from a pipe cannot be
    // read twice.
    let catalog = try session.catalog()
    let result = try session.search(query, in: catalog)
    guard !result.matches.isEmpty else { return .noMatch(query: query, suggestions: result.suggestions) }
    let passing = Array(try session.filtered(CatalogGems(result.matches), catalog: catalog.gems))
    return passing.isEmpty ? .filteredOut(query: query) : .found(passing)
  }

  /// `search --text`: the name matches, then the other gems whose prose
  /// matches, in catalog order, read one at a time (a large catalog's from
  /// its index).
  private static func textState(_ query: String, for session: Session) throws(RaygemError) -> State {
    let prose: ProseQuery
    do {
      prose = try ProseQuery(query)
    } catch {
      throw .usage("the query \"\(Echo.of(query))\" has no letters or digits to search for")
    }
    let catalog = try session.catalog()
    let named = try session.search(query, in: catalog)
    let ids = Set(named.matches.map(\.id))
    let matches = named.matches + catalog.gems.filter { !ids.contains($0.id) && prose.matches($0) }
    guard !matches.isEmpty else { return .noMatch(query: query, suggestions: named.suggestions) }
    guard !session.invocation.filter.isEmpty else { return .found(matches) }
    let passing = Array(try session.filtered(CatalogGems(matches), catalog: catalog.gems))
    return passing.isEmpty ? .filteredOut(query: query) : .found(passing)
  }
}
