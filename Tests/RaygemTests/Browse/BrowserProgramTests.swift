import Foundation
import GemCore
import TerminalRendering
import Testing

@testable import RaygemCLI

/// The browser as a full-screen program, driven in process by the events a
/// terminal would send, with no terminal at all.
@Suite("Browse: program")
struct BrowserProgramTests {
  private func program(width: Int = 60, height: Int = 12) throws -> BrowserProgram {
    let session = try InProcessTests.session(["browse"])
    var program = BrowserProgram(
      model: try BrowseCommand.state(for: session, width: 80, height: 24), store: session.favoritesStore,
      colored: false, depth: .trueColor, showsPictures: false, fields: OutputField.browseDefaults)
    #expect(program.handle(.resized(width: width, height: height)) == [])
    return program
  }

  @Test func aResizeLaysTheFrameOutAgain() throws {
    var program = try program(width: 60, height: 12)
    let frame = program.frame()
    #expect(frame.count == 12)
    #expect(frame.allSatisfy { $0.width <= 60 })
    _ = program.handle(.resized(width: 100, height: 30))
    #expect(program.frame().count == 30)
  }

  @Test(
    "keys become requests for the driver",
    arguments: [
      (Array("q".utf8), FullScreenRequest.quit(interrupted: false)), ([0x03], .quit(interrupted: true)),
      ([0x1A], .suspend), ([0x1C], .quitBySignal), ([0x0C], .redrawAll),
    ])
  func keysBecomeRequests(bytes: [UInt8], request: FullScreenRequest) throws {
    var program = try program()
    #expect(program.handle(.input(bytes)) == [request])
  }

  @Test func aLoneEscapeWaitsForItsTimeoutThenActs() throws {
    var program = try program()
    #expect(program.timeout == nil)
    _ = program.handle(.input(Array("/".utf8)))
    #expect(program.handle(.input([0x1B])) == [])
    #expect(program.timeout == BrowserProgram.escapeDelay)
    _ = program.handle(.timeout)
    #expect(program.timeout == nil)
  }

  @Test func movingDownChangesTheSelectedRowInTheFrame() throws {
    var program = try program()
    let before = program.frame().map(\.plain)
    _ = program.handle(.input(Array("j".utf8)))
    let after = program.frame().map(\.plain)
    let selected = try #require(program.model.selectedGem)
    #expect(selected.id == Catalog.bundled.gems[1].id)
    #expect(!before.contains { $0.hasPrefix("› ") && $0.contains(selected.name) })
    #expect(after.contains { $0.hasPrefix("› ") && $0.contains(selected.name) })
  }

  /// A page as long as a catalog's megabyte-long value is cut at the
  /// pane's limit, and says where the rest is.
  @Test func aHugeDetailPageIsCutAtItsLimit() throws {
    let summary = Array(repeating: "word", count: 200_000).joined(separator: " ") + "."
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "raygem-huge-\(UInt32.random(in: 0...UInt32.max)).json")
    try Data("{\"gems\": [{\"name\": \"Long Stone\", \"summary\": \"\(summary)\"}]}".utf8).write(to: path)
    defer { try? FileManager.default.removeItem(at: path) }
    let session = try BrowserModelTests.session(["--catalog", path.path])
    var program = BrowserProgram(
      model: try BrowseCommand.state(for: session, width: 120, height: 40), store: session.favoritesStore,
      colored: false, depth: .trueColor, showsPictures: false, fields: OutputField.browseDefaults)
    _ = program.handle(.resized(width: 120, height: 40))
    let lines = program.detailLines()
    #expect(lines.count == BrowserProgram.detailLineLimit)
    #expect(lines.first?.plain.contains("Long Stone") == true)
    #expect(lines.last?.plain == "… the page goes on: raygem detail shows it whole")
  }
}
