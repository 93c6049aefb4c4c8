import GemCore
import TerminalRendering

/// The one table of commands and options that drives parsing, help text
/// and "did you mean" suggestions, so that none of them can drift.
enum CommandTable {
  /// raygem's version, printed by `raygem --version`.
  static let version = "0.1.0"

  /// What raygem does, in one line, for the root help.
  static let tagline =
    "raygem — look up gemstones from the terminal: list and filter, search, details, identify, compare and favorites."

  /// What raygem does, for the manual page's description.
  static let description =
    "raygem lists a catalog of gem materials — natural gems, their synthetics and imitations — filters it by constants, searches it by name, shows one gem's identification sheet, identifies a stone from measured constants (refractive index, birefringence, specific gravity, optic character), compares look-alikes and marks the facts that separate them, and keeps favorites that scripts can read and toggle. It uses a bundled catalog unless --catalog or RAYGEM_CATALOG names another. Output is a table on a terminal and tab-separated lines elsewhere."

  /// Options every command accepts, before or after the command.
  static let globalOptions: [OptionSpec] = [
    OptionSpec(
      "catalog", value: "FILE", default: "the bundled catalog",
      "read gems from this catalog file instead (also RAYGEM_CATALOG)", parse: .fileName(\.catalogPath)),
    OptionSpec(
      "format", value: "FORMAT", choices: OutputFormat.allCases.map(\.rawValue),
      default: "table on a terminal, plain otherwise", "output format", parse: .choice(\.format)),
    OptionSpec("fields", value: "LIST", listing: .fields, "comma-separated fields to show", parse: .fields(\.fields)),
    OptionSpec(
      "color", value: "WHEN", choices: ColorChoice.allCases.map(\.rawValue), default: "auto",
      "colour the output; auto colours a terminal unless NO_COLOR is set (a gem's colour is --hue)",
      parse: .colorChoice),
    OptionSpec("help", short: "h", "show help for raygem or for a command", parse: .flag(\.wantsHelp)),
    OptionSpec(
      "no-pager", "on a terminal, print straight out rather than through the pager (RAYGEM_PAGER, PAGER, else less)",
      parse: .flag(\.refusesPager)),
  ]

  /// `--version`, which only the root accepts.
  static let versionOption = OptionSpec("version", "print raygem's version", parse: .flag(\.wantsVersion))

  /// `-q`/`--quiet`, which only `favorite` uses.
  static let quietOption = OptionSpec("quiet", short: "q", "print nothing on success", parse: .flag(\.isQuiet))

  /// Every command, in the order help lists them.
  static let commands: [CommandSpec] = CommandName.allCases.map(spec(for:))

  /// The table entry for a command.
  ///
  /// One stored entry a command, so that a command line builds only its
  /// own command's options (the filters are not made for `identify`).
  static func spec(for name: CommandName) -> CommandSpec {
    switch name {
    case .list: return listCommand
    case .search: return searchCommand
    case .detail: return detailCommand
    case .compare: return compareCommand
    case .identify: return identifyCommand
    case .favorites: return favoritesCommand
    case .favorite: return favoriteCommand
    case .browse: return browseCommand
    case .help: return helpCommand
    case .completions: return completionsCommand
    case .manual: return manualCommand
    case .schema: return schemaCommand
    }
  }

  private static let listCommand = CommandSpec(
    name: .list, abstract: "List every gem in the catalog.", arguments: "", argumentCount: 0...0,
    discussion:
      "Shows one row a gem: name, species, colour, Mohs hardness, specific gravity and refractive index. A ♥ marks favorites. "
      + filterNote,
    options: listOptions(defaultOrder: "name"),
    examples: [
      .init("raygem list --sort hardness --reverse --limit 5", "the five hardest gems"),
      .init("raygem list --format csv > gems.csv", "the whole catalog as CSV"),
      .init("raygem list --hardness 9.. --system trigonal", "the corundum family"),
      .init("raygem list --origin synthetic,artificial --hue blue", "blue gems made by people"),
    ])

  private static let searchCommand = CommandSpec(
    name: .search, abstract: "Find gems by name, alias, misnomer or species.", arguments: "QUERY...",
    argumentCount: 1...Int.max,
    discussion:
      "Each query word must begin a word of the name, an alias, a misnomer or the species, in any order; failing that, the query may occur anywhere in them. Case, accents, apostrophes, punctuation and British or American spelling do not matter. Exact names come first, then exact aliases and species, then names that start with the query, then word matches in names, then in other names, then other matches; natural gems before man-made ones on ties. Exits 1 with suggestions when nothing matches. "
      + filterNote,
    options: [
      OptionSpec(
        "text",
        "also match words of the summary, treatments, localities, inclusions and other facts in words, ranked below every name match",
        parse: .flag(\.searchesText))
    ] + listOptions(defaultOrder: "rank"),
    examples: [
      .init("raygem search quartz rose", "words in any order: Rose Quartz first"),
      .init("raygem search --text chromium", "gems whose prose names chromium"),
      .init("raygem search cats eye", "finds Cat's-Eye Chrysoberyl"),
      .init("raygem search --format json corundum", "ruby and sapphires as JSON"),
    ])

  private static let detailCommand = CommandSpec(
    name: .detail, abstract: "Show every fact about one gem.", arguments: "NAME|ID", argumentCount: 1...1,
    argumentsAreNames: true,
    discussion:
      "Takes an id, an exact name, or any part of a name that matches one gem only. An ambiguous name lists the candidates and exits 1.",
    options: [],
    examples: [
      .init("raygem detail sapphire", "the Sapphire page"),
      .init("raygem detail rose-quartz --format json", "one gem as a JSON object"),
    ])

  private static let compareCommand = CommandSpec(
    name: .compare, abstract: "Compare gems side by side and mark the facts that tell them apart.",
    arguments: "NAME|ID NAME|ID [NAME|ID...]", argumentCount: 2...Int.max, argumentsAreNames: true,
    discussion:
      "One row a fact, one column a gem. Rows marked ≠ are facts that tell every two of the gems apart at the bench: ranges farther apart than the instrument's precision (\(CompareCommand.precisions)), different optic characters, opposite signs, no transparency in common, pleochroism seen in one and not another (or, between species, strong in one only), a different Chelsea filter colour or tester reading. Rows marked ~ would tell them apart only on rough or in a laboratory (crystal system, hardness, dispersion). Names are resolved as for detail.",
    options: [],
    examples: [
      .init("raygem compare ruby spinel", "ruby against red spinel"),
      .init("raygem compare diamond moissanite \"cubic zirconia\"", "diamond and two imitations"),
    ], globals: [.catalog, .format, .color, .help, .noPager])

  private static let identifyCommand = CommandSpec(
    name: .identify, abstract: "Rank the gems that fit what you measured.", arguments: "", argumentCount: 0...0,
    discussion:
      "Give at least one measurement. Each is compared with every gem's range: inside fits (✓), within the tolerance is close (≈, with the deviation), beyond misses (✗); a word read (--chelsea red) fits the catalog's word and misses another; a spectrum's wavelengths fit within its tolerance, in nm, of the gem's lines and bands. Tolerances: \(IdentifyCommand.tolerances). A gem stands when something measured fits or is close (or fits as most gems do where the catalog is silent: an insulating stone) and none of \(IdentifyCommand.decisive) misses (a birefringence below the gem's is close: a stone not turned all the way round shows less), nor does an inclusion that proves what it is not (\(IdentifyCommand.provingInclusions)). Those that stand are ranked by likelihood: how likely each reading is for a stone of the gem, given the instrument's precision and the gem's range, times a prior from its abundance; Likely is each one's confidence, its share of the posteriors each raised to the power \(NumberText.format(Identification.confidencePower)), and a candidate within \(NumberText.format(Identification.tieRatio)) times of the first of a tie ties with it, listed likelier first. The score is the share of what was measured that the catalog confirms, weighing \(IdentifyCommand.weights). Varieties of one species and origin are one candidate; --hue picks among them. While the leader is under \(NumberText.format(Identification.settledConfidence * 100))%, the tests that would separate the leaders follow, each with every leader's value. --batch answers a parcel, a row a stone. Exits 1 when no gem stands, with the nearest on standard error.",
    options: measurementOptions,
    examples: [
      .init("raygem identify --ri 1.762-1.770 --sg 4.00", "corundum: ruby, sapphire and their synthetics"),
      .init("raygem identify --otl --sg 3.52 --optic isotropic", "diamond, natural and lab-grown"),
      .init("raygem identify --ri 1.544-1.553 --hue purple", "amethyst"),
    ], globals: [.catalog, .format, .color, .help, .noPager])

  private static let favoritesCommand = CommandSpec(
    name: .favorites, abstract: "List your favorite gems.", arguments: "", argumentCount: 0...0,
    discussion:
      "Lists favorites in the order they were added. They are kept in $RAYGEM_HOME/favorites.json, else $XDG_DATA_HOME/raygem/favorites.json, else ~/.local/share/raygem/favorites.json. "
      + filterNote,
    options: listOptions(defaultOrder: "the order they were added"),
    examples: [
      .init("raygem favorites", "your favorites as a table"),
      .init("raygem favorites --format json | jq -r '.[].name'", "their names, one a line"),
    ])

  private static let favoriteCommand = CommandSpec(
    name: .favorite, abstract: "Add, remove or toggle favorites.", arguments: "add|remove|toggle NAME|ID...",
    argumentCount: 2...Int.max, argumentsAreNames: true,
    firstArgumentChoices: FavoriteCommand.Action.allCases.map(\.rawValue),
    discussion:
      "Prints each gem's resulting state: a sentence on a terminal (Ruby: favorite), a row in other formats (ruby, Ruby, true). Adding a favorite or removing a non-favorite changes nothing and succeeds. A NAME of - reads names from standard input, one a line. If any name is unknown or ambiguous, nothing is changed.",
    options: [quietOption],
    examples: [
      .init("raygem favorite toggle \"Rose Quartz\"", "flip Rose Quartz"),
      .init("printf 'ruby\\nsapphire\\n' | raygem favorite add -", "add names read from a script"),
    ],
    globals: [.catalog, .format, .color, .help])

  private static let browseCommand = CommandSpec(
    name: .browse, abstract: "Browse the catalog full-screen: all gems, favorites and search.", arguments: "",
    argumentCount: 0...0,
    discussion:
      "Opens on the All gems tab; Favorites and Search are the other tabs (Tab, or 1, 2, 3). Move with the arrows or j and k, Page Up and Down, Home and End (g, G); / searches as you type, ranked as search ranks; Enter shows the selected gem's detail, beside the list on a terminal 100 columns wide or more, else as its own page, and Esc goes back; f or space makes the gem a favorite or not; ? lists the keys; q quits, Ctrl-C quits with status 130. Mouse clicks and the wheel work where the terminal reports them. Needs a terminal on standard input and output. "
      + filterNote,
    options: filterOptions,
    examples: [
      .init("raygem browse", "look around the whole catalog"),
      .init("raygem browse --origin natural --hardness 7..", "only natural gems of hardness 7 or more"),
    ], globals: [.catalog, .fields, .color, .help])

  private static let helpCommand = CommandSpec(
    name: .help, abstract: "Show help for raygem, for one command, or for the words of a catalog fact.",
    arguments: "[COMMAND|TOPIC]", argumentCount: 0...1,
    firstArgumentChoices: CommandName.allCases.map(\.rawValue) + [CatalogFormatPage.topic] + TopicPage.topics,
    discussion:
      "For a command, the same text as COMMAND --help. The topic catalog describes the catalog format, every key with its shape and meaning. Another TOPIC lists the words a catalog fact takes, each with what it means: "
      + TopicPage.topicList + ".",
    options: [],
    examples: [
      .init("raygem help search", "how to search"),
      .init("raygem help inclusions", "the inclusion words a catalog may give"),
      .init("raygem help catalog", "the catalog format, key by key"),
    ], globals: [.help, .noPager])

  private static let completionsCommand = CommandSpec(
    name: .completions, abstract: "Print a shell completion script.", arguments: "bash|zsh|fish",
    argumentCount: 1...1, firstArgumentChoices: shells,
    discussion:
      "The script completes commands, options and their values, files after --catalog, and gem names after detail, compare and favorite, taken from the catalog in effect by calling raygem itself. Install it as ~/.local/share/bash-completion/completions/raygem (bash), as _raygem in a folder on zsh's fpath, or as ~/.config/fish/completions/raygem.fish.",
    options: [],
    examples: [
      .init("source <(raygem completions bash)", "completion in the current bash"),
      .init("raygem completions fish > ~/.config/fish/completions/raygem.fish", "completion in every fish you start"),
    ], globals: [.help])

  private static let manualCommand = CommandSpec(
    name: .manual, abstract: "Print raygem's manual page (roff).", arguments: "", argumentCount: 0...0,
    discussion: "The page is raygem(1), made from the same command table as this help.",
    options: [],
    examples: [
      .init("raygem manual | man -l -", "read the manual now"),
      .init("raygem manual > ~/.local/share/man/man1/raygem.1", "install it for man raygem"),
    ], globals: [.help])

  private static let schemaCommand = CommandSpec(
    name: .schema, abstract: "Print a JSON Schema of the catalog format.", arguments: "", argumentCount: 0...0,
    discussion:
      "The schema (JSON Schema draft 2020-12, one line) is made from the same fact table as raygem help catalog, for editors and validators. It describes catalogs as raygem writes them; raygem also takes words in any letter case, in British spelling and with a hyphen for a space, and checks what a schema cannot: unique ids, relations to gems of the catalog, isotropic gems without birefringence.",
    options: [],
    examples: [
      .init("raygem schema > raygem-catalog.schema.json", "save it for an editor"),
      .init("raygem schema | jq .", "read it"),
    ], globals: [.help])

  /// How filters work, for the help of every command that takes them.
  private static let filterNote =
    "A RANGE filter (A..B or A-B, A.., ..B, A) keeps the gems whose own range overlaps it, a bound (>A, >=A or ≥A, <B, <=B or ≤B) those whose whole range satisfies it; a LIST filter keeps those with any of its comma-separated values; a gem without the property fails. All filters apply together."

  /// `--sort`, `--reverse`, `--limit` and the filters, for the commands that list gems.
  private static func listOptions(defaultOrder: String) -> [OptionSpec] {
    filterOptions + [
      OptionSpec(
        "sort", value: "KEY", choices: SortKey.allCases.map(\.rawValue), default: defaultOrder,
        "order of the rows; density is specific gravity, ri the refractive index", parse: .choice(\.sort)),
      OptionSpec("reverse", "reverse the order", parse: .flag(\.isReversed)),
      limitOption,
    ]
  }

  /// `--limit`, for every command that shows many gems.
  private static let limitOption = OptionSpec("limit", value: "N", "show at most N gems", parse: .count(\.limit))

  /// The filters (README, "Filters"): a range of a measured property
  /// (`A..B`, `A..`, `..B` or `A`), one for each the fact table declares
  /// a filter option for, or comma-separated categories, any of which
  /// passes, among them one for each word-valued fact the table declares a
  /// filter option for; `--hue` a colour.
  static let filterOptions: [OptionSpec] =
    MeasuredProperty.allCases.map { property in
      OptionSpec(
        OptionName(rawValue: property.filterOption), value: "RANGE", group: .filter, property.filterHelp,
        parse: .range(property))
    } + [
      OptionSpec(
        "system", value: "LIST", choices: CrystalSystem.allCases.map(\.rawValue), group: .filter,
        "crystal systems, such as cubic,trigonal", parse: .categories(\.crystalSystems)),
      OptionSpec(
        "optic", value: "LIST", choices: OpticReading.Character.allCases.map(\.rawValue), group: .filter,
        "optic characters, such as uniaxial", parse: .opticCharacters),
      OptionSpec(
        "origin", value: "LIST", choices: Origin.allCases.map(\.rawValue), group: .filter, "origins, such as natural",
        parse: .categories(\.origins)),
      OptionSpec(
        "species", value: "LIST", group: .filter,
        "species whose words are all in the gem's species, such as corundum or garnet,beryl", parse: .words(\.species)),
      OptionSpec(
        "transparency", value: "LIST", choices: Transparency.allCases.map(\.rawValue), group: .filter,
        "transparencies, such as opaque", parse: .categories(\.transparencies)),
      hueFilterOption,
    ]
    // Straight from the facts: an array of the properties would cost its
    // type's making at every start (Sources/Benchmark/README.md, "Start-up").
    + GemFact.all.compactMap { fact in
      guard let property = CategoricalProperty(fact: fact) else { return nil }
      return OptionSpec(
        OptionName(rawValue: property.filterOption), value: "LIST", wordsOf: fact, group: .filter,
        property.filterHelp, parse: .words(of: property))
    }

  /// `--hue` for the commands that list gems: colour families or words, any of which passes.
  private static let hueFilterOption = OptionSpec(
    "hue", value: "LIST", choices: ColorFamily.allCases.map(\.rawValue), group: .filter,
    "colour families or colour words (violet-blue); a gem passes when it occurs in one", parse: .words(\.colors))

  /// What `identify` takes: the readings of a student's kit, the numbers
  /// among them as the fact table declares them.
  static let measurementOptions: [OptionSpec] =
    [
      OptionSpec(
        "ri", value: "N|LOW-HIGH", group: .measurement,
        "refractive index: one reading, or the lowest and highest (1.762-1.770, or 1.762,1.770 as a list)",
        parse: .refractometer),
      OptionSpec(
        "otl", group: .measurement, "over the refractometer's limit (no reading up to 1.81)", parse: .overTheLimit),
      OptionSpec(
        "spot", group: .measurement, "the --ri reading is a spot reading on a curved surface (±0.01); two are a blink",
        parse: .flag(\.isSpotReading)),
      OptionSpec(
        "mounted", group: .measurement, "the stone is set: no balance or heavy liquid is suggested",
        parse: .flag(\.isMounted)),
      OptionSpec(
        "weights", value: "AIR/WATER", group: .measurement,
        "hydrostatic weights in air and in water (2.000/1.499 ct): the SG, with the uncertainty of the balance's last digit",
        parse: .weights),
    ]
    + IdentifiedProperty.numberReadings.map { property in
      OptionSpec(
        OptionName(rawValue: property.option), value: "N", group: .measurement, property.optionHelp ?? "",
        parse: .numberReading(property))
    }
    + IdentifiedProperty.wordReadings.map { property in
      OptionSpec(
        OptionName(rawValue: property.option), value: property.fact.kind.isList ? "LIST" : "WORD",
        wordsOf: property.fact, except: property.wordReadElsewhere, group: .measurement, property.optionHelp ?? "",
        parse: .wordReading(property))
    } + [
      OptionSpec(
        "spectrum", value: "NM,NM|none", group: .measurement,
        "lines or band centres the spectroscope shows, in nm (694,692), or none", parse: .spectrum),
      OptionSpec(
        "pleochroism", value: "STRENGTH[:COLOURS]",
        choices: Pleochroism.Strength.allCases.map(\.rawValue), group: .measurement,
        "what the dichroscope shows: none, weak, moderate or strong, with the colours (strong:blue,violet)",
        parse: .pleochroism),
      OptionSpec(
        .longWave, value: "GLOW", group: .measurement,
        "the glow under long-wave UV: inert, or a strength, a colour or both (strong:red)",
        parse: .ultraviolet(\.longWave)),
      OptionSpec(
        .shortWave, value: "GLOW", group: .measurement,
        "the glow under short-wave UV: inert, or a strength, a colour or both",
        parse: .ultraviolet(\.shortWave)),
      OptionSpec(
        "optic", value: "CHARACTER", choices: OpticReading.words, group: .measurement,
        "crossed polars' reading (isotropic, anisotropic for doubly refractive, aggregate), or the interference figure's (uniaxial, biaxial, with its sign)",
        parse: .optic),
      OptionSpec(
        "hue", value: "WORD", group: .measurement,
        "the stone's colour: a family (red) or colour words (violet-blue); it chooses among varieties",
        parse: .hue),
      OptionSpec(
        "transparency", value: "WORD", choices: Transparency.allCases.map(\.rawValue), group: .measurement,
        "how much light passes", parse: .transparency),
      OptionSpec(
        "luster", value: "WORD", choices: Luster.allCases.map { $0.rawValue }, group: .measurement,
        "the light the surface reflects", parse: .luster),
      OptionSpec(
        "kit", value: "LIST", choices: Instrument.allCases.compactMap { $0.kitName },
        "the instruments at hand, which next tests are chosen from (default: all; or RAYGEM_KIT)", parse: .kit),
      OptionSpec(
        "limit", value: "N", default: String(IdentifyCommand.defaultLimit), forOneStone: true,
        "show at most N candidates", parse: .count(\.limit)),
      OptionSpec(
        "batch", value: "FILE|-", group: .parcel,
        "identify a parcel: CSV or TSV with a header of the readings' option names (ri, sg, hue…) and a stone column, or JSONL; - reads standard input",
        parse: .fileName(\.batchPath)),
    ]

  /// How options and arguments mix, for help and the manual.
  static let optionsEndNote =
    "Options may come before or after the command and between its arguments. -- ends them: what follows is an argument even when it starts with - (raygem search -- -rose, raygem favorite remove -- -q)."

  /// The shells `raygem completions` writes scripts for.
  static let shells = ["bash", "zsh", "fish"]

}

extension OptionSpec {
  /// An option whose value is words of `fact`'s vocabulary but `except`:
  /// help and completion list them, or name the help topic of a vocabulary
  /// too long to list (`inclusions`).
  convenience init(
    _ name: OptionName, value: String, wordsOf fact: GemFact, except: String? = nil, group: Group,
    _ abstract: String, parse parser: OptionParser
  ) {
    let topic = fact.helpTopic
    self.init(
      name, value: value, choices: topic == nil ? (fact.kind.vocabulary?.words ?? []).filter { $0 != except } : [],
      listing: topic.map { Listing.topic($0, except: except) }, group: group, abstract, parse: parser)
  }
}
