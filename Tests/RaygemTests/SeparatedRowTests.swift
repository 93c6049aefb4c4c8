import BundledCatalog
import GemCore
import Testing

@testable import RaygemCLI

/// A row of separated values is written straight into the block, reading
/// the bundled catalog's records in place; these tests hold that fast path
/// to the fields' reference texts.
@Suite("Separated rows")
struct SeparatedRowTests {
  /// The reference: every field's value, joined and quoted by the block.
  private func expected(_ gem: Gem, fields: [OutputField], format: OutputFormat, favorite: Bool) -> String? {
    var block = SeparatedBlock(format: format, rowsAbout: 1)
    block.append(fields.map { $0.value(for: gem, isFavorite: favorite) })
    return block.text?.rendered(colored: false)
  }

  private func written(_ gem: Gem, fields: [OutputField], format: OutputFormat, favorite: Bool) -> String? {
    var block = SeparatedBlock(format: format, rowsAbout: 1)
    GemRow(gem: gem, fields: fields, isFavorite: favorite, format: format).write(to: &block)
    return block.text?.rendered(colored: false)
  }

  @Test("every bundled gem's row is the same text as its fields' values", arguments: [OutputFormat.tsv, .csv])
  func bundledRowsMatchTheirValues(format: OutputFormat) {
    for (index, gem) in Catalog.bundled.gems.enumerated() {
      let favorite = index.isMultiple(of: 2)
      let fields = OutputField.allCases
      #expect(
        written(gem, fields: fields, format: format, favorite: favorite)
          == expected(gem, fields: fields, format: format, favorite: favorite), "\(gem.id)")
    }
  }

  @Test("a gem made in code writes the same row as one read from records")
  func decodedAndRecordGemsAgree() throws {
    let ruby = try #require(Catalog.bundled.gems.first { $0.id == "ruby" })
    var copy = Gem(id: ruby.id, name: ruby.name)
    for fact in GemFact.all { copy[fact] = ruby[fact] }
    let fields = OutputField.allCases
    let fromRecord = written(ruby, fields: fields, format: .tsv, favorite: true)
    #expect(fromRecord == written(copy, fields: fields, format: .tsv, favorite: true))
    #expect(fromRecord?.hasPrefix("ruby\tRuby\t") == true)
    #expect(fromRecord?.contains("\t9\t3.97-4.05\t1.762-1.77\t0.008-0.009\t") == true)
  }

  @Test("control characters in a value are neutralised on the fast path too")
  func controlCharactersAreNeutralised() throws {
    let gem = Gem(id: "x", name: "Bad\u{1B}[31mName") { $0[.species] = "tab\there" }
    let text = written(gem, fields: try OutputField.parseList("name,species"), format: .plain, favorite: false)
    #expect(text == "Bad\u{FFFD}[31mName\ttab here")
  }

  @Test(
    "numbers keep their shortest form",
    arguments: [
      (PropertyRange(9), "9"), (PropertyRange(min: 7, max: 7.5), "7-7.5"), (PropertyRange(0.05), "0.05"),
      (PropertyRange(min: 1.762, max: 1.770), "1.762-1.77"), (PropertyRange(min: 0.0001, max: 2.5), "0.0001-2.5"),
    ])
  func numbersKeepTheirShortestForm(range: PropertyRange, text: String) {
    var bytes: [UInt8] = []
    NumberText.append(range, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == text)
    #expect(NumberText.format(range, forPeople: false) == text)
  }
}
