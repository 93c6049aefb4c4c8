import Foundation
import Testing

@Suite("Catalogs that try to drive the terminal or break the parser")
struct HostileCatalogTests {
  static let catalog = """
    {"gems": [{
      "name": "Evil\\u001b]0;pwned\\u0007 Gem\\u001b[2J",
      "aliases": ["csi\\u009b31m", "bell\\u0007", "back\\bspace"],
      "summary": "Line one\\rLine two\\u001b[31m red\\u001b[0m and \\u202etxt.exe",
      "species": "Tab\\tSpecies", "hardness": 5
    }]}
    """

  /// Bytes that must never reach a terminal raw.
  static func rawControls(in text: String, allowingCRLF: Bool = false) -> [UInt8] {
    var text = text
    if allowingCRLF { text = text.replacingOccurrences(of: "\r\n", with: "\n") }
    let scalars = text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
        || (0x202A...0x202E).contains($0.value)
    }
    return scalars.map { UInt8(truncatingIfNeeded: $0.value) }
  }

  @Test(arguments: ["table", "plain", "tsv", "csv"])
  func controlsAreNeutralisedInTextFormats(format: String) throws {
    let sandbox = try Sandbox()
    let path = try sandbox.write(Self.catalog, to: "evil.json")
    for command in [["list"], ["search", "evil"], ["detail", "evil"], ["favorites"]] {
      let result = try sandbox.run(
        command + ["--catalog", path, "--format", format, "--fields", "name,aliases,species,summary"])
      #expect(result.status == 0, "\(command) \(result)")
      #expect(Self.rawControls(in: result.stdout, allowingCRLF: format == "csv") == [], "\(command) \(format)")
      // With colour on, the only escapes are raygem's own SGR sequences.
      let colored = try sandbox.run(
        command + [
          "--catalog", path, "--format", format, "--fields", "name,aliases,species,summary", "--color", "always",
        ])
      let withoutStyles = colored.stdout.replacing(#/\u{1B}\[[0-9;]*m/#, with: "")
      #expect(Self.rawControls(in: withoutStyles, allowingCRLF: format == "csv") == [], "\(command) \(format) coloured")
      if command != ["favorites"] { #expect(result.stdout.contains("Evil\u{FFFD}]0;pwned\u{FFFD} Gem")) }
    }
    // Tabs inside values never split a plain or tsv row.
    let plain = try sandbox.run(["list", "--catalog", path, "--format", format, "--fields", "species,hardness"])
    if format == "plain" { #expect(plain.stdout == "Tab Species\t5\n") }
  }

  @Test func jsonKeepsControlsAsEscapes() throws {
    let sandbox = try Sandbox()
    let path = try sandbox.write(Self.catalog, to: "evil.json")
    let result = try sandbox.run(["list", "--catalog", path, "--format", "jsonl", "--fields", "name,aliases"])
    #expect(
      result.stdout
        == #"{"name":"Evil\u001B]0;pwned\u0007 Gem\u001B[2J","aliases":["csi\u009B31m","bell\u0007","back\bspace"]}"#
        + "\n")
  }

  @Test func suggestionsAndMessagesAreNeutralisedToo() throws {
    let sandbox = try Sandbox()
    let path = try sandbox.write(Self.catalog, to: "evil.json")
    let result = try sandbox.run(["detail", "evl gem", "--catalog", path])
    #expect(result.status == 1)
    #expect(Self.rawControls(in: result.stderr) == [])
    let typed = try sandbox.run(["search", "\u{1B}[31mzzz"])
    #expect(typed.stderr == "raygem: no gem found for \"\u{FFFD}[31mzzz\"\n")
  }

  @Test func invalidUTF8IsADataError() throws {
    let sandbox = try Sandbox()
    let url = sandbox.root.appendingPathComponent("latin1.json")
    try Data([
      0x7B, 0x22, 0x67, 0x65, 0x6D, 0x73, 0x22, 0x3A, 0x5B, 0x7B, 0x22, 0x6E, 0x61, 0x6D, 0x65, 0x22, 0x3A, 0x22, 0xE9,
      0x22, 0x7D, 0x5D, 0x7D,
    ]).write(to: url)
    let result = try sandbox.run(["list", "--catalog", url.path])
    #expect(result.status == 65)
    #expect(result.stderr == "raygem: catalog '\(url.path)' is not valid: the text is not UTF-8\n")
  }

  @Test func aByteOrderMarkIsAccepted() throws {
    let sandbox = try Sandbox()
    let path = try sandbox.write("\u{FEFF}{\"gems\": [{\"name\": \"Ruby\"}]}", to: "bom.json")
    let result = try sandbox.run(["list", "--catalog", path, "--fields", "id"])
    #expect(result.stdout == "ruby\n")
  }

  @Test func deepNestingIsRefusedWithoutACrash() throws {
    let sandbox = try Sandbox()
    let depth = 100_000
    let path = try sandbox.write(
      "{\"gems\": [{\"name\": \"Deep\", \"x\": " + String(repeating: "[", count: depth)
        + String(repeating: "]", count: depth) + "}]}", to: "deep.json")
    let result = try sandbox.run(["list", "--catalog", path])
    #expect(result.status == 65)
    #expect(
      result.stderr.hasPrefix("raygem: catalog '\(path)' is not valid: nested deeper than 512 levels (line 1, column "))
  }

  /// A 4 MB word takes every path a 50 MB one does (one summary word wider
  /// than any line, a JSON string of millions of bytes) at a tenth of the
  /// time; the 50 MB case took about 30 s of every debug test run.
  @Test func aHugeStringIsListedAndCut() throws {
    let sandbox = try Sandbox()
    let size = 4_000_000
    let huge = String(repeating: "a", count: size)
    let path = try sandbox.write("{\"gems\": [{\"name\": \"Big\", \"summary\": \"\(huge)\"}]}", to: "big.json")
    let table = try sandbox.run(["detail", "big", "--catalog", path, "--format", "table"])
    #expect(table.status == 0)
    #expect(table.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
    let json = try sandbox.run(["list", "--catalog", path, "--format", "jsonl", "--fields", "summary"])
    #expect(json.stdout.count == size + "{\"summary\":\"\"}\n".count)
  }

  /// Catalog text quoted in a message is cut, so that errors stay one short line.
  @Test func hugeNamesAndValuesAreCutInMessages() throws {
    let sandbox = try Sandbox()
    let long = String(repeating: "A", count: 200_000)
    let cases: [(json: String, arguments: [String], expected: String)] = [
      (#"{"gems": [{"name": "\#(long)", "hardness": "x"}]}"#, ["list"], "gems[0] (\"AAAA"),
      (#"{"gems": [{"name": "R", "id": "\#(long)"}, {"name": "S", "id": "\#(long)"}]}"#, ["list"], "is already the id"),
      (#"{"gems": [{"name": "R", "color": {"name": "red", "hex": "\#(long)"}}]}"#, ["list"], "has hex"),
      (#"{"gems": [{"name": "\#(long) 1"}, {"name": "\#(long) 2"}]}"#, ["detail", "aaa"], "matches 2 gems"),
    ]
    for (index, item) in cases.enumerated() {
      let path = try sandbox.write(item.json, to: "long-\(index).json")
      let result = try sandbox.run(["--catalog", path] + item.arguments)
      #expect(result.status == (item.arguments == ["list"] ? 65 : 1), "\(item.arguments)")
      #expect(result.stderr.contains(item.expected))
      #expect(result.stderr.contains("A…"))
      // Ambiguous gems' ids are shown whole up to 200 characters, then with
      // their middle cut, so the last case is the longest line.
      #expect(
        result.stderr.utf8.count < (item.arguments == ["list"] ? 400 : 1_000), "\(result.stderr.utf8.count) bytes")
    }
  }

  @Test func aCatalogWithNoGems() throws {
    let sandbox = try Sandbox()
    let path = try sandbox.write("{\"schemaVersion\": 1, \"gems\": []}", to: "none.json")
    #expect(try sandbox.run(["list", "--catalog", path]).stdout == "")
    #expect(try sandbox.run(["list", "--catalog", path, "--format", "json"]).stdout == "[]\n")
    #expect(
      try sandbox.run(["list", "--catalog", path, "--format", "table"]).stdout
        == "The catalog '\(path)' has no gems.\n")
    #expect(try sandbox.run(["search", "ruby", "--catalog", path]).status == 1)
  }

  @Test func aFolderAsCatalogExits66() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["list", "--catalog", sandbox.root.path])
    #expect(result.status == 66)
    #expect(result.stderr == "raygem: cannot read catalog '\(sandbox.root.path)': is a directory\n")
  }
}
