import GemCore
import TerminalRendering

/// Turns `argv` into an ``Invocation`` by the rules of the command table.
///
/// Options may stand before or after the command and between its
/// arguments, as `--name value` or `--name=value`; `--` ends options, and
/// a lone `-` is an argument (standard input). Values are read once the
/// command is known, since `--ri 1.5..1.6` is a filter for `list` and
/// `--ri 1.762-1.770` two readings for `identify`.
enum ArgumentParser {
  /// Parses the arguments after the program name.
  ///
  /// - Parameters:
  ///   - arguments: The command line without `argv[0]`.
  ///   - undecodable: Positions in `arguments` of those that were not UTF-8.
  /// - Returns: The invocation.
  /// - Throws: ``RaygemError/usage(_:)`` for an unknown command or option
  ///   (with a suggestion), a missing or bad option value (a `--catalog`
  ///   file name that is not UTF-8 among them), an option that does not
  ///   apply to the command, or a number of arguments the command table
  ///   does not allow.
  static func parse(_ arguments: [String], undecodable: Set<Int> = []) throws(RaygemError) -> Invocation {
    var given: [GivenOption] = []
    var positionals: [String] = []
    var hasUndecodablePositional = false
    // A range typed with spaces around its dash (`--ri 1.544 - 1.553`), as it should have been typed.
    var splitRange: String?
    var index = 0
    var optionsEnded = false
    // The named command's table entry, found once rather than for each option.
    let named = command(in: arguments).map(CommandTable.spec(for:))
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        splitRange = splitRange ?? Self.range(splitAt: index - 1, in: arguments)
        positionals.append(argument)
        hasUndecodablePositional = hasUndecodablePositional || undecodable.contains(index - 1)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let (spelling, inlineValue) = split(argument)
      // The British spelling of a long option (`--lustre`, `--colour`) is the option.
      guard
        let option = option(spelled: spelling, lookingFirstIn: named)
          ?? option(spelled: Self.americanSpelling(of: spelling), lookingFirstIn: named)
      else {
        if let range = Self.range(splitAt: index - 1, in: arguments) {
          throw .usage("unknown option '\(Echo.of(spelling))' (\(Self.oneWord(range)))")
        }
        throw .usage(Suggestion.unknown("option", spelling, among: spellings(for: named?.name)))
      }
      var value: String?
      if option.takesValue {
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          // A value left out leaves the next option in its place (`--lw --sw inert`).
          guard !arguments[index].hasPrefix("--") else {
            throw .usage(
              "option '--\(option.long)' needs a value, not the option '\(Echo.of(arguments[index]))'"
                + " (write --\(option.long)=VALUE for a value that begins with --)")
          }
          value = arguments[index]
          index += 1
        } else {
          throw .usage("option '--\(option.long)' needs a value\(choicesHint(option))")
        }
        // A file name is used as given or not at all: the decoded text,
        // with U+FFFD for the bytes, names another file.
        if option.name == .catalog, undecodable.contains(index - 1) {
          throw .usage("option '--catalog' \(Self.needsUTF8FileName)")
        }
      } else if inlineValue != nil {
        throw .usage("option '--\(option.long)' takes no value")
      }
      given.append(GivenOption(option: option, value: value))
    }
    var invocation = Invocation()
    if let name = positionals.first {
      guard let command = CommandName(rawValue: name) else {
        // The root's own option, asked for as a command.
        if name == CommandTable.versionOption.long {
          throw .usage("unknown command '\(name)' (did you mean '--\(name)'?)")
        }
        throw .usage(Suggestion.unknown("command", name, among: CommandName.allCases.map(\.rawValue)))
      }
      invocation.command = command
      invocation.arguments = Array(positionals.dropFirst())
      // Decoded with U+FFFD, such a name could still find a gem: never one to change.
      if command == .favorite, hasUndecodablePositional {
        throw .usage("a name to change must be UTF-8 text; give the gem's id or name as UTF-8")
      }
    }
    try checkApplicability(given.map(\.option.name), to: invocation.command)
    // Each option means what the command declares: `--ri` is a filter of
    // `list` and a reading of `identify`.
    let spec = invocation.command.map(CommandTable.spec(for:))
    for entry in given {
      let declared = spec?.option(named: entry.option.name) ?? entry.option
      try declared.parser.apply(entry.value ?? "", declared, &invocation)
    }
    try checkArgumentCount(invocation, splitRange: splitRange)
    return invocation
  }

  /// The range that the argument at `index` is the broken-off end of, as
  /// one word (`1.544-1.553`): a dash between two numbers (`1.544 - 1.553`)
  /// or a negative number after one (`1.544 -1.553`); `nil` otherwise.
  private static func range(splitAt index: Int, in arguments: [String]) -> String? {
    // A number, or an option's value given after `=`.
    func number(_ at: Int) -> String? {
      guard arguments.indices.contains(at) else { return nil }
      let word = arguments[at].hasPrefix("--") ? String(arguments[at].drop { $0 != "=" }.dropFirst()) : arguments[at]
      guard let first = word.first, first.isASCII, first.isNumber || first == ".", Double(word) != nil else {
        return nil
      }
      return word
    }
    let argument = arguments[index]
    guard let low = number(index - 1) else { return nil }
    let isDash = argument.count == 1 && argument.allSatisfy(ValueBounds.rangeDashes.contains)
    if isDash || argument == "..", let high = number(index + 1) { return "\(low)-\(high)" }
    let high = String(argument.dropFirst())
    if let dash = argument.first, ValueBounds.rangeDashes.contains(dash), high.first?.isNumber == true,
      Double(high) != nil
    {
      return "\(low)-\(high)"
    }
    return nil
  }

  /// The hint for a range split by spaces.
  private static func oneWord(_ range: String) -> String {
    "a range is one word, with no spaces: \(range)"
  }

  /// What to say of a catalog file name that is not UTF-8, after the
  /// option or variable that gave it.
  static let needsUTF8FileName =
    "needs a file name in UTF-8, and raygem does not rewrite paths; rename the file or link to it under a UTF-8 name"

  /// Every option spelling, for suggestions.
  private static var allSpellings: [String] {
    allOptions.map { "--\($0.long)" }
  }

  /// The spellings of the options `command` takes, or of every option.
  private static func spellings(for command: CommandName?) -> [String] {
    guard let command else { return allSpellings }
    let spec = CommandTable.spec(for: command)
    return (spec.globalOptions + spec.options).map { "--\($0.long)" }
  }

  /// The command a command line names: its first argument that spells one.
  private static func command(in arguments: [String]) -> CommandName? {
    arguments.lazy.compactMap(CommandName.init(rawValue:)).first
  }

  /// Every option of the command table, each once (for suggestions).
  private static var allOptions: [OptionSpec] {
    var options = CommandTable.globalOptions + [CommandTable.versionOption]
    for command in CommandTable.commands {
      for option in command.options where !options.contains(where: { $0.name == option.name }) {
        options.append(option)
      }
    }
    return options
  }

  /// The option a spelling names, found where it is declared: first among
  /// the options of `command` (the one the line seems to name), so that the
  /// other commands' tables are not made at all; gathering every option
  /// first slowed each start (Sources/Benchmark/README.md, "Start-up").
  private static func option(spelled spelling: String, lookingFirstIn command: CommandSpec?) -> OptionSpec? {
    let matches: (OptionSpec) -> Bool
    if spelling.hasPrefix("--") {
      // A String, not a Substring: comparing two Strings takes the fast path.
      let name = String(spelling.dropFirst(2))
      matches = { $0.long == name }
    } else if spelling.count == 2, let letter = spelling.last {
      matches = { $0.short == letter }
    } else {
      return nil
    }
    if let option = CommandTable.globalOptions.first(where: matches) { return option }
    if matches(CommandTable.versionOption) { return CommandTable.versionOption }
    if let option = command?.options.first(where: matches) { return option }
    for command in CommandTable.commands {
      if let option = command.options.first(where: matches) { return option }
    }
    return nil
  }

  /// A long option's name with its words spelt the American way, as
  /// raygem's options are (`--lustre` is `--luster`); any other spelling as it is.
  private static func americanSpelling(of spelling: String) -> String {
    guard spelling.hasPrefix("--"), let american = americanSpelling(ofName: spelling.dropFirst(2)) else {
      return spelling
    }
    return "--" + american
  }

  /// An option's name (`lustre`, `hot-point`) with its words spelt the
  /// American way, as raygem's options and a parcel's columns are; `nil`
  /// when it is spelt so already, or is not lower-case ASCII words joined
  /// by single hyphens, as every option's name is.
  ///
  /// - Parameter name: The name, without its dashes.
  /// - Returns: The American spelling, where it differs.
  static func americanSpelling(ofName name: Substring) -> String? {
    let isLetter = { (byte: UInt8) in byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    let words = name.split(separator: "-", omittingEmptySubsequences: false)
    guard words.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(isLetter) }) else { return nil }
    // For such words the search fold changes nothing but British spellings (SpellingVariants).
    let american = TextFolding.words(String(name)).map(String.init).joinedText(separator: "-")
    return american == name ? nil : american
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func choicesHint(_ option: OptionSpec) -> String {
    let choices = option.choices
    return choices.isEmpty ? "" : " (\(choices.joined(separator: ", ")))"
  }

  /// Rejects options given to a command they do not belong to.
  private static func checkApplicability(_ names: [OptionName], to command: CommandName?) throws(RaygemError) {
    let spec = command.map(CommandTable.spec(for:))
    // The version is printed alone: any other option beside it would be ignored.
    if command == nil, names.contains(.version), names.contains(where: { $0 != .version }) {
      throw .usage("option '--version' goes alone: raygem --version")
    }
    for name in names where !(spec?.takes(name) ?? CommandSpec.everyGlobal.contains(name)) {
      if name == .version {
        if command == nil { continue }
        throw .usage("option '--version' goes alone: raygem --version")
      }
      let owners = CommandTable.commands.filter { $0.options.contains { $0.name == name } || $0.globals.contains(name) }
        .map { "'\($0.name.rawValue)'" }
      let target = command.map { "'\($0.rawValue)'" } ?? "raygem without a command"
      let hint =
        owners.count == 1
        ? "; it belongs to \(owners[0])" : owners.isEmpty ? "" : "; it is for \(owners.joined(separator: ", "))"
      throw .usage("option '--\(name.rawValue)' does not apply to \(target)\(hint)")
    }
  }

  /// Checks the number of arguments against the command table; help and
  /// the version need none.
  private static func checkArgumentCount(_ invocation: Invocation, splitRange: String?) throws(RaygemError) {
    guard let command = invocation.command, !invocation.wantsHelp else { return }
    let spec = CommandTable.spec(for: command)
    let count = invocation.arguments.count
    // A command that takes words would search for, or name, the range's broken-off end.
    if let splitRange, !spec.arguments.isEmpty {
      throw .usage("\(oneWord(splitRange)); usage: \(spec.usage)")
    }
    guard !spec.argumentCount.contains(count) else { return }
    let name = command.rawValue
    let problem: String
    if count < spec.argumentCount.lowerBound {
      problem = count == 0 ? "'\(name)' needs \(spec.arguments)" : "'\(name)' needs more arguments"
    } else {
      let takes = spec.arguments.isEmpty ? "no arguments" : spec.arguments
      problem =
        "'\(name)' takes \(takes), but got \(count) argument\(count == 1 ? "" : "s")"
        + (splitRange.map { " (\(oneWord($0)))" } ?? "")
      if spec.argumentsAreNames {
        // The likeliest slip: a name of several words the shell split.
        let joined = invocation.arguments.joined(separator: " ")
        throw .usage("\(problem); quote a name of several words: raygem \(name) \(ShellWord.quoted(Echo.of(joined)))")
      }
    }
    throw .usage("\(problem); usage: \(spec.usage)")
  }

  /// An option as given, with its value if it takes one: a struct, since
  /// the runtime builds an array of tuples' metadata at twice the cost
  /// (Sources/Benchmark/README.md, "Start-up").
  private struct GivenOption {
    let option: OptionSpec
    let value: String?
  }
}
