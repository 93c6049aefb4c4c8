import Foundation
import Testing

@testable import GemCore

#if canImport(Glibc)
  import Glibc
#endif

/// File-system helpers for the favorites tests.
///
/// Every test works in its own folder made by `mkdtemp` under /tmp, never in the real home.
enum FavoritesFixture {
  /// Runs `body` with a fresh empty folder and removes the folder afterwards.
  static func withFolder(_ body: (String) throws -> Void) throws {
    var template = Array("/tmp/raygem-favorites-XXXXXX".utf8CString)
    guard mkdtemp(&template) != nil else {
      throw CocoaError(.fileWriteUnknown, userInfo: ["errno": errno])
    }
    let folder = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer {
      // Undo any read-only modes so that cleanup works for a non-root user too.
      if let enumerator = FileManager.default.enumerator(atPath: folder) {
        for case let name as String in enumerator { chmod(folder + "/" + name, 0o755) }
      }
      chmod(folder, 0o755)
      try? FileManager.default.removeItem(atPath: folder)
    }
    try body(folder)
  }

  /// The error `body` throws, or nil; any error other than a FavoritesError fails the test.
  static func error(_ body: () throws -> Void) -> FavoritesError? {
    do {
      try body()
      return nil
    } catch let error as FavoritesError {
      return error
    } catch {
      Issue.record("unexpected error \(error)")
      return nil
    }
  }

  static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  static func bytes(_ path: String) -> Data? {
    FileManager.default.contents(atPath: path)
  }

  static func text(_ path: String) -> String? {
    bytes(path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The sorted entry names of `folder`, hidden ones included.
  static func listing(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  /// `lstat` of `path` (a link is not followed).
  static func linkStatus(_ path: String) -> stat? {
    var status = stat()
    return lstat(path, &status) == 0 ? status : nil
  }

  static func exists(_ path: String) -> Bool {
    linkStatus(path) != nil
  }

  static func permissions(_ path: String) -> mode_t? {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
  }

  /// The process umask, read without changing it (umask(2) would race with
  /// other tests running in parallel).
  static func currentUmask() throws -> mode_t {
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
    let value = try #require(line.split(separator: "\t").last.flatMap { mode_t($0, radix: 8) })
    return value
  }

  static let isRoot = getuid() == 0

  /// The serialised form of `ids`, as the store writes it.
  static func fileText(_ ids: [String]) -> String {
    if ids.isEmpty { return "{\n  \"schemaVersion\": 1,\n  \"favorites\": []\n}\n" }
    let lines = ids.map { "    \"\($0)\"" }.joined(separator: ",\n")
    return "{\n  \"schemaVersion\": 1,\n  \"favorites\": [\n\(lines)\n  ]\n}\n"
  }

  /// Adds, removes or toggles `id` the way `raygem favorite` does.
  static func add(_ id: String) -> (inout [String]) -> Void {
    { ids in if !ids.contains(id) { ids.append(id) } }
  }

  static func remove(_ id: String) -> (inout [String]) -> Void {
    { ids in ids.removeAll { $0 == id } }
  }

  static func toggle(_ id: String) -> (inout [String]) -> Void {
    { ids in
      if ids.contains(id) { ids.removeAll { $0 == id } } else { ids.append(id) }
    }
  }

  /// The absolute path of `flock(1)` on PATH, if any.
  static let flockExecutable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/flock" }.first { access($0, X_OK) == 0 }
  }()
}
