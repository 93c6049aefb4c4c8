import Testing

@testable import GemCore

/// JSON string literals, written from strings and from UTF-8 in place.
@Suite("JSON strings")
struct JSONStringTests {
  /// Text is scanned eight bytes at a time: an escape is found at every
  /// place in a word and after the last whole word.
  @Test(
    "an escape is found wherever it lies",
    arguments: [
      ("\"", "\\\""), ("\\", "\\\\"), ("\n", "\\n"), ("\u{01}", "\\u0001"), ("\u{7F}", "\\u007F"),
      ("\u{85}", "\\u0085"), ("\u{2028}", "\\u2028"), ("\u{200F}", "\\u200F"),
    ])
  func escapeAtEveryPlace(character: String, escape: String) {
    for place in 0...19 {
      let before = String(repeating: "a", count: place)
      let after = String(repeating: "b", count: 19 - place)
      let expected = "\"" + before + escape + after + "\""
      #expect(JSONString.quoted(before + character + after) == expected, "at \(place)")
      var bytes: [UInt8] = []
      var text = before + character + after
      text.withUTF8 { JSONString.append(quoted: UnsafeRawBufferPointer($0), to: &bytes) }
      #expect(String(decoding: bytes, as: UTF8.self) == expected, "at \(place), from bytes")
    }
  }

  @Test("text that needs no escape is copied as it is")
  func plainTextIsCopied() {
    let text = "Paraíba Tourmaline ~ 翡翠 💎 {0-9} é©"
    var bytes: [UInt8] = []
    JSONString.append(quoted: text, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "\"" + text + "\"")
  }
}
