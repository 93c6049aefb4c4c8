import BundledCatalog
import Testing

@testable import GemCore

@Suite("Filters")
struct GemFilterTests {
  let gems = Catalog.bundled.gems

  private func ids(_ filter: GemFilter) -> [String] {
    filter.apply(to: gems).map(\.id)
  }

  @Test(
    "ranges parse in every shape",
    arguments: [
      ("8..", ValueBounds(lower: 8)), ("..1.6", ValueBounds(upper: 1.6)),
      ("3.5..4.1", ValueBounds(lower: 3.5, upper: 4.1)), ("2.42", ValueBounds(lower: 2.42, upper: 2.42)),
      (".5..", ValueBounds(lower: 0.5)),
    ])
  func rangesParse(text: String, bounds: ValueBounds) throws {
    #expect(try ValueBounds(parsing: text) == bounds)
  }

  @Test(
    "text that is not a range is refused",
    arguments: [
      "..", "", "abc", "1e3", "inf", "nan", "-1", "1-2", "1..2..3", "+5", "...", "1...", "1. .2", "0...8", "...5",
      "1...5",
    ])
  func nonRangesAreRefused(text: String) {
    #expect(throws: FilterError.notARange(text)) { try ValueBounds(parsing: text) }
  }

  @Test func reversedAndImpossibleRangesSayWhy() {
    #expect(throws: FilterError.reversedRange(lower: 5, upper: 3)) { try ValueBounds(parsing: "5..3") }
    #expect(throws: FilterError.impossibleRange(ValueBounds(lower: 11), limits: 1...10)) {
      try ValueBounds(parsing: "11..", limits: 1...10)
    }
    #expect(throws: FilterError.impossibleRange(ValueBounds(upper: 0.5), limits: 1...10)) {
      try ValueBounds(parsing: "..0.5", limits: 1...10)
    }
    // Partly outside the limits is still a range some gem can be in.
    #expect(throws: Never.self) { try ValueBounds(parsing: "9..12", limits: 1...10) }
  }

  @Test func boundsOverlapAGemsOwnRange() {
    let eightUp = ValueBounds(lower: 8)
    #expect(eightUp.overlaps(PropertyRange(min: 7.5, max: 8)))
    #expect(!eightUp.overlaps(PropertyRange(min: 7, max: 7.5)))
    #expect(ValueBounds(upper: 1.6).overlaps(PropertyRange(min: 1.55, max: 1.7)))
    #expect(!ValueBounds(lower: 2, upper: 2).overlaps(PropertyRange(min: 2.1, max: 2.2)))
  }

  @Test func hardNineAndTrigonalIsTheCorundumFamily() {
    var filter = GemFilter()
    filter.ranges[.hardness] = ValueBounds(lower: 9)
    filter.crystalSystems = [.trigonal]
    #expect(
      ids(filter) == [
        "composite-ruby", "corundum", "corundum-doublet", "padparadscha-sapphire", "pink-sapphire", "ruby",
        "sapphire", "star-ruby", "star-sapphire", "synthetic-color-change-sapphire", "synthetic-ruby",
        "synthetic-sapphire", "synthetic-star-corundum", "white-sapphire", "yellow-sapphire",
      ])
  }

  @Test func aGemWithoutThePropertyFailsTheFilter() {
    var filter = GemFilter()
    filter.ranges[.dispersion] = ValueBounds(lower: 0)
    let passing = Set(ids(filter))
    #expect(!passing.contains("jet"))  // opaque: no dispersion given
    #expect(passing.contains("diamond"))
  }

  @Test func categoriesTakeAnyOfTheirValues() {
    var filter = GemFilter()
    filter.crystalSystems = [.cubic, .amorphous]
    filter.origins = [.artificial]
    let passing = Set(ids(filter))
    #expect(passing.isSuperset(of: ["cubic-zirconia", "ggg", "yag", "strontium-titanate", "glass"]))
    #expect(!passing.contains("moissanite"))  // hexagonal
    #expect(!passing.contains("diamond"))  // natural
  }

  @Test func speciesWordsMatchInAnyCase() {
    var filter = GemFilter()
    filter.species = ["GARNET"]
    let passing = Set(ids(filter))
    #expect(passing.isSuperset(of: ["pyrope", "almandine", "tsavorite", "demantoid"]))
    #expect(!passing.contains("ruby"))
    filter.species = ["almandine"]
    #expect(ids(filter).contains("almandine"))
    #expect(!ids(filter).contains("pyrope"))
  }

  @Test func colorsMatchAFamilyTheWordsOfTheNameOrAHueTheGemOccursIn() {
    var filter = GemFilter()
    filter.colors = ["red"]
    let red = Set(ids(filter))
    #expect(red.contains("ruby"))  // pigeon's blood red
    #expect(red.contains("spinel"))
    #expect(red.contains("diamond"))  // colourless, but red diamonds occur
    #expect(!red.contains("sapphire"))  // the pink and red of corundum are other varieties
    filter.colors = ["violet"]
    #expect(ids(filter).contains("amethyst"))  // named purple, its swatch is violet
    filter.colors = ["white"]
    #expect(!ids(filter).contains("rock-crystal"))  // colourless has no family
    #expect(ids(filter).contains("pearl"))
  }

  @Test func transparencyKeepsGemsThatCanBeSo() {
    var filter = GemFilter()
    filter.transparencies = [.opaque]
    let passing = Set(ids(filter))
    #expect(passing.isSuperset(of: ["jet", "hematite", "malachite"]))
    #expect(!passing.contains("emerald"))
    #expect(!passing.contains("peridot"))
  }

  @Test func wordsNoGemHasAreRefusedWithTheCatalogsWords() throws {
    var filter = GemFilter()
    filter.species = ["corundun"]
    #expect {
      try filter.check(against: gems)
    } throws: { error in
      guard case .unknownSpecies("corundun", let known) = error as? FilterError else { return false }
      return known.contains("corundum") && known.contains("garnet")
    }
    filter.species = []
    filter.colors = ["bleu"]
    #expect {
      try filter.check(against: gems)
    } throws: { error in
      guard case .unknownColor("bleu", let known) = error as? FilterError else { return false }
      return known.contains("blue") && known.contains("gray")
    }
    filter.colors = ["brown", "cornflower"]
    try filter.check(against: gems)
  }

  @Test func categoryListsParseInAnyCaseAndRefuseStrangers() throws {
    #expect(try GemFilter.values(of: CrystalSystem.self, in: "Cubic, trigonal") == [.cubic, .trigonal])
    #expect(throws: FilterError.unknownValue("cubik", known: CrystalSystem.allCases.map(\.rawValue))) {
      try GemFilter.values(of: CrystalSystem.self, in: "cubik")
    }
    #expect(GemFilter.list(" red , ,blue ") == ["red", "blue"])
  }
}
