import GemCore
import TerminalRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The browser as a full-screen program: it decodes the bytes the terminal
/// sends into keys, feeds them to the ``BrowserModel``, carries out its
/// effects and draws frames; the entry point runs it with
/// ``FullScreenDriver``, which alone touches the terminal.
///
/// A favorite is written without waiting for the lock: while another
/// program holds it, the status line says so and the program tries again
/// every ``retryInterval`` milliseconds, drawing and taking keys meanwhile;
/// changes wait in the order they were asked for, and `q` asks again before
/// leaving any unwritten.
struct BrowserProgram: FullScreenProgram {
  var model: BrowserModel
  let store: FavoritesStore
  let colored: Bool
  let depth: ColorDepth
  let showsPictures: Bool
  let fields: [OutputField]

  /// How long to wait for the rest of an escape sequence before a lone
  /// `ESC` counts as the Escape key, in milliseconds.
  static let escapeDelay: Int32 = 25
  /// How long typing must pause before a search that matched nothing looks
  /// for close names, in milliseconds.
  static let suggestionDelay: Int32 = 120
  /// How often a favorite that found the file locked is tried again, in milliseconds.
  static let retryInterval: Int32 = 150

  private var decoder = KeyDecoder()
  /// Favorite changes that found the file locked, oldest first.
  private var waitingToggles: [BrowserModel.FavoriteToggle] = []
  /// When a waiting change was last tried, in ``monotonicMilliseconds()``.
  private var lastAttempt = BrowserProgram.monotonicMilliseconds()
  /// Whether `q` was pressed once with changes still waiting.
  private var quitWasAsked = false
  private var detailCache: (key: DetailKey, lines: [StyledText])?

  /// What the kept page was drawn for.
  ///
  /// The gem is told by its id's length and seeded hash, not by the id,
  /// which the key would keep alive: an id derived from a name can be as
  /// long as the name.
  private struct DetailKey: Equatable {
    let idLength: Int
    let idHash: Int
    let width: Int
    let isFavorite: Bool
  }

  init(
    model: BrowserModel, store: FavoritesStore, colored: Bool, depth: ColorDepth, showsPictures: Bool,
    fields: [OutputField]
  ) {
    self.model = model
    self.store = store
    self.colored = colored
    self.depth = depth
    self.showsPictures = showsPictures
    self.fields = fields
  }

  /// Waits briefly while an escape sequence may be incomplete, a search
  /// waits for suggestions, or a favorite waits for the lock.
  var timeout: Int32? {
    var timeout: Int32?
    if decoder.hasPending {
      timeout = Self.escapeDelay
    } else if model.searchOutcome.needsSuggestions {
      timeout = Self.suggestionDelay
    }
    if !waitingToggles.isEmpty {
      let waited = Self.monotonicMilliseconds() - lastAttempt
      let left = Int32(max(0, Int64(Self.retryInterval) - waited))
      timeout = min(timeout ?? left, left)
    }
    return timeout
  }

  mutating func handle(_ event: FullScreenEvent) -> [FullScreenRequest] {
    var keys: [BrowserKey] = []
    switch event {
    case .timeout:
      keys = decoder.flush()
      model.findSuggestions()
    case .input(let bytes): keys = decoder.keys(from: bytes[...])
    case .resized(let width, let height): model.resize(width: width, height: height)
    }
    retryWaitingToggles()
    let requests = perform(model.handle(keys))
    if !waitingToggles.isEmpty && model.status == nil {
      model.status = .init(text: "The favorites file is locked by another program; trying again…", isProblem: true)
    }
    return requests
  }

  mutating func frame() -> [StyledText] {
    let detail = detailLines()
    model.limitDetailOffset(lineCount: detail.count)
    let screen = BrowserScreen(model: model, colored: colored, fields: fields, detail: detail)
    let layout = model.layout
    return Canvas(width: layout.width, height: layout.height).drawing(screen).lines
  }

  /// Carries out the model's effects: the favorites here, the rest asked of the driver.
  private mutating func perform(_ effects: [BrowserModel.Effect]) -> [FullScreenRequest] {
    var requests: [FullScreenRequest] = []
    for effect in effects {
      switch effect {
      case .quit(let interrupted):
        if interrupted || waitingToggles.isEmpty || quitWasAsked { return requests + [.quit(interrupted: interrupted)] }
        quitWasAsked = true
        model.status = .init(
          text: "Not saved yet: the favorites file is locked. q again to quit anyway",
          isProblem: true)
      case .suspend: requests.append(.suspend)
      // Not held back by a locked favorites file, as Ctrl-C is not.
      case .quitBySignal: return requests + [.quitBySignal]
      case .toggleFavorite(let gem): toggle(gem)
      case .reloadFavorites: reloadFavorites()
      case .redrawAll: requests.append(.redrawAll)
      }
    }
    return requests
  }

  /// The most lines of a detail page the pane keeps: a page of a catalog's
  /// megabyte-long value is cut there rather than laid out whole.
  static let detailLineLimit = 2_000

  /// The selected gem's detail page at the width on screen, kept until the
  /// gem, the width or its favorite changes.
  mutating func detailLines() -> [StyledText] {
    guard let gem = model.selectedGem, let width = model.detailWidth else { return [] }
    let key = DetailKey(
      idLength: gem.id.utf8.count, idHash: gem.id.hashValue, width: width, isFavorite: model.isFavorite(gem))
    if let detailCache, detailCache.key == key { return detailCache.lines }
    let page = DetailPage(
      gem: gem, isFavorite: key.isFavorite, fields: OutputField.allCases, colored: colored,
      lookAlikes: DetailPage.LookAlikes(of: gem, in: model.catalog, relations: model.relations),
      picture: showsPictures ? GemPicture(gem) : nil)
    var lines = Canvas(width: width, lineLimit: Self.detailLineLimit).drawing(page).lines
    if lines.count == Self.detailLineLimit {
      lines[lines.count - 1] = StyledText("… the page goes on: raygem detail shows it whole", role: .muted)
    }
    detailCache = (key, lines)
    return lines
  }

  private mutating func toggle(_ gem: BrowserModel.FavoriteToggle) {
    // Later changes wait behind earlier ones, so they land in order.
    guard waitingToggles.isEmpty else {
      // The ♥ shown waits with them: a change of the same gem undoes the one before it.
      var change = gem
      if let earlier = waitingToggles.last(where: { $0.id == gem.id }) { change.favorite = !earlier.favorite }
      waitingToggles.append(change)
      return
    }
    _ = attempt(gem)
  }

  /// Writes one change; `false` when the file is still locked.
  private mutating func attempt(_ gem: BrowserModel.FavoriteToggle) -> Bool {
    lastAttempt = Self.monotonicMilliseconds()
    do {
      let ids = try store.change(waits: false) { ids in
        if gem.favorite { ids.add(gem.id) } else { ids.remove(gem.id) }
      }
      model.setFavorites(ids, keepingRows: true)
      let isFavorite = ids.contains(gem.id)
      model.status = .init(text: isFavorite ? "♥ \(gem.name) is a favorite" : "\(gem.name) is no longer a favorite")
    } catch .busy {
      if waitingToggles.isEmpty { waitingToggles.append(gem) }
      // A retry keeps a message the person has not yet seen (q's question).
      if model.status == nil {
        model.status = .init(text: "The favorites file is locked by another program; trying again…", isProblem: true)
      }
      return false
    } catch {
      model.status = .init(text: error.message, isProblem: true)
    }
    return true
  }

  /// Writes the waiting changes, oldest first, once ``retryInterval`` has
  /// passed since the last try; stops at the first that still finds the lock.
  private mutating func retryWaitingToggles() {
    guard !waitingToggles.isEmpty, Self.monotonicMilliseconds() - lastAttempt >= Int64(Self.retryInterval)
    else { return }
    while let gem = waitingToggles.first {
      guard attempt(gem) else { return }
      waitingToggles.removeFirst()
    }
    quitWasAsked = false
  }

  /// The monotonic clock, in milliseconds.
  ///
  /// `ContinuousClock` would do, but it lives in the concurrency runtime, and
  /// linking that runtime (with libdispatch) slows every command's start
  /// (Sources/Benchmark/README.md, "Start-up").
  private static func monotonicMilliseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
  }

  private mutating func reloadFavorites() {
    do {
      model.setFavorites(try store.favorites())
    } catch {
      model.showNoFavorites(because: error.message)
      model.status = .init(text: error.message, isProblem: true)
    }
  }
}
