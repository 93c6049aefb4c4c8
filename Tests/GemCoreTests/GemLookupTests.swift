import GemCore
import Testing

@Suite("GemLookup")
struct GemLookupTests {
  let lookup = GemLookup(catalog: Catalog(gems: SearchFixtures.gems, source: "test catalog"))

  private func gem(_ name: String) -> Gem {
    SearchFixtures.gems.first { $0.name == name } ?? SearchFixtures.gem("missing \(name)")
  }

  private func gems(_ names: String...) -> [Gem] {
    names.map(gem)
  }

  @Test("an exact id finds its gem")
  func byID() {
    #expect(lookup.resolve("rose-quartz") == .found(gem("Rose Quartz")))
    #expect(lookup.resolve("cats-eye-chrysoberyl") == .found(gem("Cat's-Eye Chrysoberyl")))
  }

  @Test(
    "an exact name finds its gem, whatever the case, accents and punctuation",
    arguments: [
      ("rose quartz", "Rose Quartz"),
      ("ROSE QUARTZ", "Rose Quartz"),
      ("Rose-Quartz", "Rose Quartz"),
      ("Paraiba tourmaline", "Paraíba Tourmaline"),
      ("cat’s eye chrysoberyl", "Cat's-Eye Chrysoberyl"),
    ])
  func byName(text: String, name: String) {
    #expect(lookup.resolve(text) == .found(gem(name)))
  }

  @Test("a position is found as resolve finds the gem, and only for one gem")
  func positions() {
    let position = SearchFixtures.gems.firstIndex { $0.name == "Rose Quartz" }
    #expect(position != nil)
    #expect(lookup.position(of: "rose-quartz") == position)
    #expect(lookup.position(of: "ROSE QUARTZ") == position)
    #expect(lookup.position(of: "rose q") == position)
    #expect(lookup.position(of: "corundum") == nil)
    #expect(lookup.position(of: "diamond") == nil)
    #expect(lookup.position(of: "zzzzzz") == nil)
    #expect(lookup.position(of: "--") == nil)
  }

  @Test("the exact name wins over longer names that contain it")
  func exactNameWins() {
    #expect(lookup.resolve("sapphire") == .found(gem("Sapphire")))
    #expect(lookup.resolve("Emerald") == .found(gem("Emerald")))
  }

  @Test("an alias of one gem finds it; an alias of several is ambiguous")
  func byAlias() {
    #expect(lookup.resolve("cymophane") == .found(gem("Cat's-Eye Chrysoberyl")))
    #expect(lookup.resolve("LAZURITE") == .found(gem("Lapis Lazuli")))
    #expect(lookup.resolve("corundum") == .ambiguous(gems("Ruby", "Sapphire")))
  }

  @Test("a single search match finds the gem")
  func singleMatch() {
    #expect(lookup.resolve("lapis") == .found(gem("Lapis Lazuli")))
    #expect(lookup.resolve("maw sit") == .found(gem("Maw-Sit-Sit")))
    #expect(lookup.resolve("canary") == .found(gem("Yellow Diamond")))
  }

  @Test("several search matches are ambiguous, ranked")
  func ambiguous() {
    #expect(
      lookup.resolve("diamond") == .ambiguous(gems("Blue Diamond", "Pink Diamond", "White Diamond", "Yellow Diamond")))
    // The best tier decides: a name that starts with the query beats one that has it as a word.
    #expect(lookup.resolve("quartz") == .found(gem("Quartz Cat’s Eye")))
    #expect(lookup.resolve("sapph") == .found(gem("Sapphire")))
  }

  @Test("gems that share a folded name are ambiguous")
  func sharedName() {
    let twins = [
      Gem(id: "rose-1", name: "Rosé"), Gem(id: "rose-2", name: "Rose"), Gem(id: "rose", name: "Rose Quartz"),
    ]
    let lookup = GemLookup(catalog: Catalog(gems: twins, source: "test catalog"))
    #expect(lookup.resolve("ROSE") == .ambiguous([twins[1], twins[0]]))  // ids are exact, names fold
    #expect(lookup.resolve("rose") == .found(twins[2]))
  }

  @Test("an unknown name is not found, with suggestions")
  func notFound() {
    #expect(
      lookup.resolve("diamnd")
        == .notFound(suggestions: gems("Blue Diamond", "Pink Diamond", "White Diamond", "Yellow Diamond")))
    #expect(
      lookup.resolve("saphire") == .notFound(suggestions: gems("Sapphire", "Padparadscha Sapphire", "Star Sapphire")))
    #expect(lookup.resolve("xyzzy") == .notFound(suggestions: []))
  }

  @Test("text that folds to nothing is not found, without suggestions", arguments: ["", "  ", "--", "%_*"])
  func foldsToNothing(text: String) {
    #expect(lookup.resolve(text) == .notFound(suggestions: []))
  }
}
