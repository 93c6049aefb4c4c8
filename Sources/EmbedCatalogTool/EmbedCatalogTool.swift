import Foundation

/// Writes the bundled catalog as a Swift raw-string literal.
///
/// A raw string compiles in a fraction of the time `.embedInCode`'s byte
/// array takes. A `@main` type rather than top-level code, so that the
/// tool also builds when `swift build --sanitize fuzzer` compiles
/// executables as libraries.
@main
enum EmbedCatalogTool {
  static func main() {
    let arguments = CommandLine.arguments
    guard arguments.count == 3 else {
      FileHandle.standardError.write(Data("usage: EmbedCatalogTool INPUT.json OUTPUT.swift\n".utf8))
      exit(64)
    }
    do {
      let json = try String(contentsOfFile: arguments[1], encoding: .utf8)
      try source(embedding: json).write(toFile: arguments[2], atomically: true, encoding: .utf8)
    } catch {
      FileHandle.standardError.write(Data("EmbedCatalogTool: \(error)\n".utf8))
      exit(1)
    }
  }

  /// Swift source declaring `EmbeddedCatalog.json` with `json` as its value.
  static func source(embedding json: String) -> String {
    var hashes = "#"
    while json.contains("\"" + hashes) || json.contains("\\" + hashes) {
      hashes += "#"
    }
    return """
      // Generated from Resources/gems.json by EmbedCatalogTool. Do not edit.

      /// The bundled catalog's JSON text, exactly as in `Resources/gems.json`.
      enum EmbeddedCatalog {
        static let json: String = \(hashes)\"\"\"
      \(json)
      \"\"\"\(hashes)
      }

      """
  }
}
