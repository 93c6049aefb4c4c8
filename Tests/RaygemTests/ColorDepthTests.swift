import ProcessEnvironment
import TerminalRendering
import Testing

@testable import RaygemCLI

@Suite("Colour depth and forced colour")
struct ColorDepthTests {
  @Test func theEnvironmentDeclaresTheDepth() {
    #expect(ColorDepth.declared(by: ["COLORTERM": "truecolor", "TERM": "xterm"]) == .trueColor)
    #expect(ColorDepth.declared(by: ["COLORTERM": "24bit"]) == .trueColor)
    #expect(ColorDepth.declared(by: ["TERM": "xterm-256color"]) == .palette256)
    #expect(ColorDepth.declared(by: ["TERM": "screen-256color"]) == .palette256)
    #expect(ColorDepth.declared(by: ["TERM": "xterm"]) == .basic16)
    #expect(ColorDepth.declared(by: ["TERM": "256"]) == .palette256)
    #expect(ColorDepth.declared(by: ["TERM": "xterm-25"]) == .basic16)
    #expect(ColorDepth.declared(by: [:]) == .basic16)
  }

  @Test func aSwatchTakesTheNearestColourTheTerminalHas() {
    let brown = TextRole.swatch(red: 156, green: 107, blue: 74)
    #expect(EscapeSequence.start(brown, depth: .trueColor) == "\u{1B}[48;2;156;107;74m")
    #expect(EscapeSequence.start(brown, depth: .palette256) == "\u{1B}[48;5;131m")
    let red = TextRole.swatch(red: 255, green: 0, blue: 0)
    #expect(EscapeSequence.start(red, depth: .palette256) == "\u{1B}[48;5;196m")
    #expect(EscapeSequence.start(red, depth: .basic16) == "\u{1B}[101m")
    let gray = TextRole.swatch(red: 128, green: 128, blue: 128)
    #expect(EscapeSequence.start(gray, depth: .palette256) == "\u{1B}[48;5;244m")
    #expect(EscapeSequence.start(TextRole.swatch(red: 0, green: 0, blue: 0), depth: .basic16) == "\u{1B}[40m")
    // Ruby's swatch and its dark shading stay red in 16 colours, not black or grey.
    #expect(EscapeSequence.start(TextRole.swatch(red: 155, green: 17, blue: 30), depth: .basic16) == "\u{1B}[41m")
    #expect(EscapeSequence.start(TextRole.swatch(red: 77, green: 8, blue: 15), depth: .basic16) == "\u{1B}[41m")
    #expect(EscapeSequence.start(TextRole.swatch(red: 15, green: 82, blue: 186), depth: .basic16) == "\u{1B}[44m")
    #expect(EscapeSequence.start(TextRole.swatch(red: 80, green: 200, blue: 120), depth: .basic16) == "\u{1B}[42m")
    #expect(EscapeSequence.start(TextRole.swatch(red: 200, green: 200, blue: 190), depth: .basic16) == "\u{1B}[47m")
  }

  @Test func forcedColourOnAPipeMeansAColouredTable() {
    let outcome = Raygem.run(
      arguments: ["list", "--limit", "1", "--fields", "name"], environment: ["RAYGEM_HOME": NoHome.path],
      terminal: { _ in TerminalCapabilities(isTerminal: false, isColored: true, width: 80, colorDepth: .basic16) },
      readStandardInput: { "" })
    #expect(outcome.standardOutput == "\u{1B}[1;4mName\u{1B}[0m\n\u{1B}[1mAgate\u{1B}[0m\n")
  }

  @Test func clicolorForceTurnsColourOnForAPipe() {
    #expect(TerminalCapabilities.colorDecision(.auto, environment: ["CLICOLOR_FORCE": "1"], isTerminal: false))
    #expect(!TerminalCapabilities.colorDecision(.auto, environment: ["CLICOLOR_FORCE": "0"], isTerminal: false))
    // Empty is as good as unset, as the manual says.
    #expect(!TerminalCapabilities.colorDecision(.auto, environment: ["CLICOLOR_FORCE": ""], isTerminal: false))
    let both: Environment = ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"]
    #expect(!TerminalCapabilities.colorDecision(.auto, environment: both, isTerminal: true))
  }

  @Test func aDumbTerminalNeverGetsColour() {
    let dumb: Environment = ["TERM": "dumb"]
    #expect(!TerminalCapabilities.colorDecision(.always, environment: dumb, isTerminal: true))
    #expect(!TerminalCapabilities.colorDecision(.auto, environment: dumb, isTerminal: true))
    #expect(
      !TerminalCapabilities.colorDecision(
        .auto, environment: ["TERM": "dumb", "CLICOLOR_FORCE": "1"], isTerminal: true))
    #expect(TerminalCapabilities.colorDecision(.always, environment: ["TERM": "xterm"], isTerminal: false))
  }
}
