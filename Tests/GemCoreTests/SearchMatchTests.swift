import GemCore
import Testing

@Suite("GemSearch matches")
struct SearchMatchTests {
  let search = GemSearch(gems: SearchFixtures.gems)

  private func names(_ query: String) throws -> [String] {
    SearchFixtures.names(try search.matches(for: query))
  }

  @Test("diacritics do not matter")
  func diacritics() throws {
    #expect(try names("paraiba") == ["Paraíba Tourmaline"])
    #expect(try names("PARAÍBA") == ["Paraíba Tourmaline"])
    #expect(try names("soude") == ["Soudé Emerald"])
    #expect(try names("Soudé") == ["Soudé Emerald"])
  }

  @Test("cats eye, cat's eye and cat’s eye find the same gems")
  func catsEye() throws {
    let expected = ["Cat's-Eye Chrysoberyl", "Quartz Cat’s Eye"]
    #expect(try names("cats eye") == expected)
    #expect(try names("cat's eye") == expected)
    #expect(try names("cat’s eye") == expected)
    #expect(try names("CAT'S-EYE") == expected)
  }

  @Test("punctuation in names is a word break")
  func wordBreaks() throws {
    #expect(try names("maw sit sit") == ["Maw-Sit-Sit"])
    #expect(try names("Maw-Sit-Sit") == ["Maw-Sit-Sit"])
    #expect(try names("sit   sit") == ["Maw-Sit-Sit"])
    #expect(try names("jade albite") == ["Maw-Sit-Sit"])
  }

  @Test("%, _ and * are not wildcards")
  func noWildcards() throws {
    #expect(try names("r%y") == [])
    #expect(try names("r_by") == [])
    #expect(try names("ru*by") == [])
    #expect(try names("rub*") == ["Ruby"])
    #expect(try names("%ruby%") == ["Ruby"])
    #expect(try names("_lapis_") == ["Lapis Lazuli"])
  }

  @Test(
    "a query that folds to nothing is a usage error",
    arguments: [
      "", " ", "\t\n ", "%", "_", "*", "%_*", "--", "'’", "()[]",
    ])
  func emptyQuery(query: String) {
    #expect(throws: SearchError.emptyQuery) { try search.matches(for: query) }
  }

  @Test("no match is an empty result, not an error")
  func noMatch() throws {
    #expect(try names("xyzzy") == [])
    #expect(try names("diamnd") == [])
  }

  @Test("a whole alias comes before a name that starts with the query")
  func aliases() throws {
    #expect(try names("corundum") == ["Ruby", "Sapphire"])
    #expect(try names("cymophane") == ["Cat's-Eye Chrysoberyl", "Cymophane Glass"])
    #expect(try names("canary") == ["Yellow Diamond"])
  }

  @Test("ranking: exact name, exact alias, name prefix, name words, alias words, substrings; ties by name")
  func fiveTiers() throws {
    let gems = [
      "Tuberose Jasper", "Rhodochrosite", "Desert Rose", "Rose Quartz", "Rosé", "Emerald",
      "Primrose Agate", "Blue Rose Topaz", "Rosé Beryl", "Ágata Rose", "Morganite", "Rose",
    ].map { name in
      switch name {
      case "Rhodochrosite": SearchFixtures.gem(name, aliases: ["Inca Rose"])
      case "Morganite": SearchFixtures.gem(name, aliases: ["Rose Beryl", "Pink Beryl"])
      case "Desert Rose": SearchFixtures.gem(name, aliases: ["Rose"])
      default: SearchFixtures.gem(name)
      }
    }
    let ranked = try GemSearch(gems: gems).matches(for: "ROSE")
    #expect(
      SearchFixtures.names(ranked) == [
        "Rose", "Rosé",  // exact name; same fold, so by name as written
        "Desert Rose",  // the whole of an alias
        "Rosé Beryl", "Rose Quartz",  // name prefix, by folded name
        "Ágata Rose", "Blue Rose Topaz",  // a word of the name
        "Morganite", "Rhodochrosite",  // a word of an alias
        "Primrose Agate", "Tuberose Jasper",  // elsewhere in the name
      ])
  }

  @Test("a word-prefix occurrence wins over an earlier inner one")
  func laterWordPrefix() throws {
    let gems = [SearchFixtures.gem("Opalite"), SearchFixtures.gem("Aopal Opal")]
    #expect(SearchFixtures.names(try GemSearch(gems: gems).matches(for: "opal")) == ["Opalite", "Aopal Opal"])
    let inner = [SearchFixtures.gem("Aopal Bopal"), SearchFixtures.gem("Zopal Opal")]
    #expect(SearchFixtures.names(try GemSearch(gems: inner).matches(for: "opal")) == ["Zopal Opal", "Aopal Bopal"])
  }

  @Test("a gem appears once, whatever matches")
  func once() throws {
    let gems = [SearchFixtures.gem("Opal", aliases: ["Opal", "Precious Opal", "opal"])]
    #expect(SearchFixtures.names(try GemSearch(gems: gems).matches(for: "opal")) == ["Opal"])
  }

  @Test("an empty catalog and gems whose names fold to nothing match nothing")
  func degenerate() throws {
    #expect(try GemSearch(gems: []).matches(for: "ruby") == [])
    let odd = [SearchFixtures.gem("???", aliases: ["***"]), SearchFixtures.gem("Ruby")]
    #expect(SearchFixtures.names(try GemSearch(gems: odd).matches(for: "ruby")) == ["Ruby"])
  }

  @Test("non-ASCII names match by bytes of their fold")
  func otherScripts() throws {
    let gems = [SearchFixtures.gem("翡翠 Jade"), SearchFixtures.gem("Малахит")]
    let search = GemSearch(gems: gems)
    #expect(SearchFixtures.names(try search.matches(for: "翠")) == ["翡翠 Jade"])
    #expect(SearchFixtures.names(try search.matches(for: "МАЛА")) == ["Малахит"])
    #expect(SearchFixtures.names(try search.matches(for: "jade")) == ["翡翠 Jade"])
  }
}
