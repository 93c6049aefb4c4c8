/// A query matched against a gem's prose and vocabulary facts rather than
/// its names, for `search --text`: the summary, treatments, localities,
/// inclusions and the other facts in words, outside the names and the
/// references.
///
/// A gem matches when every query word, folded as names are
/// (``TextFolding``), begins a word of those facts (`chromium` finds the
/// gems whose summary names chromium).
public struct ProseQuery: Sendable {
  /// The folded query words.
  let words: [Substring]

  /// The facts searched: those in words (text, lists, words of a
  /// vocabulary) outside the names and the references.
  static let facts: [GemFact] = GemFact.all.filter { fact in
    guard fact.section != .names, fact.section != .references else { return false }
    switch fact.kind {
    case .text, .list, .choices: return true
    default: return false
    }
  }

  /// Prepares `query`.
  ///
  /// - Parameter query: The words to look for.
  /// - Throws: ``SearchError/emptyQuery`` when it folds to nothing.
  public init(_ query: String) throws(SearchError) {
    words = TextFolding.words(query)
    guard !words.isEmpty else { throw .emptyQuery }
  }

  /// Whether every query word begins a word of `gem`'s prose.
  ///
  /// - Parameter gem: A gem.
  /// - Returns: `true` when it matches.
  public func matches(_ gem: Gem) -> Bool {
    var prose: [Substring] = []
    for fact in Self.facts {
      switch gem[fact] {
      case .text(let text)?: prose += TextFolding.words(text)
      case .list(let texts)?: for text in texts { prose += TextFolding.words(text) }
      default: continue
      }
    }
    return words.allSatisfy { word in prose.contains { $0.hasPrefix(word) } }
  }
}
