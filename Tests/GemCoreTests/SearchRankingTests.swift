import BundledCatalog
import Testing

@testable import GemCore

/// Search ranking and name resolution, with README's examples ("search",
/// "detail"), on the bundled catalog.
@Suite("Search ranking and resolution")
struct SearchRankingTests {
  let catalog = Catalog.bundled

  private func names(_ query: String) throws -> [String] {
    try catalog.search.matches(for: query).map(\.name)
  }

  private func position(of name: String, in names: [String]) -> Int {
    names.firstIndex(of: name) ?? Int.max
  }

  @Test func queryWordsMatchInAnyOrderAtTheStartOfWords() throws {
    #expect(try names("quartz rose").first == "Rose Quartz")
    #expect(try names("rose quartz").first == "Rose Quartz")
    #expect(try names("sapphire star").first == "Star Sapphire")
    // A word must begin a word: "artz" is only a substring, the lowest tier.
    #expect(try names("artz rose") == [])
  }

  @Test func anExactSpeciesOutranksANameThatMerelyContainsTheLetters() throws {
    let found = try names("beryl")
    #expect(found.first == "Beryl")
    let beryls = catalog.gems.filter { $0[.species] == "Beryl" && $0.origin == .natural }.map(\.name)
    #expect(beryls.count >= 6)
    for beryl in beryls {
      #expect(position(of: beryl, in: found) < position(of: "Chrysoberyl", in: found), "\(beryl)")
    }
    #expect(position(of: "Chrysoberyl", in: found) < Int.max)
  }

  @Test func anExactAliasOutranksAMisnomer() throws {
    let found = try names("jade")
    #expect(Array(found.prefix(2)).sorted() == ["Jadeite", "Nephrite"])
    #expect(position(of: "Nephrite", in: found) < position(of: "Aventurine", in: found))
    #expect(position(of: "Jadeite", in: found) < position(of: "Serpentine", in: found))
  }

  @Test func naturalGemsComeBeforeManMadeOnesOnTies() throws {
    let found = try names("ruby")
    #expect(found.first == "Ruby")
    #expect(position(of: "Star Ruby", in: found) < position(of: "Composite Ruby", in: found))
    #expect(position(of: "Star Ruby", in: found) < position(of: "Synthetic Ruby", in: found))
  }

  @Test func britishAndAmericanSpellingsAreOne() throws {
    for query in ["color change", "colour change", "colour-change"] {
      let found = try names(query)
      #expect(found.contains("Colour-Change Garnet"), "\(query)")
      #expect(found.contains("Synthetic Colour-Change Sapphire"), "\(query)")
    }
    #expect(TextFolding.fold("Grey Colourless Lustre") == "gray colorless luster")
  }

  @Test func detailResolvesByTheBestTierThatHasMatches() {
    let lookup = GemLookup(catalog: catalog)
    #expect(lookup.resolve("emer") == .found(catalog.gem(withID: "emerald") ?? Gem(id: "", name: "")))
    #expect(lookup.resolve("lapis") == .found(catalog.gem(withID: "lapis-lazuli") ?? Gem(id: "", name: "")))
    #expect(lookup.resolve("diamond") == .found(catalog.gem(withID: "diamond") ?? Gem(id: "", name: "")))
    guard case .ambiguous(let candidates) = lookup.resolve("sapph") else {
      Issue.record("sapph should be ambiguous")
      return
    }
    #expect(candidates.map(\.name).contains("Sapphire"))
    #expect(!candidates.map(\.name).contains("Synthetic Sapphire"))
  }

  @Test func aWholeNameComesFirstAmongSuggestions() {
    let suggested = catalog.search.suggestions(for: "saphire").map(\.name)
    #expect(suggested.first == "Sapphire")
    #expect(Set(suggested).count == suggested.count)
    #expect(catalog.search.suggestions(for: "diamnd").map(\.name).first == "Diamond")
  }
}
