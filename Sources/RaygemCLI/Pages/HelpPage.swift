import TerminalRendering

/// Help for raygem or for one command, built from the command table and
/// wrapped to the terminal width.
struct HelpPage: Rendering {
  /// The command, or `nil` for raygem's own help.
  let command: CommandSpec?

  var body: Group {
    if let command {
      Paragraph("raygem \(command.name.rawValue) — \(command.abstract)")
      BlankLine()
      Paragraph("Usage: \(command.usage)")
      BlankLine()
      Paragraph(command.discussion)
      if !command.options.isEmpty {
        BlankLine()
        Section("Options:") { options(command.options) }
      }
    } else {
      Paragraph(CommandTable.tagline)
      BlankLine()
      Paragraph("Usage: raygem COMMAND [ARGUMENTS] [options]")
      BlankLine()
      Section("Commands:") {
        FactList(CommandTable.commands.map { FactList.Fact("  " + $0.name.rawValue, StyledText($0.abstract)) })
      }
    }
    BlankLine()
    Section("Global options:") {
      options(command?.globalOptions ?? CommandTable.globalOptions + [CommandTable.versionOption])
    }
    BlankLine()
    Paragraph(CommandTable.optionsEndNote)
    if let command {
      BlankLine()
      Section("Examples:") {
        for example in command.examples {
          Paragraph(example.command, indent: 2)
          Paragraph(example.meaning, role: .muted, indent: 6)
        }
      }
    } else {
      BlankLine()
      Paragraph(
        "Run 'raygem help COMMAND' for a command's options and examples, and 'raygem help TOPIC' ("
          + TopicPage.topicList + ") for the words a catalog fact takes.")
    }
  }

  private func options(_ options: [OptionSpec]) -> FactList {
    FactList(options.map { FactList.Fact("  " + $0.synopsis, StyledText($0.helpText)) })
  }
}
