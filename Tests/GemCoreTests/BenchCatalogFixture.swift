import FoundationEssentials

@testable import GemCore

/// `Tests/Fixtures/bench-catalog.json`: five test gems that use every bench
/// fact and a typical value of every range, until the bundled catalog has them.
enum BenchCatalogFixture {
  /// The fixture's path in the source tree.
  static var path: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/bench-catalog.json").path
  }

  /// The fixture, decoded.
  static func catalog() throws -> Catalog {
    let text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
    return try Catalog(decoding: Array(text.utf8), source: "bench-catalog.json")
  }
}
