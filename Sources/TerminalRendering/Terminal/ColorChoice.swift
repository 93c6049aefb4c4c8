/// The `--color` option: when to style output with ANSI escapes.
public enum ColorChoice: String, Sendable, CaseIterable {
  /// Colour a terminal only, honouring `NO_COLOR` and `CLICOLOR_FORCE`.
  case auto
  /// Always colour, even into a pipe or file.
  case always
  /// Never colour.
  case never
}
