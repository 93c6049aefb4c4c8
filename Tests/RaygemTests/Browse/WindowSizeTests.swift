import TerminalRendering
import Testing

@Suite("Browse: the size a full screen lays out for")
struct WindowSizeTests {
  @Test func aBogusReportedSizeIsTreatedAsTheLargestScreen() {
    #expect(
      WindowSize.forScreen(reported: WindowSize(width: 65535, height: 65535)) == WindowSize(width: 1000, height: 500))
  }

  @Test func eachSideIsClampedOnItsOwn() {
    #expect(WindowSize.forScreen(reported: WindowSize(width: 1200, height: 40)) == WindowSize(width: 1000, height: 40))
    #expect(WindowSize.forScreen(reported: WindowSize(width: 90, height: 9000)) == WindowSize(width: 90, height: 500))
    #expect(
      WindowSize.forScreen(reported: WindowSize(width: 1000, height: 500)) == WindowSize(width: 1000, height: 500))
  }

  @Test func aSideNotReportedIsTheUsual80By24() {
    #expect(WindowSize.forScreen(reported: nil) == WindowSize(width: 80, height: 24))
    #expect(WindowSize.forScreen(reported: WindowSize(width: 132, height: 0)) == WindowSize(width: 132, height: 24))
  }
}
