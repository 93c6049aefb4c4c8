import BundledCatalog
import Testing

@testable import GemCore

/// A gem's texts read in place, from its record or from decoded values.
@Suite("Gem text bytes")
struct GemTextBytesTests {
  private func texts(_ gem: Gem, _ fact: GemFact) -> [String]? {
    var texts: [String] = []
    let isList = gem.forEachText(of: fact) { texts.append(String(decoding: $0, as: UTF8.self)) }
    return isList ? texts : nil
  }

  private func fact(_ key: String) -> GemFact {
    GemFact.named(key) ?? GemFact.id
  }

  private func text(_ gem: Gem, _ fact: GemFact) -> String? {
    gem.withTextBytes(of: fact) { String(decoding: $0, as: UTF8.self) }
  }

  @Test("a bundled gem's choices and lists read in place as they decode")
  func recordTexts() throws {
    let ruby = try #require(Catalog.bundled.gems.first { $0.id == "ruby" })
    #expect(text(ruby, fact("opticCharacter")) == "uniaxial")
    #expect(text(ruby, fact("crystalSystem")) == "trigonal")
    #expect(texts(ruby, fact("transparency")) == ["transparent", "translucent"])
    #expect(texts(ruby, fact("aliases")) == ruby[.aliases])
    #expect(texts(ruby, fact("species")) == nil)
    #expect(texts(ruby, fact("misnomers")) == nil)
  }

  @Test("a gem made in code reads its texts the same way")
  func valueTexts() {
    let gem = Gem(id: "x", name: "X") {
      $0[.opticCharacter] = .biaxial
      $0[.aliases] = ["one", "two"]
    }
    #expect(text(gem, fact("opticCharacter")) == "biaxial")
    #expect(texts(gem, fact("aliases")) == ["one", "two"])
    #expect(texts(gem, fact("transparency")) == nil)
    #expect(text(gem, fact("luster")) == nil)
  }
}
