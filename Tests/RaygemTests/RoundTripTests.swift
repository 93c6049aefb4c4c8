import BundledCatalog
import GemCore
import Testing

@testable import RaygemCLI

/// What raygem writes, raygem reads: JSON output made into a catalog
/// decodes to the same gems, fact for fact.
@Suite("JSON output read back as a catalog")
struct RoundTripTests {
  /// `{"gems": …}` around JSON output, as `jq '{gems: .}'` makes it.
  static func catalog(wrapping gems: String) throws -> Catalog {
    try Catalog(decoding: Array("{\"gems\": \(gems)}".utf8), source: "catalog 'w.json'")
  }

  /// Every fact of `read` equals the same fact of `written`, by key, as
  /// the catalog format reads it (`origin` is natural when absent, and JSON
  /// output writes it so).
  static func expectSameFacts(_ read: Gem, _ written: Gem) {
    #expect(read.id == written.id)
    #expect(read.name == written.name)
    for fact in GemFact.all {
      #expect(read.valueOrDefault(fact) == written.valueOrDefault(fact), "\(written.id): \(fact.key)")
    }
  }

  @Test func theWholeCatalogListedAsJSONReadsBackAsTheSameGems() throws {
    let outcome = InProcessTests.run(["list", "--format", "json"])
    #expect(outcome.status == 0)
    let read = try Self.catalog(wrapping: outcome.standardOutput)
    let written = Catalog.bundled.gems
    #expect(read.gems.count == written.count)
    for gem in written {
      let again = try #require(read.gem(withID: gem.id), "\(gem.id)")
      Self.expectSameFacts(again, gem)
    }
    // What raygem writes carries `"syntheticOf": []` and `"favorite"` on
    // every gem, and `"origin": "natural"` for gems that leave it out.
    #expect(outcome.standardOutput.contains(#""syntheticOf":[]"#))
    #expect(outcome.standardOutput.contains(#""favorite":false"#))
  }

  @Test(arguments: ["ruby", "zircon", "cubic-zirconia", "jet"])
  func oneGemsDetailAsJSONReadsBackAsTheSameGem(id: String) throws {
    let outcome = InProcessTests.run(["detail", id, "--format", "json"])
    #expect(outcome.status == 0)
    let written = try #require(Catalog.bundled.gem(withID: id))
    // Its relations name gems of the bundled catalog, so it is read among
    // them, as raygem writes them.
    let others = InProcessTests.run(["list", "--format", "jsonl"]).standardOutput
      .split(separator: "\n").map(String.init).filter { !$0.hasPrefix(#"{"id":"\#(id)","#) }
    let objects = [outcome.standardOutput.trimmingTrailingNewline] + others
    let read = try Self.catalog(wrapping: "[" + objects.joined(separator: ",") + "]")
    Self.expectSameFacts(try #require(read.gem(withID: id)), written)
  }
}

/// The round trip for a catalog that uses every fact, the bench facts and
/// typical values among them, until the bundled catalog does.
extension RoundTripTests {
  @Test func aCatalogWithEveryBenchFactListedAsJSONReadsBackAsTheSameGems() throws {
    let written = try BenchCatalogFixture.catalog().gems
    for fact in GemFact.all {
      #expect(written.contains { $0[fact] != nil }, "no gem of the fixture has \(fact.key)")
    }
    let outcome = InProcessTests.run(["--catalog", BenchCatalogFixture.path, "list", "--format", "json"])
    #expect(outcome.status == 0)
    let read = try Self.catalog(wrapping: outcome.standardOutput)
    #expect(read.gems.count == written.count)
    for gem in written {
      Self.expectSameFacts(try #require(read.gem(withID: gem.id), "\(gem.id)"), gem)
      let detail = InProcessTests.run(["--catalog", BenchCatalogFixture.path, "detail", gem.id, "--format", "json"])
      // Alone, but for the gem it imitates, which must be in the catalog too.
      let others = outcome.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  {") }.map {
        $0.hasSuffix(",") ? String($0.dropLast()) : String($0)
      }.filter { !$0.contains("\"id\":\"\(gem.id)\"") }
      let again = try Self.catalog(
        wrapping: "[" + ([detail.standardOutput.trimmingTrailingNewline] + others).joined(separator: ",") + "]")
      Self.expectSameFacts(try #require(again.gem(withID: gem.id)), gem)
    }
  }
}

extension String {
  fileprivate var trimmingTrailingNewline: String {
    hasSuffix("\n") ? String(dropLast()) : self
  }
}
