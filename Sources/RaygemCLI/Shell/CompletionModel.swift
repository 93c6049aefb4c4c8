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
  /// The options that take a value, each with how its value completes.
  let valueOptions: [ValueOption]
  /// What the arguments of each command complete to, for the commands
  /// whose arguments complete at all, in help order.
  let arguments: [Arguments] = CommandTable.commands.compactMap(Arguments.init)

  /// How one option's value completes, for each command that takes it.
  struct ValueOption {
    /// The option (`--optic`).
    let option: String
    /// Whether its value is a file name (`--catalog`, `--batch`).
    let takesAFileName: Bool
    /// One use when every command takes the same values; else one a set of
    /// commands (`--optic`: characters for `list`, signed ones for `identify`).
    var uses: [Values]
  }

  /// The values an option takes for some commands.
  struct Values: Equatable {
    /// The commands, or empty for a global option (every command).
    var commands: [String] = []
    /// The words a value is made of, or empty for free values (`--limit`).
    let words: [String]
    /// Whether the value is a comma-separated list whose every item completes.
    let isList: Bool

    /// What `option`'s value completes to: its choices, or the words help
    /// names rather than lists (field names, inclusion words).
    init(of option: OptionSpec) {
      switch option.listing {
      case .fields: words = OutputField.allCases.map(\.rawValue)
      case .topic(let topic, let except):
        let vocabulary = GemFact.withHelpTopics.first { $0.helpTopic == topic }?.kind.vocabulary
        words = (vocabulary?.words ?? []).filter { $0 != except }
      case nil: words = option.choices
      }
      isList = option.valueName == "LIST"
    }

    static func == (a: Self, b: Self) -> Bool { a.words == b.words && a.isList == b.isList }
  }

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

  init() {
    func spellings(_ option: OptionSpec) -> [String] {
      ["--\(option.long)"] + (option.short.map { ["-\($0)"] } ?? [])
    }
    globalOptions = CommandTable.globalOptions.flatMap(spellings)
    commandOptions = CommandTable.commands.map { spec in
      (spec.name.rawValue, spec.options.flatMap(spellings))
    }
    var options: [ValueOption] = []
    func add(_ option: OptionSpec, command: String?) {
      guard option.takesValue else { return }
      var values = Values(of: option)
      values.commands = command.map { [$0] } ?? []
      let spelling = "--\(option.long)"
      guard let index = options.firstIndex(where: { $0.option == spelling }) else {
        options.append(ValueOption(option: spelling, takesAFileName: option.takesAFileName, uses: [values]))
        return
      }
      if let same = options[index].uses.firstIndex(of: values) {
        options[index].uses[same].commands += values.commands
      } else {
        options[index].uses.append(values)
      }
    }
    for option in CommandTable.globalOptions { add(option, command: nil) }
    for spec in CommandTable.commands {
      for option in spec.options { add(option, command: spec.name.rawValue) }
    }
    valueOptions = options
  }

  /// The `case` branch that completes `option`'s value, as bash and zsh
  /// both write it: one line when every command takes the same values, else
  /// a `case` on the command.
  ///
  /// - Parameters:
  ///   - option: The option.
  ///   - files: What completes a file name (`--catalog`, `--batch`).
  ///   - free: What runs for a free value (`--limit`), which completes to nothing.
  ///   - end: What follows the completion (zsh's `; return`).
  /// - Returns: The branch's lines, indented for the script's `case "$prev"`.
  static func valueCase(_ option: ValueOption, files: String, free: String, then end: String) -> String {
    func completion(_ values: Values) -> String {
      guard !values.words.isEmpty else { return free }
      return "_raygem_values \(values.isList ? "list" : "one") " + values.words.map(quoted).joined(separator: " ")
    }
    if option.takesAFileName { return "    \(option.option)) \(files)\(end) ;;" }
    guard option.uses.count > 1 else { return "    \(option.option)) \(completion(option.uses[0]))\(end) ;;" }
    let branches = option.uses.map { "          \($0.commands.joined(separator: "|"))) \(completion($0)) ;;" }
    return (["    \(option.option))", "      case \"$command\" in"] + branches + ["      esac\(end) ;;"])
      .joined(separator: "\n")
  }

  /// `word` as one word of a shell's command line (bash, zsh): single-quoted
  /// when it holds a space (`'rutile needles'`).
  static func quoted(_ word: String) -> String {
    guard !word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "+" }) else { return word }
    var quoted = "'"
    for character in word {
      quoted += character == "'" ? #"'\''"# : String(character)
    }
    return quoted + "'"
  }
}
