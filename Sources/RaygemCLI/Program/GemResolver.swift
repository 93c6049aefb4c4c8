import GemCore

/// Turns the NAME|ID arguments of `detail` and `favorite` into gems.
struct GemResolver {
  let lookup: GemLookup
  private let catalog: Catalog

  init(catalog: Catalog) {
    lookup = GemLookup(catalog: catalog)
    self.catalog = catalog
  }

  /// Refuses to go on with gems read from a catalog index that turned out damaged.
  ///
  /// Such gems may read as empty, and a favorite saved from one would be a
  /// wrong id. The index is gone by then, and the next run builds it again.
  ///
  /// - Throws: ``RaygemError/indexDamaged`` when the index was damaged.
  func checkIndexWasSound() throws(RaygemError) {
    guard catalog.foundDamagedIndex else { return }
    throw .indexDamaged
  }

  /// Queries shorter than this many letters must be an id or an exact name
  /// where a command changes state (README, "favorites and favorite").
  static let shortestQuery = 3

  /// Refuses arguments that only together make a gem's name or id, such as
  /// `detail Rose Quartz`: the shell split one name into several.
  ///
  /// - Parameters:
  ///   - arguments: The name arguments looked in, a slice of `line` (its
  ///     indices are `line`'s).
  ///   - line: The command's arguments (options left out), for the hint.
  ///   - command: The command, for the hint (`raygem detail`).
  /// - Throws: ``RaygemError/usage(_:)`` with a hint: the whole command, the name quoted.
  func checkNoNameIsSplit(_ arguments: ArraySlice<String>, of line: [String], command: String) throws(RaygemError) {
    guard arguments.count > 1 else { return }
    for length in stride(from: min(arguments.count, Self.longestSplitName), through: 2, by: -1) {
      for start in arguments.startIndex...(arguments.endIndex - length) {
        let words = arguments[start..<(start + length)]
        // An argument with no letter or digit (an empty one) is no part of a name.
        guard words.allSatisfy(TextFolding.keepsAnything) else { continue }
        let joined = Array(words).joinedText(separator: " ")
        guard lookup.isIDOrExactName(joined) else { continue }
        let unquoted = Array(line[..<start]) + [joined] + line[(start + length)...]
        // Each argument shortened on its own, so that no quote is cut off.
        var hint = unquoted.map { ShellWord.quoted(Echo.of($0)) }
        // A name that starts with a dash must follow the end of options.
        if let dashed = unquoted.firstIndex(where: { $0.hasPrefix("-") }) { hint.insert("--", at: dashed) }
        throw .usage(
          "\"\(Echo.of(joined))\" is one gem's name given as \(length) arguments; quote it: \(command) "
            + hint.joinedText(separator: " "))
      }
    }
  }

  /// The most words a split name is looked for in.
  private static let longestSplitName = 6

  /// The one gem `text` names: an id, an exact name, or a query that
  /// matches one gem only.
  ///
  /// - Parameters:
  ///   - text: What the user typed.
  ///   - changesState: Whether the command changes favorites, where a query
  ///     shorter than ``shortestQuery`` letters must be an id or an exact name.
  /// - Returns: The gem.
  /// - Throws: ``RaygemError/nothingMatched(_:)`` (exit 1) when no gem or
  ///   several gems match, naming the candidates or the closest names, and
  ///   ``RaygemError/usage(_:)`` (exit 64) for a name with no letter or digit,
  ///   and the error of ``checkIndexWasSound()`` when the catalog's index
  ///   turned out damaged on the way.
  func gem(named text: String, changesState: Bool = false) throws(RaygemError) -> Gem {
    let folded = TextFolding.fold(text)
    guard !folded.isEmpty else {
      throw .usage("the name \"\(Echo.of(text))\" has no letters or digits; give a gem's name or id")
    }
    // A command that changes favorites takes no chances on a near-empty query.
    if changesState, folded.count(where: { $0 != " " }) < Self.shortestQuery, !lookup.isIDOrExactName(text) {
      throw .nothingMatched(
        "no gem is named or has the id \"\(Echo.of(text))\"; a name this short must be whole, or an id")
    }
    let resolution = lookup.resolve(text)
    // A damaged index may have made the gem unknown, or read it as empty.
    try checkIndexWasSound()
    switch resolution {
    case .found(let gem):
      return gem
    case .ambiguous(let gems):
      // Whole ids: two long names may share their first words, and the ids
      // are what tells the gems apart.
      let shown = gems.prefix(8).map { "\"\(Echo.of($0.name))\" (\(Echo.ofID($0.id)))" }.joined(separator: ", ")
      let more = gems.count > 8 ? " and \(gems.count - 8) more" : ""
      throw .nothingMatched(
        "\"\(Echo.of(text))\" matches \(gems.count) gems: \(shown)\(more); give the full name or the id")
    case .notFound(let suggestions):
      let names = suggestions.map { "\"\(Echo.of($0.name))\"" }.joined(separator: ", ")
      let hint = suggestions.isEmpty ? "; try 'raygem search'" : " (did you mean \(names)?)"
      throw .nothingMatched("no gem named \"\(Echo.of(text))\"\(hint)")
    }
  }
}
