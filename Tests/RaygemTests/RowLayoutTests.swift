import TerminalRendering
import Testing

@testable import RaygemCLI

@Suite("Row layouts")
struct RowLayoutTests {
  private let rows = [["Ruby", "9"], ["Spinel", "8"]].map { texts in
    [
      Cell(key: "name", title: "Name", text: StyledText(texts[0]), value: texts[0], json: "\"\(texts[0])\""),
      Cell(
        key: "hardness", title: "Mohs", text: StyledText(texts[1]), value: texts[1], json: texts[1],
        alignment: .right, isShrinkable: false),
    ]
  }

  @Test func eachFormatLaysOutTheSameRows() {
    #expect(
      RowLayout(.table).lines(for: rows, width: 40).map(\.plain) == ["Name    Mohs", "Ruby       9", "Spinel     8"])
    #expect(RowLayout(.tsv).lines(for: rows, width: 40).map(\.plain) == ["name\thardness\nRuby\t9\nSpinel\t8"])
    #expect(
      RowLayout(.jsonl).lines(for: rows, width: 40).map(\.plain) == [
        "{\"name\":\"Ruby\",\"hardness\":9}", "{\"name\":\"Spinel\",\"hardness\":8}",
      ])
    #expect(RowLayout(.json).lines(for: [], width: 40).map(\.plain) == ["[]"])
    #expect(RowLayout(.csv, header: ["name"]).lines(for: [], width: 40).map(\.plain) == ["name\r"])
  }

  @Test func aViewportMarksTheSelectedRowAndFillsItsHeight() {
    let lines = RowLayout.viewport(first: 10, selected: 11, height: 5, colored: false).lines(for: rows, width: 20)
    #expect(lines.map(\.plain) == ["  Name    Mohs", "  Ruby       9", "› Spinel     8      ", "", ""])
    let colored = RowLayout.viewport(first: 10, selected: 10, height: 3, colored: true).lines(for: rows, width: 20)
    #expect(colored[1].spans.allSatisfy { $0.role == .selected })
    #expect(colored[2].spans.allSatisfy { $0.role != .selected })
  }
}
