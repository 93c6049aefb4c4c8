import GemCore

/// Every way a raygem run can fail, each with its exit status and a
/// one-line message for standard error.
///
/// Code anywhere throws these; only ``Raygem/run(arguments:environment:undecodable:terminal:readStandardInput:)``
/// turns them into a stream, a text and an exit status.
public enum RaygemError: Error, Equatable, Sendable {
  /// Nothing matched: a search with no result, an unknown or ambiguous gem (exit 1).
  case nothingMatched(String)
  /// A list came out empty (exit 1), but its format still prints an empty
  /// document (`[]`, or a header line) on standard output.
  case noResults(String, document: String)
  /// The command line is wrong (exit 64).
  case usage(String)
  /// The catalog or the favorites file is not valid, or a parcel has bad lines (exit 65).
  case invalidData(String)
  /// The catalog, a parcel or standard input cannot be found or read (exit 66).
  case cannotReadInput(String)
  /// The favorites file or its folder cannot be created or written (exit 73).
  case cannotCreateOutput(String)
  /// Another input/output error (exit 74).
  case inputOutput(String)
  /// The catalog's index turned out damaged before anything was written,
  /// and was removed (exit 74): ``Raygem`` runs the command once more,
  /// reading the catalog from its file.
  case indexDamaged
  /// Ctrl-C ended `browse` (exit 130, as for a shell's interrupted job).
  case interrupted

  /// The exit status of this failure (README, "Exit codes").
  public var exitStatus: Int32 {
    switch self {
    case .nothingMatched, .noResults: return 1
    case .usage: return 64
    case .invalidData: return 65
    case .cannotReadInput: return 66
    case .cannotCreateOutput: return 73
    case .inputOutput, .indexDamaged: return 74
    case .interrupted: return 130
    }
  }

  /// Every exit status and what it means, for the manual page: the one
  /// place the table is written.
  static let statusMeanings: [(status: Int32, meaning: String)] = [
    (0, "Success."),
    (
      1,
      "Nothing matched: search or identify found nothing, or detail, compare or favorite named an unknown or ambiguous gem."
    ),
    (
      64,
      "Usage error: unknown command or option, missing or extra argument, bad option value, more than 16 MiB on standard input, browse without a terminal."
    ),
    (
      65,
      "Data error: the catalog or the favorites file is not valid, or lines of an identify --batch parcel are (the other stones are still answered)."
    ),
    (66, "The catalog file or the parcel does not exist or cannot be read, or standard input cannot be read."),
    (73, "The favorites file or its folder cannot be created or written."),
    (74, "Another input/output error, such as a full disk or a favorites file that cannot be read."),
    (130, "browse was ended with Ctrl-C."),
    (131, "Ended by Ctrl-\\ (SIGQUIT): raygem dies by the signal, which a shell reports as 131."),
  ]

  /// The message, without the `raygem: ` prefix.
  public var message: String {
    switch self {
    case .nothingMatched(let text), .noResults(let text, _), .usage(let text), .invalidData(let text),
      .cannotReadInput(let text), .cannotCreateOutput(let text), .inputOutput(let text):
      return text
    case .indexDamaged:
      return "the catalog's index turned out damaged and was removed; run the command again to rebuild it"
    case .interrupted:
      return "interrupted"
    }
  }
}

extension RaygemError {
  /// Maps a catalog failure: unreadable files exit 66, invalid ones 65.
  init(_ error: CatalogError) {
    self = error.isUnreadable ? .cannotReadInput(error.message) : .invalidData(error.message)
  }

  /// Maps a favorites-store failure to exit 65, 73 or 74.
  init(_ error: FavoritesError) {
    switch error {
    case .invalid: self = .invalidData(error.message)
    case .unwritable, .noLocation, .undecodableLocation: self = .cannotCreateOutput(error.message)
    case .io, .busy: self = .inputOutput(error.message)
    }
  }
}
