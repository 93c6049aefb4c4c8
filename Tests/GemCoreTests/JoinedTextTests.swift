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

  /// A list of names that hold `and` themselves is told apart by
  /// semicolons: "A and B and C tie" read as more stones than there were
  /// (a tester's finding).
  @Test func aProseListOfNamesHoldingAndUsesSemicolons() {
    #expect(["Ruby", "Spinel", "Glass"].proseList == "Ruby, Spinel and Glass")
    #expect(["Ruby", "Spinel"].proseList == "Ruby and Spinel")
    #expect(
      ["Synthetic Spinel and Synthetic Corundum Doublet", "Garnet-Topped Doublet"].proseList
        == "Synthetic Spinel and Synthetic Corundum Doublet; and Garnet-Topped Doublet")
    #expect(["Black and White Onyx", "Ruby", "Glass"].proseList == "Black and White Onyx; Ruby; and Glass")
  }
}
