import Testing

@testable import TerminalRendering

@Suite("A canvas with a line limit")
struct CanvasLineLimitTests {
  /// A fact megabytes long stops wrapping once the canvas is full, which
  /// keeps the browser's detail pane small whatever the catalog holds.
  @Test func aHugeFactStopsAtTheLimit() {
    let huge = String(repeating: "a", count: 1 << 20)
    let list = FactList([.init("Id", StyledText(huge)), .init("Name", StyledText("Ruby"))])
    let canvas = Canvas(width: 40, lineLimit: 5).drawing(list)
    #expect(canvas.lines.count == 5)
    #expect(canvas.isClosed)
    #expect(canvas.lines[0].plain == "Id    " + String(repeating: "a", count: 34))
    #expect(!canvas.lines.contains { $0.plain.contains("Ruby") })
  }

  @Test func aCanvasWithoutALimitKeepsEveryLineAndStaysOpen() {
    let list = FactList([.init("Id", StyledText(String(repeating: "a", count: 340)))])
    let canvas = Canvas(width: 40).drawing(list)
    #expect(canvas.lines.count == 10)
    #expect(!canvas.isClosed)
  }

  @Test func aParagraphStopsAtTheLimit() {
    let words = Array(repeating: "word", count: 10_000).joined(separator: " ")
    let canvas = Canvas(width: 20, lineLimit: 3).drawing(Paragraph(words))
    #expect(canvas.lines.map(\.plain) == Array(repeating: "word word word word", count: 3))
  }
}
