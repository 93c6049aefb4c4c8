import BundledCatalog
import Testing

@testable import GemCore

/// Typing into an ``IncrementalSearch`` must rank exactly as one-off searches do.
@Suite("Incremental search")
struct IncrementalSearchTests {
  private static let typed = [
    "r", "ro", "ros", "rose", "rose ", "rose q", "rose qu", "rose q", "rose", "", "c", "ca", "cat", "cats",
    "cats e", "cats eye", "colou", "colour", "sapph", "sapphire", "blue", "blue s", "a", "an", "and", "qqq",
    "paraiba", "para", "é", "corundum",
  ]

  @Test func everyPrefixAsTypedRanksAsAFreshSearch() throws {
    let oneOff = Catalog.bundled.search
    var typing = IncrementalSearch(Catalog.bundled.search)
    for query in Self.typed {
      let fresh = try? oneOff.matches(for: query).map(\.id)
      let incremental = try? typing.positions(for: query).map { typing.gems[$0].id }
      #expect(incremental == fresh, "typing \"\(query)\"")
    }
  }

  @Test func aCatalogNotInNameOrderRanksTheSame() throws {
    // Reversed, with natural and synthetic gems of equal names side by side.
    let gems =
      Catalog.bundled.gems.reversed() + [
        Gem(id: "rose-b", name: "Rose") { $0[.origin] = .synthetic }, Gem(id: "rose-a", name: "Rose"),
      ]
    let catalog = Catalog(gems: gems, source: "test")
    var typing = IncrementalSearch(catalog.search)
    for query in Self.typed {
      let fresh = try? catalog.search.matches(for: query).map(\.id)
      #expect((try? typing.positions(for: query).map { typing.gems[$0].id }) == fresh, "typing \"\(query)\"")
    }
  }

  @Test func aQueryThatFoldsToNothingThrowsAndSuggestionsComeFromTheSearch() throws {
    var typing = IncrementalSearch(Catalog.bundled.search)
    #expect(throws: SearchError.emptyQuery) { try typing.positions(for: "--") }
    let suggested = typing.suggestions(for: "saphire").map { typing.gems[$0].name }
    #expect(suggested == (try Catalog.bundled.search.result(for: "saphire")).suggestions.map(\.name))
    #expect(suggested.first == "Sapphire")
  }
}
