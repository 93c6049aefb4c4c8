import TerminalRendering
import Testing

@Suite("Rendering builder")
struct BuilderTests {
  enum Mood { case calm, bright, dark }

  struct Sample: Rendering {
    var showOptional: Bool
    var useFirstBranch: Bool
    var mood: Mood
    var items: [String]
    var optionalLine: Line?

    var body: Group {
      Group {
        "start"
        if showOptional { "optional shown" }
        if useFirstBranch { "first branch" } else { Line("second branch", role: .muted) }
        switch mood {
        case .calm: "calm"
        case .bright: StyledText("bright", role: .accent)
        case .dark: Empty()
        }
        for (index, item) in items.enumerated() { "\(index + 1). \(item)" }
        optionalLine
        "end"
      }
    }

    func draw(in canvas: inout Canvas) { body.draw(in: &canvas) }
  }

  @Test func everyControlFlowFormRendersInOrder() {
    let sample = Sample(
      showOptional: true, useFirstBranch: true, mood: .bright, items: ["ruby", "pearl"],
      optionalLine: Line("present"))
    #expect(
      sample.text(width: 80) == """
        start
        optional shown
        first branch
        bright
        1. ruby
        2. pearl
        present
        end

        """)
  }

  @Test func falseBranchesEmptyLoopsAndNilDrawNothing() {
    let sample = Sample(showOptional: false, useFirstBranch: false, mood: .dark, items: [], optionalLine: nil)
    #expect(sample.text(width: 80) == "start\nsecond branch\nend\n")
  }

  @Test func emptyBodyAndEmptyRenderingDrawNothing() {
    #expect(Group {}.text(width: 80) == "")
    #expect(Empty().text(width: 80) == "")
  }

  @Test func sectionDropsItsHeadingWhenEmpty() {
    let aliases: [String] = []
    let empty = Section("Aliases") { for alias in aliases { alias } }
    #expect(empty.text(width: 80) == "")
    let full = Section("Aliases") { for alias in ["lapis", "lazurite"] { alias } }
    #expect(full.text(width: 80) == "Aliases\nlapis\nlazurite\n")
  }

  @Test func linesAreCutToTheWidthWithAnEllipsis() {
    #expect(Line("Cat's-Eye Chrysoberyl").text(width: 10) == "Cat's-Eye…\n")
    #expect(Line("Cat's-Eye Chrysoberyl", truncates: false).text(width: 10) == "Cat's-Eye Chrysoberyl\n")
  }

  @Test func paragraphsWrapAtWordsWithIndent() {
    let text = Paragraph("Ruby is the red variety of corundum, second only to diamond in hardness.", indent: 2)
      .text(width: 30)
    #expect(
      text == """
          Ruby is the red variety of
          corundum, second only to
          diamond in hardness.

        """)
  }

  @Test func colourIsAddedOnlyWhenAskedAndOnlyAtTheEdge() {
    let line = Line(StyledText([.init("Ruby", role: .name), .init(" ♥", role: .favorite)]))
    #expect(line.text(width: 80, colored: false) == "Ruby ♥\n")
    #expect(line.text(width: 80, colored: true) == "\u{1B}[1mRuby\u{1B}[0m\u{1B}[31m ♥\u{1B}[0m\n")
  }
}
