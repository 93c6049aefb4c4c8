import Foundation
import Testing

@Suite("Exit statuses and messages, end to end")
struct ExitStatusEndToEndTests {
  @Test(arguments: [
    (["lsit"], "unknown command 'lsit' (did you mean 'list'?)"),
    (["list", "--sortt", "name"], "unknown option '--sortt' (did you mean '--sort'?)"),
    (["list", "--format", "jsn"], "unknown --format value 'jsn' (did you mean 'json'?)"),
    (["list", "--fields", "name,hardnes"], "unknown field 'hardnes' (did you mean 'hardness'?)"),
    // The start of one field's name is that field (a fresh tester's finding).
    (["detail", "ruby", "--fields", "chelsea"], "unknown field 'chelsea' (did you mean 'chelseaFilter'?)"),
    (["list", "--limit", "0"], "option '--limit' needs a whole number of 1 or more, not '0'"),
    (["list", "--format"], "option '--format' needs a value (table, plain, json, jsonl, csv, tsv)"),
    (["list", "--reverse=yes"], "option '--reverse' takes no value"),
    // A value left out is named as such, not taken from the next option (a fresh tester's finding).
    (
      ["identify", "--ri", "1.76", "--lw", "--sw", "inert"],
      "option '--lw' needs a value, not the option '--sw' (write --lw=VALUE for a value that begins with --)"
    ),
    (
      ["search"],
      "'search' needs QUERY...; usage: raygem search QUERY... [--text] [FILTERS] [--sort KEY] [--reverse] [--limit N]"
    ),
    (
      ["detail", "ruby", "pearl"],
      "'detail' takes NAME|ID, but got 2 arguments; quote a name of several words: raygem detail \"ruby pearl\""
    ),
    (
      ["list", "extra"],
      "'list' takes no arguments, but got 1 argument; usage: raygem list [FILTERS] [--sort KEY] [--reverse] [--limit N]"
    ),
    (
      ["detail", "ruby", "--sort", "name"],
      "option '--sort' does not apply to 'detail'; it is for 'list', 'search', 'favorites'"
    ),
    (["favorite", "flip", "ruby"], "unknown favorite action 'flip'; use one of: add, remove, toggle"),
    (["list", "--version"], "option '--version' goes alone: raygem --version"),
    // Another option beside it would be ignored (a fresh tester's finding).
    (["--format", "json", "--version"], "option '--version' goes alone: raygem --version"),
    (["compare", "ruby"], "'compare' needs more arguments; usage: raygem compare NAME|ID NAME|ID [NAME|ID...]"),
    (["identify"], "'identify' needs at least one measurement, such as --ri 1.544-1.553 or --sg 2.65"),
    (
      ["identify", "--ri", "3.9"],
      "option '--ri': no gem gives a reading of 3.9; readings run from 1.3 to 3.5"
    ),
    (
      ["identify", "--sg", ">26"],
      "option '--sg': no gem reads above 26; readings run from 0.5 to 25"
    ),
    // A bound at the end of the readings leaves none past it (a tester's finding).
    (["identify", "--sg", ">25"], "option '--sg': no gem reads above 25; readings run from 0.5 to 25"),
    (["identify", "--sg", "<0.5"], "option '--sg': no gem reads below 0.5; readings run from 0.5 to 25"),
    (
      ["identify", "--hardness", "11"],
      "option '--hardness': no gem gives a reading of 11; readings run from 1 to 10"
    ),
    (["identify", "--ri", "1.5", "--otl"], "give either --ri readings or --otl (over the limit), not both"),
    // No bound is offered to an option that refuses one (a tester's finding).
    (
      ["identify", "--ri", "..1.553"],
      "option '--ri' needs a reading such as 1.544, or two such as 1.762-1.770, not '..1.553'"
    ),
    // A strength or a colour alone is a reading too (a tester's finding: the message asked for both).
    (
      ["identify", "--lw", "strong:red:blue"],
      "option '--lw' needs inert, or a strength (weak to moderate is one), a colour or both such as strong:red, not"
        + " 'strong:red:blue'"
    ),
    (
      ["identify", "--optic", "isotropic", "--ri", "1.544-1.553"],
      "--optic isotropic and a birefringence of 0.009 contradict each other: a singly refractive stone shows one "
        + "shadow edge on the refractometer; look again (a blurred edge can read as two, and anomalous extinction "
        + "can look doubly refractive)"
    ),
    (["list", "--system", "cubik"], "option '--system': unknown value 'cubik' (did you mean 'cubic'?)"),
    (["list", "--hardness", "11.."], "option '--hardness': no gem lies in 11..; Mohs hardness runs from 1 to 10"),
    (["list", "--sg", "5..3"], "option '--sg': the range 5..3 is empty; put the lower bound first"),
    (
      ["list", "--ri", "1,5"],
      "option '--ri' needs a number, range or bound such as 8, 8.., ..1.6, 3.5..4.1 or '>8', not '1,5'"
    ),
    (
      ["list", "--species", "corundun"],
      "option '--species': no gem of the catalog has the species 'corundun' (did you mean 'corundum'?)"
    ),
    (["search", "rose", "--otl"], "option '--otl' does not apply to 'search'; it belongs to 'identify'"),
    (["version"], "unknown command 'version' (did you mean '--version'?)"),
    (["list", "--fields", ""], "option '--fields' needs at least one field"),
    (["list", "--limit", "+2"], "option '--limit' needs a whole number of 1 or more, not '+2'"),
    (["list", "--catalog", "a.json", "--catalog", "b.json"], "option '--catalog' given twice"),
  ])
  func usageErrorsExit64WithOneLine(arguments: [String], message: String) throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr == "raygem: \(message)\n")
  }

  @Test func missingCatalogExits66() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["list", "--catalog", "/nonexistent/gems.json"])
    #expect(result.status == 66)
    #expect(result.stderr == "raygem: catalog '/nonexistent/gems.json' does not exist\n")
  }

  @Test func catalogFromTheEnvironment() throws {
    let sandbox = try Sandbox()
    let path = try sandbox.write(
      #"{"gems": [{"name": "Moldavite", "hardness": {"min": 5.5, "max": 7}}]}"#, to: "c.json")
    let result = try sandbox.run(["list", "--fields", "id,hardness"], environment: ["RAYGEM_CATALOG": path])
    #expect(result.stdout == "moldavite\t5.5-7\n")
  }

  @Test func invalidCatalogExits65NamingGemAndKey() throws {
    let sandbox = try Sandbox()
    let path = try sandbox.write(#"{"gems": [{"name": "Ruby"}, {"name": "Opal", "hardness": "soft"}]}"#, to: "bad.json")
    let result = try sandbox.run(["list", "--catalog", path])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "raygem: catalog '\(path)': gems[1] (\"Opal\"): \"hardness\" must be a number or {\"min\": number, \"max\": number}\n"
    )
  }

  @Test func invalidFavoritesFileExits65AndIsLeftAlone() throws {
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(at: sandbox.home, withIntermediateDirectories: true)
    try Data("{\"favorites\": [\"ruby\",]}".utf8).write(to: sandbox.favoritesFile)
    let result = try sandbox.run(["favorite", "add", "pearl"])
    #expect(result.status == 65)
    #expect(result.stderr.contains(sandbox.favoritesFile.path))
    #expect(sandbox.favoritesText() == "{\"favorites\": [\"ruby\",]}")
  }

  @Test func unwritableFavoritesExits73() throws {
    let sandbox = try Sandbox()
    let blocker = try sandbox.write("not a folder", to: "blocker")
    let result = try sandbox.run(["favorite", "add", "ruby"], environment: ["RAYGEM_HOME": blocker + "/raygem"])
    #expect(result.status == 73)
    #expect(result.stderr.hasPrefix("raygem: "))
    #expect(result.stderr.contains(blocker))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func fullDiskOnStandardOutputExits74() throws {
    guard FileManager.default.isWritableFile(atPath: "/dev/full") else { return }
    let process = Process()
    process.executableURL = Sandbox.binary
    process.arguments = ["list"]
    process.environment = ["RAYGEM_HOME": NoHome.path, "PATH": "/usr/bin:/bin"]
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 74)
    #expect(message == "raygem: cannot write the output: no space left on device\n")
  }

  @Test func nothingMatchedExits1() throws {
    let sandbox = try Sandbox()
    #expect(try sandbox.run(["search", "unobtainium"]).status == 1)
    #expect(try sandbox.run(["detail", "unobtainium"]).status == 1)
    #expect(try sandbox.run(["favorite", "toggle", "unobtainium"]).status == 1)
  }
}
