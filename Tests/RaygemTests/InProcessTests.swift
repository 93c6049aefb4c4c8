import GemCore
import TerminalRendering
import Testing

@testable import RaygemCLI

/// Parsing, ordering and formats through `Raygem.run`, in process, on the
/// bundled catalog; no favorites file exists in the home it is given.
///
/// That home lies under `/proc`, where no folder can be made, even by
/// root: no test leaves files outside its own temporary folder.
@Suite("raygem in process")
struct InProcessTests {
  /// Runs raygem with a home that holds nothing, or `home`, not a terminal, 80 columns.
  static func run(_ arguments: [String], home: String = NoHome.path) -> Raygem.Outcome {
    Raygem.run(
      arguments: arguments, environment: ["RAYGEM_HOME": home],
      terminal: { _ in TerminalCapabilities(isTerminal: false, isColored: false, width: 80) },
      readStandardInput: { "" })
  }

  /// Runs raygem as on a terminal without colour, `width` columns wide.
  static func runOnTerminal(_ arguments: [String], width: Int) -> Raygem.Outcome {
    Raygem.run(
      arguments: arguments, environment: ["RAYGEM_HOME": NoHome.path],
      terminal: { _ in TerminalCapabilities(isTerminal: true, isColored: false, width: width) },
      readStandardInput: { "" })
  }

  /// The session a command line makes, as `Raygem.run` makes it, for the
  /// tests that call a command's `state(for:)`.
  static func session(_ arguments: [String]) throws -> Session {
    Session(
      invocation: try ArgumentParser.parse(arguments),
      terminal: TerminalCapabilities(isTerminal: false, isColored: false, width: 80),
      environment: ["RAYGEM_HOME": NoHome.path], readStandardInput: { "" })
  }

  @Test func listStateIsTheSortedFilteredGems() throws {
    let state = try ListCommand.state(
      for: Self.session(["list", "--hardness", "9..", "--sort", "density", "--limit", "2"]))
    guard case .loaded(let gems) = state else {
      Issue.record("expected gems, got \(state)")
      return
    }
    #expect(gems.map(\.name) == ["Diamond Doublet", "Moissanite"])
    #expect(
      try ListCommand.state(for: Self.session(["list", "--hardness", "..1", "--system", "cubic"])) == .filteredOut)
  }

  /// A singly refractive gem's birefringence is 0 to the filter and the
  /// sort, as to identify (a tester's finding: `--birefringence 0` kept
  /// only zircon, and spinel sorted after every doubly refractive gem).
  @Test func aSinglyRefractiveGemHasNoBirefringenceToFilterAndSortBy() throws {
    let state = try ListCommand.state(for: Self.session(["list", "--birefringence", "0", "--species", "spinel"]))
    guard case .loaded(let gems) = state else {
      Issue.record("expected gems, got \(state)")
      return
    }
    #expect(gems.map(\.id).contains("red-spinel"))
    let sorted = try ListCommand.state(for: Self.session(["list", "--sort", "birefringence", "--limit", "1"]))
    guard case .loaded(let first) = sorted else {
      Issue.record("expected gems, got \(sorted)")
      return
    }
    #expect(first.first.map { MeasuredProperty.birefringence.range(of: $0)?.max } == 0)
  }

  @Test func searchStateRanksNamesThenSuggestsThenSaysWhatTheFiltersLeft() throws {
    let found = try SearchCommand.state(for: Self.session(["search", "ruby"]))
    guard case .found(let gems) = found else {
      Issue.record("expected matches, got \(found)")
      return
    }
    #expect(gems.prefix(4).map(\.name) == ["Ruby", "Corundum", "Star Ruby", "Composite Ruby"])
    let misspelt = try SearchCommand.state(for: Self.session(["search", "rubby"]))
    guard case .noMatch(let query, let suggestions) = misspelt else {
      Issue.record("expected no match, got \(misspelt)")
      return
    }
    #expect(query == "rubby")
    #expect(
      suggestions.map(\.name) == ["Ruby", "Composite Ruby", "Flux-Grown Synthetic Ruby", "Star Ruby", "Synthetic Ruby"])
    let filtered = try SearchCommand.state(for: Self.session(["search", "ruby", "--hardness", "..2"]))
    #expect(filtered == .filteredOut(query: "ruby"))
  }

  @Test func detailStateIsTheNamedGemAndWhetherItIsAFavorite() throws {
    let session = try Self.session(["detail", "rose-quartz"])
    let found = try DetailCommand.state(for: session, in: session.catalog())
    #expect(found.gem.name == "Rose Quartz")
    #expect(found.gem[.species] == "Quartz")
    #expect(found.isFavorite == false)
    let ambiguous = try Self.session(["detail", "sapph"])
    #expect(
      throws: RaygemError.nothingMatched(
        "\"sapph\" matches 2 gems: \"Sapphire\" (sapphire), \"Sapphirine\" (sapphirine); give the full name or the id")
    ) {
      try DetailCommand.state(for: ambiguous, in: ambiguous.catalog())
    }
  }

  @Test func searchTakesLimitSortAndReverse() {
    // Ruby's own name, then Corundum, whose alias is the whole query.
    #expect(Self.run(["search", "ruby", "--fields", "name", "--limit", "2"]).standardOutput == "Ruby\nCorundum\n")
    let sorted = Self.run(["search", "opal", "--fields", "hardness", "--sort", "hardness", "--reverse"])
    let minimums = sorted.standardOutput.split(separator: "\n").compactMap { Double($0.split(separator: "-")[0]) }
    #expect(minimums.count > 5)
    #expect(minimums == minimums.sorted(by: >))
    let reversed = Self.run(["search", "ruby", "--fields", "name", "--reverse"]).standardOutput
    #expect(reversed.split(separator: "\n").last == "Ruby")
  }

  /// A file in place of the favorites folder is said, where no favorites
  /// were shown with an invitation to add one that could not be saved (a tester's finding).
  @Test func aFileInPlaceOfTheFavoritesFolderIsSaid() {
    let outcome = Self.run(["favorites"], home: "/dev/null/raygem-tests")
    #expect(outcome.status == 74)
    #expect(outcome.standardOutput == "")
    #expect(
      outcome.standardError
        == "raygem: cannot access favorites file '/dev/null/raygem-tests/favorites.json': "
        + "cannot read it: a file stands in place of a folder on its path\n")
  }

  /// A line of standard input that is not UTF-8 changes no favorite, as
  /// such an argument changes none (a tester's finding: it was said to hold
  /// no letters, and `zircon` with such a byte could have toggled Zircon).
  @Test func aNameOnStandardInputThatIsNotUTF8ChangesNoFavorite() {
    let outcome = Raygem.run(
      arguments: ["favorite", "toggle", "-"], environment: ["RAYGEM_HOME": NoHome.path],
      terminal: { _ in TerminalCapabilities(isTerminal: false, isColored: false, width: 80) },
      readStandardInput: { "ruby\nzircon\u{FFFD}\n" })
    #expect(outcome.status == 64)
    #expect(
      outcome.standardError
        == "raygem: line 2 of standard input is not UTF-8 text; give the gem's id or name as UTF-8\n")
  }

  /// A singly refractive gem's birefringence, which the catalog leaves
  /// unsaid, reads "none" to people, as compare says it, and stays absent
  /// to programs (a tester's finding: sorted first as 0, shown blank).
  @Test func aSinglyRefractiveGemShowsNoBirefringenceToPeople() {
    let arguments = ["list", "--fields", "name,birefringence", "--sort", "birefringence", "--limit", "1"]
    let table = Self.runOnTerminal(arguments + ["--no-pager"], width: 80).standardOutput
    #expect(table.split(separator: "\n").last?.split(separator: " ") == ["Almandine", "none"])
    #expect(Self.run(arguments).standardOutput == "Almandine\t\n")
    #expect(
      Self.run(arguments + ["--format", "json"]).standardOutput
        == "[\n  {\"name\":\"Almandine\",\"birefringence\":null}\n]\n")
  }

  @Test func favoritesTakesTheListOptionsToo() {
    let outcome = Self.run(["favorites", "--sort", "name", "--limit", "3"])
    #expect(outcome.status == 0)
    #expect(outcome.standardError == "")
  }

  @Test(arguments: ["JSON", "Json", "json"])
  func enumeratedValuesTakeAnyLetterCase(format: String) {
    let outcome = Self.run(["detail", "ruby", "--format", format, "--fields", "id,origin"])
    #expect(outcome.standardOutput == #"{"id":"ruby","origin":"natural"}"# + "\n")
    #expect(Self.run(["list", "--sort", "HARDNESS", "--limit", "1", "--fields", "name"]).status == 0)
    #expect(Self.run(["list", "--color", "Never", "--limit", "1", "--fields", "name"]).status == 0)
  }

  @Test func bidirectionalMarksAreNeutralised() {
    for mark in ["\u{200E}", "\u{200F}", "\u{061C}"] {
      #expect(ControlCharacters.neutralised("a\(mark)b") == "a\u{FFFD}b")
    }
    #expect(ControlCharacters.neutralised("فيروز") == "فيروز")
  }

  @Test func anOptionACommandDoesNotUseIsAUsageError() {
    let help = Self.run(["help", "--format", "json"])
    #expect(help.status == 64)
    #expect(
      help.standardError
        == "raygem: option '--format' does not apply to 'help'; it is for 'list', 'search', 'detail', 'compare', 'identify', 'favorites', 'favorite'\n"
    )
    let favorite = Self.run(["favorite", "add", "ruby", "--fields", "name"])
    #expect(favorite.status == 64)
    #expect(favorite.standardOutput == "")
    #expect(Self.run(["manual", "--catalog", "x.json"]).status == 64)
  }

  /// An option spelt the British way is the option (a tester's finding:
  /// `--lustre` was unknown, and `--colour red` was pointed at `--color`
  /// and only then at `--hue`).
  @Test func anOptionSpeltTheBritishWayIsTheOption() {
    let lustre = Self.run(["identify", "--ri", "1.54", "--lustre", "vitreous"])
    #expect(lustre.status == 0)
    #expect(lustre.standardOutput == Self.run(["identify", "--ri", "1.54", "--luster", "vitreous"]).standardOutput)
    #expect(
      Self.run(["identify", "--ri", "1.54", "--colour", "red"]).standardError
        == "raygem: option '--color' takes auto, always or never; for a gem's colour use --hue red\n")
    #expect(Self.run(["list", "--colour=never"]).status == 0)
    // Only the spelling of a word: punctuation, capitals, accents or width are no option
    // (a tester's finding: `---sg`, `--sg.` and `--hot_point` were read as options).
    for spelling in ["---sg", "--sg.", "--sg-", "--hot_point", "--hot--point", "--ＳＧ", "--LUSTRE", "--sǵ"] {
      #expect(Self.run(["identify", spelling, "5"]).standardError.hasPrefix("raygem: unknown option"), "\(spelling)")
    }
  }

  @Test func suggestionsForAnUnknownOptionComeFromTheCommandsOwnOptions() {
    #expect(
      Self.run(["list", "--revers"]).standardError == "raygem: unknown option '--revers' (did you mean '--reverse'?)\n")
    // detail takes no --reverse, so it is not suggested there.
    #expect(!Self.run(["detail", "ruby", "--revers"]).standardError.contains("--reverse"))
  }

  /// A range typed with spaces around its dash splits into stray words: the
  /// error says to write it as one word (the shell gave `-1.553` or `-`
  /// and `1.553`, which alone read as an option and arguments).
  @Test func aRangeSplitBySpacesIsMetWithHowToWriteIt() {
    let hint = "a range is one word, with no spaces: 1.544-1.553"
    let spaced = Self.run(["identify", "--ri", "1.544", "-", "1.553"])
    #expect(spaced.status == 64)
    #expect(
      spaced.standardError
        == "raygem: 'identify' takes no arguments, but got 2 arguments (\(hint)); usage: raygem identify (MEASUREMENTS [--limit N] | --batch FILE|-) [--kit LIST]\n"
    )
    let dashed = Self.run(["identify", "--ri", "1.544", "-1.553"])
    #expect(dashed.status == 64)
    #expect(dashed.standardError == "raygem: unknown option '-1.553' (\(hint))\n")
    let filter = Self.run(["list", "--hardness", "7", "–", "8"])
    #expect(
      filter.standardError.hasPrefix(
        "raygem: 'list' takes no arguments, but got 2 arguments (a range is one word, with no spaces: 7-8)"))
    // A command that takes words would have searched for "quartz - 1.553".
    let search = Self.run(["search", "quartz", "--ri", "1.544", "-", "1.553"])
    #expect(search.status == 64)
    #expect(search.standardError.hasPrefix("raygem: \(hint); usage: raygem search"))
    // A stray word that is no piece of a range gets no such hint.
    #expect(!Self.run(["identify", "--ri", "1.544", "ruby"]).standardError.contains("a range"))
  }

  /// `--fields` passes over an empty item, as the other comma lists do,
  /// and meets a filter's name (`ri`) with the fact's key (a fresh tester's
  /// findings: "unknown field ''", and 'ri' with no suggestion).
  @Test func fieldsPassOverEmptyItemsAndPointAFiltersNameToItsKey() {
    let spaced = Self.run(["detail", "ruby", "--fields", "name,,id", "--format", "plain"])
    #expect(spaced.status == 0)
    #expect(spaced.standardOutput == "name\tRuby\nid\truby\n")
    #expect(
      Self.run(["list", "--fields", "name,SG"]).standardError
        == "raygem: unknown field 'SG' (did you mean 'specificGravity'?)\n")
    #expect(
      Self.run(["list", "--fields", ","]).standardError == "raygem: option '--fields' needs at least one field\n")
  }

  @Test func aSearchThatFindsNothingPrintsItsFormatsEmptyDocumentAndExits1() {
    let json = Self.run(["search", "unobtainium", "--format", "json"])
    #expect(json.status == 1)
    #expect(json.standardOutput == "[]\n")
    #expect(json.standardError.hasPrefix("raygem: no gem found for \"unobtainium\""))
    #expect(
      Self.run(["search", "unobtainium", "--format", "csv", "--fields", "id,name"]).standardOutput == "id,name\r\n")
    #expect(Self.run(["search", "unobtainium", "--format", "plain"]).standardOutput == "")
  }

  @Test func theDetailPageNamesTheClassificationOnceAndSaysAmorphousRightly() {
    let opal = Self.run(["detail", "opal", "--format", "table"]).standardOutput
    let lines = opal.split(separator: "\n").map(String.init)
    #expect(lines[1].hasPrefix("Opal · amorphous (no crystal structure)"))
    #expect(!opal.contains("amorphous crystal system"))
    // Species and crystal system stand in the classification line only.
    #expect(!lines.contains { $0.hasPrefix("Species ") || $0.hasPrefix("Crystal system") })
  }

  @Test func theManualSaysHowDoubleDashEndsOptions() {
    #expect(Self.run(["manual"]).standardOutput.contains(CommandTable.optionsEndNote.prefix(40)))
  }
}
