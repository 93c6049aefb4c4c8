import GemCore
import TerminalRendering

/// A parsed command line: the command, its arguments and every option.
struct Invocation: Sendable, Equatable {
  /// The command, or `nil` for `raygem` alone or `raygem --help`.
  var command: CommandName?
  /// The positional arguments after the command.
  var arguments: [String] = []
  /// `--catalog FILE`.
  var catalogPath: String?
  /// `--format`, or `nil` for the default of the output.
  var format: OutputFormat?
  /// `--fields`, or `nil` for the command's defaults.
  var fields: [OutputField]?
  /// `--color`.
  var color: ColorChoice = .auto
  /// `-q`/`--quiet`.
  var isQuiet = false
  /// `--sort`, or `nil` for the command's own order.
  var sort: SortKey?
  /// `--reverse`.
  var isReversed = false
  /// `--limit`.
  var limit: Int?
  /// `-h`/`--help`.
  var wantsHelp = false
  /// `--version`.
  var wantsVersion = false
  /// `search --text`: prose too.
  var searchesText = false
  /// `--no-pager`.
  var refusesPager = false
  /// The filters of `list`, `favorites` and `search`.
  var filter = GemFilter()
  /// The measurements of `identify`.
  var measurements = Measurements()
  /// `identify --batch FILE|-`: a parcel of stones, one a line.
  var batchPath: String?
}
