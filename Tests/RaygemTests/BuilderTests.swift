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

    // No draw(in:): the protocol draws the body.
    var body: Group {
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

  @Test func aForLoopFlattensIntoOneGroup() {
    let group = Group {
      "first"
      for index in 1...3 {
        "\(index)a"
        "\(index)b"
      }
    }
    // The loop's six lines sit in one group beside "first", not in three nested ones.
    #expect(group.parts.count == 2)
    #expect((group.parts[1] as? Group)?.parts.count == 6)
    #expect(group.text(width: 80) == "first\n1a\n1b\n2a\n2b\n3a\n3b\n")
  }

  @Test func aCanvasKeepsItsHeightForWhatItDraws() {
    struct Filler: Rendering {
      func draw(in canvas: inout Canvas) {
        for row in 0..<(canvas.height ?? 1) { canvas.append(StyledText("row \(row)")) }
      }
    }
    #expect(Canvas(width: 10, height: 3).drawing(Filler()).lines.map(\.plain) == ["row 0", "row 1", "row 2"])
    #expect(Canvas(width: 10).drawing(Filler()).lines.count == 1)
    #expect(Canvas(width: 10, height: 0).height == 1)
  }

  @Test func theSelectedRoleIsReverseVideo() {
    #expect(StyledText("Ruby", role: .selected).rendered(colored: true) == "\u{1B}[7mRuby\u{1B}[0m")
    #expect(StyledText("Ruby", role: .selected).rendered(colored: false) == "Ruby")
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
