import Foundation
import Testing

@Suite("raygem commands, end to end")
struct CommandsEndToEndTests {
  @Test func listInAPipePrintsTabSeparatedRowsOfTheWholeCatalog() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["list"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count >= 60)
    #expect(
      lines.first
        == "agate\tAgate\tQuartz (chalcedony)\tbanded brown\t6.5-7\t2.58-2.64\t1.535-1.539\tfalse")
    #expect(lines.contains("ruby\tRuby\tCorundum\tpigeon's blood red\t9\t3.97-4.05\t1.762-1.77\tfalse"))
  }

  @Test func listAsATableLinesUpAndCutsToTheWidth() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["list", "--format", "table", "--limit", "3"], environment: ["COLUMNS": "60"])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        ♥  Name         Species       Color          Mohs         SG
           Agate        Quartz (cha…  banded brown  6.5–7  2.58–2.64
           Alabaster    Gypsum        white         1.5–2  2.25–2.35
           Alexandrite  Chrysoberyl   green to pu…    8.5  3.70–3.78
        columns not shown: RI

        """)
  }

  @Test func listSortsReversesAndLimits() throws {
    let sandbox = try Sandbox()
    let hardest = try sandbox.run(["list", "--sort", "hardness", "--reverse", "--limit", "5", "--fields", "name"])
    #expect(
      hardest.stdout
        == "Black Diamond\nBlue Diamond\nCVD Lab-Grown Diamond\nDiamond\nHPHT Lab-Grown Diamond\n")
    let lightest = try sandbox.run(["list", "--fields=name,specificGravity", "--sort=density", "--limit=2"])
    // Porous meerschaum reads as low as 0.99 (some floats), below the resins.
    #expect(lightest.stdout == "Meerschaum\t0.99-2.26\nAmber\t1.05-1.1\n")
  }

  @Test func searchRoseListsRoseQuartzFirst() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["search", "rose", "--fields", "name"])
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").first == "Rose Quartz")
  }

  @Test(arguments: [
    (["search", "paraiba"], "Paraíba Tourmaline"),
    (["search", "cats", "eye"], "Cat's-Eye Chrysoberyl"),
    (["search", "cat’s eye"], "Cat's-Eye Chrysoberyl"),
    (["search", "maw sit sit"], "Maw-Sit-Sit"),
    (["search", "morion"], "Smoky Quartz"),
  ])
  func searchFoldsAccentsApostrophesAndPunctuation(arguments: [String], first: String) throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(arguments + ["--fields", "name"])
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").first.map(String.init) == first)
  }

  @Test func searchWithNoMatchExitsOneWithSuggestions() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["search", "diamnd"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "raygem: no gem found for \"diamnd\" (did you mean \"Diamond\", \"Black Diamond\", \"Blue Diamond\", \"CVD Lab-Grown Diamond\", \"Diamond Doublet\"?)\n"
    )
  }

  @Test func searchForPunctuationOnlyIsAUsageError() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["search", "%*_"])
    #expect(result.status == 64)
    #expect(result.stderr == "raygem: the query \"%*_\" has no letters or digits to search for\n")
  }

  @Test func detailLapisPrintsThePage() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["detail", "lapis", "--format", "table"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "Lapis Lazuli")
    // A rock: no crystal system, no formula, so the line names only its minerals.
    #expect(lines[1] == "Rock (lazurite with calcite and pyrite)")
    #expect(lines.contains("Mohs hardness     5–5.5"))
    // Specific gravity is a ratio: no unit.
    #expect(lines.contains { $0.hasPrefix("Specific gravity  2.") && !$0.contains("g/cm") })
    #expect(lines.contains("Optic character   aggregate"))
    #expect(lines.contains("Favorite          no"))
  }

  @Test func detailAsJSONIsOneObject() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run([
      "detail", "ruby", "--format", "json", "--fields", "id,hardness,refractiveIndex,favorite",
    ])
    #expect(
      result.stdout
        == "{\"id\":\"ruby\",\"hardness\":{\"min\":9,\"max\":9},\"refractiveIndex\":{\"min\":1.762,\"max\":1.77},\"favorite\":false}\n"
    )
  }

  @Test func detailOfAnAmbiguousNameListsCandidates() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["detail", "jade"])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "raygem: \"jade\" matches 2 gems: \"Jadeite\" (jadeite), \"Nephrite\" (nephrite); give the full name or the id\n"
    )
  }

  /// A species of a group (Garnet (pyrope)) is its group's too: `garnet`
  /// names every garnet as `quartz` names every quartz, before a name that
  /// merely starts with it (a fresh tester's finding: `detail garnet` gave
  /// the garnet-topped doublet).
  @Test func aSpeciesGroupIsAWholeSpecies() throws {
    let sandbox = try Sandbox()
    let detail = try sandbox.run(["detail", "garnet"])
    #expect(detail.status == 1)
    #expect(detail.stderr.hasPrefix("raygem: \"garnet\" matches 13 gems: \"Almandine\" (almandine), "))
    let search = try sandbox.run(["search", "garnet", "--fields", "id"])
    let ids = search.stdout.split(separator: "\n")
    #expect(ids.prefix(3) == ["almandine", "andradite", "color-change-garnet"])
    #expect(ids.firstIndex(of: "garnet-topped-doublet") == 13)
    // An assembled stone's qualified species (Opal (assembled)) is no group of it.
    let opals = try sandbox.run(["search", "opal", "--fields", "id"]).stdout.split(separator: "\n")
    let synthetic = try #require(opals.firstIndex(of: "synthetic-opal"))
    #expect(opals.firstIndex(of: "opal-doublet").map { $0 > synthetic } == true)
  }

  @Test func detailOfAnUnknownNameSuggests() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["detail", "saphire"])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "raygem: no gem named \"saphire\" (did you mean \"Sapphire\", \"Padparadscha Sapphire\", \"Pink Sapphire\", \"Star Sapphire\", \"Synthetic Colour-Change Sapphire\"?)\n"
    )
  }

  @Test func favoriteToggleThenFavoritesPersistsBetweenRuns() throws {
    let sandbox = try Sandbox()
    #expect(sandbox.favoritesText() == nil)
    let toggle = try sandbox.run(["favorite", "toggle", "Rose Quartz"])
    #expect(toggle.status == 0)
    #expect(toggle.stdout == "rose-quartz\tRose Quartz\ttrue\n")
    #expect(toggle.stderr == "")
    #expect(sandbox.favoritesText() == "{\n  \"schemaVersion\": 1,\n  \"favorites\": [\n    \"rose-quartz\"\n  ]\n}\n")
    let json = try sandbox.run(["favorites", "--format", "json"])
    let names = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
    #expect(names?.compactMap { $0["name"] as? String } == ["Rose Quartz"])
    #expect(names?.first?["favorite"] as? Bool == true)
    let table = try sandbox.run(["search", "quartz", "rose", "--format", "table", "--fields", "favorite,name"])
    #expect(table.stdout.hasPrefix("♥  Name\n♥  Rose Quartz\n"))
    let again = try sandbox.run(["favorite", "toggle", "rose-quartz"])
    #expect(again.stdout == "rose-quartz\tRose Quartz\tfalse\n")
  }

  @Test func addAndRemoveAreIdempotentAndQuietPrintsNothing() throws {
    let sandbox = try Sandbox()
    #expect(
      try sandbox.run(["favorite", "add", "ruby", "sapphire"]).stdout == "ruby\tRuby\ttrue\nsapphire\tSapphire\ttrue\n")
    #expect(try sandbox.run(["favorite", "add", "ruby"]).stdout == "ruby\tRuby\ttrue\n")
    #expect(try sandbox.run(["-q", "favorite", "remove", "ruby"]).stdout == "")
    #expect(try sandbox.run(["favorite", "remove", "ruby", "--quiet"]).stdout == "")
    #expect(try sandbox.run(["favorite", "remove", "ruby"]).stdout == "ruby\tRuby\tfalse\n")
    #expect(try sandbox.run(["favorites", "--fields", "id"]).stdout == "sapphire\n")
  }

  @Test func favoriteReadsNamesFromStandardInput() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["favorite", "add", "-"], stdin: "\u{FEFF}ruby\r\n\r\n  Rose Quartz  \r\nlapis\n")
    #expect(result.status == 0)
    #expect(result.stdout == "ruby\tRuby\ttrue\nrose-quartz\tRose Quartz\ttrue\nlapis-lazuli\tLapis Lazuli\ttrue\n")
    #expect(try sandbox.run(["favorites", "--fields", "id"]).stdout == "ruby\nrose-quartz\nlapis-lazuli\n")
  }

  @Test func unknownNameChangesNothing() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["favorite", "add", "ruby", "unobtainium"])
    #expect(result.status == 1)
    #expect(result.stderr == "raygem: no gem named \"unobtainium\"; try 'raygem search'\n")
    #expect(sandbox.favoritesText() == nil)
  }

  @Test func emptyFavoritesExplainHowToAddOne() throws {
    let sandbox = try Sandbox()
    let table = try sandbox.run(["favorites", "--format", "table"])
    #expect(table.status == 0)
    #expect(table.stdout == "No favorites yet. Add one with: raygem favorite add NAME\n")
    #expect(try sandbox.run(["favorites"]).stdout == "")
    #expect(try sandbox.run(["favorites", "--format", "json"]).stdout == "[]\n")
    #expect(try sandbox.run(["favorites", "--format", "csv", "--fields", "id,name"]).stdout == "id,name\r\n")
    #expect(
      try sandbox.run(["favorites", "--format", "tsv"]).stdout
        == "id\tname\tspecies\tcolor\thardness\tspecificGravity\trefractiveIndex\tfavorite\n")
    #expect(FileManager.default.fileExists(atPath: sandbox.home.path) == false)
  }

  /// Favorites the filters all leave out say so, as `list` does (a tester's
  /// finding: the table was empty, with no line at all).
  @Test func favoritesNoFilterPassesSaySo() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.run(["favorite", "add", "sapphire", "pearl"])
    let table = try sandbox.run(["favorites", "--origin", "synthetic", "--format", "table"])
    #expect(table.status == 0)
    #expect(table.stdout == "No gem passes these filters.\n")
    #expect(try sandbox.run(["favorites", "--origin", "synthetic", "--format", "json"]).stdout == "[]\n")
    // Favorites another catalog holds are still said to be kept (a tester's finding: the line went).
    let catalog = try sandbox.write(#"{"gems": [{"name": "Pearl"}]}"#, to: "small.json")
    let small = try sandbox.run(["favorites", "--catalog", catalog, "--origin", "synthetic", "--format", "table"])
    #expect(small.stdout == "No gem passes these filters.\n1 favorite is not in this catalog; it is kept.\n")
  }

  @Test func favoritesTheCatalogLacksAreKept() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.run(["favorite", "add", "ruby", "pearl"])
    let catalog = try sandbox.write(#"{"gems": [{"name": "Pearl"}]}"#, to: "small.json")
    let table = try sandbox.run(["favorites", "--catalog", catalog, "--format", "table", "--fields", "name"])
    #expect(table.stdout == "Name\nPearl\n1 favorite is not in this catalog; it is kept.\n")
    _ = try sandbox.run(["favorite", "remove", "pearl", "--catalog", catalog])
    #expect(try sandbox.run(["favorites", "--fields", "id"]).stdout == "ruby\n")
    // A kept favorite can be removed by its id though this catalog lacks it
    // (a tester's finding: only editing the file by hand took it out).
    let removed = try sandbox.run(["favorite", "remove", "ruby", "--catalog", catalog])
    #expect(removed.status == 0)
    #expect(removed.stdout == "ruby\truby\tfalse\n")
    #expect(try sandbox.run(["favorites", "--fields", "id"]).stdout == "")
    // Adding a gem the catalog lacks is still refused.
    #expect(try sandbox.run(["favorite", "add", "ruby", "--catalog", catalog]).status == 1)
    // The kept id is taken before a gem the word loosely names (a reviewer's
    // finding: `remove ruby` reported Star Ruby and left ruby in the file).
    _ = try sandbox.run(["favorite", "add", "ruby"])
    let stars = try sandbox.write(#"{"gems": [{"name": "Star Ruby"}]}"#, to: "stars.json")
    let kept = try sandbox.run(["favorite", "remove", "ruby", "--catalog", stars])
    #expect(kept.stdout == "ruby\truby\tfalse\n")
    #expect(try sandbox.run(["favorites", "--fields", "id"]).stdout == "")
  }

  /// A catalog from a pipe can be read only once, so `detail` must read it
  /// once for both the name and the look-alikes, and `search` once for the
  /// query and its filters.
  @Test(arguments: [
    (["detail", "ruby", "--fields", "name"], "name\tRuby\n"),
    (["search", "ruby", "--species", "corundum", "--fields", "name"], "Ruby\n"),
  ])
  func aCatalogFromAPipeIsReadOnce(arguments: [String], expected: String) throws {
    let sandbox = try Sandbox()
    let catalog = sandbox.root.appendingPathComponent("catalog.json")
    try Data(#"{"gems": [{"id": "ruby", "name": "Ruby", "species": "Corundum"}]}"#.utf8).write(to: catalog)
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/bash")
    shell.arguments = ["-c", #""$0" --catalog <(cat "$1") "${@:2}""#, Sandbox.binary.path, catalog.path] + arguments
    shell.environment = sandbox.baseEnvironment
    let output = Pipe()
    shell.standardOutput = output
    shell.standardError = output
    try shell.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    shell.waitUntilExit()
    #expect(shell.terminationStatus == 0, "\(text)")
    #expect(text == expected)
  }
}
