import GemCore
import TerminalRendering
import Testing

@testable import RaygemCLI

/// Options mean what the command table declares: each entry's parser sets
/// its field, with no other code between the table and the invocation.
@Suite("Options from the command table")
struct OptionTableTests {
  /// Each command's entry is found under its own name, in help's order.
  @Test func everyCommandHasItsOwnEntry() {
    for name in CommandName.allCases { #expect(CommandTable.spec(for: name).name == name) }
    #expect(CommandTable.commands.map(\.name) == CommandName.allCases)
  }

  /// Arguments each command needs besides its options.
  static func arguments(for command: CommandName) -> [String] {
    switch command {
    case .search, .detail: return ["ruby"]
    case .compare: return ["ruby", "spinel"]
    case .favorite: return ["add", "ruby"]
    case .completions: return ["bash"]
    case .list, .identify, .favorites, .browse, .help, .manual, .schema: return []
    }
  }

  /// A value the option accepts, from its table entry.
  static func sample(for option: OptionSpec) -> [String] {
    guard let valueName = option.valueName else { return [] }
    switch valueName {
    case "RANGE": return ["0.5..2"]
    case "N", "N|LOW-HIGH": return ["3"]
    case "FILE": return ["mine.json"]
    case "NM,NM|none": return ["694,692"]
    case "AIR/WATER": return ["2.000/1.499"]
    case "WHEN": return ["always"]
    case "LIST" where option.listing == .fields: return ["name,species"]
    case "LIST" where option.choices.isEmpty:
      // A vocabulary's first word, or a species.
      let property = CategoricalProperty.allCases.first { $0.filterOption == option.long }
      return [property?.vocabulary.first ?? "corundum"]
    default: return [option.choices.last ?? "x"]
    }
  }

  @Test func everyOptionOfEveryCommandSetsItsField() throws {
    for spec in CommandTable.commands {
      for option in spec.globalOptions + spec.options {
        let line =
          [spec.name.rawValue] + Self.arguments(for: spec.name) + ["--\(option.long)"] + Self.sample(for: option)
        var plain = Invocation()
        plain.command = spec.name
        plain.arguments = Self.arguments(for: spec.name)
        let parsed = try ArgumentParser.parse(line)
        #expect(parsed != plain, "\(line.joined(separator: " ")) changed nothing")
      }
    }
  }

  @Test func anOptionMeansWhatItsCommandDeclares() throws {
    let list = try ArgumentParser.parse(["list", "--ri", "1.5..1.6", "--hardness", "8.."])
    #expect(list.filter.ranges[.refractiveIndex] == ValueBounds(lower: 1.5, upper: 1.6))
    #expect(list.filter.ranges[.hardness] == ValueBounds(lower: 8))
    #expect(list.measurements == Measurements())
    let identify = try ArgumentParser.parse(["identify", "--ri", "1.762-1.770", "--hardness", "9"])
    #expect(identify.measurements.refractiveIndex == .span(low: 1.762, high: 1.770))
    #expect(identify.measurements[.hardness] == 9)
    #expect(identify.filter == GemFilter())
  }

  @Test func hueIsAFilterOrAReadingAndColorOnlyColours() throws {
    #expect(try ArgumentParser.parse(["list", "--hue", "violet-blue"]).filter.colors == ["violet-blue"])
    #expect(try ArgumentParser.parse(["identify", "--hue", "red"]).measurements.color == "red")
    #expect(throws: RaygemError.usage("option '--color' takes auto, always or never; for a gem's colour use --hue red"))
    {
      try ArgumentParser.parse(["identify", "--color", "red"])
    }
    #expect(try ArgumentParser.parse(["detail", "ruby", "--color", "NEVER"]).color == .never)
    #expect(throws: RaygemError.usage("unknown --color value 'red'; use one of: auto, always, never")) {
      try ArgumentParser.parse(["detail", "ruby", "--color", "red"])
    }
  }

  @Test func listOptionsSetTheirFieldsAndSortStaysUnsetUnlessGiven() throws {
    let given = try ArgumentParser.parse(["search", "opal", "--sort", "Hardness", "--reverse", "--limit", "4"])
    #expect(given.sort?.rawValue == "hardness")
    #expect(given.sort?.property == .hardness)
    #expect(given.isReversed)
    #expect(given.limit == 4)
    #expect(try ArgumentParser.parse(["search", "opal"]).sort == nil)
    let categories = try ArgumentParser.parse(["list", "--system", "cubic,trigonal", "--species", "garnet,beryl"])
    #expect(categories.filter.crystalSystems == [.cubic, .trigonal])
    #expect(categories.filter.species == ["garnet", "beryl"])
  }

  /// A setting of how to show the answer given twice takes the last, as
  /// --format, --color and --sort always did, so that an alias or a
  /// script's defaults can be overridden; a file to read given twice is
  /// refused, since which was meant cannot be told (a tester's finding:
  /// --limit and --fields were refused where --format took the last).
  @Test func aSettingGivenTwiceTakesTheLastAndAFileIsRefused() throws {
    let settings = try ArgumentParser.parse([
      "list", "--limit", "2", "--fields", "id", "--format", "json", "--sort", "ri",
      "--limit", "3", "--fields", "name,species", "--format", "csv", "--sort", "name",
    ])
    #expect(settings.limit == 3)
    #expect(settings.fields == ["name", "species"].compactMap(OutputField.init(rawValue:)))
    #expect(settings.format == .csv)
    #expect(settings.sort?.rawValue == "name")
    #expect(throws: RaygemError.usage("option '--catalog' given twice")) {
      try ArgumentParser.parse(["list", "--catalog", "a.json", "--catalog", "b.json"])
    }
  }
}
