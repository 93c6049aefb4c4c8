import BundledCatalog
import CatalogIndex
import GemCore
import ProcessEnvironment
import TerminalRendering

/// Everything a command needs for one run: the invocation, the output's
/// capabilities, and lazy access to the catalog and the favorites.
struct Session: Sendable {
  let invocation: Invocation
  let terminal: TerminalCapabilities
  let environment: Environment
  /// The variables of `environment` whose values were not UTF-8: a path
  /// they give is refused, or its folder left unused, never rewritten.
  var undecodableVariables: Set<String> = []
  /// Whether raygem was started with standard input closed.
  var standardInputIsClosed = false
  /// Reads all of standard input, for `favorite ... -`.
  let readStandardInput: @Sendable () throws(RaygemError) -> String
  /// Says a line on standard error at once, to a person at a terminal
  /// (why a change waits: another program holds the favorites lock); nil
  /// when standard error is not a terminal, where scripts want silence.
  var sayToPerson: (@Sendable (String) -> Void)?
  /// Warnings for standard error when the command still succeeds.
  let warnings = WarningLog()
  /// What went wrong in an `identify --batch` parcel.
  let batchProblems = ParcelProblems()
  /// The catalog files read, whose indexes may turn out damaged while the
  /// output is drawn from them.
  let catalogsRead = CatalogsRead()

  /// The output format: `--format`, else `table` on a terminal and `plain` elsewhere.
  ///
  /// Colour forced onto a pipe (`CLICOLOR_FORCE`, `--color always`) means a
  /// table in colour, as the manual says, so it picks `table` too.
  var format: OutputFormat {
    invocation.format ?? (terminal.isTerminal || terminal.isColored ? .table : .plain)
  }

  /// Whether rows are drawn for people with colour.
  var isColored: Bool { terminal.isColored && format == .table }

  /// Whether pages draw gems' pictures: in colour, for people, on a
  /// terminal (never into a pipe, even with colour forced on).
  var showsPictures: Bool { isColored && terminal.isTerminal }

  /// The catalog in effect: `--catalog`, else `RAYGEM_CATALOG`, else the bundled one.
  ///
  /// - Throws: ``RaygemError/cannotReadInput(_:)`` (66) or
  ///   ``RaygemError/invalidData(_:)`` (65).
  ///
  /// A large catalog file's gems are served from its cached index (see
  /// ``GemCore/CatalogIndexCache``), read as they are asked for.
  func catalog() throws(RaygemError) -> Catalog {
    guard let path = try catalogPath() else { return Catalog.bundled }
    do {
      let catalog = try indexCache.catalog(at: path)
      catalogsRead.add(catalog)
      return catalog
    } catch let error as CatalogError {
      throw RaygemError(error)
    } catch {
      throw .inputOutput("reading the catalog failed: \(error)")
    }
  }

  /// The catalog file in effect, or `nil` for the bundled catalog.
  ///
  /// - Throws: ``RaygemError/usage(_:)`` when `RAYGEM_CATALOG` gives it and
  ///   was not UTF-8 (the parser refuses such a `--catalog` already).
  func catalogPath() throws(RaygemError) -> String? {
    if let path = invocation.catalogPath {
      try checkReadable(path, describedAs: "the catalog '\(Echo.of(path))'")
      return path
    }
    guard let path = environment["RAYGEM_CATALOG"], !path.isEmpty else { return nil }
    guard !undecodableVariables.contains("RAYGEM_CATALOG") else {
      throw .usage("RAYGEM_CATALOG \(ArgumentParser.needsUTF8FileName)")
    }
    try checkReadable(path, describedAs: "the catalog '\(Echo.of(path))'")
    return path
  }

  /// The names Linux gives standard input.
  static let standardInputNames = ["/dev/stdin", "/dev/fd/0", "/proc/self/fd/0"]

  /// Whether `path` names standard input: one of its names, or, when
  /// raygem was started with it closed, any spelling or link that leads to
  /// the /dev/null holding its place (`/dev//stdin`).
  func namesStandardInput(_ path: String) -> Bool {
    if Self.standardInputNames.contains(path) { return true }
    return standardInputIsClosed && path != "/dev/null" && System.canonicalPath(path) == "/dev/null"
  }

  /// Refuses a file named as standard input when raygem was started with
  /// it closed: /dev/null holds its place, and opened by name it would
  /// read as an empty file.
  ///
  /// - Parameters:
  ///   - path: The file name.
  ///   - description: What it is, as the message names it (`the catalog '/dev/stdin'`).
  /// - Throws: ``RaygemError/cannotReadInput(_:)`` (66) for such a name.
  func checkReadable(_ path: String, describedAs description: String) throws(RaygemError) {
    guard namesStandardInput(path) else { return }
    try checkStandardInputOpen(reading: description)
  }

  /// Refuses to read standard input as `description` (`the parcel`) when
  /// raygem was started with it closed, rather than reading the /dev/null
  /// that holds its place or reporting that descriptor's error.
  ///
  /// - Throws: ``RaygemError/cannotReadInput(_:)`` (66) when it was closed.
  func checkStandardInputOpen(reading description: String) throws(RaygemError) {
    guard standardInputIsClosed else { return }
    throw .cannotReadInput("cannot read \(description): standard input is closed")
  }

  /// The whole of standard input.
  ///
  /// - Throws: ``RaygemError/cannotReadInput(_:)`` (66) when raygem was
  ///   started with it closed, said so rather than as the error of the
  ///   /dev/null holding its place, or when it cannot be read.
  func standardInputText() throws(RaygemError) -> String {
    if standardInputIsClosed { throw .cannotReadInput("cannot read standard input: it is closed") }
    return try readStandardInput()
  }

  /// What `identify` was given: the invocation's measurements, with the
  /// kit `RAYGEM_KIT` names when `--kit` named none.
  ///
  /// - Throws: ``RaygemError/usage(_:)`` when `RAYGEM_KIT` names an
  ///   instrument raygem does not know.
  func measurements() throws(RaygemError) -> Measurements {
    var measurements = invocation.measurements
    if measurements.kit == nil, let kit = environment["RAYGEM_KIT"], !kit.isEmpty {
      measurements.kit = try PropertyOptions.kit(parsing: kit, from: "RAYGEM_KIT")
    }
    return measurements
  }

  /// The cache of large catalogs' indexes, unused when the variable that
  /// decides its folder was not UTF-8 (it is only an optimisation).
  private var indexCache: CatalogIndexCache {
    guard let variable = StorageFolder.cache.variable(in: environment), undecodableVariables.contains(variable) else {
      // A cache folder that cannot be used is said: each command would index a large catalog again, unexplained.
      return CatalogIndexCache(environment: environment, reporting: { [warnings] in warnings.add("warning: " + $0) })
    }
    return CatalogIndexCache(folder: nil)
  }

  /// Searches the catalog in effect; a large catalog file is searched
  /// through its cached index (see ``GemCore/CatalogIndexCache``).
  ///
  /// - Parameters:
  ///   - query: What the user typed.
  ///   - catalog: The catalog in effect when the caller has read it already,
  ///     which is then searched in memory rather than read again.
  /// - Returns: The matches, or suggestions when nothing matched.
  /// - Throws: ``RaygemError/usage(_:)`` (64) for a query with no letter or
  ///   digit, ``RaygemError/cannotReadInput(_:)`` (66) or
  ///   ``RaygemError/invalidData(_:)`` (65) for the catalog.
  func search(_ query: String, in catalog: Catalog? = nil) throws(RaygemError) -> SearchResult {
    do {
      if let catalog { return try catalog.search.result(for: query) }
      guard let path = try catalogPath() else { return try Catalog.bundled.search.result(for: query) }
      return try indexCache.result(catalogAt: path, query: query)
    } catch let error as RaygemError {
      throw error
    } catch let error as CatalogError {
      throw RaygemError(error)
    } catch is SearchError {
      throw .usage("the query \"\(Echo.of(query))\" has no letters or digits to search for")
    } catch {
      throw .inputOutput("search failed: \(error)")
    }
  }

  /// Ranks the catalog in effect against `measurements`; a large catalog
  /// file is narrowed through its cached index.
  ///
  /// - Throws: ``RaygemError/cannotReadInput(_:)`` (66) or
  ///   ``RaygemError/invalidData(_:)`` (65) for the catalog.
  func identification(_ measurements: Measurements) throws(RaygemError) -> Identification {
    do {
      guard let path = try catalogPath() else { return Catalog.identifyBundled(measurements) }
      return try indexCache.identification(catalogAt: path, measurements: measurements)
    } catch let error as RaygemError {
      throw error
    } catch let error as CatalogError {
      throw RaygemError(error)
    } catch {
      throw .inputOutput("identify failed: \(error)")
    }
  }

  /// The favorites store at the path the environment picks.
  var favoritesStore: FavoritesStore {
    FavoritesStore(environment: environment, undecodable: undecodableVariables)
  }

  /// The favorite ids, in the order they were added.
  ///
  /// - Throws: ``RaygemError/invalidData(_:)`` for an invalid favorites file.
  func favoriteIDs() throws(RaygemError) -> FavoriteIDs {
    do {
      return try favoritesStore.favorites()
    } catch {
      throw RaygemError(error)
    }
  }

  /// The fields to show: `--fields`, else the defaults for the format.
  ///
  /// - Returns: The fields, in order.
  func fields() -> [OutputField] {
    if let fields = invocation.fields { return fields }
    switch format {
    case .table: return OutputField.tableDefaults
    case .json, .jsonl: return OutputField.allCases
    case .plain, .tsv, .csv: return OutputField.rowDefaults
    }
  }

  /// The favorite ids, read only when the fields show them.
  ///
  /// For commands that only show gems: a favorites file that is invalid or
  /// cannot be read is a warning, and no gem is marked (README, "Where favorites live").
  func favoritesIfShown(_ fields: [OutputField]) throws(RaygemError) -> FavoriteIDs {
    fields.contains(.favorite) ? try favoritesToMark() : []
  }

  /// The favorite ids for marking shown gems; a favorites file that is
  /// invalid or cannot be read, or a location that cannot be used as given,
  /// is a warning and marks none: marks are not worth the gems themselves.
  func favoritesToMark() throws(RaygemError) -> FavoriteIDs {
    do {
      return try favoritesStore.favorites()
    } catch {
      switch error {
      case .invalid, .undecodableLocation, .io: warnings.add(Self.noFavoritesWarning(error))
      default: throw RaygemError(error)
      }
      return []
    }
  }

  /// The warning for a favorites file that cannot be read, when the gems
  /// are shown anyway, none marked: on standard error, or browse's status line.
  static func noFavoritesWarning(_ error: FavoritesError) -> String {
    "warning: \(error.message); showing no favorites"
  }

  /// How rows print: the format's layout, in colour when ``isColored``.
  var layout: RowLayout { RowLayout(format, colored: isColored) }

  /// The columns of `fields`: where they are the format's defaults, a JSON
  /// object leaves out the facts a gem lacks that are written only where
  /// known (``OutputField/isWrittenOnlyWhereKnown``).
  func columns(_ fields: [OutputField]) -> [Column] {
    let isDefault = invocation.fields == nil
    return fields.map { field in
      var column = field.column
      column.isLeftOutWhereAbsent = isDefault && field.isWrittenOnlyWhereKnown
      return column
    }
  }

  /// The list printer with the standard gem row, as `list`, `favorites`,
  /// `search` and `favorite` use it.
  ///
  /// - Parameters:
  ///   - gems: The gems to show.
  ///   - favorites: The favorite ids, for the `♥` column.
  ///   - fields: The fields to show.
  /// - Returns: The list.
  func gemList<Gems: RandomAccessCollection & Sendable>(
    _ gems: Gems, favorites: FavoriteIDs, fields: [OutputField]
  ) -> RowList where Gems.Element == Gem {
    RowList(
      gems, columns: columns(fields), layout: layout, cells: Self.gemCells(fields, favorites: favorites),
      extraContent: Group([]))
  }

  /// The list printer with the standard gem row and content after the rows.
  ///
  /// - Parameters:
  ///   - gems: The gems to show.
  ///   - favorites: The favorite ids, for the `♥` column.
  ///   - fields: The fields to show.
  ///   - extra: Content after the rows (tables only).
  /// - Returns: The list.
  func gemList<Gems: RandomAccessCollection & Sendable>(
    _ gems: Gems, favorites: FavoriteIDs, fields: [OutputField], @RenderingBuilder extra: () -> Group
  ) -> RowList where Gems.Element == Gem {
    RowList(
      gems, columns: columns(fields), layout: layout, cells: Self.gemCells(fields, favorites: favorites),
      extraContent: extra())
  }

  /// The standard gem row: each field's value, in order.
  private static func gemCells(_ fields: [OutputField], favorites: FavoriteIDs) -> @Sendable (Gem) -> any RowCells {
    { gem in GemCells(gem: gem, fields: fields, isFavorite: favorites.contains(gem.id)) }
  }

  /// `gems` in the order `--sort` and `--reverse` ask for, cut to `--limit`.
  ///
  /// Without `--sort`, the gems keep the order given (`search`'s rank,
  /// `favorites`' order of adding), which `--reverse` turns around.
  ///
  /// - Parameter gems: The gems in the command's own order.
  /// - Returns: The gems to show.
  func arranged(_ gems: [Gem]) -> [Gem] {
    let options = invocation
    var arranged: [Gem]
    if let sort = options.sort {
      arranged = sort.sorted(gems, reversed: options.isReversed)
    } else {
      arranged = options.isReversed ? gems.reversed() : gems
    }
    if let limit = options.limit { arranged = Array(arranged.prefix(limit)) }
    return arranged
  }

  /// `gems` sorted by `sort` (ties in name order), the highest first when
  /// `reversed`: a selection of them, so that served gems stay served.
  ///
  /// - Parameters:
  ///   - gems: The gems to sort.
  ///   - sort: The sort key.
  ///   - reversed: Whether to put the highest values (or the last names) first.
  ///   - isInNameOrder: Whether `gems` are in name order already.
  /// - Returns: The gems in order, as ``SortKey/sorted(_:reversed:)`` orders them.
  func sorted(_ gems: CatalogGems, by sort: SortKey, reversed: Bool, isInNameOrder: Bool) -> CatalogGems {
    guard isInNameOrder else { return CatalogGems(sort.sorted(Array(gems), reversed: reversed)) }
    guard let property = sort.property else { return reversed ? gems.selecting(gems.indices.reversed()) : gems }
    // One value a gem, read once: a served gem is read from the index each time it is asked for.
    var valued: [(position: Int, range: PropertyRange)] = []
    var unvalued: [Int] = []
    for position in gems.indices {
      if let range = property.range(of: gems[position]) {
        valued.append((position, range))
      } else {
        unvalued.append(position)
      }
    }
    valued.sort { left, right in
      let (a, b) = ((left.range.min, left.range.max), (right.range.min, right.range.max))
      if a != b { return reversed ? a > b : a < b }
      return left.position < right.position
    }
    return gems.selecting(valued.map(\.position) + unvalued)
  }

  /// `gems` that pass the command line's filters, whose species and colour
  /// words are checked against `catalog`.
  ///
  /// - Throws: ``RaygemError/usage(_:)`` for a species or colour no gem of
  ///   the catalog has, with a suggestion.
  func filtered(_ gems: CatalogGems, catalog: CatalogGems) throws(RaygemError) -> CatalogGems {
    let filter = invocation.filter
    guard !filter.isEmpty else { return gems }
    do {
      try filter.check(against: catalog)
    } catch {
      let option: OptionName
      if case .unknownSpecies = error { option = .species } else { option = .hue }
      throw .usage(PropertyOptions.message(for: error, option: option))
    }
    return gems.selecting(filter.passingPositions(in: gems))
  }
}
