import Foundation
import GemCore
import Testing

@Suite("Output formats, end to end")
struct FormatsEndToEndTests {
  static let arguments = ["list", "--limit", "3", "--fields", "id,name,hardness,color"]

  @Test func plain() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(Self.arguments + ["--format", "plain"])
    #expect(
      result.stdout
        == "agate\tAgate\t6.5-7\tbanded brown\nalabaster\tAlabaster\t1.5-2\twhite\nalexandrite\tAlexandrite\t8.5\tgreen to purplish red\n"
    )
  }

  @Test func tsv() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(Self.arguments + ["--format", "tsv"])
    #expect(
      result.stdout
        == "id\tname\thardness\tcolor\nagate\tAgate\t6.5-7\tbanded brown\nalabaster\tAlabaster\t1.5-2\twhite\nalexandrite\tAlexandrite\t8.5\tgreen to purplish red\n"
    )
  }

  @Test func csv() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(Self.arguments + ["--format", "csv"])
    #expect(
      result.stdout
        == "id,name,hardness,color\r\nagate,Agate,6.5-7,banded brown\r\nalabaster,Alabaster,1.5-2,white\r\nalexandrite,Alexandrite,8.5,green to purplish red\r\n"
    )
  }

  @Test func json() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(Self.arguments + ["--format", "json"])
    #expect(
      result.stdout == """
        [
          {"id":"agate","name":"Agate","hardness":{"min":6.5,"max":7},"color":{"name":"banded brown","hex":"#9C6B4A"}},
          {"id":"alabaster","name":"Alabaster","hardness":{"min":1.5,"max":2},"color":{"name":"white","hex":"#F4F1EA"}},
          {"id":"alexandrite","name":"Alexandrite","hardness":{"min":8.5,"max":8.5},"color":{"name":"green to purplish red","hex":"#2E7D5B"}}
        ]

        """)
  }

  @Test func jsonl() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(Self.arguments + ["--format", "jsonl"])
    #expect(
      result.stdout == """
        {"id":"agate","name":"Agate","hardness":{"min":6.5,"max":7},"color":{"name":"banded brown","hex":"#9C6B4A"}}
        {"id":"alabaster","name":"Alabaster","hardness":{"min":1.5,"max":2},"color":{"name":"white","hex":"#F4F1EA"}}
        {"id":"alexandrite","name":"Alexandrite","hardness":{"min":8.5,"max":8.5},"color":{"name":"green to purplish red","hex":"#2E7D5B"}}

        """)
  }

  @Test func table() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(Self.arguments + ["--format", "table"])
    #expect(
      result.stdout == """
        ID           Name          Mohs  Color
        agate        Agate        6.5–7  banded brown
        alabaster    Alabaster    1.5–2  white
        alexandrite  Alexandrite    8.5  green to purplish red

        """)
  }

  @Test func defaultJSONHasEveryCatalogFieldPlusFavorite() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["list", "--format", "json"])
    let gems = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(gems.count >= 200)
    let bismuth = try #require(gems.first { $0["id"] as? String == "bismuth" })
    // Every key of the fact table (whose order GemFieldTests pins) but the
    // bench facts written only where known, of which bismuth has its hues
    // and magnetism, and `favorite`.
    #expect(
      Set(bismuth.keys)
        == Set(GemFact.all.filter(\.isWrittenWhenAbsent).map(\.key) + ["hues", "magnetism", "favorite"]))
    // Every gem states its origin, natural when the catalog says nothing.
    let origins = gems.map { $0["origin"] as? String }
    #expect(origins.allSatisfy { ["natural", "synthetic", "artificial", "composite"].contains($0) })
    #expect(origins.filter { $0 != "natural" }.count >= 40)
    #expect(bismuth["refractiveIndex"] is NSNull)
  }

  @Test func colourOnlyWhenAskedOrForced() throws {
    let sandbox = try Sandbox()
    let plain = try sandbox.run(["list", "--format", "table", "--limit", "1"])
    #expect(!plain.stdout.contains("\u{1B}"))
    let forced = try sandbox.run(
      ["list", "--format", "table", "--limit", "1"],
      environment: ["NO_COLOR": nil, "CLICOLOR_FORCE": "1", "COLORTERM": "truecolor"])
    #expect(forced.stdout.contains("\u{1B}[48;2;156;107;74m  \u{1B}[0m banded brown"))
    // Forced colour on a pipe means a coloured table, in the terminal's depth.
    let piped = try sandbox.run(
      ["list", "--limit", "1"], environment: ["NO_COLOR": nil, "CLICOLOR_FORCE": "1", "TERM": "xterm-256color"])
    #expect(piped.stdout.contains("\u{1B}[48;5;131m  \u{1B}[0m banded brown"))
    let always = try sandbox.run(["list", "--format", "table", "--limit", "1", "--color", "always"])
    #expect(always.stdout.contains("\u{1B}[1mAgate\u{1B}[0m"))
    let never = try sandbox.run(
      ["list", "--format", "table", "--limit", "1", "--color=never"], environment: ["CLICOLOR_FORCE": "1"])
    #expect(!never.stdout.contains("\u{1B}"))
  }
}
