import BundledCatalog
import GemCore
import TerminalRendering

/// `raygem identify --batch FILE|-`: a dealer's parcel, one stone a line,
/// each answered with its leading candidate as the line is read.
enum IdentifyBatch {
  /// The longest line a parcel may hold, in bytes: far more than any
  /// stone's readings, little enough to hold.
  static let longestLine = 64 << 10

  /// The rows for the parcel the session names.
  ///
  /// - Throws: ``RaygemError/usage(_:)`` for readings given as options too
  ///   (`--spot` among them), `--limit`, or a catalog read from standard
  ///   input as the parcel is,
  ///   ``RaygemError/cannotReadInput(_:)`` (66) for a file that cannot be
  ///   opened; catalog errors as ``Session/catalog()``.
  static func view(for session: Session) throws(RaygemError) -> any Rendering {
    let given = try session.measurements()
    // --spot says how one refractometer reading was taken: each stone's is in its row.
    guard given.isEmpty, !given.isSpotReading else {
      throw .usage(
        "give the readings in the parcel's columns, not as options with --batch (only --mounted and --kit apply to all)"
      )
    }
    // A parcel has a row a stone, its leader and runner-up: no list to cut short.
    guard session.invocation.limit == nil else {
      throw .usage("--limit does not apply to --batch, which gives a row a stone")
    }
    let path = session.invocation.batchPath ?? "-"
    if path == "-" || session.namesStandardInput(path), let catalog = try session.catalogPath(),
      session.namesStandardInput(catalog)
    {
      throw .usage("the catalog and the parcel cannot both be read from standard input")
    }
    if path == "-" {
      try session.checkStandardInputOpen(reading: "the parcel")
    } else {
      try session.checkReadable(path, describedAs: "the parcel \(Echo.of(path))")
      do throws(FileBytes.ReadError) {
        try LineSource.checkReadable(path: path)
      } catch {
        throw .cannotReadInput("cannot read the parcel \(Echo.of(path)): \(error.reason)")
      }
    }
    return BatchView(
      path: path, everyStone: given, identify: try identifier(for: session, problems: session.batchProblems),
      layout: RowLayout(session.format, colored: false), problems: session.batchProblems)
  }

  /// How each stone is identified: against the catalog's constants worked
  /// out once for the whole parcel, its colour checked as `--hue` is; or,
  /// for a large catalog served from its index, through the index as the
  /// session identifies one stone (whose colour is not checked either).
  ///
  /// - Parameters:
  ///   - session: The run, for its catalog.
  ///   - problems: The parcel's problems: once they name no more lines, a
  ///     colour no gem has is refused without a suggestion, which no one sees.
  /// - Returns: What identifies one stone, from any thread.
  /// - Throws: The catalog's errors (66, 65), before any stone is read.
  private static func identifier(for session: Session, problems: ParcelProblems) throws(RaygemError)
    -> @Sendable (Measurements) throws(RaygemError) -> Identification
  {
    let catalog = try session.catalog()
    guard !catalog.isServed else {
      return { measurements throws(RaygemError) in try session.identification(measurements) }
    }
    // In name order, as a single stone's gems are ranked (Identification(_:in:)).
    let gems = Catalog.inNameOrder(catalog.gems)
    let pairs = ConstantGem.prepared(gems)
    // A stone's colour is checked as `--hue` is, against words gathered once.
    let colors = CatalogColors(gems)
    return { measurements throws(RaygemError) in
      if let color = measurements.color {
        do throws(FilterError) {
          try colors.check(color)
        } catch {
          // Past the lines named, a line is only counted: the catalog's words are not searched for a suggestion.
          guard problems.namesMoreLines else { throw .usage("") }
          throw .usage(PropertyOptions.message(for: error, option: .hue))
        }
      }
      // A glow's or dichroscope's colour as one stone's identify checks it.
      try IdentifyCommand.checkSeenColors(measurements, in: gems) { error, option in
        problems.namesMoreLines ? .usage(PropertyOptions.message(for: error, option: option)) : .usage("")
      }
      return Identification(measurements, prepared: pairs)
    }
  }

  /// The options a parcel's header may name: every reading `identify`
  /// takes, by its long name.
  static let readingOptions: [OptionSpec] = CommandTable.measurementOptions.filter {
    $0.group == .measurement
  }
}
