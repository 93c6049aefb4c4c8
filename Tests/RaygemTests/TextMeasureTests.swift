import TerminalRendering
import Testing

@Suite("Display width and neutralising")
struct TextMeasureTests {
  @Test(arguments: [
    ("Ruby", 4), ("Paraíba", 7), ("Soude\u{301}", 5), ("翡翠", 4), ("💎", 2), ("❤️", 2), ("Ａ", 2),
    ("한국", 4), ("", 0), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇨🇭", 2), ("Ruby 👍🏽 ok", 10),
  ])
  func widthInColumns(text: String, columns: Int) {
    #expect(DisplayWidth.of(text) == columns)
  }

  @Test func truncationKeepsGraphemesWhole() {
    #expect(StyledText("翡翠翡翠").truncated(toWidth: 5).plain == "翡翠…")
    #expect(StyledText("Soude\u{301}Soude\u{301}").truncated(toWidth: 6).plain == "Soude\u{301}…")
    #expect(StyledText("Ruby").truncated(toWidth: 4).plain == "Ruby")
    #expect(StyledText("Ruby").truncated(toWidth: 0).plain == "")
  }

  /// One rule for measuring and truncating: a string measures what its
  /// characters measure, and cutting it to its own width cuts nothing.
  @Test(arguments: ["👍🏽👍🏿", "Ruby 👍🏽", "👨‍👩‍👧 and 🇨🇭", "Soude\u{301} 翡翠 ❤️"])
  func measuringAndTruncatingAgree(text: String) {
    let columns = DisplayWidth.of(text)
    #expect(columns == text.reduce(0) { $0 + DisplayWidth.of($1) })
    #expect(StyledText(text).truncated(toWidth: columns).plain == text)
    #expect(StyledText(text).truncated(toWidth: columns - 1).width == columns - 1)
  }

  @Test func aSkinToneEmojiKeepsTableColumnsAligned() {
    let rows = [["👍🏽", "Ruby"], ["ab", "Spinel"]].map { $0.map { StyledText($0) } }
    let columns = [TableColumn(title: "T0"), TableColumn(title: "T1")]
    let lines = TableLayout.lines(for: rows, columns: columns, width: 40).map(\.plain)
    #expect(lines == ["T0  T1", "👍🏽  Ruby", "ab  Spinel"])
  }

  @Test func paddingUsesDisplayWidth() {
    #expect(StyledText("翡翠").padded(toWidth: 6).plain == "翡翠  ")
    #expect(StyledText("9").padded(toWidth: 3, alignment: .right).plain == "  9")
  }

  @Test func controlCharactersNeverSurvive() {
    let hostile = "Ruby\u{1B}]0;owned\u{07}\u{1B}[31m\u{9B}2J\u{8}\r\ttail\u{202E}"
    let safe = StyledText(hostile).plain
    #expect(safe == "Ruby\u{FFFD}]0;owned\u{FFFD}\u{FFFD}[31m\u{FFFD}2J\u{FFFD}  tail\u{FFFD}")
    #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
  }
}
