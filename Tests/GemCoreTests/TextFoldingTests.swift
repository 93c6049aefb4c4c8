import Testing

@testable import GemCore

@Suite("TextFolding")
struct TextFoldingTests {
  @Test(
    "case and diacritics fold away",
    arguments: [
      ("Paraíba", "paraiba"),
      ("Soudé", "soude"),
      ("PARAÍBA TOURMALINE", "paraiba tourmaline"),
      ("Soude\u{301}", "soude"),
      ("Ærinite Crème Brûlée", "ærinite creme brulee"),
      ("Ørsted Łódź Đakovo", "orsted lodz dakovo"),
    ])
  func caseAndDiacritics(text: String, folded: String) {
    #expect(TextFolding.fold(text) == folded)
  }

  @Test("dotless ı, dotted İ, ß and ẞ fold to ASCII")
  func specialCaseMappings() {
    #expect(TextFolding.fold("Dıyarbakır") == "diyarbakir")
    #expect(TextFolding.fold("İSTANBUL") == "istanbul")
    #expect(TextFolding.fold("İstanbul") == TextFolding.fold("istanbul"))
    #expect(TextFolding.fold("Straße") == "strasse")
    #expect(TextFolding.fold("STRAẞE") == "strasse")
    #expect(TextFolding.fold("STRASSE") == "strasse")
  }

  @Test(
    "apostrophes of every kind are dropped",
    arguments: [
      "'", "’", "‘", "‛", "ʼ", "ʻ", "`", "´", "′", "＇",
    ])
  func apostrophes(apostrophe: String) {
    #expect(TextFolding.fold("Cat\(apostrophe)s Eye") == "cats eye")
  }

  @Test("cats eye, cat's eye and cat’s eye are one query")
  func catsEyeSpellings() {
    let spellings = ["cats eye", "cat's eye", "cat’s eye", "CAT'S-EYE", "Cat’s-Eye"]
    #expect(Set(spellings.map(TextFolding.fold)) == ["cats eye"])
  }

  @Test(
    "punctuation breaks words",
    arguments: [
      ("Maw-Sit-Sit", "maw sit sit"),
      ("Blue–Green—Tourmaline", "blue green tourmaline"),
      ("Ruby/Sapphire\\Spinel", "ruby sapphire spinel"),
      ("Opal (Fire) [Mexican] {x} <y>", "opal fire mexican x y"),
      ("a.b,c;d:e!f?g\"h", "a b c d e f g h"),
      ("Ruby ❤️ Red", "ruby red"),
    ])
  func punctuation(text: String, folded: String) {
    #expect(TextFolding.fold(text) == folded)
  }

  @Test("%, _ and * fold away like punctuation")
  func noWildcards() {
    #expect(TextFolding.fold("50% *Ruby*_Red") == "50 ruby red")
    #expect(TextFolding.fold("r%y") == "r y")
    #expect(TextFolding.fold("r_by") == "r by")
    #expect(TextFolding.fold("*") == "")
  }

  @Test("white space runs collapse and are trimmed")
  func whiteSpace() {
    #expect(TextFolding.fold("  Rose \t\n  Quartz  ") == "rose quartz")
    #expect(TextFolding.fold("Rose\u{00A0}\u{3000}Quartz") == "rose quartz")
  }

  @Test(
    "text without letters or digits folds to nothing",
    arguments: [
      "", " ", "\t\n", "-–—/()'’", "%_*", "❤️",
    ])
  func foldsToNothing(text: String) {
    #expect(TextFolding.fold(text) == "")
  }

  @Test("other scripts, digits, fullwidth forms and invisible characters")
  func otherScripts() {
    #expect(TextFolding.fold("翡翠") == "翡翠")
    #expect(TextFolding.fold("МАЛАХИТ") == "малахит")
    #expect(TextFolding.fold("ΣΟΦΟΣ") == TextFolding.fold("σοφός"))
    #expect(TextFolding.fold("ＲＵＢＹ　１") == "ruby 1")
    #expect(TextFolding.fold("Para\u{AD}íba") == "paraiba")
    #expect(TextFolding.fold("Rose\u{200B}Quartz") == "rose quartz")
  }

  @Test("the ASCII table agrees with the Unicode properties for every ASCII character")
  func asciiTableAgrees() {
    for value in UInt8(0)..<0x80 {
      let scalar = Unicode.Scalar(value)
      let properties = scalar.properties
      let expected: TextFolding.Piece?
      if TextFolding.isApostrophe(scalar) {
        expected = nil
      } else if properties.isAlphabetic || properties.numericType != nil {
        expected = .letter(properties.lowercaseMapping.unicodeScalars.first ?? scalar)
      } else {
        expected = .wordBreak
      }
      #expect(TextFolding.asciiPiece(value) == expected, "character \(value)")
    }
  }

  @Test("one folder reused over many texts folds each like a fresh one")
  func reusedFolder() {
    var folder = TextFolder()
    var bytes: [UInt8] = []
    for text in ["Paraíba", "Soudé", "Paraíba Soudé"] { folder.append(text, to: &bytes) }
    #expect(String(decoding: bytes, as: UTF8.self) == "paraibasoudeparaiba soude")
  }

  @Test("slugs still come from the fold")
  func slugs() {
    #expect(Gem.slug(for: "Cat's-Eye Chrysoberyl") == "cats-eye-chrysoberyl")
    #expect(Gem.slug(for: "Paraíba Tourmaline") == "paraiba-tourmaline")
  }

  @Test func aLongTextKeepsSomethingWhenAnyPieceOfItDoes() {
    let punctuation = String(repeating: "-*/ ", count: 5_000)
    #expect(TextFolding.keepsAnything(punctuation + "é"))
    #expect(TextFolding.keepsAnything("7" + punctuation))
    #expect(!TextFolding.keepsAnything(punctuation + "’"))
    // A combining mark past a piece's end stays with its letter.
    #expect(TextFolding.keepsAnything(String(repeating: " ", count: 4_095) + "e\u{301}"))
    #expect(TextFolding.keepsAnything("a") && !TextFolding.keepsAnything("--"))
  }

  @Test func wordsAreTheFoldSplitAtItsSpaces() {
    #expect(TextFolding.words("  Cat’s-Eye  Paraíba green ") == ["cats", "eye", "paraiba", "green"])
    #expect(TextFolding.words("Colourless") == ["colorless"])
    #expect(TextFolding.words("-- ’ --") == [])
  }
}
