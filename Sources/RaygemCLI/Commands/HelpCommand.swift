import TerminalRendering

/// `raygem help [COMMAND]`, which `COMMAND --help` and `-h` share.
enum HelpCommand {
  static func run(_ session: Session) throws(RaygemError) -> any Rendering {
    guard let name = session.invocation.arguments.first else { return HelpPage(command: nil) }
    guard let command = CommandName(rawValue: name) else {
      throw .usage(Suggestion.unknown("command", name, among: CommandName.allCases.map(\.rawValue)))
    }
    return HelpPage(command: CommandTable.spec(for: command))
  }
}
