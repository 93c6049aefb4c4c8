/// Colour families a material occurs in (words of the `hues` fact), one
/// bit a word of ``Vocabulary/hues``, so that matching a colour asked for
/// against every gem's hues compares bits rather than strings.
struct HueSet: Sendable, Equatable {
  /// One bit a word, in the vocabulary's order.
  let bits: UInt16

  /// The set of the hues whose bits are `bits`.
  init(bits: UInt16) {
    self.bits = bits
  }

  /// The set of `words`, leaving out a word that is no hue (a catalog's
  /// hues are checked against the vocabulary when it is read).
  init(_ words: some Sequence<some StringProtocol>) {
    bits = words.reduce(0) { $0 | Self.bit(of: $1) }
  }

  /// The bit of one hue word; 0 for a word that is none.
  static func bit(of word: some StringProtocol) -> UInt16 {
    guard let position = Vocabulary.hueWords.firstIndex(where: { $0.word == word }) else { return 0 }
    return 1 << position
  }

  /// Whether the two sets share a hue.
  func overlaps(_ other: HueSet) -> Bool {
    bits & other.bits != 0
  }
}
