import Foundation
import Testing

@Suite("Where favorites go when the environment is odd")
struct EnvironmentTests {
  /// Everything below the sandbox root, as relative paths, without the
  /// runner's own capture files.
  func tree(_ sandbox: Sandbox) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: sandbox.root.path)
    var paths: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if !path.hasPrefix("out-") && !path.hasPrefix("err-") && !path.hasPrefix("in-") { paths.append(path) }
    }
    return paths.sorted()
  }

  @Test func withoutRaygemHomeXDGOrHomeReadsFindNothingAndWritesExit73() throws {
    let sandbox = try Sandbox()
    let unset: [String: String?] = ["RAYGEM_HOME": nil, "HOME": nil, "XDG_DATA_HOME": nil]
    let read = try sandbox.run(["favorites", "--format", "json"], environment: unset)
    #expect(read.status == 0)
    #expect(read.stdout == "[]\n")
    let write = try sandbox.run(["favorite", "add", "ruby"], environment: unset)
    #expect(write.status == 73)
    #expect(write.stderr.hasPrefix("raygem: cannot tell where to keep favorites"))
    #expect(write.stderr.contains("RAYGEM_HOME"))
    #expect(tree(sandbox) == [])
  }

  @Test(arguments: ["", "relative/data"])
  func anEmptyOrRelativeXDGDataHomeIsIgnored(xdg: String) throws {
    let sandbox = try Sandbox()
    let home = sandbox.root.appendingPathComponent("user").path
    let result = try sandbox.run(
      ["favorite", "add", "ruby"], environment: ["RAYGEM_HOME": nil, "HOME": home, "XDG_DATA_HOME": xdg])
    #expect(result.status == 0)
    #expect(
      tree(sandbox) == [
        "user", "user/.local", "user/.local/share", "user/.local/share/raygem",
        "user/.local/share/raygem/favorites.json", "user/.local/share/raygem/favorites.json.lock",
      ])
  }

  @Test func anAbsoluteXDGDataHomeIsUsed() throws {
    let sandbox = try Sandbox()
    let xdg = sandbox.root.appendingPathComponent("xdg").path
    _ = try sandbox.run(["favorite", "add", "ruby"], environment: ["RAYGEM_HOME": nil, "XDG_DATA_HOME": xdg])
    #expect(tree(sandbox) == ["xdg", "xdg/raygem", "xdg/raygem/favorites.json", "xdg/raygem/favorites.json.lock"])
  }

  @Test func readsCreateNothing() throws {
    let sandbox = try Sandbox()
    for command in [["list"], ["favorites"], ["detail", "ruby"], ["search", "rose"], ["favorite", "add", "zzzz"]] {
      _ = try sandbox.run(command)
    }
    _ = try sandbox.run(["favorites"], environment: ["RAYGEM_HOME": nil, "HOME": sandbox.root.path])
    #expect(tree(sandbox) == [])
  }
}
