/// The words a word-valued fact takes (its choices), in their canonical
/// spelling, each with a one-line meaning where the fact has a help topic
/// (`raygem help inclusions`).
///
/// A vocabulary is a collection of its words, so that code reads it as a
/// list of strings. The tables with meanings (``Table``) are array
/// literals, which the compiler lays out in the binary, and a vocabulary
/// names its table rather than holding it: a run that does not read a
/// table's words does no work for it, not even making its array's type
/// (Sources/Benchmark/README.md, "Start-up").
public struct Vocabulary: Sendable, Hashable, RandomAccessCollection, ExpressibleByArrayLiteral {
  /// One word and what it means.
  public struct Word: Sendable, Hashable {
    /// The word, as catalogs and output spell it (`rutile needles`).
    public let word: String
    /// What it means, in one line; `nil` for the words of a vocabulary
    /// without a help topic (`common`, `rare`).
    public let meaning: String?
    /// What the word proves of a stone that shows it, if anything
    /// (inclusion words only).
    public let mark: Mark?
    /// The broader word this one names a kind of, if any (inclusion words
    /// only): silk and rutile needles are needles.
    public let kindOf: String?

    /// What an inclusion word proves of the stone that shows it.
    public enum Mark: Sendable, Hashable {
      /// A feature no natural stone shows (a crucible's platinum, a seed
      /// plate, flux) but by a treatment that leaves it: the stone was
      /// grown in a laboratory, or treated so.
      case manufacture
      /// Growth lines of a melt that no natural crystal shows (curved
      /// striae), though a natural glass's or resin's flow lines, or an
      /// aggregate's banding, can pass for them.
      case meltGrowth
      /// A lone gas bubble, which a natural crystal holds only inside a
      /// fluid (a two-phase inclusion) or in the resin or glass that fills
      /// its fissures: grown from a melt, or a filler.
      case trappedGas
      /// The boundary of an assembled stone's parts: the stone is assembled.
      case assembly
    }

    /// A word with its meaning.
    ///
    /// - Parameters:
    ///   - word: The word.
    ///   - meaning: What it means, in one line.
    ///   - mark: What it proves of a stone that shows it, if anything.
    ///   - kindOf: The broader word it names a kind of, if any.
    public init(_ word: String, _ meaning: String? = nil, mark: Mark? = nil, kindOf: String? = nil) {
      self.word = word
      self.meaning = meaning
      self.mark = mark
      self.kindOf = kindOf
    }
  }

  /// The vocabularies whose words have meanings, each an array literal of
  /// ``Word``s in a file of its own (`Vocabulary+Inclusions.swift`).
  enum Table: String, Sendable, Hashable {
    case hues, polariscope, inclusions, phenomena
  }

  /// Where the words are.
  private enum Storage: Sendable, Hashable {
    case words([String])
    case table(Table)
  }

  private let storage: Storage

  /// The vocabulary of a table with meanings.
  init(_ table: Table) {
    storage = .table(table)
  }

  /// A vocabulary of words without meanings.
  ///
  /// - Parameter words: The words, each spelled once.
  public init(arrayLiteral words: String...) {
    storage = .words(words)
  }

  /// The values of an enumeration, in its order.
  ///
  /// - Parameter type: The enumeration.
  public init<Choice: FactChoice>(_ type: Choice.Type) {
    storage = .words(Choice.allCases.map(\.rawValue))
  }

  /// The words, in the order help lists them.
  public var words: [String] {
    switch storage {
    case .words(let words): return words
    case .table(let table): return table.entries.map(\.word)
    }
  }

  /// The words with their meanings, in the order help lists them.
  public var entries: [Word] {
    switch storage {
    case .words(let words): return words.map { Word($0) }
    case .table(let table): return table.entries
    }
  }

  /// The first word's position: 0.
  public var startIndex: Int { 0 }
  /// The position after the last word: the number of words.
  public var endIndex: Int {
    switch storage {
    case .words(let words): return words.count
    case .table(let table): return table.entries.count
    }
  }

  /// The word at `position`.
  public subscript(position: Int) -> String {
    switch storage {
    case .words(let words): return words[position]
    case .table(let table): return table.entries[position].word
    }
  }

  /// The help topic that lists the words with their meanings (`raygem help
  /// inclusions`), named after the table; `nil` for words without meanings.
  public var helpTopic: String? {
    if case .table(let table) = storage { return table.rawValue }
    return nil
  }

  /// The canonical spelling of `text`, matched in any letter case, in
  /// British spelling (`play-of-colour`, `grey`) and with a hyphen for a
  /// space or the other way round (`colour-change`, `three phase`), any
  /// run of white space a space; `nil` for a word the vocabulary lacks.
  ///
  /// - Parameter text: A word as a catalog or an option gives it.
  /// - Returns: The word as the vocabulary spells it.
  public func word(matching text: String) -> String? {
    // A tab, a line break or a run of spaces is rare: the words are respaced only then.
    // A byte loop: zip over two UTF-8 views made the runtime build the zip's
    // type at every start (Sources/Benchmark/README.md, "Start-up").
    let space = UInt8(ascii: " ")
    var isSpacedOnce = true
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte < space || (byte == space && previous == space) {
        isSpacedOnce = false
        break
      }
      previous = byte
    }
    let spaced = isSpacedOnce ? text : text[...].singleSpaced
    var bytes = Array(Self.withPlainApostrophes(spaced.lowercased()).utf8)
    SpellingVariants.fold(&bytes, from: 0)
    let hyphen = UInt8(ascii: "-")
    let wanted = bytes.map { $0 == hyphen ? UInt8(ascii: " ") : $0 }
    for position in 0..<endIndex {
      let word = self[position]
      if word.utf8.elementsEqual(wanted, by: { ($0 == hyphen ? UInt8(ascii: " ") : $0) == $1 }) { return word }
    }
    return nil
  }
}

extension Vocabulary {
  /// `text` with every character folding reads as an apostrophe
  /// (``TextFolding/isApostrophe(_:)``: `bull’s-eye`) made the plain one the words are spelt with.
  private static func withPlainApostrophes(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 != "'" && TextFolding.isApostrophe($0) }) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { scalars.append(TextFolding.isApostrophe(scalar) ? "'" : scalar) }
    return String(scalars)
  }
}

extension Vocabulary.Table {
  /// The table's words with their meanings.
  var entries: [Vocabulary.Word] {
    switch self {
    case .hues: return Vocabulary.hueWords
    case .polariscope: return Vocabulary.polariscopeWords
    case .inclusions: return Vocabulary.inclusionWords
    case .phenomena: return Vocabulary.phenomenonWords
    }
  }
}
