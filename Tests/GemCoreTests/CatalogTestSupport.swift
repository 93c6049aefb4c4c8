@testable import GemCore

/// Decodes catalog text given inline in a test.
enum CatalogText {
  /// The catalog `json` decodes to.
  static func decode(_ json: String, source: String) throws(CatalogError) -> Catalog {
    try Catalog(decoding: Array(json.utf8), source: source)
  }

  /// The error decoding `json` throws, or `nil` when it decodes.
  static func problem(_ json: String, source: String) -> CatalogError? {
    do {
      _ = try decode(json, source: source)
      return nil
    } catch {
      return error
    }
  }
}
