/// One command in the command table: what parsing, help and suggestions
/// know about it.
struct CommandSpec: Sendable {
  /// The command.
  let name: CommandName
  /// One line saying what it does.
  let abstract: String
  /// The arguments part of the usage line (`QUERY...`).
  let arguments: String
  /// How many positional arguments it takes.
  let argumentCount: ClosedRange<Int>
  /// A few sentences of explanation.
  let discussion: String
  /// The options only this command takes.
  let options: [OptionSpec]
  /// Example command lines with what each does.
  let examples: [Example]

  /// One example command line and what it does.
  ///
  /// A struct rather than a tuple: an array of tuples needs its metadata
  /// built at run time, about 140,000 instructions of every start (callgrind).
  struct Example: Sendable {
    /// The command line.
    let command: String
    /// What it does.
    let meaning: String

    init(_ command: String, _ meaning: String) {
      self.command = command
      self.meaning = meaning
    }
  }
  /// The global options it uses, by long name; any other is a usage error.
  var globals = CommandSpec.everyGlobal

  /// Every global option's long name.
  static let everyGlobal = CommandTable.globalOptions.map(\.long)

  /// The global options it uses, in the table's order.
  var globalOptions: [OptionSpec] {
    CommandTable.globalOptions.filter { globals.contains($0.long) }
  }

  /// The usage line: `raygem list [--sort ...] [--reverse] [--limit N]`.
  var usage: String {
    var parts = ["raygem", name.rawValue]
    for option in options {
      let choice = option.choices.isEmpty ? option.valueName : option.choices.joined(separator: "|")
      parts.append("[--\(option.long)\(choice.map { " \($0)" } ?? "")]")
    }
    if !arguments.isEmpty { parts.append(arguments) }
    return parts.joined(separator: " ")
  }
}
