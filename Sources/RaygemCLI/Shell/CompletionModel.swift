import GemCore

/// What completion scripts need from the command table, so that every
/// shell's script offers exactly what raygem parses.
struct CompletionModel {
  /// Command names, in help order.
  let commands = CommandName.allCases.map(\.rawValue)
  /// Options every command takes, long spellings first (`--catalog`, `-h`).
  let globalOptions: [String]
  /// `--version`, which only the root takes.
  let rootOptions = ["--version"]
  /// The options of each command.
  let commandOptions: [(command: String, options: [String])]
  /// The options that take a value, each with its accepted values (empty
  /// for free values such as `--limit`).
  let valueOptions: [(option: String, choices: [String])]
  /// The field names `--fields` takes, comma-separated.
  let fields = OutputField.allCases.map(\.rawValue)
  /// What the arguments of each command complete to, for the commands
  /// whose arguments complete at all, in help order.
  let arguments: [Arguments] = CommandTable.commands.compactMap(Arguments.init)

  /// What one command's arguments complete to, from its table entry.
  struct Arguments {
    /// The command.
    let command: String
    /// The words its first argument is one of, or empty.
    let choices: [String]
    /// Whether its arguments, after the first when that is a choice, are gem names.
    let areNames: Bool
    /// How many arguments it takes at most, or `nil` for any number.
    let limit: Int?

    /// The completion of `spec`'s arguments, or `nil` when nothing completes them.
    init?(_ spec: CommandSpec) {
      guard spec.argumentsAreNames || !spec.firstArgumentChoices.isEmpty else { return nil }
      command = spec.name.rawValue
      choices = spec.firstArgumentChoices
      areNames = spec.argumentsAreNames
      limit = spec.argumentCount.upperBound == Int.max ? nil : spec.argumentCount.upperBound
    }
  }

  /// Whether a shell takes `value` as one word, unquoted.
  static func isOneWord(_ value: String) -> Bool {
    value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "+" }
  }

  init() {
    func spellings(_ option: OptionSpec) -> [String] {
      ["--\(option.long)"] + (option.short.map { ["-\($0)"] } ?? [])
    }
    globalOptions = CommandTable.globalOptions.flatMap(spellings)
    commandOptions = CommandTable.commands.map { spec in
      (spec.name.rawValue, spec.options.flatMap(spellings))
    }
    // One entry an option, with the values of all its uses (`--optic` takes
    // characters for `list` and signed ones for `identify`).
    var merged: [(option: String, choices: [String])] = []
    for option in CommandTable.globalOptions + CommandTable.commands.flatMap(\.options) where option.takesValue {
      // Scripts offer words: a value of several (`very rare`) is typed, not completed.
      let choices = option.choices.filter(Self.isOneWord)
      let spelling = "--\(option.long)"
      if let index = merged.firstIndex(where: { $0.option == spelling }) {
        merged[index].choices += choices.filter { !merged[index].choices.contains($0) }
      } else {
        merged.append((spelling, choices))
      }
    }
    valueOptions = merged
  }
}
