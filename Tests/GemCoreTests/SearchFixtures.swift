import GemCore

/// Small catalogs built in the tests, independent of the bundled catalog.
enum SearchFixtures {
  /// A gem with a slug id derived from its name.
  static func gem(_ name: String, aliases: [String] = []) -> Gem {
    Gem(id: Gem.slug(for: name), name: name) { if !aliases.isEmpty { $0[.aliases] = aliases } }
  }

  /// A catalog in the spirit of the bundled one.
  static let gems: [Gem] = [
    gem("Ruby", aliases: ["Corundum"]),
    gem("Sapphire", aliases: ["Corundum", "Blue Sapphire"]),
    gem("Star Sapphire"),
    gem("Padparadscha Sapphire"),
    gem("Lapis Lazuli", aliases: ["Lazurite"]),
    gem("Yellow Diamond", aliases: ["Canary Diamond"]),
    gem("Blue Diamond"),
    gem("White Diamond"),
    gem("Pink Diamond"),
    gem("Rose Quartz"),
    gem("Paraíba Tourmaline"),
    gem("Soudé Emerald"),
    gem("Cat's-Eye Chrysoberyl", aliases: ["Cymophane"]),
    gem("Quartz Cat’s Eye"),
    gem("Cymophane Glass"),
    gem("Maw-Sit-Sit", aliases: ["Jade-Albite"]),
    gem("Emerald"),
  ]

  /// The names of `gems`, in order, for readable expectations.
  static func names(_ gems: [Gem]) -> [String] {
    gems.map(\.name)
  }
}
