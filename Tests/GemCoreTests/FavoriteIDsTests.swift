import Testing

@testable import GemCore

@Suite("Favorite ids")
struct FavoriteIDsTests {
  @Test func keepsTheOrderOfAddingAndEachIdOnce() {
    var ids: FavoriteIDs = ["ruby", "jade", "ruby"]
    #expect(Array(ids) == ["ruby", "jade"])
    ids.add("opal")
    ids.add("jade")
    ids.remove("ruby")
    ids.remove("pearl")
    #expect(Array(ids) == ["jade", "opal"])
    #expect(ids.count == 2)
    // A removed id added again goes at the end.
    ids.add("ruby")
    #expect(Array(ids) == ["jade", "opal", "ruby"])
    #expect(ids.position(of: "ruby")! > ids.position(of: "opal")!)
    #expect(ids.position(of: "pearl") == nil)
  }

  @Test func knowsWhetherItDiffersFromTheListItWasReadAs() throws {
    var ids = try FavoritesFile.parse(Array(#"{"favorites": ["ruby", "jade"]}"#.utf8)).ids
    #expect(!ids.isChanged)
    ids.add("ruby")
    ids.remove("pearl")
    #expect(!ids.isChanged)
    ids.add("opal")
    #expect(ids.isChanged)
    ids.remove("opal")
    #expect(!ids.isChanged)
    ids.remove("ruby")
    ids.add("ruby")
    // Ruby moved to the end: the order differs.
    #expect(ids.isChanged)
    #expect(Array(ids) == ["jade", "ruby"])
    ids.replace(with: ["jade", "ruby", "jade"])
    #expect(ids.isChanged)
    var same = try FavoritesFile.parse(Array(#"{"favorites": ["ruby", "jade"]}"#.utf8)).ids
    same.replace(with: ["ruby", "jade", "ruby"])
    #expect(!same.isChanged)
  }

  @Test func comparesIdsAsSwiftStrings() {
    // U+212A KELVIN SIGN is canonically equivalent to the letter K.
    var ids: FavoriteIDs = ["K", "caf\u{E9}"]
    #expect(ids.contains("\u{212A}"))
    #expect(ids.contains("cafe\u{301}"))
    ids.add("\u{212A}")
    ids.remove("cafe\u{301}")
    #expect(Array(ids) == ["K"])
    // Combining marks in another order are the same string.
    ids.add("\u{1E0A}\u{323}")
    #expect(ids.contains("D\u{323}\u{307}") && ids.contains("\u{1E0C}\u{307}"))
    #expect(!ids.contains("D\u{307}"))
  }

  @Test func findsEveryIdOfALongListAfterChanges() {
    var ids = FavoriteIDs((0..<20_000).map { "gem-\($0)" })
    for serial in stride(from: 0, to: 20_000, by: 2) { ids.remove("gem-\(serial)") }
    for serial in stride(from: 0, to: 200, by: 2) { ids.add("gem-\(serial)") }
    #expect(ids.count == 10_100)
    #expect((0..<20_000).filter { ids.contains("gem-\($0)") }.count == 10_100)
    #expect(Array(ids).suffix(2) == ["gem-196", "gem-198"])
    #expect(Array(ids).prefix(2) == ["gem-1", "gem-3"])
  }

  @Test func readsAFileAsItsOwnStorage() throws {
    let file =
      #"{"note": 1, "favorites" : [ "ruby","caf\u00e9",\#n\#t"jade", "ruby", "a\\b\"c", "K", "\u212A", "x" ] }"#
    let contents = try FavoritesFile.parse(Array(file.utf8))
    var ids = contents.ids
    #expect(Array(ids) == ["ruby", "caf\u{E9}", "jade", #"a\b"c"#, "K", "x"])
    #expect(contents.otherMembers == [#""note": 1"#])
    #expect(!ids.isChanged)
    #expect(ids.contains("cafe\u{301}") && ids.contains("\u{212A}") && ids.position(of: "x") == 7)
    // A duplicate dropped on reading stays dropped as the table grows.
    for serial in 0..<40 { ids.add("gem-\(serial)") }
    #expect(ids.count == 46)
    #expect(ids.contains("ruby") && ids.contains("K"))
    ids.remove("ruby")
    #expect(!ids.contains("ruby"))
    ids.add("ruby")
    #expect(Array(ids).last == "ruby")
  }

  /// A long id is decomposed a piece at a time: the pieces joined are the
  /// whole decomposed, and two spellings of one long id are one id.
  @Test func aLongIdIsDecomposedAPieceAtATime() {
    let marks = "a\u{1E0B}\u{323}e\u{301}\u{323}\u{F73}\u{F71}\u{AC00}"
    let text = String(repeating: "\u{E9}", count: 70_000) + String(repeating: marks, count: 9_000)
    var pieces: [UInt8] = []
    var count = 0
    var utf8 = text
    utf8.withUTF8 { bytes in
      CanonicalDecomposition.forEachPiece(ofUTF8: bytes) { piece in
        pieces += piece
        count += 1
      }
    }
    #expect(count > 2)
    #expect(pieces == CanonicalDecomposition.utf8(of: text))
    let composed = String(repeating: "\u{E9}", count: 70_000)
    let decomposed = String(repeating: "e\u{301}", count: 70_000)
    var ids: FavoriteIDs = [composed, "ruby"]
    #expect(ids.contains(decomposed))
    ids.add(decomposed)
    #expect(ids.count == 2)
  }
}
