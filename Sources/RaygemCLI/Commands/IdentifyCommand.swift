import BundledCatalog
import GemCore
import TerminalRendering

/// `raygem identify MEASUREMENTS`: the gems that fit what was measured,
/// ranked, with the tests that would separate the leading ones.
enum IdentifyCommand {
  /// Each measured property's tolerance, as help shows them (`RI 0.01, …`).
  static var tolerances: String {
    IdentifiedProperty.allCases.compactMap { property in
      property.tolerance.map { "\(property.fact.heading) \(NumberText.format($0))" }
    }.joined(separator: ", ")
  }

  /// The properties whose miss rules a gem out, as help names them.
  static var decisive: String {
    IdentifiedProperty.allCases.filter(\.isDecisive).map(\.fact.heading).joined(separator: ", ")
  }

  /// The inclusions that rule gems out, as help shows them, from the
  /// inclusion vocabulary's marks (`curved striae in a natural crystal; …`).
  static var provingInclusions: String {
    let marked = { (mark: Vocabulary.Word.Mark) in
      Vocabulary.inclusions.entries.filter { $0.mark == mark }.map(\.word).joined(separator: " or ")
    }
    return marked(.meltGrowth) + " in a natural crystal; " + marked(.trappedGas) + " in one not filled; "
      + marked(.manufacture) + " in a natural stone, but flux in one healed with it; " + marked(.assembly)
      + " in a stone not assembled"
  }

  /// Each property's weight in the score, as help shows them (`RI 30, …`).
  static var weights: String {
    IdentifiedProperty.allCases.map { "\($0.fact.heading) \(Int($0.weight))" }.joined(separator: ", ")
  }

  /// What `identify` found.
  enum State {
    /// Candidates stand; the identification holds them and the next tests.
    case found(Identification)
    /// None stands; the nearest instead.
    case nothingFits(Identification)
  }

  /// How many candidates are shown without `--limit`.
  static let defaultLimit = Identification.candidatesShown

  static func run(_ session: Session) throws(RaygemError) -> any Rendering {
    if session.invocation.batchPath != nil { return try IdentifyBatch.view(for: session) }
    switch try state(for: session) {
    case .found(let identification):
      return IdentifyView(
        identification: identification, limit: session.invocation.limit ?? defaultLimit, format: session.format)
    case .nothingFits(let identification):
      let nearest = identification.nearest.map { candidate in
        "\(Echo.of(IdentifyView.title(of: candidate))) (\(Echo.of(IdentifyView.checkSummary(candidate))))"
      }
      let hint = nearest.isEmpty ? "" : "; nearest: " + nearest.joined(separator: ", ")
      let empty = IdentifyView(identification: identification, limit: 0, format: session.format)
      let document = [.json, .tsv, .csv].contains(session.format) ? empty.text(width: session.terminal.width) : ""
      throw .noResults("no gem fits these measurements within the tolerances\(hint)", document: document)
    }
  }

  /// A colour seen in a dichroscope or under a lamp, and the option that
  /// gave it: a struct, since the runtime builds an array of tuples' type
  /// at twice the cost (Sources/Benchmark/README.md, "Start-up").
  private struct SeenColor {
    let option: OptionName
    let color: String
  }

  /// The colours of a dichroscope reading and of a glow, with the option that gave each.
  private static func seenColors(_ measurements: Measurements) -> [SeenColor] {
    var seen: [SeenColor] = []
    let dichroscope = OptionName(rawValue: IdentifiedProperty.pleochroism.option)
    for color in measurements.pleochroism?.colors ?? [] { seen.append(SeenColor(option: dichroscope, color: color)) }
    if case .glow(_, let colors)? = measurements.ultraviolet?.longWave {
      for color in colors { seen.append(SeenColor(option: .longWave, color: color)) }
    }
    if case .glow(_, let colors)? = measurements.ultraviolet?.shortWave {
      for color in colors { seen.append(SeenColor(option: .shortWave, color: color)) }
    }
    return seen
  }

  /// Checks each colour of a glow or dichroscope reading against `gems`
  /// (``GemCore/CatalogColors/checkSeen(_:in:)``), for one stone and for each stone of a parcel.
  ///
  /// - Parameters:
  ///   - measurements: The stone's readings.
  ///   - gems: The catalog's gems.
  ///   - refusal: The error for a colour refused, from the catalog's error and the option that gave it.
  /// - Throws: What `refusal` makes of the first colour no gem has.
  static func checkSeenColors(
    _ measurements: Measurements, in gems: some Collection<Gem>,
    refusal: (FilterError, OptionName) -> RaygemError
  ) throws(RaygemError) {
    for seen in seenColors(measurements) {
      do throws(FilterError) {
        try CatalogColors.checkSeen(seen.color, in: gems)
      } catch {
        throw refusal(error, seen.option)
      }
    }
  }

  /// The candidates for the session's measurements and catalog.
  ///
  /// - Throws: ``RaygemError/usage(_:)`` when nothing was measured or a
  ///   reading is one no gem could give; catalog errors as ``Session/catalog()``.
  static func state(for session: Session) throws(RaygemError) -> State {
    var measurements = try session.measurements()
    do {
      try measurements.prepareForIdentification()
    } catch {
      throw .usage(PropertyOptions.message(for: error))
    }
    // A colour no gem has is a slip worth naming; a large catalog file is
    // not decoded whole for that (its index narrows it instead).
    let catalog = try session.catalog()
    if let color = measurements.color, !catalog.isServed {
      var filter = GemFilter()
      filter.colors = [color]
      do {
        try filter.check(against: catalog.gems)
      } catch {
        throw .usage(PropertyOptions.message(for: error, option: .hue))
      }
    }
    if !catalog.isServed {
      try checkSeenColors(measurements, in: catalog.gems) { .usage(PropertyOptions.message(for: $0, option: $1)) }
    }
    // A catalog file decoded here is ranked as it is, not read a second time.
    let isFile = try session.catalogPath() != nil
    let identification =
      isFile && !catalog.isServed
      ? Identification(measurements, in: catalog.gems) : try session.identification(measurements)
    return identification.candidates.isEmpty ? .nothingFits(identification) : .found(identification)
  }
}
