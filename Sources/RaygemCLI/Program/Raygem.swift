import GemCore
import ProcessEnvironment
import TerminalRendering

/// raygem's program, from a command line to what to print and the exit status.
///
/// It parses the arguments, runs the command, and renders the result.
/// Only the executable's entry point writes to the real streams and exits.
public enum Raygem {
  /// What one run produced.
  public struct Outcome: Sendable {
    /// What to write on standard output, drawn as it is written.
    public var output: Output
    /// The text for standard error: one line on failure; on success
    /// nothing, or one line a warning (an invalid favorites file).
    public var standardError: String
    /// The exit status.
    public var status: Int32
    /// Whether the run saved a change to the favorites, so that a failure to
    /// write its report must say the change was made.
    public var savedChange = false
    /// A failure found only while the output was drawn, asked once it is written.
    ///
    /// It gives the line for standard error and the exit status. A list
    /// streamed from a catalog index that turns out damaged part-way has
    /// written rows that cannot be trusted, and must not end with status 0.
    public var failureWhileWriting: @Sendable () -> (standardError: String, status: Int32)? = { nil }
    /// What of ``failureWhileWriting`` still counts when the reader closed
    /// the output early (`| head -1`): a parcel's bad lines, already named
    /// as they were found; not a damaged index, whose wrong rows the reader
    /// may never have taken, so that the closed pipe stays quiet.
    public var failureBeforeClosing: @Sendable () -> (standardError: String, status: Int32)? = { nil }
    /// The pager to write standard output through, as a command line for
    /// `/bin/sh -c`, or `nil` to write it straight out (``PagerChoice``).
    public var pager: String?

    /// The whole of standard output as one text, for tests.
    public var standardOutput: String { output.text }
  }

  /// What a run says when the catalog index it was printing from turned out damaged.
  static let damagedWhileWriting =
    "the catalog's index turned out damaged while the output was written, so part of it is wrong;"
    + " the index was removed: run the command again to rebuild it"

  /// A parcel's bad lines, each named, with the status they end with; the
  /// other stones were answered.
  private static func badLines(_ problems: ParcelProblems) -> (standardError: String, status: Int32)? {
    guard let ending = problems.ending else { return nil }
    return (ending.messages.map(standardErrorLine).joinedText(separator: ""), ending.status)
  }

  /// The environment variables raygem reads; the entry point passes these only.
  public static let environmentVariables = EnvironmentVariable.all.map(\.name)

  /// Runs raygem.
  ///
  /// - Parameters:
  ///   - arguments: The command line without the program name.
  ///   - environment: The process environment.
  ///   - undecodable: The arguments and variables that were not UTF-8: a
  ///     path among them is refused, never used rewritten.
  ///   - terminal: Decides the output's capabilities for a `--color`
  ///     choice; the entry point looks at the real standard output.
  ///   - inputIsTerminal: Whether standard input is a terminal: a parcel
  ///     typed there is not paged.
  ///   - standardInputIsClosed: Whether raygem was started with standard
  ///     input closed: `/dev/stdin` named as a file cannot then be read.
  ///   - readStandardInput: Reads all of standard input, for `-` names.
  ///   - writeStandardError: Writes a line to standard error at once, for
  ///     what must be said while the output is still being written (a
  ///     parcel's bad lines); without it, that is said at the end.
  ///   - errorIsTerminal: Whether standard error is a terminal: a person
  ///     there is told, through `writeStandardError` (nothing is said
  ///     without it), why a change waits for the favorites lock.
  /// - Returns: The outcome, whose output is drawn as it is written;
  ///   failures become one `raygem: …` line on standard error with the
  ///   exit status of ``RaygemError``.
  public static func run(
    arguments: [String],
    environment: Environment,
    undecodable: UndecodableInput = UndecodableInput(),
    terminal: (ColorChoice) -> TerminalCapabilities,
    inputIsTerminal: Bool = false,
    standardInputIsClosed: Bool = false,
    readStandardInput: @escaping @Sendable () throws(RaygemError) -> String,
    writeStandardError: (@Sendable (String) -> Void)? = nil,
    errorIsTerminal: Bool = false
  ) -> Outcome {
    var capabilities = TerminalCapabilities(isTerminal: false, isColored: false, width: 80)
    do {
      let invocation = try ArgumentParser.parse(arguments, undecodable: undecodable.arguments)
      capabilities = terminal(invocation.color)
      let standardInput = ReadOnce(readStandardInput)
      func newSession() -> Session {
        var session = Session(
          invocation: invocation, terminal: capabilities, environment: environment,
          undecodableVariables: undecodable.variables, standardInputIsClosed: standardInputIsClosed,
          readStandardInput: { () throws(RaygemError) -> String in try standardInput() })
        if errorIsTerminal, let writeStandardError {
          session.sayToPerson = { writeStandardError(standardErrorLine($0)) }
        }
        if let writeStandardError {
          session.batchProblems.sayAtOnce { writeStandardError(standardErrorLine($0)) }
        }
        return session
      }
      var session = newSession()
      let output: Output
      do {
        output = try execute(session)
      } catch .indexDamaged {
        // Nothing was written or saved, and the damaged index is gone: read the catalog from its file.
        session = newSession()
        output = try execute(session)
      }
      let warnings = session.warnings.all.map(standardErrorLine).joinedText(separator: "")
      // favorite returns only once its change is saved (or there was none).
      return Outcome(
        output: output, standardError: warnings, status: 0,
        savedChange: invocation.command == .favorite && !invocation.wantsHelp,
        failureWhileWriting: { [catalogsRead = session.catalogsRead, batchProblems = session.batchProblems] in
          if catalogsRead.foundDamagedIndex {
            let error = RaygemError.inputOutput(Self.damagedWhileWriting)
            return ("raygem: \(error.message)\n", error.exitStatus)
          }
          return Self.badLines(batchProblems)
        },
        failureBeforeClosing: { [batchProblems = session.batchProblems] in Self.badLines(batchProblems) },
        pager: PagerChoice.command(
          for: invocation, terminal: capabilities, inputIsTerminal: inputIsTerminal, environment: environment))
    } catch {
      var document = ""
      if case .noResults(_, let empty) = error { document = empty }
      return Outcome(
        output: Output(text: document), standardError: standardErrorLine(error.message), status: error.exitStatus)
    }
  }

  /// A message as raygem says it on standard error: after `raygem: `, with
  /// control characters neutralised (messages quote catalog text and paths).
  static func standardErrorLine(_ message: String) -> String {
    "raygem: \(ControlCharacters.neutralised(message))\n"
  }

  /// What a full-screen program's end means: its standard error and exit
  /// status (130 for Ctrl-C, 74 when the terminal failed).
  ///
  /// - Parameter ending: How the program ended.
  /// - Returns: The line for standard error (empty for none) and the status.
  public static func result(of ending: FullScreenEnding) -> (standardError: String, status: Int32) {
    let error: RaygemError
    switch ending {
    case .quit: return ("", 0)
    case .interrupted: error = .interrupted
    case .failed(let reason): error = .inputOutput(reason)
    }
    return (standardErrorLine(error.message), error.exitStatus)
  }

  /// Runs the session's command: a document to draw, or for `browse` a
  /// full-screen program.
  private static func execute(_ session: Session) throws(RaygemError) -> Output {
    let invocation = session.invocation
    if invocation.command == .browse && !invocation.wantsHelp && !invocation.wantsVersion {
      return Output(program: try BrowseCommand.run(session))
    }
    let terminal = session.terminal
    return Output(
      try document(session), width: terminal.width, colored: session.isColored, depth: terminal.colorDepth)
  }

  private static func document(_ session: Session) throws(RaygemError) -> any Rendering {
    let invocation = session.invocation
    if invocation.wantsVersion { return Line("raygem \(CommandTable.version)") }
    if invocation.wantsHelp || invocation.command == nil {
      return HelpPage(command: invocation.command.map(CommandTable.spec(for:)))
    }
    switch invocation.command {
    case .list: return try ListCommand.run(session)
    case .search: return try SearchCommand.run(session)
    case .detail: return try DetailCommand.run(session)
    case .compare: return try CompareCommand.run(session)
    case .identify: return try IdentifyCommand.run(session)
    case .favorites: return try FavoritesCommand.run(session)
    case .favorite: return try FavoriteCommand.run(session)
    case .completions: return try CompletionsCommand.run(session)
    case .manual: return try ManualCommand.run(session)
    case .schema: return try SchemaCommand.run(session)
    // browse is a full-screen program (see execute), never a document.
    case .help, .browse, .none: return try HelpCommand.run(session)
    }
  }
}
