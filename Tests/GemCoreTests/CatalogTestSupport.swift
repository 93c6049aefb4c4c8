@testable import GemCore

/// The name messages give the catalogs that tests write inline.
let testCatalogSource = "catalog 'test.json'"

/// The catalog that inline JSON decodes to.
func decodeCatalog(_ json: String) throws(CatalogError) -> Catalog {
  try Catalog(decoding: Array(json.utf8), source: testCatalogSource)
}

/// The error that decoding inline JSON throws, or `nil` when it decodes.
func catalogProblem(_ json: String) -> CatalogError? {
  do {
    _ = try decodeCatalog(json)
    return nil
  } catch {
    return error
  }
}
