import GemCore
import TerminalRendering

/// `raygem help [COMMAND|TOPIC]`, which `COMMAND --help` and `-h` share for
/// commands; a topic lists the words of a catalog fact (``TopicPage``).
enum HelpCommand {
  static func run(_ session: Session) throws(RaygemError) -> any Rendering {
    guard let name = session.invocation.arguments.first else { return HelpPage(command: nil) }
    if let command = CommandName(rawValue: name) { return HelpPage(command: CommandTable.spec(for: command)) }
    if name == CatalogFormatPage.topic { return CatalogFormatPage() }
    if let fact = GemFact.withHelpTopics.first(where: { $0.helpTopic == name }) { return TopicPage(fact: fact) }
    throw .usage(
      Suggestion.unknown(
        "command or topic", name,
        among: CommandName.allCases.map(\.rawValue) + [CatalogFormatPage.topic] + TopicPage.topics))
  }
}
