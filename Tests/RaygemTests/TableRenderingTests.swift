import GemCore
import Synchronization
import TerminalRendering
import Testing

@testable import RaygemCLI

@Suite("Gem list printer")
struct TableRenderingTests {
  static let gems = [
    Gem(id: "ruby", name: "Ruby") {
      $0[.species] = "Corundum"
      $0[.color] = GemColor(name: "red", hex: "#E0115F")
      $0[.hardness] = PropertyRange(9)
      $0[.specificGravity] = PropertyRange(min: 3.97, max: 4.05)
      $0[.refractiveIndex] = PropertyRange(min: 1.762, max: 1.770)
    },
    Gem(id: "paraiba-tourmaline", name: "Paraíba Tourmaline") {
      $0[.species] = "Tourmaline (elbaite)"
      $0[.color] = GemColor(name: "neon blue-green")
      $0[.hardness] = PropertyRange(min: 7, max: 7.5)
      $0[.specificGravity] = PropertyRange(min: 3.0, max: 3.26)
      $0[.refractiveIndex] = PropertyRange(min: 1.624, max: 1.644)
    },
    Gem(id: "jade", name: "翡翠 Jadeite") {
      $0[.species] = "Pyroxene"
      $0[.color] = GemColor(name: "green")
      $0[.hardness] = PropertyRange(min: 6.5, max: 7)
    },
  ]

  /// The output fields with these keys.
  static func fields(_ keys: String...) -> [OutputField] {
    keys.compactMap(OutputField.init(rawValue:))
  }

  func table(width: Int, format: OutputFormat = .table, fields: [OutputField] = OutputField.tableDefaults) -> String {
    let list = RowList(Self.gems, columns: fields.map(\.column), layout: RowLayout(format, colored: false)) { gem in
      fields.map { $0.value(for: gem, isFavorite: gem.id == "ruby") }
    }
    return list.text(width: width)
  }

  @Test func tableAtEightyColumns() {
    #expect(
      table(width: 80) == """
        ♥  Name            Species         Color            Mohs         SG           RI
        ♥  Ruby            Corundum        red                 9  3.97–4.05  1.762–1.770
           Paraíba Tourm…  Tourmaline (e…  neon blue-gre…  7–7.5  3.00–3.26  1.624–1.644
           翡翠 Jadeite    Pyroxene        green           6.5–7

        """)
  }

  @Test func tableAtFortyColumnsDropsColumnsThenShrinks() {
    #expect(
      table(width: 40) == """
        ♥  Name      Species    Color       Mohs
        ♥  Ruby      Corundum   red            9
           Paraíba…  Tourmali…  neon blu…  7–7.5
           翡翠 Ja…  Pyroxene   green      6.5–7
        columns not shown: SG, RI

        """)
  }

  /// The line naming the columns left out wraps on a narrow terminal
  /// rather than losing their names (a tester's finding at 20 columns).
  @Test func theColumnsLeftOutAreNamedInFullOnANarrowTable() {
    let lines = table(width: 20).split(separator: "\n")
    let named = lines.drop { !$0.hasPrefix("columns not shown:") }
    #expect(named.joined(separator: " ") == "columns not shown: Species, Color, Mohs, SG, RI")
    #expect(named.count > 1)
    #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= 20 })
  }

  @Test func emptyListDrawsOnlyTheExtraMessage() {
    let fields = OutputField.tableDefaults
    let list = RowList([Gem](), columns: fields.map(\.column), layout: .table(colored: false)) { gem in
      fields.map { $0.value(for: gem, isFavorite: false) }
    } extra: {
      Line("No favorites yet.", role: .muted)
    }
    #expect(list.text(width: 80) == "No favorites yet.\n")
  }

  /// The favorites command's own message wraps on a narrow terminal rather
  /// than losing its instruction to an ellipsis (a tester's finding at 25 columns).
  @Test func theEmptyFavoritesMessageWraps() {
    let outcome = InProcessTests.runOnTerminal(["favorites", "--no-pager"], width: 25)
    #expect(outcome.standardOutput == "No favorites yet. Add one\nwith: raygem favorite add\nNAME\n")
  }

  @Test func machineFormatsIgnoreTheExtraMessage() {
    let fields = Self.fields("name")
    let list = RowList(Self.gems.prefix(0), columns: fields.map(\.column), layout: .jsonArray) { gem in
      fields.map { $0.value(for: gem, isFavorite: false) }
    } extra: {
      "No favorites yet."
    }
    #expect(list.text(width: 80) == "[]\n")
  }

  @Test func separatedValuesAndJSON() {
    let fields = Self.fields("id", "name", "hardness", "favorite")
    #expect(
      table(width: 20, format: .tsv, fields: fields)
        == "id\tname\thardness\tfavorite\nruby\tRuby\t9\ttrue\nparaiba-tourmaline\tParaíba Tourmaline\t7-7.5\tfalse\njade\t翡翠 Jadeite\t6.5-7\tfalse\n"
    )
    #expect(
      table(width: 20, format: .csv, fields: Self.fields("name", "species"))
        == "name,species\r\nRuby,Corundum\r\nParaíba Tourmaline,Tourmaline (elbaite)\r\n翡翠 Jadeite,Pyroxene\r\n")
    #expect(
      table(width: 20, format: .jsonl, fields: Self.fields("id", "hardness", "specificGravity"))
        == """
        {"id":"ruby","hardness":{"min":9,"max":9},"specificGravity":{"min":3.97,"max":4.05}}
        {"id":"paraiba-tourmaline","hardness":{"min":7,"max":7.5},"specificGravity":{"min":3,"max":3.26}}
        {"id":"jade","hardness":{"min":6.5,"max":7},"specificGravity":null}

        """)
  }

  @Test(arguments: [OutputFormat.table, .plain, .tsv, .csv, .json, .jsonl])
  func eachFormatAsksForEachRowOnceAndATableTwice(format: OutputFormat) {
    let asked = Counter()
    let list = RowList(Self.gems, columns: [Column("name", title: "Name")], layout: RowLayout(format, colored: false)) {
      gem in
      asked.add()
      return [.text(gem.name)]
    }
    _ = list.text(width: 80)
    // A table measures its rows in a first pass, then writes them.
    #expect(asked.count == (format == .table ? 2 : 1) * Self.gems.count)
  }

  @Test func csvQuotesCommasAndQuotes() {
    #expect(RowLayout.quoted("Cat's \"eye\", gem") == "\"Cat's \"\"eye\"\", gem\"")
    #expect(RowLayout.quoted("plain") == "plain")
    #expect(RowLayout.quoted("\"") == "\"\"\"\"")
  }

  @Test(arguments: [1.762, 7.5, 2.65, 0.001, 0.1 + 0.2, 1.7625, 9.0, -1.5, 3e-7, 1e20, 2.417])
  func shortestFormMatchesSwiftsOwn(value: Double) {
    let expected = value == value.rounded() && abs(value) <= 0x1p53 ? String(Int64(value)) : "\(value)"
    #expect(NumberText.format(value) == expected)
  }

  /// Every value with up to five decimals in the gemmological range, and
  /// spot checks far outside it, print as Swift prints them.
  @Test func shortestFormMatchesSwiftsOwnForManyValues() {
    var mismatches: [Double] = []
    func check(_ value: Double) {
      let expected = value == value.rounded() && abs(value) <= 0x1p53 ? String(Int64(value)) : "\(value)"
      if NumberText.format(value) != expected { mismatches.append(value) }
    }
    for whole in 0..<12 {
      for fraction in 0..<100_000 { check(Double(whole) + Double(fraction) / 100_000) }
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      check(Double(Int.random(in: -999_999_999...999_999_999, using: &generator)) / 10_000)
      check(Double.random(in: 0..<1e12, using: &generator))
      check(Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator)).magnitude)
    }
    for value in [0.0001, 0.00015, 0.00001, 999_999_999.9999, 123_456_789.123, 1e9 + 0.5, -0.0, -2.5] { check(value) }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  /// Whole numbers print without `.0` up to 2^53, beyond which Swift's
  /// exponent form takes over (`1e+16`).
  @Test func wholeNumbersPrintAsIntegersUpTo2To53() {
    #expect(NumberText.format(1e15) == "1000000000000000")
    #expect(NumberText.format(9_007_199_254_740_992) == "9007199254740992")
    #expect(NumberText.format(1e16) == "1e+16")
    #expect(NumberText.format(-0.0) == "0")
  }

  @Test func hugeValuesFormatWithoutOverflow() {
    #expect(NumberText.format(PropertyRange(1e17), forPeople: true, decimals: 2) == "1e+17")
    #expect(NumberText.format(PropertyRange(min: 2.5, max: 1e300), forPeople: true, decimals: 3) == "2.500–1e+300")
    #expect(NumberText.format(123_456_789.5, decimals: 2) == "123456789.50")
  }

  @Test func formulaSubscriptsAndRanges() {
    #expect(FormulaText.subscripted("Be3Al2Si6O18") == "Be₃Al₂Si₆O₁₈")
    #expect(FormulaText.subscripted("Ca2(Mg,Fe)5Si8O22(OH)2") == "Ca₂(Mg,Fe)₅Si₈O₂₂(OH)₂")
    #expect(FormulaText.subscripted("CuAl6(PO4)4(OH)8·4H2O") == "CuAl₆(PO₄)₄(OH)₈·4H₂O")
    // A decimal subscript keeps both its digits low, around a baseline point.
    #expect(FormulaText.subscripted("Na(Li1.5Al1.5)Al6") == "Na(Li₁.₅Al₁.₅)Al₆")
    #expect(NumberText.format(PropertyRange(min: 7, max: 7.5), forPeople: true) == "7–7.5")
    #expect(NumberText.format(PropertyRange(min: 1.762, max: 1.77), forPeople: true, decimals: 3) == "1.762–1.770")
    #expect(NumberText.format(PropertyRange(min: 7, max: 7.5), forPeople: false) == "7-7.5")
  }
}

@Suite("Bundled catalog order")
struct BundledOrderTests {
  @Test func theBundledCatalogIsStoredInNameOrder() {
    let catalog = Catalog.bundled
    #expect(catalog.isInNameOrder)
    #expect(SortKey.name.sorted(Array(catalog.gems), reversed: false).map(\.id) == catalog.gems.map(\.id))
    #expect(SortKey.name.sorted(Array(catalog.gems), reversed: true).map(\.id) == catalog.gems.reversed().map(\.id))
  }
}

/// Counts calls from a row closure, which must be `Sendable`.
final class Counter: Sendable {
  private let calls = Mutex(0)
  var count: Int { calls.withLock { $0 } }
  func add() { calls.withLock { $0 += 1 } }
}
