import Testing

@testable import RaygemCLI

@Suite("Browse: key decoding")
struct KeyDecoderTests {
  private func keys(_ text: String) -> [BrowserKey] {
    var decoder = KeyDecoder()
    return decoder.keys(from: Array(text.utf8))
  }

  @Test func lettersControlKeysAndUTF8() {
    #expect(keys("jq é") == [.character("j"), .character("q"), .character(" "), .character("é")])
    #expect(keys("\u{03}\u{1A}\u{0C}\t\r\u{7F}") == [.interrupt, .suspend, .redraw, .tab, .enter, .backspace])
    #expect(keys("\u{1C}") == [.quitSignal])
  }

  @Test func cursorKeysInBothModesAndPageKeys() {
    #expect(keys("\u{1B}[A\u{1B}[B\u{1B}OA\u{1B}OB") == [.up, .down, .up, .down])
    #expect(
      keys("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~") == [.pageUp, .pageDown, .home, .end, .home, .end])
    #expect(keys("\u{1B}[Z") == [.backTab])
  }

  @Test func aSequenceSplitAcrossReadsWaitsForItsEnd() {
    var decoder = KeyDecoder()
    #expect(decoder.keys(from: [0x1B]).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.keys(from: Array("[".utf8)).isEmpty)
    #expect(decoder.keys(from: Array("Bj".utf8)) == [.down, .character("j")])
    #expect(!decoder.hasPending)
    // Half a UTF-8 character waits too.
    #expect(decoder.keys(from: [0xC3]).isEmpty)
    #expect(decoder.keys(from: [0xA9]) == [.character("é")])
  }

  @Test func aLoneEscapeIsEscapeOnceNoMoreBytesCome() {
    var decoder = KeyDecoder()
    #expect(decoder.keys(from: [0x1B]).isEmpty)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPending)
    #expect(keys("\u{1B}\u{1B}[A") == [.escape, .up])
  }

  @Test func escapeAndAKeyInOneReadAreBothKept() {
    #expect(keys("\u{1B}q") == [.escape, .character("q")])
  }

  @Test func aBracketedPasteIsOneTextWithoutItsLineBreaks() {
    #expect(keys("\u{1B}[200~ruby\nfqx\u{1B}[201~j") == [.paste("ruby fqx"), .character("j")])
    var decoder = KeyDecoder()
    #expect(decoder.keys(from: Array("\u{1B}[200~rose\r\n".utf8)).isEmpty)
    #expect(decoder.keys(from: Array("quartz\u{1B}[20".utf8)).isEmpty)
    #expect(decoder.keys(from: Array("1~".utf8)) == [.paste("rose quartz")])
    #expect(keys("\u{1B}[200~a\u{07}\u{1B}[31mb\u{1B}[201~") == [.paste("a[31mb")])
  }

  @Test func anUnfinishedPasteEndsWhenNoMoreBytesComeAndStaysBounded() {
    var decoder = KeyDecoder()
    #expect(decoder.keys(from: Array("\u{1B}[200~abc".utf8)).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.paste("abc")])
    #expect(decoder.keys(from: Array("q".utf8)) == [.character("q")])
    let huge = "\u{1B}[200~" + String(repeating: "ruby ", count: 10_000) + "\u{1B}[201~"
    guard case .paste(let text)? = decoder.keys(from: Array(huge.utf8)).first else {
      Issue.record("no paste")
      return
    }
    #expect(text.count == KeyDecoder.pasteLimit)
  }

  @Test func oldStyleMouseReportsAreClicksNotKeys() {
    // ESC [ M, then button, column and row, each plus 32: a left click at column 81, row 1.
    #expect(keys("\u{1B}[M q!") == [.click(row: 0, column: 80)])
    #expect(keys("\u{1B}[M`!!\u{1B}[Ma!!") == [.wheel(up: true), .wheel(up: false)])
    var decoder = KeyDecoder()
    #expect(decoder.keys(from: Array("\u{1B}[M ".utf8)).isEmpty)
    #expect(decoder.keys(from: Array("!!j".utf8)) == [.click(row: 0, column: 0), .character("j")])
  }

  @Test func sgrMouseReportsAreClicksAndWheelTurns() {
    #expect(keys("\u{1B}[<0;12;4M") == [.click(row: 3, column: 11)])
    #expect(keys("\u{1B}[<0;12;4m").isEmpty)  // the release
    #expect(keys("\u{1B}[<64;1;1M\u{1B}[<65;1;1M") == [.wheel(up: true), .wheel(up: false)])
  }

  @Test func unknownSequencesAreDroppedWholeNotTyped() {
    #expect(keys("\u{1B}[15~x") == [.character("x")])
    #expect(keys("\u{1B}[200~") == [])
    #expect(keys("\u{07}\u{1B}[3~k") == [.character("k")])
  }
}
