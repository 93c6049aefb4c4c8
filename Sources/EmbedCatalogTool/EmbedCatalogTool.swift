import Foundation

/// Turns `Resources/gems.json` into Swift source that builds the bundled
/// catalog's gems directly.
///
/// Decoding the JSON at every start-up cost about 18 million instructions,
/// most of raygem's start-up; values compiled into the binary cost none.
/// The test suite checks that these gems equal what GemCore's catalog
/// decoder makes of the same file. A `@main` type rather than top-level
/// code, so that the tool also builds under `--sanitize fuzzer`.
@main
enum EmbedCatalogTool {
  static func main() {
    let arguments = CommandLine.arguments
    guard arguments.count == 3 else {
      FileHandle.standardError.write(Data("usage: EmbedCatalogTool INPUT.json OUTPUT.swift\n".utf8))
      exit(64)
    }
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
      let source = try CatalogSource(json: data).swiftSource()
      try source.write(toFile: arguments[2], atomically: true, encoding: .utf8)
    } catch {
      FileHandle.standardError.write(Data("EmbedCatalogTool: \(error)\n".utf8))
      exit(1)
    }
  }
}
