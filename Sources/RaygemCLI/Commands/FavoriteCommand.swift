import GemCore
import TerminalRendering

/// `raygem favorite add|remove|toggle NAME|ID...`: changes favorites and
/// reports each gem's resulting state.
enum FavoriteCommand {
  /// The change to make.
  enum Action: String, CaseIterable {
    case add, remove, toggle

    func apply(to ids: inout FavoriteIDs, id: String) {
      switch self {
      case .add: ids.add(id)
      case .remove: ids.remove(id)
      case .toggle: if ids.contains(id) { ids.remove(id) } else { ids.add(id) }
      }
    }
  }

  /// What `favorite` has to report.
  enum State {
    /// Standard input held no names: nothing to do.
    case nothingToChange
    /// The gems named, once each, and the favorites after the change.
    case changed([Gem], favorites: FavoriteIDs)
  }

  static func run(_ session: Session) throws(RaygemError) -> any Rendering {
    let arguments = session.invocation.arguments
    guard let action = Action(rawValue: arguments[0]) else {
      throw .usage(Suggestion.unknown("favorite action", arguments[0], among: Action.allCases.map(\.rawValue)))
    }
    let gems = try self.gems(named: Array(arguments.dropFirst()), action: action, session: session)
    let state: State
    if gems.isEmpty {
      state = .nothingToChange
    } else {
      let result: FavoriteIDs
      do {
        // A person at a terminal is told why nothing happens; -q keeps even that quiet.
        let waiting =
          session.invocation.isQuiet
          ? nil
          : session.sayToPerson.map { say in
            { (lock: String) in say("waiting for another program to let go of the favorites file's lock (\(lock))") }
          }
        result = try session.favoritesStore.change(beforeWaiting: waiting) { ids in
          for gem in gems { action.apply(to: &ids, id: gem.id) }
        }
      } catch {
        throw RaygemError(error)
      }
      // The whole list, already in memory, rather than a copy of the ids
      // named: an id can be as long as a catalog's longest name.
      state = .changed(gems, favorites: result)
    }
    switch state {
    case .nothingToChange: return Empty()
    case .changed(let gems, let favorites): return report(gems, favorites: favorites, session: session)
    }
  }

  /// The gems `given` names, once each, in the order first named; the
  /// search that found them is let go before the favorites are read.
  ///
  /// - Throws: ``RaygemError`` for a split, unknown or ambiguous name, or a
  ///   catalog index that turned out damaged.
  private static func gems(named given: [String], action: Action, session: Session) throws(RaygemError) -> [Gem] {
    let catalog = try session.catalog()
    let resolver = GemResolver(catalog: catalog)
    // Only words from the command line can be a name the shell split; a
    // line of standard input is a whole name.
    for words in given.split(separator: "-") {
      try resolver.checkNoNameIsSplit(words, of: given, command: "raygem favorite \(action.rawValue)")
    }
    var gems: [Gem] = []
    var ids = Set<String>()
    var names = Set<String>()
    // The favorites, read the first time a name to remove is no id of this catalog.
    var favorites: Set<String>?
    // A favorite kept from another catalog is removed by its id, shown as
    // its own name, before the words are looked up: they may loosely name
    // another gem (`ruby` kept, against a catalog holding Star Ruby).
    func isKeptFavorite(_ name: String) throws(RaygemError) -> Bool {
      guard action == .remove, catalog.gem(withID: name) == nil else { return false }
      if favorites == nil { favorites = try favoriteIDs(session) }
      return favorites?.contains(name) ?? false
    }
    // Each name is resolved as it is read, and once: a script that pipes the
    // same names many times over waits for one lookup a name (3.3 million
    // lines of `ruby` took 460 s when every line was looked up), and the
    // first unknown name stops the command before the rest is held in memory.
    try forEachName(in: given, session: session) { name throws(RaygemError) in
      guard names.insert(name).inserted else { return }
      let gem = try isKeptFavorite(name) ? Gem(id: name, name: name) : resolver.gem(named: name, changesState: true)
      // A gem named twice is changed once: `toggle ruby ruby` makes Ruby a favorite.
      if ids.insert(gem.id).inserted { gems.append(gem) }
    }
    try resolver.checkIndexWasSound()
    return gems
  }

  /// The ids the favorites file holds now, read once.
  ///
  /// - Throws: ``RaygemError`` for a favorites file that cannot be read or is not valid.
  private static func favoriteIDs(_ session: Session) throws(RaygemError) -> Set<String> {
    do {
      return Set(try session.favoritesStore.load())
    } catch {
      throw RaygemError(error)
    }
  }

  private static func report(_ gems: [Gem], favorites: FavoriteIDs, session: Session) -> any Rendering {
    guard !session.invocation.isQuiet else { return Empty() }
    let format = session.format
    // Scripts get rows (`ruby<TAB>Ruby<TAB>true` in plain, the default off a
    // terminal), as every other command gives them.
    guard format == .table else {
      return session.gemList(
        gems, favorites: favorites,
        fields: session.invocation.fields ?? OutputField.favoriteReportDefaults)
    }
    // One sentence a gem for people (Ruby: favorite), never cut: the state
    // ends the line.
    return Group {
      for gem in gems {
        Line(
          StyledText([
            .init(gem.name, role: .name),
            .init(favorites.contains(gem.id) ? ": favorite" : ": not favorite"),
          ]), truncates: false)
      }
    }
  }

  /// Calls `body` with each name given, reading the names of standard input
  /// in the place of `-`: one a line, with a byte-order mark, carriage
  /// returns and blank lines ignored.
  ///
  /// - Throws: ``RaygemError/usage(_:)`` for a line that is not UTF-8, and what `body` throws.
  private static func forEachName(
    in given: [String], session: Session, _ body: (String) throws(RaygemError) -> Void
  ) throws(RaygemError) {
    let input = given.contains("-") ? try session.standardInputText() : ""
    for name in given {
      guard name == "-" else {
        try body(name)
        continue
      }
      // Line by line rather than `split`, whose array of every line took
      // seven times the input's size in memory.
      var remaining = Substring(input)
      var lineNumber = 0
      while !remaining.isEmpty {
        lineNumber += 1
        let end = remaining.firstIndex { $0 == "\n" || $0 == "\r\n" || $0 == "\r" } ?? remaining.endIndex
        var line = remaining[..<end]
        remaining = end < remaining.endIndex ? remaining[remaining.index(after: end)...] : ""
        if line.hasPrefix("\u{FEFF}") { line.removeFirst() }
        let name = line.trimming(where: \.isWhitespace)
        // Bytes that are not UTF-8 read as U+FFFD, which a name search could still match.
        if name.contains("\u{FFFD}") {
          throw .usage("line \(lineNumber) of standard input is not UTF-8 text; give the gem's id or name as UTF-8")
        }
        if !name.isEmpty { try body(name) }
      }
    }
  }
}
