import Foundation
import Testing

/// File names are bytes: a path in an argument or a variable that is not
/// UTF-8 is refused, never rewritten into another path (with U+FFFD in it).
@Suite("Paths that are not UTF-8")
struct UndecodablePathTests {
  /// `text`'s bytes with the byte 0xFF after them: not UTF-8.
  static func undecodable(_ text: String) -> [UInt8] {
    Array(text.utf8) + [0xFF]
  }

  /// The names in `folder`, as bytes, without the runner's own capture files.
  static func entries(of folder: String) -> [[UInt8]] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      let text = String(decoding: name, as: UTF8.self)
      if [".", ".."].contains(text) || text.hasPrefix("out-") || text.hasPrefix("err-") { continue }
      names.append(name)
    }
    return names
  }

  @Test func aCatalogNameThatIsNotUTF8IsAUsageErrorNotTheFileWithU_FFFD() throws {
    let sandbox = try Sandbox()
    // The file a rewritten name would open: "mine\u{FFFD}.json".
    let rewritten = try sandbox.write(#"{"gems": [{"name": "Rewritten Stone"}]}"#, to: "mine\u{FFFD}.json")
    let name = Self.undecodable(sandbox.root.appendingPathComponent("mine").path) + Array(".json".utf8)
    for arguments in [
      [Array("--catalog".utf8), name, Array("list".utf8)], [Array("--catalog=".utf8) + name, Array("list".utf8)],
    ] {
      let result = try sandbox.run(bytes: arguments)
      #expect(result.status == 64, "\(result)")
      #expect(result.stdout == "")
      #expect(
        result.stderr
          == "raygem: option '--catalog' needs a file name in UTF-8, and raygem does not rewrite paths; rename the file or link to it under a UTF-8 name\n"
      )
    }
    let variable = try sandbox.run(bytes: [Array("list".utf8)], environment: ["RAYGEM_CATALOG": name])
    #expect(variable.status == 64, "\(variable)")
    #expect(
      variable.stderr
        == "raygem: RAYGEM_CATALOG needs a file name in UTF-8, and raygem does not rewrite paths; rename the file or link to it under a UTF-8 name\n"
    )
    // Only a command that reads the catalog needs it, and --catalog wins over it.
    #expect(try sandbox.run(bytes: [Array("help".utf8)], environment: ["RAYGEM_CATALOG": name]).status == 0)
    let chosen = try sandbox.run(
      bytes: ["--catalog", rewritten, "list", "--fields", "name"].map { Array($0.utf8) },
      environment: ["RAYGEM_CATALOG": name])
    #expect(chosen.stdout == "Rewritten Stone\n")
  }

  /// A name with bytes that are not UTF-8 decodes with U+FFFD in it, which
  /// a name search could still match: a command that changes favorites
  /// refuses it rather than change the gem it happens to find (a fresh
  /// tester's finding: `zircon` and a 0xFF byte toggled Zircon).
  @Test func aNameThatIsNotUTF8ChangesNoFavorite() throws {
    let sandbox = try Sandbox()
    let home = sandbox.root.appendingPathComponent("home").path
    let result = try sandbox.run(
      bytes: [Array("favorite".utf8), Array("toggle".utf8), Self.undecodable("zircon")],
      environment: ["RAYGEM_HOME": Array(home.utf8)])
    #expect(result.status == 64, "\(result)")
    #expect(result.stderr == "raygem: a name to change must be UTF-8 text; give the gem's id or name as UTF-8\n")
    #expect(!FileManager.default.fileExists(atPath: home + "/favorites.json"))
  }

  @Test(arguments: ["RAYGEM_HOME", "XDG_DATA_HOME", "HOME"])
  func aFavoritesFolderNotInUTF8StopsChangesWith73AndCreatesNothing(variable: String) throws {
    let sandbox = try Sandbox()
    var environment: [String: [UInt8]?] = ["RAYGEM_HOME": nil, "XDG_DATA_HOME": nil]
    environment[variable] = Self.undecodable(sandbox.root.appendingPathComponent("place").path)
    for command in [["favorite", "add", "ruby"], ["favorite", "toggle", "pearl"], ["favorites"]] {
      let result = try sandbox.run(bytes: command.map { Array($0.utf8) }, environment: environment)
      #expect(result.status == 73, "\(command): \(result)")
      #expect(result.stdout == "")
      #expect(
        result.stderr
          == "raygem: cannot use the favorites folder \(variable) names: it is not valid UTF-8, and raygem does not rewrite paths; set \(variable) to a path in UTF-8\n"
      )
    }
    #expect(Self.entries(of: sandbox.root.path) == [])
  }

  @Test func commandsThatOnlyShowGemsWarnOnceAndSucceed() throws {
    let sandbox = try Sandbox()
    let home = Self.undecodable(sandbox.home.path)
    for command in [["list", "--format", "table", "--limit", "2"], ["detail", "ruby"], ["search", "ruby"]] {
      let result = try sandbox.run(bytes: command.map { Array($0.utf8) }, environment: ["RAYGEM_HOME": home])
      #expect(result.status == 0, "\(command): \(result)")
      #expect(!result.stdout.isEmpty)
      #expect(
        result.stderr
          == "raygem: warning: cannot use the favorites folder RAYGEM_HOME names: it is not valid UTF-8, and raygem does not rewrite paths; set RAYGEM_HOME to a path in UTF-8; showing no favorites\n"
      )
    }
    #expect(Self.entries(of: sandbox.root.path) == [])
  }

  @Test func aVariableThatDoesNotDecideTheFolderDoesNotMatter() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(
      bytes: ["favorite", "add", "ruby"].map { Array($0.utf8) },
      environment: ["HOME": Self.undecodable("/nowhere"), "XDG_DATA_HOME": Self.undecodable("/nowhere")])
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr == "")
    #expect(sandbox.favoritesText()?.contains("\"ruby\"") == true)
  }

  /// A catalog file over the size that raygem indexes in its cache folder.
  static func largeCatalog() -> String {
    let summary = String(repeating: "A stone made for the cache test. ", count: 12)
    let gems = (0..<3_000).map { #"{"name": "Cache Stone \#($0)", "summary": "\#(summary)"}"# }
    return "{\"gems\": [\n" + gems.joined(separator: ",\n") + "\n]}"
  }

  @Test(arguments: ["RAYGEM_HOME", "XDG_CACHE_HOME", "HOME"])
  func aCacheFolderNotInUTF8IsNotUsed(variable: String) throws {
    let sandbox = try Sandbox()
    let catalog = try sandbox.write(Self.largeCatalog(), to: "large.json")
    var environment: [String: [UInt8]?] = ["RAYGEM_HOME": nil, "XDG_CACHE_HOME": nil]
    environment[variable] = Self.undecodable(sandbox.root.appendingPathComponent("place").path)
    let result = try sandbox.run(
      bytes: ["--catalog", catalog, "search", "cache stone 2999", "--fields", "name"].map { Array($0.utf8) },
      environment: environment)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "Cache Stone 2999\n")
    #expect(Self.entries(of: sandbox.root.path) == [Array("large.json".utf8)])
  }
}
