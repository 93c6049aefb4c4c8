import ProcessEnvironment
import Testing

@testable import GemCore

@Suite("Favorites location")
struct FavoritesLocationTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var environment: Environment
    var expected: String?
    var testDescription: String { "\(environment) -> \(expected ?? "nil")" }
  }

  static let cases: [Case] = [
    // RAYGEM_HOME wins over everything, used as given.
    Case(
      environment: ["RAYGEM_HOME": "/r", "XDG_DATA_HOME": "/x", "HOME": "/h"],
      expected: "/r/favorites.json"),
    Case(environment: ["RAYGEM_HOME": "/r/"], expected: "/r/favorites.json"),
    Case(environment: ["RAYGEM_HOME": "rel/dir", "HOME": "/h"], expected: "rel/dir/favorites.json"),
    // An empty RAYGEM_HOME is ignored.
    Case(environment: ["RAYGEM_HOME": "", "XDG_DATA_HOME": "/x", "HOME": "/h"], expected: "/x/raygem/favorites.json"),
    Case(environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/h"], expected: "/x/data/raygem/favorites.json"),
    // A relative or empty XDG_DATA_HOME is ignored, per the XDG spec.
    Case(environment: ["XDG_DATA_HOME": "data", "HOME": "/h"], expected: "/h/.local/share/raygem/favorites.json"),
    Case(environment: ["XDG_DATA_HOME": "", "HOME": "/h"], expected: "/h/.local/share/raygem/favorites.json"),
    Case(environment: ["HOME": "/home/ann"], expected: "/home/ann/.local/share/raygem/favorites.json"),
    Case(environment: ["HOME": "/"], expected: "/.local/share/raygem/favorites.json"),
    // No usable location: nothing is guessed.
    Case(environment: [:], expected: nil),
    Case(environment: ["HOME": ""], expected: nil),
    Case(environment: ["HOME": "ann"], expected: nil),
    Case(environment: ["XDG_DATA_HOME": "data"], expected: nil),
    Case(environment: ["RAYGEM_HOME": "", "XDG_DATA_HOME": ""], expected: nil),
  ]

  @Test(arguments: cases)
  func pathFromEnvironment(_ testCase: Case) {
    #expect(FavoritesStore(environment: testCase.environment).path == testCase.expected)
  }

  @Test func explicitPathIsKept() {
    #expect(FavoritesStore(path: "/a/b.json").path == "/a/b.json")
    #expect(FavoritesStore(path: nil).path == nil)
  }

  @Test func noLocationLoadsNothingAndRefusesChanges() throws {
    let store = FavoritesStore(environment: [:])
    #expect(try store.load() == [])
    let error = FavoritesFixture.error { try store.update(FavoritesFixture.add("ruby")) }
    #expect(error == .noLocation)
    #expect(
      error?.message
        == "cannot tell where to keep favorites: HOME is not set to an absolute path; set RAYGEM_HOME to a folder")
  }

  @Test func pathArithmetic() {
    #expect(FilePaths.parent(of: "favorites.json") == ".")
    #expect(FilePaths.parent(of: "/favorites.json") == "/")
    #expect(FilePaths.parent(of: "/a/b/favorites.json") == "/a/b")
    #expect(FilePaths.parent(of: "/a//b/") == "/a")
    #expect(FilePaths.parent(of: "rel/favorites.json") == "rel")
    #expect(FilePaths.parent(of: "/") == "/")
    #expect(FilePaths.name(of: "/a/b/favorites.json") == "favorites.json")
    #expect(FilePaths.name(of: "favorites.json") == "favorites.json")
    #expect(FilePaths.join("/", "x") == "/x")
    #expect(FilePaths.join("/a", "x") == "/a/x")
    #expect(AtomicWriter.temporaryPrefix(for: "/a/favorites.json") == ".favorites.json.tmp-")
  }
}
