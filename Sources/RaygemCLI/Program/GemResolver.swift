import GemCore

/// Turns the NAME|ID arguments of `detail` and `favorite` into gems.
struct GemResolver {
  let lookup: GemLookup

  init(catalog: Catalog) {
    lookup = GemLookup(catalog: catalog)
  }

  /// The one gem `text` names: an id, an exact name, or a query that
  /// matches one gem only.
  ///
  /// - Parameter text: What the user typed.
  /// - Returns: The gem.
  /// - Throws: ``RaygemError/nothingMatched(_:)`` (exit 1) when no gem or
  ///   several gems match, naming the candidates or the closest names, and
  ///   ``RaygemError/usage(_:)`` (exit 64) for a name with no letter or digit.
  func gem(named text: String) throws(RaygemError) -> Gem {
    guard !TextFolding.fold(text).isEmpty else {
      throw .usage("the name \"\(Echo.of(text))\" has no letters or digits; give a gem's name or id")
    }
    switch lookup.resolve(text) {
    case .found(let gem):
      return gem
    case .ambiguous(let gems):
      let shown = gems.prefix(8).map { "\"\(Echo.of($0.name))\" (\(Echo.of($0.id)))" }.joined(separator: ", ")
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
