/// The words a word-valued fact takes (its choices), in their canonical
/// spelling, each with a one-line meaning where the fact has a help topic
/// (`raygem help inclusions`).
///
/// A vocabulary is a collection of its words, so that code reads it as a
/// list of strings. The tables with meanings are array literals, which the
/// compiler lays out in the binary: a run that does not read a vocabulary
/// does no work for it (Sources/Benchmark/README.md, "Start-up").
public struct Vocabulary: Sendable, Hashable, RandomAccessCollection, ExpressibleByArrayLiteral {
  /// One word and what it means.
  public struct Word: Sendable, Hashable {
    /// The word, as catalogs and output spell it (`rutile needles`).
    public let word: String
    /// What it means, in one line; `nil` for the words of a vocabulary
    /// without a help topic (`common`, `rare`).
    public let meaning: String?

    /// A word with its meaning.
    ///
    /// - Parameters:
    ///   - word: The word.
    ///   - meaning: What it means, in one line.
    public init(_ word: String, _ meaning: String? = nil) {
      self.word = word
      self.meaning = meaning
    }
  }

  /// The words, in the order help lists them.
  public let entries: [Word]

  /// A vocabulary of `entries`.
  ///
  /// - Parameter entries: The words, each spelled once.
  public init(_ entries: [Word]) {
    self.entries = entries
  }

  /// A vocabulary of words without meanings.
  ///
  /// - Parameter words: The words, each spelled once.
  public init(arrayLiteral words: String...) {
    entries = words.map { Word($0) }
  }

  /// The values of an enumeration, in its order.
  ///
  /// - Parameter type: The enumeration.
  public init<Choice: FactChoice>(_ type: Choice.Type) {
    entries = Choice.allCases.map { Word($0.rawValue) }
  }

  /// The first word's position: 0.
  public var startIndex: Int { 0 }
  /// The position after the last word: the number of words.
  public var endIndex: Int { entries.count }

  /// The word at `position`.
  public subscript(position: Int) -> String { entries[position].word }

  /// Whether the words have meanings, so that the fact has a help topic:
  /// a table gives every word one or none (a test checks the tables), so
  /// the first word tells.
  public var hasMeanings: Bool {
    entries.first?.meaning != nil
  }

  /// The canonical spelling of `text`, matched in any letter case; `nil`
  /// for a word the vocabulary lacks.
  ///
  /// - Parameter text: A word as a catalog or an option gives it.
  /// - Returns: The word as the vocabulary spells it.
  public func word(matching text: String) -> String? {
    let lowered = text.lowercased()
    return entries.first { $0.word == lowered }?.word
  }
}
