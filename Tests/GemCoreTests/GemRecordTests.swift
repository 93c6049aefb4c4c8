import BundledCatalog
import Testing

@testable import CatalogIndex
@testable import GemCore

/// The record layout the embedded catalog and the catalog index share.
@Suite("Gem records")
struct GemRecordTests {
  @Test func everyBundledGemSurvivesARecordRoundTrip() throws {
    let gems = Catalog.bundled.gems
    let bytes = CatalogRecords.encode(Array(gems))
    let decoded = try bytes.withUnsafeBytes { try CatalogRecords.decode($0, count: gems.count) }
    #expect(decoded == Array(gems))
  }

  /// The embedded catalog is a Swift string literal, so its records must be
  /// valid UTF-8, and nothing but string text may be above 0x7F.
  @Test func recordsAreValidUTF8WithOnlyStringsAboveASCII() {
    let ascii = Gem(id: "x", name: "X") {
      $0[.hardness] = PropertyRange(min: 7.25, max: 9.75)
      $0[GemFact.dispersion] = GemFact.dispersionValue(0.044)
      $0[.aliases] = Array(repeating: "a", count: 200)
      $0[.opticCharacter] = .biaxial
    }
    let bytes = CatalogRecords.encode([ascii])
    #expect(bytes.allSatisfy { $0 < 0x80 })
    #expect(String(validating: CatalogRecords.encode(Array(Catalog.bundled.gems)), as: UTF8.self) != nil)
  }

  @Test func damagedRecordsAreRefused() throws {
    let gem = Gem(id: "ruby", name: "Ruby") { $0[.hardness] = PropertyRange(9) }
    let bytes = CatalogRecords.encode([gem])
    for cut in [1, bytes.count / 2, bytes.count - 1] {
      #expect(throws: RecordReader.Damaged.self) {
        try Array(bytes.prefix(cut)).withUnsafeBytes { try CatalogRecords.decode($0, count: 1) }
      }
    }
    // A fact written twice, or an enumeration value out of range, is damage too.
    var repeated = bytes
    // Its ordinal, two doubles of 11 bytes, and the byte that says no typical value follows.
    let hardness = bytes[bytes.count - 25..<bytes.count - 1]
    #expect(hardness.first == UInt8(GemField.hardness.fact.ordinal))
    repeated.insert(contentsOf: hardness, at: bytes.count - 1)
    #expect(throws: RecordReader.Damaged.self) {
      try repeated.withUnsafeBytes { try CatalogRecords.decode($0, count: 1) }
    }
    #expect(throws: RecordReader.Damaged.self) {
      try (bytes + [0]).withUnsafeBytes { try CatalogRecords.decode($0, count: 1) }
    }
  }

  /// Opening the records reads each gem's id and name from the names, and
  /// its facts from its record: names that do not match the count are damage.
  @Test func lazyGemsTakeTheirNamesFromTheNamesAndTheirFactsFromTheRecords() throws {
    let gems = [
      Gem(id: "spinel", name: "Spinel") { $0[.hardness] = PropertyRange(8) },
      Gem(id: "ruby", name: "Ruby") { $0[.hardness] = PropertyRange(9) },
    ]
    let encoded = CatalogRecords.encodeWithIndex(gems)
    // The lazy gems read these bytes when asked, so they live for the whole test.
    let records = UnsafeMutableRawBufferPointer.allocate(byteCount: encoded.records.count, alignment: 1)
    let index = UnsafeMutableRawBufferPointer.allocate(byteCount: encoded.index.count, alignment: 1)
    defer {
      records.deallocate()
      index.deallocate()
    }
    records.copyBytes(from: encoded.records)
    index.copyBytes(from: encoded.index)
    func open(names: [UInt8], count: Int) throws -> [Gem] {
      try names.withUnsafeBytes { names in
        try CatalogRecords.lazyGems(
          inImmortal: UnsafeRawBufferPointer(records), index: UnsafeRawBufferPointer(index), names: names,
          count: count)
      }
    }
    let opened = try open(names: encoded.names, count: 2)
    #expect(opened.map(\.id) == ["ruby", "spinel"])
    #expect(opened.map(\.name) == ["Ruby", "Spinel"])
    #expect(opened.map { $0[.hardness]?.min } == [9, 8])
    #expect(throws: RecordReader.Damaged.self) { try open(names: encoded.names + [0], count: 2) }
    #expect(throws: RecordReader.Damaged.self) { try open(names: Array(encoded.names.dropLast()), count: 2) }
  }

  @Test func theLayoutNameChangesWithTheFacts() {
    #expect(Gem.recordLayout.hasPrefix("gem records 3 "))
    #expect(IndexedCatalog.magic.hasSuffix(Gem.recordLayout))
  }
}

/// The embedded catalog's search keys, folded at build time.
@Suite("Embedded search keys")
struct EmbeddedSearchKeysTests {
  @Test(arguments: ["rose", "quartz", "cats eye", "paraiba", "cape ruby", "corundum", "diamnd", "e"])
  func thePreparedSearchFindsWhatAFreshOneFinds(query: String) throws {
    let catalog = Catalog.bundled
    let prepared = try catalog.search.result(for: query)
    let fresh = try GemSearch(gems: catalog.gems).result(for: query)
    #expect(prepared.matches.map(\.id) == fresh.matches.map(\.id))
    #expect(prepared.suggestions.map(\.id) == fresh.suggestions.map(\.id))
  }

  @Test func keysForOtherGemsAreRefused() {
    let keys = CatalogRecords.encodeSearchKeys(Array(Catalog.bundled.gems.prefix(3)))
    #expect(throws: RecordReader.Damaged.self) {
      try keys.withUnsafeBytes { try CatalogRecords.search(over: Array(Catalog.bundled.gems.prefix(4)), keys: $0) }
    }
  }
}
