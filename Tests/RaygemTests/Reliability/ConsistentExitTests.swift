import Foundation
import Testing

/// The same kind of trouble gives the same exit status, whatever is in
/// the favorites file's place, and a saved change is never left unsaid.
@Suite("Consistent exit statuses")
struct ConsistentExitTests {
  /// A folder that takes no new file (`/proc/self`), or under which no
  /// folder can be made, exits 73 and names what could not be created.
  @Test(arguments: [
    (
      "/proc/self",
      "cannot create lock file '/proc/self/favorites.json.lock': no such file or directory"
    ),
    (
      "/proc/self/raygem",
      "cannot create folder '/proc/self/raygem': no such file or directory"
    ),
  ])
  func aPlaceWhereNothingCanBeCreatedExits73(home: String, reason: String) throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["favorite", "add", "ruby"], environment: ["RAYGEM_HOME": home])
    #expect(result.status == 73, "\(result)")
    #expect(result.stderr == "raygem: cannot write favorites file '\(home)/favorites.json': \(reason)\n")
  }

  @Test func aSocketInTheLockFilesPlaceExits73AsAFolderOrPipeDoes() throws {
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(at: sandbox.home, withIntermediateDirectories: true)
    let lock = sandbox.home.appendingPathComponent("favorites.json.lock").path
    let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #expect(listener >= 0)
    defer { close(listener) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in lock.utf8.enumerated() { buffer[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(bound == 0)
    let result = try sandbox.run(["favorite", "add", "ruby"])
    #expect(result.status == 73, "\(result)")
    #expect(
      result.stderr
        == "raygem: cannot write favorites file '\(sandbox.favoritesFile.path)': the lock file '\(lock)' is not a regular file (a symbolic link, folder or device); remove it\n"
    )
    #expect(sandbox.favoritesText() == nil)
  }

  /// A favorites file that is a symbolic link to itself.
  func sandboxWithALinkLoop() throws -> Sandbox {
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(at: sandbox.home, withIntermediateDirectories: true)
    #expect(symlink("favorites.json", sandbox.favoritesFile.path) == 0)
    return sandbox
  }

  @Test func aFavoritesFileThatIsALinkLoopIsAWarningForCommandsThatOnlyShowGems() throws {
    let sandbox = try sandboxWithALinkLoop()
    for command in [["list", "--format", "table", "--limit", "2"], ["detail", "ruby"], ["search", "ruby"]] {
      let result = try sandbox.run(command)
      #expect(result.status == 0, "\(command): \(result)")
      #expect(!result.stdout.isEmpty)
      #expect(
        result.stderr
          == "raygem: warning: favorites file '\(sandbox.favoritesFile.path)' is not valid: it is a symbolic link that leads round in a loop; fix or remove the link; showing no favorites\n"
      )
    }
  }

  @Test func aFavoritesFileThatIsALinkLoopStopsFavoritesAndFavoriteWith65() throws {
    let sandbox = try sandboxWithALinkLoop()
    for command in [["favorites"], ["favorite", "add", "ruby"], ["favorite", "toggle", "pearl"]] {
      let result = try sandbox.run(command)
      #expect(result.status == 65, "\(command): \(result)")
      #expect(
        result.stderr
          == "raygem: favorites file '\(sandbox.favoritesFile.path)' is not valid: it is a symbolic link that leads round in a loop; fix or remove the link\n"
      )
    }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.favoritesFile.path) == "favorites.json")
    #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.home.path) == ["favorites.json"])
  }

  /// Runs `arguments` with standard output on /dev/full, which takes no byte.
  func runIntoAFullDisk(_ sandbox: Sandbox, _ arguments: [String]) throws -> RunResult {
    let process = Process()
    process.executableURL = Sandbox.binary
    process.arguments = arguments
    process.environment = sandbox.baseEnvironment
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return RunResult(stdout: "", stderr: stderr, status: process.terminationStatus)
  }

  @Test(.enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full")))
  func aSavedChangeWhoseReportCannotBeWrittenSaysItWasSaved() throws {
    let sandbox = try Sandbox()
    let result = try runIntoAFullDisk(sandbox, ["favorite", "toggle", "ruby"])
    #expect(result.status == 74)
    #expect(
      result.stderr == "raygem: the change was saved, but its report could not be written: no space left on device\n")
    #expect(try sandbox.run(["favorites", "--fields", "id"]).stdout == "ruby\n")
    // A change that failed says only why: nothing was saved.
    let unknown = try runIntoAFullDisk(sandbox, ["favorite", "toggle", "unobtainium"])
    #expect(unknown.status == 1)
    #expect(unknown.stderr.hasPrefix("raygem: no gem named \"unobtainium\""))
    let list = try runIntoAFullDisk(sandbox, ["list"])
    #expect(list.stderr == "raygem: cannot write the output: no space left on device\n")
  }
}
