import Testing

@testable import GemCore

@Suite("Index checksum")
struct IndexChecksumTests {
  /// The values an index written by earlier versions holds: the checksum
  /// must not change, or every index would be refused and built again.
  @Test func theChecksumKeepsItsValues() {
    #expect(IndexChecksum.of(Array(0..<21)) == 0x4bc7_855f_313c_85fd)
    #expect(IndexChecksum.of(text: "Rose quartz") == 0x995a_6d5b_0f1e_32ec)
    #expect(IndexChecksum.of([]) == 0x9e37_79b9_7f4a_7c15)
  }

  /// A text that is not ASCII is checksummed a piece of its decomposition
  /// at a time; the result is that of the whole decomposition, and
  /// canonically equivalent spellings have one checksum.
  @Test func aLongTextIsChecksummedAsItsWholeDecomposition() {
    let text = String(repeating: "\u{E9}", count: 70_003) + String(repeating: "a\u{1E0B}\u{323}\u{AC00}", count: 9_001)
    #expect(IndexChecksum.of(text: text) == IndexChecksum.of(CanonicalDecomposition.utf8(of: text)))
    let decomposed =
      String(repeating: "e\u{301}", count: 70_003)
      + String(repeating: "a\u{64}\u{323}\u{307}\u{1100}\u{1161}", count: 9_001)
    #expect(IndexChecksum.of(text: decomposed) == IndexChecksum.of(text: text))
    #expect(IndexChecksum.of(text: "\u{E9}t\u{E9}") != IndexChecksum.of(text: "et\u{E9}"))
  }
}
