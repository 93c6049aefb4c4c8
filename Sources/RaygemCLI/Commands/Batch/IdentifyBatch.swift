import BundledCatalog
import GemCore
import TerminalRendering

/// `raygem identify --batch FILE|-`: a dealer's parcel, one stone a line,
/// each answered with its leading candidate as the line is read.
enum IdentifyBatch {
  /// The longest line a parcel may hold, in bytes: far more than any
  /// stone's readings, little enough to hold.
  static let longestLine = 64 << 10

  /// How many bad lines are named on standard error; the rest are counted.
  static let namedProblems = 100

  /// The rows for the parcel the session names.
  ///
  /// - Throws: ``RaygemError/usage(_:)`` for readings given as options too,
  ///   ``RaygemError/cannotReadInput(_:)`` (66) for a file that cannot be
  ///   opened; catalog errors as ``Session/catalog()``.
  static func view(for session: Session) throws(RaygemError) -> any Rendering {
    let given = try session.measurements()
    guard given.isEmpty else {
      throw .usage(
        "give the readings in the parcel's columns, not as options with --batch (only --mounted and --kit apply to all)"
      )
    }
    let path = session.invocation.batchPath ?? "-"
    if path != "-" {
      do throws(FileBytes.ReadError) {
        _ = try LineSource(path: path, longestLine: longestLine)
      } catch {
        throw .cannotReadInput("cannot read the parcel \(Echo.of(path)): \(error.reason)")
      }
    }
    return BatchView(
      path: path, everyStone: given, identify: try identifier(for: session),
      layout: RowLayout(session.format, colored: false), problems: session.batchProblems)
  }

  /// How each stone is identified: against the bundled catalog's constants
  /// worked out once for the whole parcel, else as the session identifies.
  private static func identifier(for session: Session) throws(RaygemError)
    -> @Sendable (Measurements) throws(RaygemError) -> Identification
  {
    guard try session.catalogPath() == nil else {
      return { measurements throws(RaygemError) in try session.identification(measurements) }
    }
    let pairs = ConstantGem.prepared(Array(Catalog.bundled.gems))
    return { measurements in
      let chosen = Identification.narrowed(measurements, count: pairs.count) { $1 = pairs[$0].constants }
      return Identification(measurements, scoring: chosen.map { pairs[$0.position] })
    }
  }

  /// The options a parcel's header may name: every reading `identify`
  /// takes, by its long name.
  static let readingOptions: [OptionSpec] = CommandTable.measurementOptions.filter {
    $0.group == .measurement
  }
}
