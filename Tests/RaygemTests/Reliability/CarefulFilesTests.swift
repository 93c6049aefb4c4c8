import Foundation
import Testing

/// The favorites file's lock and rewrites, as an adversarial review of the
/// installed binary asked (a planted symbolic link, set-id bits).
@Suite("Careful files")
struct CarefulFilesTests {
  @Test func aLockFileThatIsASymbolicLinkIsRefusedAndNamed() throws {
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(at: sandbox.home, withIntermediateDirectories: true)
    let target = sandbox.root.appendingPathComponent("elsewhere")
    try Data().write(to: target)
    let lock = sandbox.home.appendingPathComponent("favorites.json.lock")
    try FileManager.default.createSymbolicLink(at: lock, withDestinationURL: target)
    let result = try sandbox.run(["favorite", "add", "ruby"])
    #expect(result.status == 73)
    #expect(result.stderr.contains("favorites.json.lock"))
    #expect(result.stderr.contains("not a regular file"))
    #expect(sandbox.favoritesText() == nil)
  }

  @Test func aLockFileThatIsAFolderIsRefused() throws {
    let sandbox = try Sandbox()
    let lock = sandbox.home.appendingPathComponent("favorites.json.lock")
    try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: true)
    let result = try sandbox.run(["favorite", "add", "ruby"])
    #expect(result.status == 73)
    #expect(result.stderr.contains("not a regular file"))
  }

  @Test func aRewrittenFavoritesFileDropsSetIDBitsAndKeepsTheRest() throws {
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(at: sandbox.home, withIntermediateDirectories: true)
    try Data(#"{"schemaVersion": 1, "favorites": []}"#.utf8).write(to: sandbox.favoritesFile)
    try FileManager.default.setAttributes([.posixPermissions: 0o6640], ofItemAtPath: sandbox.favoritesFile.path)
    let result = try sandbox.run(["favorite", "add", "ruby"])
    #expect(result.status == 0)
    let mode = try FileManager.default.attributesOfItem(atPath: sandbox.favoritesFile.path)[.posixPermissions] as? Int
    #expect(mode == 0o640)
  }
}
