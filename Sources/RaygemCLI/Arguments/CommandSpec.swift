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
  /// Whether its arguments are gem names, which a shell splits at spaces
  /// unless they are quoted, and which completion offers from the catalog;
  /// after the first argument when that is one of ``firstArgumentChoices``.
  let argumentsAreNames: Bool
  /// The words its first argument is one of (`favorite`'s actions), which
  /// completion offers; empty for any argument.
  let firstArgumentChoices: [String]
  /// A few sentences of explanation, made when help asks: some are
  /// assembled from tables (`compare`'s precisions), which every start
  /// would otherwise pay for.
  private let explanation: @Sendable () -> String
  /// The options only this command takes.
  let options: [OptionSpec]
  /// Example command lines with what each does.
  let examples: [Example]

  init(
    name: CommandName, abstract: String, arguments: String, argumentCount: ClosedRange<Int>,
    argumentsAreNames: Bool = false, firstArgumentChoices: [String] = [],
    discussion: @escaping @autoclosure @Sendable () -> String, options: [OptionSpec], examples: [Example],
    globals: [OptionName] = CommandSpec.everyGlobal
  ) {
    self.name = name
    self.abstract = abstract
    self.arguments = arguments
    self.argumentCount = argumentCount
    self.argumentsAreNames = argumentsAreNames
    self.firstArgumentChoices = firstArgumentChoices
    self.explanation = discussion
    self.options = options
    self.examples = examples
    self.globals = globals
  }

  /// A few sentences of explanation.
  var discussion: String { explanation() }

  /// One example command line and what it does.
  ///
  /// A struct rather than a tuple: an array of tuples needs its metadata built
  /// at run time, on every start (Sources/Benchmark/README.md, "Start-up").
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
  let globals: [OptionName]

  /// Every global option.
  static let everyGlobal = CommandTable.globalOptions.map(\.name)

  /// The global options it uses, in the table's order.
  var globalOptions: [OptionSpec] {
    CommandTable.globalOptions.filter { globals.contains($0.name) }
  }

  /// Its declaration of the option `name`, as its own or as a global one.
  func option(named name: OptionName) -> OptionSpec? {
    options.first { $0.name == name } ?? globalOptions.first { $0.name == name }
  }

  /// Whether it takes `option`, as its own or as a global one.
  func takes(_ option: OptionName) -> Bool {
    globals.contains(option) || options.contains { $0.name == option }
  }

  /// The usage line, as README's "Usage" writes it: `raygem list [FILTERS]
  /// [--sort KEY] [--reverse] [--limit N]`, `raygem identify (MEASUREMENTS
  /// [--limit N] | --batch FILE|-) [--kit LIST]`.
  var usage: String {
    // One stone's readings and a parcel are alternatives; the rest applies to both.
    var oneStone: [String] = []
    var parcel: [String] = []
    var parts: [String] = []
    var groups: Set<OptionSpec.Group> = []
    for option in options {
      let shown = "--\(option.long)\(option.valueName.map { " \($0)" } ?? "")"
      switch option.group {
      case .parcel?: parcel.append(shown)
      case let group?:
        guard groups.insert(group).inserted else { continue }
        if group == .filter { parts.append("[FILTERS]") } else { oneStone.append("MEASUREMENTS") }
      case nil: option.isForOneStone ? oneStone.append("[\(shown)]") : parts.append("[\(shown)]")
      }
    }
    let stones = oneStone.joined(separator: " ")
    let form = parcel.isEmpty ? oneStone : ["(\(stones) | \(parcel.joined(separator: " ")))"]
    return (["raygem", name.rawValue] + (arguments.isEmpty ? [] : [arguments]) + form + parts).joined(separator: " ")
  }
}
