import Foundation
import Testing

@testable import GemCore

@Suite("Favorites file format")
struct FavoritesFileTests {
  @Test func serialisesDeterministicallyWithSchemaVersionFirst() {
    let text = String(decoding: FavoritesFile.serialise(["ruby", "rose-quartz"]), as: UTF8.self)
    #expect(text == "{\n  \"schemaVersion\": 1,\n  \"favorites\": [\n    \"ruby\",\n    \"rose-quartz\"\n  ]\n}\n")
    let empty = String(decoding: FavoritesFile.serialise([]), as: UTF8.self)
    #expect(empty == "{\n  \"schemaVersion\": 1,\n  \"favorites\": []\n}\n")
  }

  @Test func otherMembersAreWrittenBackAfterFavorites() throws {
    let bytes = FavoritesFile.serialise(["ruby"], otherMembers: [#""note": "mine""#, #""sync": {"at": 1}"#])
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "{\n  \"schemaVersion\": 1,\n  \"favorites\": [\n    \"ruby\"\n  ],\n  \"note\": \"mine\",\n  \"sync\": {\"at\": 1}\n}\n"
    )
    #expect(
      try FavoritesFile.parse(bytes)
        == FavoritesFile.Contents(ids: ["ruby"], otherMembers: [#""note": "mine""#, #""sync": {"at": 1}"#]))
    let empty = String(decoding: FavoritesFile.serialise([], otherMembers: [#""note": 1"#]), as: UTF8.self)
    #expect(empty == "{\n  \"schemaVersion\": 1,\n  \"favorites\": [],\n  \"note\": 1\n}\n")
  }

  @Test func escapesStringsAsJSON() {
    #expect(JSONString.quoted("ruby") == "\"ruby\"")
    #expect(JSONString.quoted("a\"b\\c/d") == "\"a\\\"b\\\\c/d\"")
    #expect(JSONString.quoted("x\ny\t\u{01}\u{7F}") == "\"x\\ny\\t\\u0001\\u007F\"")
    #expect(JSONString.quoted("Paraíba 翡翠 💎") == "\"Paraíba 翡翠 💎\"")
    #expect(JSONString.quoted("a\u{2028}b") == "\"a\\u2028b\"")
    #expect(JSONString.quoted("\u{1B}[31m\u{9B}\u{202E}") == "\"\\u001B[31m\\u009B\\u202E\"")
    // The bidirectional marks the terminal layer neutralises are escaped too.
    #expect(JSONString.quoted("a\u{200E}b\u{200F}c\u{061C}") == "\"a\\u200Eb\\u200Fc\\u061C\"")
  }

  @Test func tricky_ids_round_trip() throws {
    let ids = ["ruby", "quote\"d", "back\\slash", "new\nline", "tab\t", "\u{00}nul", "é", "翡翠", "💎", "a/b", ""]
    #expect(Array(try FavoritesFile.parse(FavoritesFile.serialise(FavoriteIDs(ids))).ids) == ids)
  }

  @Test func canonicallyEquivalentIdsAreOneId() throws {
    // Swift compares strings by canonical equivalence, as the catalog does.
    #expect(try FavoritesFile.parse(FavoritesFile.serialise(["caf\u{E9}", "cafe\u{301}"])).ids == ["caf\u{E9}"])
  }

  @Test func parsesTheDocumentedShapes() throws {
    #expect(
      try FavoritesFile.parse(Array(#"{"schemaVersion": 1, "favorites": ["ruby", "rose-quartz"]}"#.utf8)).ids == [
        "ruby", "rose-quartz",
      ])
    // schemaVersion may be omitted, and other keys are kept as they are.
    #expect(
      try FavoritesFile.parse(Array(#"{"note" : {"x": [1, "}"]}, "favorites": ["jade"], "n\u00e9": null}"#.utf8))
        == FavoritesFile.Contents(ids: ["jade"], otherMembers: [#""note": {"x": [1, "}"]}"#, #""n\u00e9": null"#]))
    #expect(try FavoritesFile.parse(Array(#"{"schemaVersion": null, "favorites": []}"#.utf8)).ids == [])
    // Duplicates are tolerated: the first occurrence wins.
    #expect(
      try FavoritesFile.parse(Array(#"{"favorites": ["ruby", "jade", "ruby", "opal", "jade"]}"#.utf8)).ids == [
        "ruby", "jade", "opal",
      ])
  }

  struct Invalid: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var problem: String
    var testDescription: String { name }

    init(name: String, content: String, problem: String) {
      self.init(name: name, bytes: Array(content.utf8), problem: problem)
    }

    init(name: String, bytes: [UInt8], problem: String) {
      self.name = name
      self.bytes = bytes
      self.problem = problem
    }
  }

  static func notJSON(_ line: Int, _ column: Int) -> String {
    "it is not valid JSON (line \(line), column \(column)); fix it or move it aside"
  }

  static let invalidFiles: [Invalid] = [
    Invalid(name: "empty", content: "", problem: "it is empty; delete it to start with no favorites"),
    Invalid(name: "blank", content: " \n", problem: notJSON(2, 1)),
    Invalid(name: "truncated", content: #"{"schemaVersion": 1, "favorites": ["ruby""#, problem: notJSON(1, 42)),
    Invalid(name: "truncated string", content: #"{"favorites": ["rub"#, problem: notJSON(1, 20)),
    Invalid(name: "trailing comma in list", content: #"{"favorites": ["ruby",]}"#, problem: notJSON(1, 23)),
    Invalid(name: "trailing comma in object", content: #"{"favorites": ["ruby"],}"#, problem: notJSON(1, 24)),
    Invalid(name: "not JSON", content: "ruby\nrose-quartz\n", problem: notJSON(1, 1)),
    Invalid(name: "text after the object", content: #"{"favorites": []} {"favorites": []}"#, problem: notJSON(1, 19)),
    Invalid(
      name: "not UTF-8", bytes: Array(#"{"favorites": [""#.utf8) + [0xFF, 0xFE] + Array(#""]}"#.utf8),
      problem: "it is not UTF-8 text; fix it or move it aside"),
    Invalid(
      name: "top-level list", content: #"["ruby"]"#,
      problem: "the top level must be an object {\"schemaVersion\": 1, \"favorites\": [...]}"),
    Invalid(
      name: "favorites is a string", content: #"{"favorites": "ruby"}"#,
      problem: "\"favorites\" must be a list of gem ids (strings)"),
    Invalid(
      name: "favorites is null", content: #"{"favorites": null}"#,
      problem: "\"favorites\" must be a list of gem ids (strings)"),
    Invalid(
      name: "favorites are numbers", content: #"{"favorites": [1, 2]}"#,
      problem: "favorites[0] must be a gem id (a string)"),
    Invalid(
      name: "second favorite wrong", content: #"{"favorites": ["ruby", {"id": "jade"}]}"#,
      problem: "favorites[1] must be a gem id (a string)"),
    Invalid(name: "no favorites key", content: #"{"schemaVersion": 1}"#, problem: "it has no \"favorites\" list"),
    Invalid(
      name: "schemaVersion 2", content: #"{"schemaVersion": 2, "favorites": ["ruby"]}"#,
      problem: "it has schemaVersion 2, from a newer raygem; this raygem reads version 1 only, so update raygem"),
    Invalid(
      name: "schemaVersion 0", content: #"{"schemaVersion": 0, "favorites": []}"#,
      problem: "\"schemaVersion\" must be 1, not 0"),
    Invalid(
      name: "schemaVersion string", content: #"{"schemaVersion": "1", "favorites": []}"#,
      problem: "\"schemaVersion\" must be a whole number"),
    Invalid(
      name: "schemaVersion fraction", content: #"{"schemaVersion": 1.5, "favorites": []}"#,
      problem: "\"schemaVersion\" must be a whole number"),
  ]

  @Test(arguments: invalidFiles)
  func rejectsInvalidContent(_ invalid: Invalid) {
    do {
      let ids = try FavoritesFile.parse(Array(invalid.bytes)).ids
      Issue.record("parsed \(ids) from invalid content")
    } catch {
      #expect(error.text == invalid.problem)
    }
  }

  @Test(arguments: [
    "0", "-0", "12", "-1.5e+10", "1E-2", "0.25", "true", "false", "null", "\"\"",
    #""a\"\\\/\b\f\n\r\tz\u00e9\uD83D\uDC8E""#, "[]", "{}", " [ 1 , [ {} ] ] ", #"{"a": {"b": [null]}}"#,
    "\t\r\n{}\n",
  ])
  func strictSyntaxAcceptsJSON(_ text: String) throws {
    #expect(throws: Never.self) { try StrictJSON.check(Array(text.utf8)) }
  }

  @Test(arguments: [
    ("01", 1, 2), ("1.", 1, 3), (".5", 1, 1), ("+1", 1, 1), ("-", 1, 2), ("1e", 1, 3),
    (#""\x""#, 1, 3), (#""\u12g4""#, 1, 6), ("\"tab\there\"", 1, 5), ("'ruby'", 1, 1),
    ("[1 2]", 1, 4), (#"{"a" 1}"#, 1, 6), ("{1: 2}", 1, 2), ("[] // note", 1, 4), ("NaN", 1, 1),
    ("tru", 1, 4), ("[\n  \"ruby\",\n]", 3, 1), ("", 1, 1),
  ])
  func strictSyntaxRejectsNonJSON(_ text: String, line: Int, column: Int) {
    #expect(throws: StrictJSON.SyntaxError(line: line, column: column)) { try StrictJSON.check(Array(text.utf8)) }
  }

  @Test func strictSyntaxLimitsNesting() {
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    #expect(throws: StrictJSON.SyntaxError(line: 1, column: 513, isTooDeep: true)) {
      try StrictJSON.check(Array(deep.utf8))
    }
    let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(throws: Never.self) { try StrictJSON.check(Array(allowed.utf8)) }
  }
}
