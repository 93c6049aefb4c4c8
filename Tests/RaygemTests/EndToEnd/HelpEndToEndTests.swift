import Foundation
import GemCore
import Testing

@testable import RaygemCLI

@Suite("Help and version, end to end")
struct HelpEndToEndTests {
  @Test(arguments: [
    "list", "search", "detail", "compare", "identify", "favorites", "favorite", "help", "completions", "manual",
  ])
  func helpIsIdenticalInAllThreeSpellings(command: String) throws {
    let sandbox = try Sandbox()
    let viaHelp = try sandbox.run(["help", command])
    let viaLong = try sandbox.run([command, "--help"])
    let viaShort = try sandbox.run([command, "-h"])
    #expect(viaHelp.status == 0)
    #expect(viaHelp.stderr == "")
    #expect(viaHelp.stdout.hasPrefix("raygem \(command) — "))
    #expect(viaLong.stdout == viaHelp.stdout)
    #expect(viaShort.stdout == viaHelp.stdout)
    #expect(viaLong.status == 0 && viaShort.status == 0)
  }

  /// `text` with the entries whose help the fact table writes cut.
  ///
  /// The range filters, one for each measured property, become one line
  /// `  RANGE filters …`, the filters of word-valued facts one line
  /// `  LIST filters of the fact table …`, and `--sort`'s keys and `--fields`' names
  /// `  --sort …` and `  --fields …`. The text below then pins the layout
  /// and the hand-written help, and a new fact changes only the fact table
  /// (``listHelpTextHasAnEntryForEveryFactOption()`` checks the entries).
  static func withFactOptionsCut(_ text: String) -> String {
    let filters = MeasuredProperty.allCases.map(\.filterOption)
    let categories = CategoricalProperty.allCases.map(\.filterOption)
    var lines: [String] = []
    var cutting = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if let option = (filters + categories + ["sort", "fields"]).first(where: { line.hasPrefix("  --\($0) ") }) {
        let placeholder =
          filters.contains(option)
          ? "  RANGE filters …" : categories.contains(option) ? "  LIST filters of the fact table …" : "  --\(option) …"
        if lines.last != placeholder { lines.append(placeholder) }
        cutting = true
      } else if !(cutting && line.hasPrefix("    ")) {
        lines.append(line)
        cutting = false
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The entry of `option` in `text`, its lines joined with single spaces.
  static func entry(_ option: String, in text: String) -> String {
    let lines = text.split(separator: "\n").map(String.init)
    guard let first = lines.firstIndex(where: { $0.hasPrefix("  --\(option) ") }) else { return "" }
    var words = lines[first].split(separator: " ").map(String.init)
    for line in lines[(first + 1)...] {
      guard line.hasPrefix("    ") else { break }
      words += line.split(separator: " ").map(String.init)
    }
    return words.joined(separator: " ")
  }

  @Test func listHelpTextHasAnEntryForEveryFactOption() throws {
    let help = try Sandbox().run(["help", "list"]).stdout
    for property in MeasuredProperty.allCases {
      #expect(Self.entry(property.filterOption, in: help) == "--\(property.filterOption) RANGE \(property.filterHelp)")
    }
    // A vocabulary with a help topic is named by it, a short one listed.
    for property in CategoricalProperty.allCases {
      let words =
        property.fact.helpTopic.map { "; the words of 'raygem help \($0)'" }
        ?? " (\(property.vocabulary.joined(separator: ", ")))"
      #expect(
        Self.entry(property.filterOption, in: help) == "--\(property.filterOption) LIST \(property.filterHelp)\(words)")
    }
    #expect(
      Self.entry("chelsea", in: help)
        == "--chelsea LIST colours through a Chelsea filter, such as red (red, pink, green, none)")
    #expect(
      Self.entry("sort", in: help)
        == "--sort KEY order of the rows; density is specific gravity, ri the refractive index ("
        + SortKey.allCases.map(\.rawValue).joined(separator: ", ") + "); default: name")
    #expect(
      Self.entry("fields", in: help)
        == "--fields LIST comma-separated fields to show: "
        + OutputField.allCases.map(\.rawValue).joined(separator: ", "))
  }

  /// A parcel is the other form of identify: --limit, for one stone's list, has no place beside it.
  @Test func identifyUsageShowsTheParcelAsTheAlternativeToReadings() {
    let outcome = InProcessTests.run(["help", "identify"])
    #expect(
      outcome.standardOutput.split(separator: "\n")[1]
        == "Usage: raygem identify (MEASUREMENTS [--limit N] | --batch FILE|-) [--kit LIST]")
  }

  @Test func listHelpText() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["help", "list"])
    expectLines(
      Self.withFactOptionsCut(result.stdout),
      equal: """
        raygem list — List every gem in the catalog.

        Usage: raygem list [FILTERS] [--sort KEY] [--reverse] [--limit N]

        Shows one row a gem: name, species, colour, Mohs hardness, specific gravity and
        refractive index. A ♥ marks favorites. A RANGE filter (A..B or A-B, A.., ..B, A)
        keeps the gems whose own range overlaps it, a bound (>A, >=A or ≥A, <B, <=B or
        ≤B) those whose whole range satisfies it; a LIST filter keeps those with any of
        its comma-separated values; a gem without the property fails. All filters apply
        together.

        Options:
          RANGE filters …
          --system LIST          crystal systems, such as cubic,trigonal (cubic,
                                 tetragonal, hexagonal, trigonal, orthorhombic,
                                 monoclinic, triclinic, amorphous)
          --optic LIST           optic characters, such as uniaxial (isotropic,
                                 anisotropic, uniaxial, biaxial, aggregate)
          --origin LIST          origins, such as natural (natural, synthetic,
                                 artificial, composite)
          --species LIST         species whose words are all in the gem's species, such
                                 as corundum or garnet,beryl
          --transparency LIST    transparencies, such as opaque (transparent,
                                 translucent, opaque)
          --hue LIST             colour families or colour words (violet-blue); a gem
                                 passes when it occurs in one (red, orange, yellow,
                                 green, blue, violet, pink, brown, black, white, gray)
          LIST filters of the fact table …
          --sort …
          --reverse              reverse the order
          --limit N              show at most N gems

        Global options:
          --catalog FILE   read gems from this catalog file instead (also
                           RAYGEM_CATALOG); default: the bundled catalog
          --format FORMAT  output format (table, plain, json, jsonl, csv, tsv); default:
                           table on a terminal, plain otherwise
          --fields …
          --color WHEN     colour the output; auto colours a terminal unless NO_COLOR is
                           set (a gem's colour is --hue) (auto, always, never); default:
                           auto
          -h, --help       show help for raygem or for a command
          --no-pager       on a terminal, print straight out rather than through the
                           pager (RAYGEM_PAGER, PAGER, else less)

        Options may come before or after the command and between its arguments. -- ends
        them: what follows is an argument even when it starts with - (raygem search --
        -rose, raygem favorite remove -- -q).

        Examples:
          raygem list --sort hardness --reverse --limit 5
              the five hardest gems
          raygem list --format csv > gems.csv
              the whole catalog as CSV
          raygem list --hardness 9.. --system trigonal
              the corundum family
          raygem list --origin synthetic,artificial --hue blue
              blue gems made by people

        """)
  }

  @Test func rootHelpListsTheCommands() throws {
    let sandbox = try Sandbox()
    let bare = try sandbox.run([])
    let help = try sandbox.run(["--help"])
    #expect(bare.status == 0)
    #expect(bare.stdout == help.stdout)
    #expect(help.stdout.contains("  list         List every gem in the catalog.\n"))
    #expect(help.stdout.contains("  --version        print raygem's version\n"))
  }

  @Test func versionPrintsOneLine() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "raygem 0.1.0\n")
  }

  @Test func optionsMayFollowArgumentsAndDoubleDashEndsThem() throws {
    let sandbox = try Sandbox()
    let after = try sandbox.run(["search", "rose", "--fields", "name", "--format", "tsv"])
    #expect(after.status == 0)
    #expect(after.stdout.hasPrefix("name\nRose Quartz\n"))
    let misspelt = try sandbox.run(["search", "rose", "--limit-not", "x"])
    #expect(misspelt.status == 64)
    #expect(misspelt.stderr.hasPrefix("raygem: unknown option '--limit-not'"))
    let dashed = try sandbox.run(["search", "--fields", "name", "--", "-rose"])
    #expect(dashed.status == 0)
    #expect(dashed.stdout.split(separator: "\n").first == "Rose Quartz")
    let before = try sandbox.run(["--format", "csv", "--fields", "name", "detail", "ruby"])
    #expect(before.stdout == "name\r\nRuby\r\n")
  }
}
