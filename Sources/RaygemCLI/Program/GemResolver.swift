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
  ///   several gems match, naming the candidates or the closest names.
  func gem(named text: String) throws(RaygemError) -> Gem {
    switch lookup.resolve(text) {
    case .found(let gem):
      return gem
    case .ambiguous(let gems):
      let shown = gems.prefix(8).map { "\"\($0.name)\"" }.joined(separator: ", ")
      let more = gems.count > 8 ? " and \(gems.count - 8) more" : ""
      throw .nothingMatched(
        "\"\(text)\" matches \(gems.count) gems: \(shown)\(more); give the full name or the id")
    case .notFound(let suggestions):
      let names = suggestions.map { "\"\($0.name)\"" }.joined(separator: ", ")
      let hint = suggestions.isEmpty ? "; try 'raygem search'" : " (did you mean \(names)?)"
      throw .nothingMatched("no gem named \"\(text)\"\(hint)")
    }
  }
}
