import GemCore
import Testing

@testable import RaygemCLI

/// `search --text`: the prose and word facts too, below every name match.
@Suite("search --text")
struct SearchTextTests {
  private func ids(_ arguments: [String]) -> [String] {
    InProcessTests.run(["search", "--fields", "id"] + arguments).standardOutput.split(separator: "\n").map(String.init)
  }

  @Test func proseMatchesFollowTheNameMatches() {
    // No name holds "chromium"; summaries of chromium-coloured gems do.
    #expect(InProcessTests.run(["search", "chromium"]).status == 1)
    let chromium = ids(["--text", "chromium"])
    #expect(chromium.contains("emerald") && chromium.contains("ruby") && chromium.contains("alexandrite"))
    #expect(!chromium.contains("amethyst"))
    // Names first: Ruby and its kin, then the gems whose prose names ruby.
    let ruby = ids(["--text", "ruby"])
    let byName = ids(["ruby"])
    #expect(Array(ruby.prefix(byName.count)) == byName)
    #expect(ruby.count > byName.count)
    #expect(ruby.dropFirst(byName.count).contains("pink-sapphire"))
  }

  @Test func everyWordMustBeginAWordOfTheProseAndFiltersApply() {
    // Localities and inclusions are searched as words too.
    #expect(ids(["--text", "colombia"]).contains("emerald"))
    #expect(ids(["--text", "silk", "--species", "corundum"]).contains("ruby"))
    #expect(
      ids(["--text", "chromium", "--origin", "synthetic"]) == [
        "flux-synthetic-ruby", "synthetic-alexandrite", "synthetic-ruby",
      ])
    let nothing = InProcessTests.run(["search", "--text", "zzzq"])
    #expect(nothing.status == 1)
    #expect(nothing.standardError == "raygem: no gem found for \"zzzq\"\n")
    #expect(InProcessTests.run(["search", "--text", "’"]).status == 64)
  }

  @Test func aGemMatchesOnlyWhenEveryWordIsFound() throws {
    var gem = Gem(id: "x", name: "X")
    gem[.summary] = "Coloured by chromium, which glows red."
    gem[.localities] = ["Sri Lanka"]
    #expect(try ProseQuery("chrom red").matches(gem))
    #expect(try ProseQuery("LANKA colored").matches(gem))
    #expect(try !ProseQuery("chromium blue").matches(gem))
    #expect(throws: SearchError.emptyQuery) { try ProseQuery(" - ") }
  }
}
