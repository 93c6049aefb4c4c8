import BundledCatalog
import GemCore
import Testing

@testable import RaygemCLI

/// Gem rows in separated values: read from the bundled catalog's records
/// or made in code, and with hostile text in them.
@Suite("Separated rows")
struct SeparatedRowTests {
  private func written(_ gem: Gem, fields: [OutputField], format: OutputFormat, favorite: Bool) -> String {
    RowList([gem], columns: fields.map(\.column), layout: .separated(format)) { gem in
      fields.map { $0.value(for: gem, isFavorite: favorite) }
    }.text(width: 80)
  }

  @Test("a gem made in code writes the same row as one read from records")
  func decodedAndRecordGemsAgree() throws {
    let ruby = try #require(Catalog.bundled.gems.first { $0.id == "ruby" })
    var copy = Gem(id: ruby.id, name: ruby.name)
    for fact in GemFact.all { copy[fact] = ruby[fact] }
    let fields = OutputField.allCases
    let fromRecord = written(ruby, fields: fields, format: .plain, favorite: true)
    #expect(fromRecord == written(copy, fields: fields, format: .plain, favorite: true))
    #expect(fromRecord.hasPrefix("ruby\tRuby\t"))
    #expect(fromRecord.contains("\t9\t3.97-4.05 (typical 4)\t1.762-1.77\t0.008-0.009\t"))
  }

  @Test("control characters in a value are neutralised")
  func controlCharactersAreNeutralised() throws {
    let gem = Gem(id: "x", name: "Bad\u{1B}[31mName") { $0[.species] = "tab\there, \"quoted\"" }
    let fields = try OutputField.parseList("name,species")
    #expect(
      written(gem, fields: fields, format: .plain, favorite: false) == "Bad\u{FFFD}[31mName\ttab here, \"quoted\"\n")
    #expect(
      written(gem, fields: fields, format: .csv, favorite: false)
        == "name,species\r\nBad\u{FFFD}[31mName,\"tab here, \"\"quoted\"\"\"\r\n")
  }

  @Test(
    "numbers keep their shortest form",
    arguments: [
      (PropertyRange(9), "9"), (PropertyRange(min: 7, max: 7.5), "7-7.5"), (PropertyRange(0.05), "0.05"),
      (PropertyRange(min: 1.762, max: 1.770), "1.762-1.77"), (PropertyRange(min: 0.0001, max: 2.5), "0.0001-2.5"),
    ])
  func numbersKeepTheirShortestForm(range: PropertyRange, text: String) {
    #expect(NumberText.format(range, forPeople: false) == text)
    #expect(RowLayout.plain(.measured(range, decimals: 3)) == text)
  }
}
