/// An environment variable raygem reads, and what it does.
///
/// The one list of them: the entry point reads only these
/// (``Raygem/environmentVariables``), and the manual page documents each.
struct EnvironmentVariable {
  let name: String
  let meaning: String

  static let all = [
    EnvironmentVariable(
      name: "RAYGEM_HOME", meaning: "Folder for favorites.json (and the catalog index cache). Overrides XDG_DATA_HOME."),
    EnvironmentVariable(name: "RAYGEM_CATALOG", meaning: "Catalog file to use when --catalog is not given."),
    EnvironmentVariable(
      name: "RAYGEM_KIT",
      meaning: "The instruments at hand for identify's next tests, as --kit takes them, when --kit is not given."),
    EnvironmentVariable(
      name: "XDG_DATA_HOME",
      meaning: "When absolute, favorites live in $XDG_DATA_HOME/raygem; a relative value is ignored."),
    EnvironmentVariable(
      name: "XDG_CACHE_HOME",
      meaning: "When absolute and RAYGEM_HOME is unset, large-catalog indexes live in $XDG_CACHE_HOME/raygem."),
    EnvironmentVariable(
      name: "HOME", meaning: "Favorites default to $HOME/.local/share/raygem, indexes to $HOME/.cache/raygem."),
    EnvironmentVariable(name: "NO_COLOR", meaning: "When set and not empty, --color auto prints no colour."),
    EnvironmentVariable(
      name: "CLICOLOR_FORCE", meaning: "When set and neither empty nor 0, --color auto colours even a pipe."),
    EnvironmentVariable(
      name: "TERM",
      meaning:
        "dumb: no colour at all, whatever --color says. A name with 256 in it (xterm-256color): the 256-colour palette."
    ),
    EnvironmentVariable(
      name: "COLUMNS",
      meaning: "Width of tables and help, when a positive whole number; else the terminal's width, else 80."),
    EnvironmentVariable(name: "COLORTERM", meaning: "truecolor or 24bit: 24-bit colour."),
    EnvironmentVariable(
      name: "RAYGEM_PAGER",
      meaning: "The pager for output on a terminal, run by /bin/sh; empty or cat prints straight out. Overrides PAGER."),
    EnvironmentVariable(name: "PAGER", meaning: "The pager when RAYGEM_PAGER is unset; less when neither is set."),
    EnvironmentVariable(
      name: "LESS",
      meaning:
        "When unset, the pager runs with LESS=FRX: output that fits the screen is printed and less quits at once."),
  ]
}
