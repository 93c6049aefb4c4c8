import BundledCatalog
import GemCore
import TerminalRendering
import Testing

@testable import RaygemCLI

@Suite("Gem pictures")
struct GemPictureTests {
  static func gem(_ id: String) throws -> Gem {
    try #require(Catalog.bundled.gem(withID: id))
  }

  @Test func theCutFollowsTransparencyAndAggregates() throws {
    #expect(GemPicture(try Self.gem("ruby"))?.cut == .brilliant)
    #expect(GemPicture(try Self.gem("star-ruby"))?.cut == .cabochon)
    #expect(GemPicture(try Self.gem("rose-quartz"))?.cut == .cabochon)
    #expect(GemPicture(try Self.gem("jadeite"))?.cut == .tumbled)
    #expect(GemPicture(Gem(id: "plain", name: "Plain")) == nil)
  }

  /// Opal and moonstone are listed transparent first, but cut en cabochon
  /// for the effect they are known for; alexandrite's colour change is faceted.
  @Test func aStoneKnownForAnEffectSeenAcrossADomeIsACabochon() throws {
    #expect(GemPicture(try Self.gem("opal"))?.cut == .cabochon)
    #expect(GemPicture(try Self.gem("moonstone"))?.cut == .cabochon)
    #expect(GemPicture(try Self.gem("tigers-eye"))?.cut == .cabochon)
    #expect(GemPicture(try Self.gem("alexandrite"))?.cut == .brilliant)
  }

  @Test func aBrilliantHasATableACrownAGirdleAndAPavilion() {
    let picture = GemPicture(cut: .brilliant, color: PixelColor(red: 155, green: 17, blue: 30))
    let lines = PixelImage(rows: picture.pixels()).lines().map(\.plain)
    #expect(
      lines == [
        "   ▄▀▀▀▀▀▀▀▀▄   ", " ▄▀▀▀▀▀▀▀▀▀▀▀▀▄ ", "▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀", "  ▀▀▀▀▀▀▀▀▀▀▀▀  ", "    ▀▀▀▀▀▀▀▀    ",
        "      ▀▀▀▀      ",
      ])
    let pixels = picture.pixels()
    // The table is the lightest, the pavilion's right half the darkest.
    func brightness(_ pixel: PixelColor?) -> Int {
      pixel.map { Int($0.red) + Int($0.green) + Int($0.blue) } ?? -1
    }
    let table = brightness(pixels[0][8])
    let leftPavilion = brightness(pixels[6][4])
    let rightPavilion = brightness(pixels[6][11])
    #expect(table > brightness(pixels[4][0]))
    #expect(leftPavilion > rightPavilion)
    #expect(pixels[0][0] == nil && pixels[11][0] == nil)
  }

  @Test func aCabochonAndATumbledStoneHaveTheirOwnOutlines() {
    let color = PixelColor(red: 46, green: 125, blue: 91)
    let cabochon = PixelImage(rows: GemPicture(cut: .cabochon, color: color).pixels()).lines().map(\.plain)
    let tumbled = PixelImage(rows: GemPicture(cut: .tumbled, color: color).pixels()).lines().map(\.plain)
    // A dome: narrow at the top, widest at its flat base.
    let widths = cabochon.map { $0.trimming { $0 == " " }.count }
    #expect(widths[0] < widths[2] && widths[2] <= widths[4])
    #expect(cabochon[4] == "▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀")
    #expect(tumbled != cabochon)
    #expect(tumbled.count == 6 && cabochon.count == 6)
  }

  @Test func pixelsAreHalfBlocksInTheirColours() {
    let red = PixelColor(red: 200, green: 0, blue: 0)
    let blue = PixelColor(red: 0, green: 0, blue: 200)
    let line = PixelImage(rows: [[red, nil, nil], [blue, blue, nil]]).lines()[0]
    #expect(line.plain == "▀▄ ")
    #expect(
      line.rendered(colored: true, depth: .trueColor)
        == "\u{1B}[38;2;200;0;0m\u{1B}[48;2;0;0;200m▀\u{1B}[0m\u{1B}[38;2;0;0;200m▄\u{1B}[0m ")
    #expect(line.rendered(colored: true, depth: .basic16).hasPrefix("\u{1B}[31m\u{1B}[44m▀"))
  }

  /// `raygem detail ruby` in process, on a terminal or not, in colour or not.
  static func detail(_ arguments: [String], terminal: Bool, colored: Bool) -> String {
    Raygem.run(
      arguments: ["detail"] + arguments, environment: ["COLUMNS": "80"],
      terminal: { _ in TerminalCapabilities(isTerminal: terminal, isColored: colored, width: 80) },
      readStandardInput: { "" }
    ).standardOutput
  }

  @Test func theDetailPageDrawsTheStoneOnlyOnAColourTerminal() {
    let drawn = Self.detail(["ruby"], terminal: true, colored: true)
    #expect(drawn.hasPrefix("   \u{1B}[38;2;"))
    #expect(drawn.contains("▀"))
    #expect(!Self.detail(["ruby"], terminal: true, colored: false).contains("▀"))
    #expect(!Self.detail(["ruby"], terminal: false, colored: true).contains("▀"))
    #expect(!Self.detail(["ruby", "--format", "json"], terminal: true, colored: true).contains("▀"))
  }
}
