import GemCore
import TerminalRendering

/// `raygem search QUERY...`: gems whose name or alias contains the query.
enum SearchCommand {
  /// What `search` found.
  enum State {
    /// Ranked matches.
    case found([Gem])
    /// Nothing matched; the closest names instead.
    case noMatch(query: String, suggestions: [Gem])
  }

  static func run(_ session: Session) throws(RaygemError) -> any Rendering {
    try session.requireArgumentCount(of: .search)
    let query = session.invocation.arguments.joined(separator: " ")
    let result = try session.search(query)
    let state: State =
      result.matches.isEmpty ? .noMatch(query: query, suggestions: result.suggestions) : .found(result.matches)
    switch state {
    case .found(let gems):
      let fields = session.fields()
      return session.gemList(session.arranged(gems), favorites: try session.favoritesIfShown(fields), fields: fields)
    case .noMatch(let query, let suggestions):
      let message = noMatchMessage(query: query, suggestions: suggestions, width: session.terminal.width)
      // Machine formats still print their empty document: `[]`, or the header.
      let empty = session.gemList([Gem](), favorites: [], fields: session.fields())
      let document = [.json, .tsv, .csv].contains(session.format) ? empty.text(width: session.terminal.width) : ""
      throw .noResults(message, document: document)
    }
  }

  /// The no-results view: the list printer with no rows and its message,
  /// rendered as the one line that goes to standard error.
  private static func noMatchMessage(query: String, suggestions: [Gem], width: Int) -> String {
    let names = suggestions.map { "\"\(Echo.of($0.name))\"" }.joined(separator: ", ")
    let hint = suggestions.isEmpty ? "" : " (did you mean \(names)?)"
    let view = GemList([Gem](), format: .table) { _ in
      .cells([])
    } extra: {
      Line("no gem found for \"\(Echo.of(query))\"\(hint)")
    }
    return view.text(width: Int.max / 2).trimmingSuffix("\n")
  }
}

extension String {
  /// The text without one trailing copy of `suffix`.
  func trimmingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
