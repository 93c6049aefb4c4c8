import Testing

@testable import GemCore

@Suite("joinedText")
struct JoinedTextTests {
  @Test(arguments: [[], [""], ["silk"], ["silk", "needles"], ["", "a", ""], ["red", "", "pink"]])
  func joinsAsTheLibraryDoes(_ parts: [String]) {
    #expect(parts.joinedText(separator: ", ") == parts.joined(separator: ", "))
    #expect(parts.joinedText(separator: "") == parts.joined())
  }

  @Test func putsTheSeparatorOnlyBetweenTwoStrings() {
    #expect(["a", "b", "c"].joinedText(separator: " | ") == "a | b | c")
    #expect([String]().joinedText(separator: ",") == "")
  }
}
