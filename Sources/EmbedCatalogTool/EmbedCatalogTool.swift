import Foundation
import GemCore

/// Turns `Resources/gems.json` into Swift source that carries the bundled
/// catalog's gems as one string literal of gem records.
///
/// The catalog is decoded by GemCore's own decoder, so the bundled catalog
/// obeys exactly the rules of any `--catalog` file, and a bad entry stops
/// the build with the message raygem would print. The gems are put in name
/// order, so listing them needs no sort. A `@main` type rather than
/// top-level code, so that the tool also builds under `--sanitize fuzzer`.
@main
enum EmbedCatalogTool {
  static func main() {
    let arguments = CommandLine.arguments
    guard arguments.count == 3 else {
      FileHandle.standardError.write(Data("usage: EmbedCatalogTool INPUT.json OUTPUT.swift\n".utf8))
      exit(64)
    }
    do {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: arguments[1])))
      let catalog = try Catalog(decoding: bytes, source: "Resources/gems.json")
      let encoded = CatalogRecords.encodeWithIndex(catalog.gems)
      guard encoded.records.count < CatalogRecords.largestIndexedSize else {
        FileHandle.standardError.write(Data("error: the bundled catalog's records exceed 2 MiB\n".utf8))
        exit(1)
      }
      let source = EmbeddedSource(
        records: encoded.records, index: encoded.index, searchKeys: CatalogRecords.encodeSearchKeys(catalog.gems),
        count: catalog.gems.count)
      try source.text.write(toFile: arguments[2], atomically: true, encoding: .utf8)
    } catch let error as CatalogError {
      FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
      exit(1)
    } catch {
      FileHandle.standardError.write(Data("error: EmbedCatalogTool: \(error)\n".utf8))
      exit(1)
    }
  }
}
