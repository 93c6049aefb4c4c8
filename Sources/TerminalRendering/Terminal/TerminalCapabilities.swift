import ProcessEnvironment

#if canImport(Glibc)
  import Glibc
#endif

/// What the output can do, decided once at start-up and passed down.
///
/// Tests build the value directly; only ``detect(color:environment:)``
/// looks at the real standard output.
public struct TerminalCapabilities: Sendable, Equatable {
  /// Whether standard output is a terminal (it picks the default format).
  public var isTerminal: Bool
  /// Whether standard input is a terminal too, as `browse` needs.
  public var hasTerminalInput: Bool
  /// Whether to add ANSI styles.
  public var isColored: Bool
  /// The layout width in columns.
  public var width: Int
  /// How many colours the terminal shows.
  public var colorDepth: ColorDepth

  /// The width used when neither `COLUMNS` nor the terminal gives one.
  public static let fallbackWidth = 80

  /// The narrowest width printed output is laid out for: below it no table
  /// shows a word (`COLUMNS=1` by mistake), so the terminal is left to wrap.
  public static let narrowestWidth = 20

  /// Creates capabilities directly, as tests do.
  ///
  /// - Parameters:
  ///   - isTerminal: Whether standard output is a terminal.
  ///   - hasTerminalInput: Whether standard input is a terminal.
  ///   - isColored: Whether to add ANSI styles.
  ///   - width: The layout width in columns (at least 1).
  ///   - colorDepth: How many colours the terminal shows.
  public init(
    isTerminal: Bool, hasTerminalInput: Bool = false, isColored: Bool, width: Int, colorDepth: ColorDepth = .trueColor
  ) {
    self.isTerminal = isTerminal
    self.hasTerminalInput = hasTerminalInput
    self.isColored = isColored
    self.width = max(1, width)
    self.colorDepth = colorDepth
  }

  /// Decides the capabilities of the real standard output.
  ///
  /// Colour: never for `TERM=dumb`; otherwise `--color always` or `never`
  /// wins; with `auto`, a non-empty `NO_COLOR` turns colour off, then a
  /// `CLICOLOR_FORCE` other than `0` turns it on, and otherwise a terminal
  /// gets colour. Width: a positive whole `COLUMNS`, else the terminal's
  /// own width, else 80; at least ``narrowestWidth``. Colour depth:
  /// ``ColorDepth/declared(by:)``.
  ///
  /// - Parameters:
  ///   - color: The `--color` choice.
  ///   - environment: The process environment.
  /// - Returns: The capabilities.
  public static func detect(color: ColorChoice, environment: Environment) -> TerminalCapabilities {
    let isTerminal = isatty(STDOUT_FILENO) == 1
    return TerminalCapabilities(
      isTerminal: isTerminal,
      hasTerminalInput: isatty(STDIN_FILENO) == 1,
      isColored: colorDecision(color, environment: environment, isTerminal: isTerminal),
      width: max(narrowestWidth, width(environment: environment) ?? terminalWidth() ?? fallbackWidth),
      colorDepth: ColorDepth.declared(by: environment))
  }

  /// The colour rule of ``detect(color:environment:)``, without the terminal.
  ///
  /// - Parameters:
  ///   - choice: The `--color` choice.
  ///   - environment: The process environment.
  ///   - isTerminal: Whether standard output is a terminal.
  /// - Returns: Whether to colour.
  public static func colorDecision(
    _ choice: ColorChoice, environment: Environment, isTerminal: Bool
  ) -> Bool {
    // A dumb terminal shows escape sequences as text, so TERM=dumb never gets colour.
    if environment["TERM"] == "dumb" { return false }
    switch choice {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return true }
      return isTerminal
    }
  }

  /// The width `COLUMNS` asks for, or `nil` when it is unset or not a
  /// positive whole number.
  ///
  /// - Parameter environment: The process environment.
  /// - Returns: The width in columns.
  public static func width(environment: Environment) -> Int? {
    guard let text = environment["COLUMNS"], let columns = Int(text), columns > 0 else {
      return nil
    }
    return columns
  }

  private static func terminalWidth() -> Int? {
    WindowSize.of(STDOUT_FILENO)?.width
  }
}
