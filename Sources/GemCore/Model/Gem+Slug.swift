extension Gem {
  /// Derives a stable id from a name, as used when a catalog gem has no `id`.
  ///
  /// The name is folded like a search query and its words are joined with
  /// hyphens: `Cat's-Eye Chrysoberyl` becomes `cats-eye-chrysoberyl`.
  ///
  /// - Parameter name: A gem's display name.
  /// - Returns: The slug; empty when the name has no letter or digit.
  public static func slug(for name: String) -> String {
    String(TextFolding.fold(name).map { $0 == " " ? "-" : $0 })
  }
}
