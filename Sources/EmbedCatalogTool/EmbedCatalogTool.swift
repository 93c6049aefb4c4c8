import GemCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns `Resources/gems.json` into Swift source that carries the bundled
/// catalog's gems as string literals of gem records, with their search keys
/// and the constants `identify` narrows by.
///
/// The catalog is decoded by GemCore's own decoder, so the bundled catalog
/// obeys exactly the rules of any `--catalog` file, and a bad entry stops
/// the build with the message raygem would print. The gems are put in name
/// order, so listing them needs no sort. Only the C library is used for
/// files, so that a static build links no Foundation. A `@main` type
/// rather than top-level code, so that the tool also builds under
/// `--sanitize fuzzer`.
@main
enum EmbedCatalogTool {
  static func main() {
    let arguments = CommandLine.arguments
    guard arguments.count == 3 else { fail("usage: EmbedCatalogTool INPUT.json OUTPUT.swift", status: 64) }
    let catalog: Catalog
    do {
      catalog = try Catalog.load(path: arguments[1])
    } catch {
      fail("error: \(error.message)")
    }
    let encoded = CatalogRecords.encodeWithIndex(Array(catalog.gems))
    guard encoded.records.count < CatalogRecords.largestIndexedSize else {
      fail("error: the bundled catalog's records exceed 2 MiB")
    }
    let source = EmbeddedSource(
      records: encoded.records, index: encoded.index, names: encoded.names,
      searchKeys: CatalogRecords.encodeSearchKeys(Array(catalog.gems)),
      constants: ConstantsTable.encode(Catalog.inNameOrder(Array(catalog.gems))), count: catalog.gems.count)
    guard let file = fopen(arguments[2], "w") else { fail("error: cannot write \(arguments[2])") }
    let written = fputs(source.text, file)
    guard fclose(file) == 0, written >= 0 else { fail("error: cannot write \(arguments[2])") }
  }

  private static func fail(_ message: String, status: Int32 = 1) -> Never {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(status)
  }
}
