/// Which of the words read of a list fact (inclusions) one gem's list
/// holds, so that each word can be weighed by how many gems show it
/// (``ListWordShares``).
package struct WordsHeld: Sendable, Hashable {
  /// How many words were read.
  package let read: Int
  /// Bit `i` set when the gem's list holds the `i`th word read; a list read
  /// of more than 64 different words (the inclusion vocabulary has fewer) is
  /// judged by its first 64.
  package let held: UInt64
  /// Bit `i` set when the `i`th word read is not on the gem's list but a
  /// treatment it lists may leave it (flux in a flux-healed ruby): such a
  /// word is weighed as a close reading, not by its share.
  package private(set) var excused: UInt64 = 0

  /// The words of `reading`, comma-separated, that `list` holds; a word
  /// read twice counts once, as it is one feature seen.
  ///
  /// A list holds a word it names a kind of (needles, where it names silk);
  /// a word read that is a kind of one the list names (silk, where it names
  /// needles) is excused (``excused``): the needles may be silk.
  ///
  /// - Parameters:
  ///   - reading: The words read, separated by commas.
  ///   - list: The gem's list.
  init(_ reading: String, in list: [String]) {
    var (held, excused): (UInt64, UInt64) = (0, 0)
    let kinds = Vocabulary.inclusionKinds
    read = Self.forEachWord(of: reading) { index, word in
      if list.contains(where: { $0 == word })
        || kinds.contains(where: { $0.broader == word && list.contains($0.narrower) })
      {
        held |= 1 << UInt64(index)
      } else if kinds.contains(where: { $0.narrower == word && list.contains($0.broader) }) {
        excused |= 1 << UInt64(index)
      }
    }
    self.held = held
    self.excused = excused
  }

  /// Marks as excused the words of `reading` among `words` that the list
  /// does not hold.
  mutating func excuse(_ words: [String], in reading: String) {
    guard !words.isEmpty else { return }
    var excused = excused
    Self.forEachWord(of: reading) { index, word in
      if !holds(index), words.contains(where: { $0 == word }) { excused |= 1 << UInt64(index) }
    }
    self.excused = excused
  }

  /// Calls `body` with each different word of `reading`, comma-separated,
  /// and its position among them, the first 64 of them.
  ///
  /// - Returns: How many words it was called with.
  @discardableResult
  private static func forEachWord(of reading: String, _ body: (Int, Substring) -> Void) -> Int {
    let words = reading.split(separator: ",")
    var index = 0
    for (position, word) in words.enumerated() where index < 64 && !words[..<position].contains(word) {
      body(index, word)
      index += 1
    }
    return index
  }

  /// Whether the `index`th word read is excused (``excused``).
  func isExcused(_ index: Int) -> Bool {
    excused & (1 << UInt64(index)) != 0
  }

  /// Whether the list holds the `index`th word read.
  func holds(_ index: Int) -> Bool {
    held & (1 << UInt64(index)) != 0
  }

  /// Whether the list holds every word read.
  var holdsAll: Bool { held.nonzeroBitCount == read }
}
