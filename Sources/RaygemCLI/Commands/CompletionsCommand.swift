import TerminalRendering

/// `raygem completions bash|zsh|fish`: a completion script for that shell.
enum CompletionsCommand {
  static func run(_ session: Session) throws(RaygemError) -> any Rendering {
    let shell = session.invocation.arguments[0]
    let script: String
    switch shell {
    case "bash": script = BashCompletionScript.text()
    case "zsh": script = ZshCompletionScript.text()
    case "fish": script = FishCompletionScript.text()
    default: throw .usage(Suggestion.unknown("shell", shell, among: CommandTable.shells))
    }
    return Verbatim(script)
  }
}
