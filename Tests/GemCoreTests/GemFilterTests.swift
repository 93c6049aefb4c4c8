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
      (".5..", ValueBounds(lower: 0.5)), ("3.5-4.1", ValueBounds(lower: 3.5, upper: 4.1)),
      ("3.5–4.1", ValueBounds(lower: 3.5, upper: 4.1)),
      // An em dash or a minus sign, as phones and word processors turn a hyphen (a tester's finding).
      ("3.5—4.1", ValueBounds(lower: 3.5, upper: 4.1)), ("3.5\u{2212}4.1", ValueBounds(lower: 3.5, upper: 4.1)),
      // Numbers with a point at either end, about a dash (a tester's finding: read as `.008...010`).
      (".008-.010", ValueBounds(lower: 0.008, upper: 0.01)), ("7.-8", ValueBounds(lower: 7, upper: 8)),
    ])
  func rangesParse(text: String, bounds: ValueBounds) throws {
    #expect(try ValueBounds(parsing: text) == bounds)
  }

  @Test(
    "text that is not a range is refused",
    arguments: [
      "..", "", "abc", "1e3", "inf", "nan", "-1", "1-", "1-2-3", "1..2..3", ">", ">=", "<<5", ">-1", "=>8", "+5", "...",
      "1...", "1. .2", "0...8", "...5",
      "1...5", " .. ", " ",
    ])
  func nonRangesAreRefused(text: String) {
    #expect(throws: FilterError.notARange(text)) { try ValueBounds(parsing: text) }
  }

  /// Spaces around `..` or a dash, as people type them, are passed over.
  @Test func spacesAroundARangesPartsArePassedOver() throws {
    #expect(try ValueBounds(parsing: "3.5 .. 4.1") == ValueBounds(lower: 3.5, upper: 4.1))
    #expect(try ValueBounds(parsing: "3.5 - 4.1") == ValueBounds(lower: 3.5, upper: 4.1))
    #expect(try ValueBounds(parsing: "8 ..") == ValueBounds(lower: 8))
  }

  /// `anisotropic`, what crossed polars show of a doubly refractive stone,
  /// lists the uniaxial and biaxial gems, as `identify --optic` reads it (a
  /// tester's finding: it was refused with isotropic suggested).
  @Test func anisotropicListsUniaxialAndBiaxialGems() throws {
    #expect(try GemFilter.opticCharacters(in: "Anisotropic") == [.uniaxial, .biaxial])
    #expect(try GemFilter.opticCharacters(in: "isotropic,anisotropic") == [.isotropic, .uniaxial, .biaxial])
    #expect(
      throws: FilterError.unknownValue(
        "anisotrop", known: ["isotropic", "anisotropic", "uniaxial", "biaxial", "aggregate"])
    ) {
      try GemFilter.opticCharacters(in: "anisotrop")
    }
    var filter = GemFilter()
    filter.opticCharacters = try GemFilter.opticCharacters(in: "anisotropic")
    let listed = ids(filter)
    #expect(listed.contains("ruby") && listed.contains("peridot") && !listed.contains("spinel"))
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

  @Test func rangesOverlapAGemsOwnRange() {
    let eightUp = ValueBounds(lower: 8)
    #expect(eightUp.passes(PropertyRange(min: 7.5, max: 8)))
    #expect(!eightUp.passes(PropertyRange(min: 7, max: 7.5)))
    #expect(ValueBounds(upper: 1.6).passes(PropertyRange(min: 1.55, max: 1.7)))
    #expect(!ValueBounds(lower: 2, upper: 2).passes(PropertyRange(min: 2.1, max: 2.2)))
  }

  @Test func boundsHoldForTheWholeRange() throws {
    let aboveEight = try ValueBounds(parsing: ">8")
    #expect(aboveEight.above == ValueBounds.Bound(8))
    #expect(aboveEight.passes(PropertyRange(min: 8.5, max: 9)))
    // Cubic zirconia (8–8.5) reaches 8 and passes 8.., but not >8.
    #expect(!aboveEight.passes(PropertyRange(min: 8, max: 8.5)))
    #expect(try ValueBounds(parsing: ">=8").passes(PropertyRange(min: 8, max: 8.5)))
    #expect(try ValueBounds(parsing: "> 8") == aboveEight)
    #expect(try ValueBounds(parsing: ">=  8") == ValueBounds(parsing: ">=8"))
    // Spaces about the whole value, as identify's readings take them (a tester's finding:
    // `list --sg '>3.5 '` was refused where `identify --sg '3.5 '` was read).
    #expect(try ValueBounds(parsing: " >8 ") == aboveEight)
    #expect(try ValueBounds(parsing: "3.5..4.1 ") == ValueBounds(lower: 3.5, upper: 4.1))
    #expect(try NumberReading(parsing: "> 3.32") == .above(3.32))
    #expect(try NumberReading(parsing: " >= 3.32 ") == .above(3.32))
    #expect(try NumberReading(parsing: "<=2.7") == .below(2.7))
    // The signs as typeset, as a reference or a copied table writes them.
    #expect(try ValueBounds(parsing: "≥8") == ValueBounds(parsing: ">=8"))
    #expect(try ValueBounds(parsing: "≤ 1.6") == ValueBounds(parsing: "<=1.6"))
    #expect(try NumberReading(parsing: "≥3.32") == .above(3.32))
    #expect(try NumberReading(parsing: "≤2.7") == .below(2.7))
    #expect(throws: FilterError.notARange("≥=8")) { try ValueBounds(parsing: "≥=8") }
    #expect(try ValueBounds(parsing: "<1.6").passes(PropertyRange(min: 1.54, max: 1.59)))
    #expect(!(try ValueBounds(parsing: "<1.6").passes(PropertyRange(min: 1.54, max: 1.6))))
    #expect(try ValueBounds(parsing: "<=1.6").passes(PropertyRange(min: 1.54, max: 1.6)))
    #expect(throws: FilterError.impossibleRange(try ValueBounds(parsing: ">10"), limits: 1...10)) {
      try ValueBounds(parsing: ">10", limits: 1...10)
    }
    #expect(throws: Never.self) { try ValueBounds(parsing: ">=10", limits: 1...10) }
    // Given twice, both hold; the stricter bound wins, and bounds that leave nothing give nil.
    let both = try #require(aboveEight.intersection(try ValueBounds(parsing: ">=9")))
    #expect(both.above == ValueBounds.Bound(9, isInclusive: true))
    #expect(aboveEight.intersection(try ValueBounds(parsing: "<8")) == nil)
    #expect(try ValueBounds(parsing: ">=8").intersection(try ValueBounds(parsing: "<=8")) != nil)
  }

  @Test func hardNineAndTrigonalIsTheCorundumFamily() {
    var filter = GemFilter()
    filter.ranges[.hardness] = ValueBounds(lower: 9)
    filter.crystalSystems = [.trigonal]
    #expect(
      ids(filter) == [
        "composite-ruby", "corundum", "corundum-doublet", "flux-synthetic-ruby", "padparadscha-sapphire",
        "pink-sapphire", "ruby",
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

  /// A hue a catalog gives only in `hues` (a white gem that also occurs
  /// colourless) is a word the catalog has, as the filter then keeps it.
  @Test func aHueOnlyInAGemsHuesIsKnown() throws {
    let gem = Gem(id: "white-stone", name: "White Stone") {
      $0[.color] = GemColor(name: "white", hex: "#FFFFFF")
      $0[.hues] = ["colorless"]
    }
    var filter = GemFilter()
    filter.colors = ["Colorless"]
    try filter.check(against: [gem])
    #expect(filter.passes(gem))
    filter.colors = ["colourless pearl"]
    #expect(throws: FilterError.self) { try filter.check(against: [gem]) }
    // Offered when mistyped, as the colour names' words are.
    filter.colors = ["colorles"]
    #expect {
      try filter.check(against: [gem])
    } throws: { error in
      guard case .unknownColor("colorles", let known) = error as? FilterError else { return false }
      return known.contains("colorless") && known.contains("white")
    }
  }

  /// A colour whose last word names a family is of that family.
  ///
  /// Whatever the catalog's colour names say, a parcel's "dark blue" is a
  /// blue stone. Other words still need a gem's colour name to hold them.
  @Test func aColourEndingInAFamilyIsKnownAndKeepsThatFamily() throws {
    let gem = Gem(id: "blue-stone", name: "Blue Stone") {
      $0[.color] = GemColor(name: "cornflower", hex: "#6495ED")
      $0[.hues] = ["blue"]
    }
    var filter = GemFilter()
    filter.colors = ["dark blue"]
    try filter.check(against: [gem])
    #expect(filter.passes(gem))
    filter.colors = ["yellow-green"]
    try filter.check(against: [gem])
    #expect(!filter.passes(gem))
    filter.colors = ["zaffre"]
    #expect(throws: FilterError.self) { try filter.check(against: [gem]) }
  }

  @Test func categoryListsParseInAnyCaseAndRefuseStrangers() throws {
    #expect(try GemFilter.values(of: CrystalSystem.self, in: "Cubic, trigonal") == [.cubic, .trigonal])
    #expect(throws: FilterError.unknownValue("cubik", known: CrystalSystem.allCases.map(\.rawValue))) {
      try GemFilter.values(of: CrystalSystem.self, in: "cubik")
    }
    #expect(GemFilter.list(" red , ,blue ") == ["red", "blue"])
  }
}
