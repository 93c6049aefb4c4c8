import GemCore
import TerminalRendering

/// `raygem help TOPIC`: the words of a word-valued catalog fact, each with
/// what it means, from the fact's vocabulary (``GemFact/helpTopic``).
struct TopicPage: Rendering {
  /// The fact whose words are listed.
  let fact: GemFact

  /// The help topics, in the fact table's order (`hues`, `polariscope`, `inclusions`).
  static var topics: [String] { GemFact.withHelpTopics.compactMap(\.helpTopic) }

  /// `hues, polariscope, inclusions`, for the command table's help.
  ///
  /// Joined by hand: `joined(separator:)` is not specialized here, and its
  /// generic form makes the runtime build an iterator's type at every
  /// start (Sources/Benchmark/README.md, "Start-up").
  static var topicList: String {
    var list = ""
    for topic in topics { list += (list.isEmpty ? "" : ", ") + topic }
    return list
  }

  var body: Group {
    let vocabulary = fact.kind.vocabulary ?? []
    Paragraph(
      "raygem help \(fact.key) — the words of the catalog key \"\(fact.key)\" (\(fact.label)), with what each means.")
    BlankLine()
    FactList(vocabulary.entries.map { FactList.Fact("  " + $0.word, StyledText($0.meaning ?? "")) })
    BlankLine()
    Paragraph(usage(vocabulary))
  }

  /// How a catalog writes the words, and the option that filters by them.
  private func usage(_ vocabulary: Vocabulary) -> String {
    let words = vocabulary.prefix(2).map { "\"\($0)\"" }
    var text = "A catalog writes them "
    if case .choices = fact.kind {
      text += "as a list, \"\(fact.key)\": [\(words.joined(separator: ", "))]"
    } else {
      text += "as one word, \"\(fact.key)\": \(words.first ?? "")"
    }
    text += ", in any letter case."
    if let property = CategoricalProperty(fact: fact) {
      text +=
        " The commands list, search, favorites and browse keep the gems with any of the words given to --\(property.filterOption) (comma-separated)."
    }
    return text
  }
}
