import GemCore
import TerminalRendering
import Testing

@testable import RaygemCLI

/// The filters of `list`, `search` and `favorites` on the command line.
@Suite("Filter options")
struct FilterOptionTests {
  private func run(_ arguments: [String]) -> Raygem.Outcome {
    InProcessTests.run(arguments)
  }

  @Test func aLimitPastAnyNumberShowsEveryGem() {
    // Twenty nines is a whole number of 1 or more, beyond what an Int holds: it asks for them all.
    let all = run(["list", "--fields", "id"])
    let huge = run(["list", "--fields", "id", "--limit", "99999999999999999999"])
    #expect(huge.status == 0)
    #expect(huge.standardOutput == all.standardOutput)
    #expect(all.standardOutput.split(separator: "\n").count > 200)
  }

  @Test func aBoundKeepsOnlyGemsWhoseWholeRangeIsPastIt() {
    let overlapping = run(["list", "--hardness", "8..", "--fields", "id"]).standardOutput.split(separator: "\n")
    let strict = run(["list", "--hardness", ">8", "--fields", "id"]).standardOutput.split(separator: "\n")
    // Cubic zirconia (8–8.5) reaches 8: in 8.., not above 8 throughout.
    #expect(overlapping.contains("cubic-zirconia"))
    #expect(!strict.contains("cubic-zirconia"))
    #expect(strict.contains("ruby") && strict.contains("diamond"))
    #expect(run(["list", "--hardness", ">=8", "--fields", "id"]).standardOutput.contains("cubic-zirconia\n"))
    let impossible = run(["list", "--hardness", ">10"])
    #expect(impossible.status == 64)
    #expect(
      impossible.standardError == "raygem: option '--hardness': no gem lies in >10; Mohs hardness runs from 1 to 10\n")
    #expect(run(["list", "--ri", "1.54-1.55", "--fields", "id"]).standardOutput.contains("quartz\n"))
  }

  @Test func hardNineAndTrigonalListsTheCorundumFamily() {
    let outcome = run(["list", "--hardness", "9..", "--system", "trigonal", "--fields", "id"])
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput.split(separator: "\n") == [
        "composite-ruby", "corundum", "corundum-doublet", "flux-synthetic-ruby", "padparadscha-sapphire",
        "pink-sapphire", "ruby",
        "sapphire", "star-ruby", "star-sapphire", "synthetic-color-change-sapphire", "synthetic-ruby",
        "synthetic-sapphire", "synthetic-star-corundum", "white-sapphire", "yellow-sapphire",
      ])
  }

  @Test func anUnknownSpeciesSuggestsOnlySpeciesAndEachNameOnce() {
    // The --color choices (auto, always, never) are neither species nor colours.
    #expect(
      PropertyOptions.message(for: .unknownSpecies("xyzzy", known: ["chalcedony", "quartz"]), option: .species)
        == "option '--species': no gem of the catalog has the species 'xyzzy'; use one of: chalcedony, quartz")
    #expect(
      PropertyOptions.message(for: .unknownColor("xyzzy", known: ["brown", "red", "brown"]), option: .hue)
        == "option '--hue': 'xyzzy' is neither a colour family nor a word of any gem's colour; use one of: brown, red"
    )
  }

  /// A slip in a colour's last word, which names the hue, is suggested in
  /// place with the words before it kept.
  @Test(arguments: [
    ("dark bleu", "dark blue"), ("greenish-bleu", "greenish-blue"), ("bleu", "blue"), ("grass gren", "grass green"),
  ])
  func aColoursLastWordIsSuggestedInPlace(typed: String, meant: String) {
    let known = ["blue", "green", "cornflower", "brass"]
    #expect(
      PropertyOptions.message(for: .unknownColor(typed, known: known), option: .hue)
        == "option '--hue': '\(typed)' is neither a colour family nor a word of any gem's colour (did you mean '\(meant)'?)"
    )
  }

  /// Before a slip, only words are kept: a stray escape's leftovers or
  /// digits would make a suggestion that `--hue` refuses in turn (a fresh
  /// tester's finding: '31mred' was met with "did you mean '31red'?").
  @Test(arguments: ["31mred", "\u{1B}[31mred"]) func onlyWordsAreKeptBeforeASlip(typed: String) {
    let refused = run(["list", "--hue", typed]).standardError
    #expect(refused.hasSuffix(" (did you mean 'red'?)\n"), "\(refused)")
    #expect(run(["list", "--hue", "red"]).status == 0)
  }

  /// A colour whose last word a catalog knows is not suggested back as
  /// itself (a fresh tester's finding: 'pigeon blood' was met with "did you
  /// mean 'pigeon blood'?"; blood is red now, and 'pigeon egg', whose egg is
  /// robin's egg blue's, stands for it), nor with a suggestion `--hue`
  /// refuses (a second tester's: 'bleu dark' as 'blue dark').
  @Test func aColourIsNotSuggestedBackOrAsOneRefused() {
    for typed in ["pigeon egg", "bleu dark"] {
      let refused = run(["list", "--hue", typed]).standardError
      #expect(refused.hasPrefix("raygem: option '--hue': '\(typed)' is neither"), "\(typed)")
      #expect(!refused.contains("did you mean '\(typed)'"), "\(typed)")
      #expect(!refused.contains("did you mean 'blue dark'"), "\(typed)")
    }
  }

  @Test func filtersCombineWithSortReverseAndLimit() {
    let outcome = run([
      "list", "--origin", "artificial", "--optic", "isotropic", "--sort", "ri", "--reverse", "--limit", "3",
      "--fields", "id,refractiveIndex",
    ])
    #expect(outcome.standardOutput == "strontium-titanate\t2.409\ncubic-zirconia\t2.15-2.18\nggg\t1.97-2.03\n")
  }

  @Test func colourChoicesColourTheOutputAndHueFilters() {
    let uncolored = run(["list", "--color", "never", "--species", "beryl", "--fields", "id"])
    #expect(uncolored.standardOutput.split(separator: "\n").count == 9)
    let green = run(["list", "--hue", "green", "--species", "beryl", "--fields", "id"])
    // Green stones, and beryls that occur in green (aquamarine's greenish blues).
    #expect(
      green.standardOutput
        == "aquamarine\nberyl\nemerald\nflux-synthetic-emerald\nhydrothermal-synthetic-emerald\n")
    // A gem's colour given to --color is refused with the --hue that means it.
    let misplaced = run(["list", "--color", "green"])
    #expect(misplaced.status == 64)
    #expect(
      misplaced.standardError
        == "raygem: option '--color' takes auto, always or never; for a gem's colour use --hue green\n")
    let detail = run(["detail", "ruby", "--color", "red"])
    #expect(detail.status == 64)
    #expect(detail.standardError == "raygem: unknown --color value 'red'; use one of: auto, always, never\n")
  }

  @Test func aListThatFiltersOutEveryGemIsAnEmptyDocument() {
    let empty = run(["list", "--hardness", "10", "--system", "amorphous"])
    #expect(empty.status == 0)
    #expect(empty.standardOutput == "")
    let csv = run(["list", "--hardness", "10", "--system", "amorphous", "--format", "csv", "--fields", "id,name"])
    #expect(csv.standardOutput == "id,name\r\n")
  }

  @Test func searchWhoseMatchesAllFailTheFiltersExitsOne() {
    // Glass, artificial, matches "ruby" too; no gem that does is as hard as 10.
    let outcome = run(["search", "ruby", "--hardness", "10"])
    #expect(outcome.status == 1)
    #expect(outcome.standardError == "raygem: gems match \"ruby\", but none passes these filters\n")
    let kept = run(["search", "ruby", "--origin", "synthetic", "--fields", "id"])
    #expect(kept.standardOutput == "flux-synthetic-ruby\nsynthetic-ruby\nsynthetic-star-corundum\n")
  }

  @Test func completionsOfferTheCategoryValues() {
    let bash = run(["completions", "bash"]).standardOutput
    #expect(bash.contains("--system) _raygem_values list cubic tetragonal hexagonal trigonal"))
    #expect(
      bash.contains(
        "list|search|favorites|browse) _raygem_values list isotropic anisotropic uniaxial biaxial aggregate ;;"))
    #expect(bash.contains("--color) _raygem_values one auto always never ;;"))
    #expect(bash.contains("list|search|favorites|browse) _raygem_values list red orange yellow"))
    #expect(bash.contains("identify) options+=\" --ri --otl --spot --mounted --weights --birefringence --sg"))
    let fish = run(["completions", "fish"]).standardOutput
    #expect(fish.contains("'__fish_seen_subcommand_from list' -l hue -x -a '(__raygem_values list red orange yellow"))
  }

  @Test(
    "an empty list is a usage error, not a filter that keeps everything",
    arguments: [
      ["--system", ""], ["--system", ","], ["--optic", ""], ["--origin", ","], ["--transparency", ""],
      ["--species", " "], ["--hue", ""], ["--hue", ","], ["--hue", "-"],
    ])
  func anEmptyListIsAUsageError(option: [String]) {
    let outcome = run(["list"] + option)
    #expect(outcome.status == 64)
    #expect(outcome.standardOutput == "")
    #expect(outcome.standardError == "raygem: option '\(option[0])' needs at least one value\n")
  }

  @Test func aRangeGivenTwiceNarrowsAndAListGivenTwiceAddsAlternatives() {
    let both = run(["list", "--hardness", "5..", "--hardness", "..6", "--fields", "hardness"])
    let lines = both.standardOutput.split(separator: "\n")
    #expect(lines.count == 77)
    #expect(
      lines.allSatisfy { line in
        let bounds = line.split(separator: "-").compactMap { Double($0) }
        return (bounds.last ?? 0) >= 5 && (bounds.first ?? 10) <= 6
      })
    let disjoint = run(["list", "--hardness", "8..", "--hardness", "..6"])
    #expect(disjoint.status == 64)
    #expect(disjoint.standardError == "raygem: option '--hardness' given twice leaves no value in both ranges\n")
    let either = run(["list", "--system", "cubic", "--system", "trigonal", "--fields", "id"])
    #expect(either.standardOutput == run(["list", "--system", "cubic,trigonal", "--fields", "id"]).standardOutput)
  }

  @Test func numbersBeyondADoubleAreNotRanges() {
    let huge = String(repeating: "9", count: 400)
    let outcome = run(["list", "--hardness", huge])
    #expect(outcome.status == 64)
    #expect(outcome.standardError.hasPrefix("raygem: option '--hardness' needs a number, range or bound"))
  }

  @Test func aSingleImpossibleValueReadsAsOne() {
    let outcome = run(["list", "--hardness", "11"])
    #expect(
      outcome.standardError == "raygem: option '--hardness': no gem lies in 11; Mohs hardness runs from 1 to 10\n")
  }
}
