import Foundation
import Testing

@Suite("Places raygem cannot write")
struct UnwritablePlacesTests {
  @Test func aParentPathThatIsARegularFileExits73() throws {
    let sandbox = try Sandbox()
    let blocker = try sandbox.write("I am a file", to: "blocker")
    let result = try sandbox.run(["favorite", "add", "ruby"], environment: ["RAYGEM_HOME": blocker + "/deeper/raygem"])
    #expect(result.status == 73)
    #expect(result.stderr.hasPrefix("raygem: cannot write favorites file '\(blocker)/deeper/raygem/favorites.json'"))
    #expect(try String(contentsOfFile: blocker, encoding: .utf8) == "I am a file")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path).sorted().filter {
        !$0.hasPrefix("out-") && !$0.hasPrefix("err-")
      } == ["blocker"])
  }

  /// A cache folder that cannot be made is said on standard error, once a
  /// command: the large catalog is indexed in memory for each command, and
  /// a user would not know why it stays slow (a tester's finding).
  @Test func aCacheFolderThatCannotBeMadeIsSaid() throws {
    let sandbox = try Sandbox()
    let blocker = try sandbox.write("I am a file", to: "blocker")
    let catalog = try sandbox.write(UndecodablePathTests.largeCatalog(), to: "large.json")
    let result = try sandbox.run(
      ["--catalog", catalog, "search", "cache stone 2999", "--fields", "name"], environment: ["RAYGEM_HOME": blocker])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "Cache Stone 2999\n")
    #expect(
      result.stderr
        == "raygem: warning: cannot keep the index of catalog '\(catalog)' in '\(blocker)/cache': "
        + "cannot create folder '\(blocker)/cache': not a directory; each command indexes it again\n")
  }

  /// Runs raygem as an unprivileged user, so that permission bits apply
  /// even when the tests run as root.
  func runUnprivileged(_ sandbox: Sandbox, _ arguments: [String]) throws -> RunResult {
    guard getuid() == 0 else { return try sandbox.run(arguments) }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sandbox.root.path)
    let wrapped = ["--reuid=65534", "--regid=65534", "--clear-groups", Sandbox.binary.path] + arguments
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
    process.arguments = wrapped
    process.environment = sandbox.baseEnvironment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    return RunResult(
      stdout: String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
      stderr: String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
      status: process.terminationStatus)
  }

  @Test func aReadOnlyFolderExits73AndWritesNothing() throws {
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(at: sandbox.home, withIntermediateDirectories: true)
    try Data("{\"favorites\": [\"pearl\"]}".utf8).write(to: sandbox.favoritesFile)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: sandbox.home.path)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: sandbox.favoritesFile.path)
    let result = try runUnprivileged(sandbox, ["favorite", "add", "ruby"])
    #expect(result.status == 73, "\(result)")
    #expect(result.stderr.hasPrefix("raygem: cannot write favorites file '\(sandbox.favoritesFile.path)'"))
    #expect(result.stderr.contains("permission denied"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.home.path) == ["favorites.json"])
    #expect(sandbox.favoritesText() == "{\"favorites\": [\"pearl\"]}")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sandbox.home.path)
  }

  /// Root changing someone's favorites (`sudo -E`, or a sudo that keeps
  /// `HOME`) leaves them theirs: the file keeps its owner, and a lock file
  /// root makes goes to the folder's owner, else they could never lock it.
  @Test func favoritesRootChangesStayTheOwnersToChange() throws {
    guard getuid() == 0 else { return }
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(at: sandbox.home, withIntermediateDirectories: true)
    try Data(#"{"favorites": ["pearl"]}"#.utf8).write(to: sandbox.favoritesFile)
    for path in [sandbox.home.path, sandbox.favoritesFile.path] {
      #expect(chown(path, 65534, 65534) == 0)
    }
    #expect(try sandbox.run(["favorite", "add", "ruby"]).status == 0)
    let lock = sandbox.home.appendingPathComponent("favorites.json.lock").path
    let owner = try FileManager.default.attributesOfItem(atPath: lock)[.ownerAccountID] as? Int
    #expect(owner == 65534)
    let theirs = try runUnprivileged(sandbox, ["favorite", "add", "spinel"])
    #expect(theirs.status == 0, "\(theirs)")
    #expect(try sandbox.run(["favorites", "--fields", "id"]).stdout == "pearl\nruby\nspinel\n")
  }

  @Test func aReadOnlyFileExits73AndIsLeftAlone() throws {
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(at: sandbox.home, withIntermediateDirectories: true)
    try Data("{\"favorites\": [\"pearl\"]}".utf8).write(to: sandbox.favoritesFile)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: sandbox.favoritesFile.path)
    // A lock file the other user may open, as where a favorites file is shared:
    // the lock raygem would make is private to whoever makes it.
    let lock = sandbox.home.appendingPathComponent("favorites.json.lock")
    #expect(FileManager.default.createFile(atPath: lock.path, contents: nil, attributes: [.posixPermissions: 0o644]))
    for result in [
      try sandbox.run(["favorite", "add", "ruby"]), try runUnprivileged(sandbox, ["favorite", "add", "ruby"]),
    ] {
      #expect(result.status == 73, "\(result)")
      #expect(
        result.stderr
          == "raygem: cannot write favorites file '\(sandbox.favoritesFile.path)': the file is read-only; make it writable to change favorites\n"
      )
    }
    #expect(sandbox.favoritesText() == "{\"favorites\": [\"pearl\"]}")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: sandbox.home.path).sorted() == [
        "favorites.json", "favorites.json.lock",
      ])
    #expect(try sandbox.run(["favorites", "--fields", "id"]).stdout == "pearl\n")
  }
}
