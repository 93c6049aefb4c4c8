import TerminalRendering
import Testing

@Suite("Browse: frame updates")
struct ScreenFramesTests {
  @Test func theFirstFrameClearsAndDrawsEveryRow() {
    var frames = ScreenFrames()
    let update = frames.update(to: ["one", "two"], colored: false, depth: .basic16)
    #expect(
      update
        == "\u{1B}[?2026h\u{1B}[0m\u{1B}[2J\u{1B}[1;1H\u{1B}[2Kone\u{1B}[2;1H\u{1B}[2Ktwo\u{1B}[?2026l")
  }

  @Test func laterFramesRewriteOnlyTheRowsThatChanged() {
    var frames = ScreenFrames()
    _ = frames.update(to: ["one", "two", "three"], colored: false, depth: .basic16)
    #expect(
      frames.update(to: ["one", "2", "three"], colored: false, depth: .basic16)
        == "\u{1B}[?2026h\u{1B}[2;1H\u{1B}[2K2\u{1B}[?2026l")
    #expect(frames.update(to: ["one", "2", "three"], colored: false, depth: .basic16) == "")
  }

  @Test func afterInvalidatingTheWholeFrameIsDrawnAgain() {
    var frames = ScreenFrames()
    _ = frames.update(to: ["one"], colored: false, depth: .basic16)
    frames.invalidate()
    #expect(frames.update(to: ["one"], colored: false, depth: .basic16).contains("\u{1B}[2J\u{1B}[1;1H\u{1B}[2Kone"))
  }
}
