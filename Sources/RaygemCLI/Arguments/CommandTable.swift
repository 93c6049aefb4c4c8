/// The one table of commands and options that drives parsing, help text
/// and "did you mean" suggestions, so that none of them can drift.
enum CommandTable {
  /// raygem's version, printed by `raygem --version`.
  static let version = "0.1.0"

  /// Options every command accepts, before or after the command.
  static let globalOptions: [OptionSpec] = [
    OptionSpec(
      "catalog", value: "FILE", default: "the bundled catalog",
      "read gems from this catalog file instead (also RAYGEM_CATALOG)"),
    OptionSpec(
      "format", value: "FORMAT", choices: OutputFormat.allCases.map(\.rawValue),
      default: "table on a terminal, plain otherwise", "output format"),
    OptionSpec("fields", value: "LIST", listing: .fields, "comma-separated fields to show"),
    OptionSpec(
      "color", value: "WHEN", choices: ["auto", "always", "never"], default: "auto",
      "colour the output; auto colours a terminal unless NO_COLOR is set"),
    OptionSpec("help", short: "h", "show help for raygem or for a command"),
  ]

  /// `--version`, which only the root accepts.
  static let versionOption = OptionSpec("version", "print raygem's version")

  /// `-q`/`--quiet`, which only `favorite` uses.
  static let quietOption = OptionSpec("quiet", short: "q", "print nothing on success")

  /// Every command, in the order help lists them.
  static let commands: [CommandSpec] = [
    CommandSpec(
      name: .list, abstract: "List every gem in the catalog.", arguments: "", argumentCount: 0...0,
      discussion:
        "Shows one row a gem: name, species, colour, Mohs hardness, specific gravity and refractive index. A ♥ marks favorites.",
      options: listOptions(defaultOrder: "name"),
      examples: [
        .init("raygem list --sort hardness --reverse --limit 5", "the five hardest gems"),
        .init("raygem list --format csv > gems.csv", "the whole catalog as CSV"),
      ]),
    CommandSpec(
      name: .search, abstract: "Find gems by name, alias, misnomer or species.", arguments: "QUERY...",
      argumentCount: 1...Int.max,
      discussion:
        "Each query word must begin a word of the name, an alias, a misnomer or the species, in any order; failing that, the query may occur anywhere in them. Case, accents, apostrophes, punctuation and British or American spelling do not matter. Exact names come first, then exact aliases and species, then names that start with the query, then word matches in names, then in other names, then other matches; natural gems before man-made ones on ties. Exits 1 with suggestions when nothing matches.",
      options: listOptions(defaultOrder: "rank"),
      examples: [
        .init("raygem search quartz rose", "words in any order: Rose Quartz first"),
        .init("raygem search cats eye", "finds Cat's-Eye Chrysoberyl"),
        .init("raygem search --format json corundum", "ruby and sapphires as JSON"),
      ]),
    CommandSpec(
      name: .detail, abstract: "Show every fact about one gem.", arguments: "NAME|ID", argumentCount: 1...1,
      discussion:
        "Takes an id, an exact name, or any part of a name that matches one gem only. An ambiguous name lists the candidates and exits 1.",
      options: [],
      examples: [
        .init("raygem detail sapphire", "the Sapphire page"),
        .init("raygem detail rose-quartz --format json", "one gem as a JSON object"),
      ]),
    CommandSpec(
      name: .favorites, abstract: "List your favorite gems.", arguments: "", argumentCount: 0...0,
      discussion:
        "Lists favorites in the order they were added. They are kept in $RAYGEM_HOME/favorites.json, else $XDG_DATA_HOME/raygem/favorites.json, else ~/.local/share/raygem/favorites.json.",
      options: listOptions(defaultOrder: "the order they were added"),
      examples: [
        .init("raygem favorites", "your favorites as a table"),
        .init("raygem favorites --format json | jq -r '.[].name'", "their names, one a line"),
      ]),
    CommandSpec(
      name: .favorite, abstract: "Add, remove or toggle favorites.", arguments: "add|remove|toggle NAME|ID...",
      argumentCount: 2...Int.max,
      discussion:
        "Prints each gem's resulting state (Ruby: favorite). Adding a favorite or removing a non-favorite changes nothing and succeeds. A NAME of - reads names from standard input, one a line. If any name is unknown or ambiguous, nothing is changed.",
      options: [quietOption],
      examples: [
        .init("raygem favorite toggle \"Rose Quartz\"", "flip Rose Quartz"),
        .init("printf 'ruby\\nsapphire\\n' | raygem favorite add -", "add names read from a script"),
      ],
      globals: ["catalog", "format", "color", "help"]),
    CommandSpec(
      name: .help, abstract: "Show help for raygem or for one command.", arguments: "[COMMAND]", argumentCount: 0...1,
      discussion: "The same text as COMMAND --help.",
      options: [],
      examples: [.init("raygem help search", "how to search")], globals: ["help"]),
    CommandSpec(
      name: .completions, abstract: "Print a shell completion script.", arguments: "bash|zsh|fish",
      argumentCount: 1...1,
      discussion:
        "The script completes commands, options and their values, files after --catalog, and gem names after detail and favorite, taken from the catalog in effect by calling raygem itself. Install it as ~/.local/share/bash-completion/completions/raygem (bash), as _raygem in a folder on zsh's fpath, or as ~/.config/fish/completions/raygem.fish.",
      options: [],
      examples: [
        .init("source <(raygem completions bash)", "completion in the current bash"),
        .init("raygem completions fish > ~/.config/fish/completions/raygem.fish", "completion in every fish you start"),
      ], globals: ["help"]),
    CommandSpec(
      name: .manual, abstract: "Print raygem's manual page (roff).", arguments: "", argumentCount: 0...0,
      discussion: "The page is raygem(1), made from the same command table as this help.",
      options: [],
      examples: [
        .init("raygem manual | man -l -", "read the manual now"),
        .init("raygem manual > ~/.local/share/man/man1/raygem.1", "install it for man raygem"),
      ], globals: ["help"]),
  ]

  /// `--sort`, `--reverse` and `--limit`, for the commands that list gems.
  private static func listOptions(defaultOrder: String) -> [OptionSpec] {
    [
      OptionSpec(
        "sort", value: "KEY", choices: SortKey.allCases.map(\.rawValue), default: defaultOrder,
        "order of the rows; density is specific gravity, ri the refractive index"),
      OptionSpec("reverse", "reverse the order"),
      OptionSpec("limit", value: "N", "show at most N gems"),
    ]
  }

  /// How options and arguments mix, for help and the manual.
  static let optionsEndNote =
    "Options may come before or after the command and between its arguments. -- ends them: what follows is an argument even when it starts with - (raygem search -- -rose, raygem favorite remove -- -q)."

  /// The shells `raygem completions` writes scripts for.
  static let shells = ["bash", "zsh", "fish"]

  /// The table entry for a command.
  static func spec(for name: CommandName) -> CommandSpec {
    commands.first { $0.name == name } ?? commands[0]
  }
}
