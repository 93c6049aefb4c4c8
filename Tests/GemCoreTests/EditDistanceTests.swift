import Testing

@testable import GemCore

@Suite("EditDistance")
struct EditDistanceTests {
  @Test(
    "distances between texts",
    arguments: [
      ("lsit", "list", 1),
      ("list", "list", 0),
      ("kitten", "sitting", 3),
      ("", "abc", 3),
      ("abc", "", 3),
      ("diamnd", "diamond", 1),
      ("saphire", "sapphire", 1),
      ("hardnes", "hardness", 1),
      ("ca", "abc", 3),  // optimal string alignment edits nothing twice
      ("ab", "ba", 1),
      ("List", "list", 1),  // compared as given, not folded
    ])
  func between(a: String, b: String, distance: Int) {
    #expect(EditDistance.between(a, b) == distance)
    #expect(EditDistance.between(b, a) == distance)
  }

  @Test("characters, not scalars, are compared")
  func characters() {
    #expect(EditDistance.between("Soudé", "Soude\u{301}") == 0)
    #expect(EditDistance.between("翡翠", "翡") == 1)
  }

  @Test(
    "threshold boundaries",
    arguments: [
      (0, 0), (1, 0), (2, 0), (3, 1), (4, 1), (5, 2), (8, 2), (9, 3), (40, 3),
    ])
  func threshold(length: Int, maximum: Int) {
    #expect(EditDistance.maximumDistance(forLength: length) == maximum)
  }

  static let commands = ["list", "favorites", "search", "detail", "favorite", "help"]
  static let options = ["--sort", "--reverse", "--limit", "--catalog", "--format", "--fields", "--color", "--quiet"]
  static let fields = ["name", "id", "species", "hardness", "specificGravity", "refractiveIndex", "color"]

  @Test("unknown commands, options and fields find their intended spelling")
  func cliExamples() {
    #expect(EditDistance.closest(to: "lsit", among: Self.commands) == ["list"])
    #expect(EditDistance.closest(to: "serach", among: Self.commands) == ["search"])
    #expect(EditDistance.closest(to: "--sortt", among: Self.options) == ["--sort"])
    #expect(EditDistance.closest(to: "--SORT", among: Self.options) == ["--sort"])
    #expect(EditDistance.closest(to: "--fromat", among: Self.options) == ["--format"])
    #expect(EditDistance.closest(to: "hardnes", among: Self.fields) == ["hardness"])
    #expect(EditDistance.closest(to: "specific-gravity", among: Self.fields) == ["specificGravity"])
    #expect(EditDistance.closest(to: "saphire", among: ["Ruby", "Sapphire", "Emerald"]) == ["Sapphire"])
    #expect(
      EditDistance.closest(to: "paraiba turmalin", among: ["Ruby", "Paraíba Tourmaline"]) == ["Paraíba Tourmaline"])
  }

  @Test("nothing is suggested beyond the threshold")
  func farOff() {
    #expect(EditDistance.closest(to: "xyzzy", among: Self.commands) == [])
    #expect(EditDistance.closest(to: "ls", among: Self.commands) == [])  // 2 characters: exact only
    #expect(EditDistance.closest(to: "-x", among: ["-q"]) == [])
    #expect(EditDistance.closest(to: "abcd", among: ["abxy"]) == [])  // 4 characters allow 1
    #expect(EditDistance.closest(to: "abcde", among: ["abxye"]) == ["abxye"])  // 5 allow 2
    #expect(EditDistance.closest(to: "abcde", among: ["axyze"]) == [])
    #expect(EditDistance.closest(to: "", among: Self.commands) == [])
    #expect(EditDistance.closest(to: "--", among: ["--"]) == [])
  }

  @Test("closest first, ties in candidate order, at most limit")
  func ordering() {
    #expect(EditDistance.closest(to: "favorit", among: Self.commands, limit: 3) == ["favorite", "favorites"])
    #expect(EditDistance.closest(to: "cat", among: ["bat", "cab", "car"], limit: 3) == ["bat", "cab", "car"])
    #expect(EditDistance.closest(to: "cat", among: ["car", "cab", "bat"], limit: 2) == ["car", "cab"])
    #expect(EditDistance.closest(to: "cat", among: ["bat"], limit: 0) == [])
  }

  @Test("the bounded distance gives up exactly beyond its bound")
  func bounded() {
    #expect(EditDistance.distance(Array("kitten"), Array("sitting"), bound: 2) == nil)
    #expect(EditDistance.distance(Array("kitten"), Array("sitting"), bound: 3) == 3)
    #expect(EditDistance.distance(Array("abc"), Array("abc"), bound: 0) == 0)
    #expect(EditDistance.distance(Array("abc"), Array("abd"), bound: -1) == nil)
  }

  @Test("the bounded distance agrees with a full table for every short pair and prefix")
  func agreesWithReference() {
    let words = Self.allWords(over: ["a", "b", "c"], upTo: 4)
    for a in words {
      for b in words {
        let expected = Self.referenceDistance(Array(a), Array(b))
        for bound in 0...4 {
          let found = EditDistance.distance(Array(a), Array(b), bound: bound)
          #expect(found == (expected <= bound ? expected : nil), "\(a) \(b) \(bound)")
        }
        let prefixes = (0...b.count).map { Self.referenceDistance(Array(a), Array(b.prefix($0))) }
        let lengths = [0, b.count / 2, b.count]
        let nearest = lengths.map { prefixes[$0] }.min() ?? 0
        let found = EditDistance.smallestDistance(from: Array(a), toPrefixesOf: Array(b), ofLengths: lengths, bound: 2)
        #expect(found == (nearest <= 2 ? nearest : nil), "prefixes of \(b) from \(a)")
      }
    }
  }

  private static func allWords(over letters: [Character], upTo length: Int) -> [String] {
    var words = [""]
    var last = [""]
    for _ in 0..<length {
      last = last.flatMap { word in letters.map { word + String($0) } }
      words += last
    }
    return words
  }

  /// Optimal string alignment over the whole table, for comparison.
  private static func referenceDistance(_ a: [Character], _ b: [Character]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
