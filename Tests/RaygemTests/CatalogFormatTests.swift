import Foundation
import GemCore
import Testing

@testable import RaygemCLI

/// The catalog format where an installed user looks: `raygem help catalog`,
/// the manual page's CATALOG FORMAT and `raygem schema`, all from the fact
/// table; and the schema holds for the bundled catalog, checked by an
/// independent validator (Python's jsonschema, which .ci/run installs).
@Suite("Catalog format")
struct CatalogFormatTests {
  @Test(arguments: GemFact.all)
  func everyKeyIsInHelpTheManualAndTheSchema(fact: GemFact) throws {
    let help = InProcessTests.run(["help", "catalog"])
    #expect(help.status == 0)
    #expect(help.standardOutput.contains("\n  \(fact.key) "))
    let manual = ManualPage.text()
    let section = try #require(manual.split(separator: ".SH ").first { $0.hasPrefix("\"CATALOG FORMAT\"") })
    #expect(section.contains("\n.B \(fact.key)\n(\(Roff.escaped(fact.kind.shape)))"))
    let schema = try JSONSerialization.jsonObject(with: Data(InProcessTests.run(["schema"]).standardOutput.utf8))
    let gems = (schema as? [String: Any])?["properties"].flatMap { ($0 as? [String: Any])?["gems"] }
    let items = (gems as? [String: Any])?["items"] as? [String: Any]
    let property = (items?["properties"] as? [String: Any])?[fact.key] as? [String: Any]
    #expect(property?["description"] as? String == fact.meaning)
  }

  @Test func helpSuggestsTheTopicAndTheSchemaIsOneLine() {
    #expect(InProcessTests.run(["help", "catalgo"]).standardError.contains("(did you mean 'catalog'?)"))
    let schema = InProcessTests.run(["schema"])
    #expect(schema.status == 0)
    #expect(schema.standardOutput.hasPrefix(#"{"$schema":"https://json-schema.org/draft/2020-12/schema""#))
    #expect(schema.standardOutput.filter { $0 == "\n" }.count == 1)
    #expect(InProcessTests.run(["schema", "extra"]).status == 64)
  }

  /// Validates `catalog` against the schema with Python's jsonschema; the
  /// validator's output, empty when it holds.
  private func validate(_ catalog: String) throws -> (status: Int32, errors: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raygem-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = folder.appendingPathComponent("schema.json").path
    let document = folder.appendingPathComponent("catalog.json").path
    let errors = folder.appendingPathComponent("errors.txt").path
    try CatalogSchema.text.write(toFile: schema, atomically: true, encoding: .utf8)
    try catalog.write(toFile: document, atomically: true, encoding: .utf8)
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      jsonschema.Draft202012Validator.check_schema(schema)
      errors = list(jsonschema.Draft202012Validator(schema).iter_errors(json.load(open(sys.argv[2]))))
      for error in errors: print(error.json_path, error.message[:120])
      sys.exit(1 if errors else 0)
      """
    let status = try ChildProcess.run(
      ["python3", "-c", script, schema, document], standardOutput: errors, standardError: errors)
    return (status, (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")
  }

  @Test func theBundledCatalogHoldsToTheSchemaAndAFlawedOneDoesNot() throws {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Resources/gems.json")
    let bundled = try validate(try String(contentsOf: source, encoding: .utf8))
    // Exit 0: the catalog holds (a missing python3 or jsonschema fails here too, with its message).
    #expect(bundled.status == 0, "\(bundled.errors)")
    let flawed = try validate(
      #"{"schemaVersion": 1, "gems": [{"name": "X", "hardness": 70, "opticCharacter": "triaxial"}, {"id": "y"}, {"name": null}]}"#
    )
    #expect(flawed.status != 0)
    #expect(flawed.errors.contains("$.gems[0].hardness"))
    #expect(flawed.errors.contains("$.gems[0].opticCharacter"))
    #expect(flawed.errors.contains("'name' is a required property"))
    #expect(flawed.errors.contains("$.gems[2].name"))
  }
}
