import Foundation
import Testing

@Suite("Invalid favorites files are reported and never overwritten")
struct BadFavoritesFileTests {
  static let contents: [(name: String, bytes: String)] = [
    ("empty", ""),
    ("truncated", "{\"schemaVersion\": 1, \"favorites\": [\"ruby\""),
    ("trailing comma", "{\"favorites\": [\"ruby\",]}"),
    ("not JSON", "ruby\nsapphire\n"),
    ("wrong types", "{\"favorites\": \"ruby\"}"),
    ("numbers for ids", "{\"favorites\": [1, 2]}"),
    ("newer schema", "{\"schemaVersion\": 2, \"favorites\": []}"),
  ]

  /// Commands that change or list favorites: they stop.
  static let commands: [[String]] = [["favorites"], ["favorite", "add", "ruby"], ["favorite", "toggle", "pearl"]]
  /// Commands that only show gems: they warn and go on.
  static let showingCommands: [[String]] = [
    ["detail", "ruby"], ["list", "--format", "table", "--limit", "3"], ["search", "rose", "--fields", "name,favorite"],
  ]

  @Test(arguments: contents.map(\.name))
  func everyCommandThatNeedsItExits65(kind: String) throws {
    let bytes = try #require(Self.contents.first { $0.name == kind }?.bytes)
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(at: sandbox.home, withIntermediateDirectories: true)
    try Data(bytes.utf8).write(to: sandbox.favoritesFile)
    for command in Self.commands {
      let result = try sandbox.run(command)
      #expect(result.status == 65, "\(command): \(result)")
      #expect(result.stdout == "")
      #expect(result.stderr.hasPrefix("raygem: favorites file '\(sandbox.favoritesFile.path)' is not valid: "))
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
    #expect(sandbox.favoritesText() == bytes)
  }

  @Test(arguments: contents.map(\.name))
  func commandsThatOnlyShowGemsWarnOnceAndSucceed(kind: String) throws {
    let bytes = try #require(Self.contents.first { $0.name == kind }?.bytes)
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(at: sandbox.home, withIntermediateDirectories: true)
    try Data(bytes.utf8).write(to: sandbox.favoritesFile)
    for command in Self.showingCommands {
      let result = try sandbox.run(command)
      #expect(result.status == 0, "\(command): \(result)")
      // No gem marked: the only ♥ left is the table's column heading.
      #expect(!result.stdout.isEmpty && result.stdout.split(separator: "♥").count <= 2, "\(command)")
      #expect(!result.stdout.contains("♥ favorite"), "\(command)")
      #expect(
        result.stderr.hasPrefix("raygem: warning: favorites file '\(sandbox.favoritesFile.path)' is not valid: "))
      #expect(result.stderr.hasSuffix("; showing no favorites\n"))
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
    #expect(sandbox.favoritesText() == bytes)
  }

  /// A favorites file that cannot be read (a folder name longer than any
  /// the system allows) is a warning for the commands that only show gems,
  /// as an invalid one is, and still an error where favorites are listed
  /// or changed (a tester's finding: list ended 74).
  @Test func anUnreadableFavoritesFileIsAWarningWhereGemsAreOnlyShown() throws {
    let sandbox = try Sandbox()
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(String(repeating: "c", count: 300)).path
    let list = try sandbox.run(["list", "--limit", "1", "--fields", "id,favorite"], environment: ["RAYGEM_HOME": home])
    #expect(list.status == 0)
    #expect(list.stdout == "agate\tfalse\n")
    #expect(list.stderr.hasPrefix("raygem: warning: "))
    #expect(list.stderr.hasSuffix("; showing no favorites\n"))
    let detail = try sandbox.run(["detail", "ruby", "--fields", "id,favorite"], environment: ["RAYGEM_HOME": home])
    #expect(detail.status == 0)
    #expect(detail.stderr.hasSuffix("; showing no favorites\n"))
    #expect(try sandbox.run(["favorites"], environment: ["RAYGEM_HOME": home]).status == 74)
    #expect(try sandbox.run(["favorite", "add", "ruby"], environment: ["RAYGEM_HOME": home]).status == 74)
  }

  @Test func aByteOrderMarkIsAccepted() throws {
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(at: sandbox.home, withIntermediateDirectories: true)
    try Data("\u{FEFF}{\"favorites\": [\"ruby\"]}".utf8).write(to: sandbox.favoritesFile)
    #expect(try sandbox.run(["favorites", "--fields", "id"]).stdout == "ruby\n")
  }

  @Test func aFolderInItsPlaceIsReported() throws {
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(at: sandbox.favoritesFile, withIntermediateDirectories: true)
    let read = try sandbox.run(["favorites"])
    #expect(read.status == 65)
    #expect(read.stderr.contains(sandbox.favoritesFile.path))
    let write = try sandbox.run(["favorite", "add", "ruby"])
    #expect(write.status == 65)
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: sandbox.favoritesFile.path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
  }

  /// A named pipe in the favorites file's place is refused before it is
  /// read; as a catalog, one nobody writes to reads as an empty file rather
  /// than blocking raygem.
  ///
  /// A run is killed after 10 s so that a hang fails the test.
  @Test func aNamedPipeInItsPlaceDoesNotHang() throws {
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(at: sandbox.home, withIntermediateDirectories: true)
    #expect(mkfifo(sandbox.favoritesFile.path, 0o644) == 0)
    for command in [["list"], ["favorite", "add", "ruby"]] {
      let running = try sandbox.start(command)
      let deadline = Date().addingTimeInterval(10)
      while running.process.isRunning, Date() < deadline { usleep(20_000) }
      // SIGKILL: the test runner's threads block SIGTERM, and children inherit the mask.
      if running.process.isRunning { kill(running.process.processIdentifier, SIGKILL) }
      running.process.waitUntilExit()
      let result = try running.result()
      // list only warns; favorite, which would write, stops.
      #expect(result.status == (command == ["list"] ? 0 : 65), "\(command): \(result)")
      #expect(result.stderr.contains("it is not a regular file"))
    }
    let catalog = sandbox.root.appendingPathComponent("catalog-pipe").path
    #expect(mkfifo(catalog, 0o644) == 0)
    let running = try sandbox.start(["--catalog", catalog, "list"])
    let deadline = Date().addingTimeInterval(10)
    while running.process.isRunning, Date() < deadline { usleep(20_000) }
    if running.process.isRunning { kill(running.process.processIdentifier, SIGKILL) }
    running.process.waitUntilExit()
    #expect(try running.result().status == 65)
  }

  @Test func commandsThatDoNotShowFavoritesStillWork() throws {
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(at: sandbox.home, withIntermediateDirectories: true)
    try Data("garbage".utf8).write(to: sandbox.favoritesFile)
    #expect(try sandbox.run(["search", "benitoite", "--fields", "name"]).stdout == "Benitoite\n")
    #expect(try sandbox.run(["list", "--fields", "id", "--limit", "1"]).stdout == "agate\n")
  }
}

/// A favorites path that names no regular file (a device that never ends,
/// a named pipe, the terminal) is an invalid favorites file, found before
/// anything is read from it.
@Suite("Favorites paths that are no file")
struct FavoritesPathsThatAreNoFileTests {
  /// Things that can stand in the favorites file's place, made in `sandbox`.
  static let places: [String] = ["/dev/zero", "/dev/urandom", "named pipe"]

  static func plant(_ place: String, in sandbox: Sandbox) throws {
    try FileManager.default.createDirectory(at: sandbox.home, withIntermediateDirectories: true)
    if place == "named pipe" {
      #expect(mkfifo(sandbox.favoritesFile.path, 0o600) == 0)
    } else {
      try FileManager.default.createSymbolicLink(
        at: sandbox.favoritesFile, withDestinationURL: URL(fileURLWithPath: place))
    }
  }

  @Test(arguments: places)
  func commandsThatOnlyShowGemsWarnAndSucceed(place: String) throws {
    let sandbox = try Sandbox()
    try Self.plant(place, in: sandbox)
    let result = try sandbox.run(["list", "--limit", "2", "--fields", "id,favorite"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "agate\tfalse\nalabaster\tfalse\n")
    #expect(result.stderr.hasPrefix("raygem: warning: favorites file '\(sandbox.favoritesFile.path)' is not valid: "))
    #expect(result.stderr.contains("not a regular file"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test(arguments: places)
  func favoritesAndFavoriteExit65(place: String) throws {
    let sandbox = try Sandbox()
    try Self.plant(place, in: sandbox)
    for command in [["favorites"], ["favorite", "add", "ruby"]] {
      let result = try sandbox.run(command)
      #expect(result.status == 65, "\(command): \(result)")
      #expect(result.stderr.contains("not a regular file"), "\(command)")
    }
  }
}
