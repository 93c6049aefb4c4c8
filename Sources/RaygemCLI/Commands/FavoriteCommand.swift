import GemCore
import TerminalRendering

/// `raygem favorite add|remove|toggle NAME|ID...`: changes favorites and
/// reports each gem's resulting state.
enum FavoriteCommand {
  /// The change to make.
  enum Action: String, CaseIterable {
    case add, remove, toggle

    func apply(to ids: inout [String], id: String) {
      let present = ids.contains(id)
      switch self {
      case .add where !present: ids.append(id)
      case .remove where present: ids.removeAll { $0 == id }
      case .toggle: if present { ids.removeAll { $0 == id } } else { ids.append(id) }
      default: break
      }
    }
  }

  /// What `favorite` has to report.
  enum State {
    /// Standard input held no names: nothing to do.
    case nothingToChange
    /// The gems named, once each, and the favorites after the change.
    case changed([Gem], favorites: Set<String>)
  }

  static func run(_ session: Session) throws(RaygemError) -> any Rendering {
    let arguments = session.invocation.arguments
    guard let action = Action(rawValue: arguments[0]) else {
      throw .usage(Suggestion.unknown("favorite action", arguments[0], among: Action.allCases.map(\.rawValue)))
    }
    let names = try expandStandardInput(Array(arguments.dropFirst()), session: session)
    let resolver = GemResolver(catalog: try session.catalog())
    try resolver.checkNoNameIsSplit(names, command: "raygem favorite \(action.rawValue)")
    var gems: [Gem] = []
    for name in names {
      // A gem named twice is changed once: `toggle ruby ruby` makes Ruby a favorite.
      let gem = try resolver.gem(named: name, changesState: true)
      if !gems.contains(where: { $0.id == gem.id }) { gems.append(gem) }
    }
    let state: State
    if gems.isEmpty {
      state = .nothingToChange
    } else {
      let result: [String]
      do {
        result = try session.favoritesStore.update { ids in
          for gem in gems { action.apply(to: &ids, id: gem.id) }
        }
      } catch {
        throw RaygemError(error)
      }
      state = .changed(gems, favorites: Set(result))
    }
    switch state {
    case .nothingToChange: return Empty()
    case .changed(let gems, let favorites): return report(gems, favorites: favorites, session: session)
    }
  }

  private static func report(_ gems: [Gem], favorites: Set<String>, session: Session) -> any Rendering {
    guard !session.invocation.isQuiet else { return Empty() }
    let format = session.format
    guard format == .table || format == .plain else {
      return session.gemList(
        gems, favorites: favorites,
        fields: session.invocation.fields ?? OutputField.favoriteReportDefaults)
    }
    return GemList(gems, format: format) { gem in
      .line(
        StyledText([
          .init(gem.name, role: .name),
          .init(favorites.contains(gem.id) ? ": favorite" : ": not favorite"),
        ]))
    }
  }

  /// Replaces each `-` with the names read from standard input: one a
  /// line, with a byte-order mark, carriage returns and blank lines ignored.
  private static func expandStandardInput(_ names: [String], session: Session) throws(RaygemError) -> [String] {
    guard names.contains("-") else { return names }
    let input = try session.readStandardInput()
    let lines = input.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
      .map { line in
        var text = String(line)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text.trimmingWhitespace()
      }
      .filter { !$0.isEmpty }
    return names.flatMap { $0 == "-" ? lines : [$0] }
  }
}

extension String {
  /// The text without leading and trailing white space.
  func trimmingWhitespace() -> String {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
    return start < end ? String(self[start..<end]) : ""
  }
}
