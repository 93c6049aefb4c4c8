extension GemLookup {
  /// The outcome of ``GemLookup/resolve(_:)``.
  public enum Result: Equatable, Sendable {
    /// Exactly one gem is meant.
    case found(Gem)
    /// Several gems fit equally well, best first; the user must choose.
    case ambiguous([Gem])
    /// No gem fits; the suggestions (possibly none) are the closest names.
    case notFound(suggestions: [Gem])
  }
}
