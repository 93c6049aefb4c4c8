import GemCore
import Testing

@Suite("GemSearch suggestions")
struct SearchSuggestionTests {
  let search = GemSearch(gems: SearchFixtures.gems)

  private func suggested(_ query: String, limit: Int = 5) -> [String] {
    SearchFixtures.names(search.suggestions(for: query, limit: limit))
  }

  @Test("diamnd suggests the diamonds, by name")
  func diamonds() {
    #expect(suggested("diamnd") == ["Blue Diamond", "Pink Diamond", "White Diamond", "Yellow Diamond"])
    #expect(suggested("DIAMND", limit: 2) == ["Blue Diamond", "Pink Diamond"])
  }

  @Test("cats eyes suggests the cat's-eye gems")
  func catsEyes() {
    #expect(suggested("cats eyes") == ["Cat's-Eye Chrysoberyl", "Quartz Cat’s Eye"])
    #expect(suggested("cat’s eyes") == ["Cat's-Eye Chrysoberyl", "Quartz Cat’s Eye"])
  }

  @Test("windows may have one word more or fewer than the query")
  func windowSizes() {
    #expect(suggested("rosequartz") == ["Rose Quartz"])
    #expect(suggested("lap is lazuli") == ["Lapis Lazuli"])
    #expect(suggested("padparadcha") == ["Padparadscha Sapphire"])
  }

  @Test("aliases are windows too, after names at the same distance")
  func aliasWindows() {
    #expect(suggested("cymophan") == ["Cymophane Glass", "Cat's-Eye Chrysoberyl"])
    #expect(suggested("lazurit") == ["Lapis Lazuli"])
  }

  @Test("closest first, then by name")
  func closestFirst() {
    let search = GemSearch(gems: [SearchFixtures.gem("Opal"), SearchFixtures.gem("Opaline")])
    #expect(SearchFixtures.names(search.suggestions(for: "opalne")) == ["Opaline", "Opal"])
  }

  @Test("at most five by default, and never beyond the threshold")
  func limits() {
    let gems = (1...7).map { SearchFixtures.gem("Garnet \($0)") }
    let search = GemSearch(gems: gems)
    #expect(
      SearchFixtures.names(search.suggestions(for: "granet")) == [
        "Garnet 1", "Garnet 2", "Garnet 3", "Garnet 4", "Garnet 5",
      ])
    #expect(search.suggestions(for: "granet", limit: 0) == [])
    #expect(search.suggestions(for: "grnt") == [])  // distance 2 at length 4
    #expect(suggested("xyzzy") == [])
  }

  @Test("a query that folds to nothing has no suggestions")
  func emptyQuery() {
    #expect(suggested("") == [])
    #expect(suggested(" %_* ") == [])
  }

  @Test("non-ASCII names are compared by character")
  func otherScripts() {
    let search = GemSearch(gems: [SearchFixtures.gem("翡翠 Jade"), SearchFixtures.gem("Малахит")])
    #expect(SearchFixtures.names(search.suggestions(for: "малахт")) == ["Малахит"])
    #expect(SearchFixtures.names(search.suggestions(for: "jaed")) == ["翡翠 Jade"])
    #expect(SearchFixtures.names(search.suggestions(for: "翡翠 jaed")) == ["翡翠 Jade"])
  }
}
