import Foundation
import Testing

/// What raygem creates is private: its folders 0700 and its files 0600,
/// whatever the umask, so that a private catalog's gems and path never
/// become readable by other users through an index or a favorites file.
@Suite("Private files")
struct PrivateFilesTests {
  /// The permission bits of `path`.
  static func mode(_ path: String) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }

  /// A catalog over 1 MiB, so that searching it writes an index.
  static func largeCatalog() -> String {
    let gems = (0..<15_000).map { #"{"id": "g\#($0)", "name": "Secret Stone \#($0)", "summary": "Kept private."}"# }
    return #"{"gems": ["# + gems.joined(separator: ",\n") + "]}"
  }

  @Test func theIndexOfAPrivateCatalogIsPrivateUnderAnOpenUmask() throws {
    let sandbox = try Sandbox()
    let secret = sandbox.root.appendingPathComponent("secret")
    try FileManager.default.createDirectory(at: secret, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: secret.path)
    let catalog = secret.appendingPathComponent("catalog.json")
    try Data(Self.largeCatalog().utf8).write(to: catalog)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: catalog.path)
    let home = sandbox.root.appendingPathComponent("user")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)

    let result = try sandbox.run(
      ["--catalog", catalog.path, "search", "stone 7"],
      environment: ["RAYGEM_HOME": nil, "HOME": home.path, "XDG_CACHE_HOME": nil], umask: 0o022)

    #expect(result.status == 0, "\(result)")
    let cache = home.appendingPathComponent(".cache")
    let folder = cache.appendingPathComponent("raygem")
    #expect(try Self.mode(cache.path) == 0o700)
    #expect(try Self.mode(folder.path) == 0o700)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files.filter { $0.hasSuffix(".index") }.count == 1)
    for file in files {
      #expect(try Self.mode(folder.appendingPathComponent(file).path) == 0o600, "\(file)")
    }
  }

  @Test func theFavoritesFoldersFileAndLockArePrivateUnderAnOpenUmask() throws {
    let sandbox = try Sandbox()
    let home = sandbox.root.appendingPathComponent("user")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)

    let result = try sandbox.run(
      ["favorite", "add", "ruby"], environment: ["RAYGEM_HOME": nil, "HOME": home.path, "XDG_DATA_HOME": nil],
      umask: 0o022)

    #expect(result.status == 0, "\(result)")
    let local = home.appendingPathComponent(".local")
    let share = local.appendingPathComponent("share")
    let folder = share.appendingPathComponent("raygem")
    for created in [local, share, folder] {
      #expect(try Self.mode(created.path) == 0o700, "\(created.path)")
    }
    #expect(try Self.mode(folder.appendingPathComponent("favorites.json").path) == 0o600)
    #expect(try Self.mode(folder.appendingPathComponent("favorites.json.lock").path) == 0o600)
  }
}
