import Foundation
import Testing

/// How `detail` and `favorite` take gem names (README, "detail", "favorites and favorite").
@Suite("Name arguments, end to end")
struct NameArgumentsEndToEndTests {
  @Test func aNameSplitIntoArgumentsIsAUsageErrorWithAHintToQuoteIt() throws {
    let sandbox = try Sandbox()
    let detail = try sandbox.run(["detail", "Rose", "Quartz"])
    #expect(detail.status == 64)
    #expect(
      detail.stderr
        == "raygem: 'detail' takes NAME|ID, but got 2 arguments; quote a name of several words: raygem detail \"Rose Quartz\"\n"
    )
    let toggle = try sandbox.run(["favorite", "toggle", "Rose", "Quartz"])
    #expect(toggle.status == 64)
    #expect(toggle.stderr.contains("quote it: raygem favorite toggle \"Rose Quartz\""))
    #expect(sandbox.favoritesText() == nil)
  }

  @Test func aGemNamedTwiceIsChangedOnce() throws {
    let sandbox = try Sandbox()
    let toggle = try sandbox.run(["favorite", "toggle", "ruby", "ruby"])
    #expect(toggle.status == 0)
    #expect(toggle.stdout == "ruby\tRuby\ttrue\n")
    #expect(try sandbox.run(["favorites", "--fields", "id"]).stdout == "ruby\n")
    #expect(try sandbox.run(["favorite", "toggle", "Ruby", "ruby"]).stdout == "ruby\tRuby\tfalse\n")
  }

  @Test func aShortQueryMustBeAnIDOrAnExactNameWhereFavoritesChange() throws {
    let sandbox = try Sandbox()
    let dashQ = try sandbox.run(["favorite", "toggle", "--", "-q"])
    #expect(dashQ.status == 1)
    #expect(dashQ.stdout == "")
    #expect(sandbox.favoritesText() == nil)
    #expect(try sandbox.run(["favorite", "add", "em"]).status == 1)
    #expect(sandbox.favoritesText() == nil)
    // detail changes nothing, so a short query may match as anywhere else.
    #expect(try sandbox.run(["detail", "em", "--format", "plain", "--fields", "id"]).status != 64)
  }

  @Test func anAmbiguousNameListsWholeIDsHoweverLong() throws {
    let sandbox = try Sandbox()
    let name = "Banded Agate from the Old Quarry on the Northern Slope of the Low Hill"
    let id = "banded-agate-from-the-old-quarry-on-the-northern-slope-of-the-low-hill"
    #expect(name.count == 70 && id.count == 70)
    let catalog = try sandbox.write(
      """
      {"gems": [{"id": "\(id)-one", "name": "\(name) One"}, {"id": "\(id)-two", "name": "\(name) Two"}]}
      """, to: "long.json")
    // Names may be cut in a message; the ids that tell the gems apart are whole.
    let shownName = name.prefix(60) + "…"
    for command in [["detail", "banded agate"], ["favorite", "add", "banded agate"]] {
      let result = try sandbox.run(["--catalog", catalog] + command)
      #expect(result.status == 1, "\(command): \(result)")
      #expect(
        result.stderr
          == "raygem: \"banded agate\" matches 2 gems: \"\(shownName)\" (\(id)-one), \"\(shownName)\" (\(id)-two); give the full name or the id\n"
      )
    }
    #expect(sandbox.favoritesText() == nil)
  }
}
