/// What renderings draw into: lines of styled text at a known width (and,
/// for a full screen, a known height).
///
/// A canvas either keeps its lines (``lines``, ``text(colored:depth:)``),
/// for screens and pages laid out as a whole, or streams them: made with
/// ``init(width:streamingTo:colored:depth:)``, it renders each line as it
/// is added and hands the text to an ``OutputSink`` in chunks, so that a
/// list of a million rows is never held whole.
public struct Canvas {
  /// The width in terminal columns that renderings lay out for (at least 1).
  public let width: Int
  /// The height in terminal rows of a full screen, or `nil` for output that
  /// scrolls (every command but `browse`); renderings that fill a screen
  /// lay out for it, the rest ignore it.
  public let height: Int?
  /// The lines drawn so far; always empty on a streaming canvas.
  public private(set) var lines: [StyledText] = []
  /// Where a streaming canvas sends its lines, or `nil` for one that keeps them.
  private let stream: LineStream?
  /// The most lines a keeping canvas holds; later ones are let go.
  private let lineLimit: Int
  /// Headings that go before the next line, if one comes: a section's
  /// heading is left out when its content draws nothing.
  private var pendingHeadings: [StyledText] = []

  /// Creates an empty canvas.
  ///
  /// - Parameters:
  ///   - width: The layout width in columns; values below 1 count as 1.
  ///   - height: The screen's height in rows (values below 1 count as 1),
  ///     or `nil` for output that scrolls.
  ///   - lineLimit: The most lines to keep; once there are as many, the
  ///     canvas lets later lines go and counts as closed (``isClosed``),
  ///     so long renderings stop early.
  public init(width: Int, height: Int? = nil, lineLimit: Int = .max) {
    self.width = max(1, width)
    self.height = height.map { max(1, $0) }
    self.lineLimit = max(0, lineLimit)
    stream = nil
  }

  /// Creates a canvas for output that scrolls, which sends each line to
  /// `sink` as it is drawn; call ``finish()`` after the last.
  ///
  /// - Parameters:
  ///   - width: The layout width in columns; values below 1 count as 1.
  ///   - sink: Where the text goes, in chunks.
  ///   - colored: Whether to add ANSI styles for the text roles.
  ///   - depth: The terminal's colours, for swatches.
  public init(width: Int, streamingTo sink: any OutputSink, colored: Bool, depth: ColorDepth = .trueColor) {
    self.width = max(1, width)
    height = nil
    lineLimit = .max
    stream = LineStream(sink: sink, colored: colored, depth: depth)
  }

  /// Adds one line.
  ///
  /// - Parameter line: The line; it is not cut to ``width`` here.
  public mutating func append(_ line: StyledText) {
    addPendingHeadings()
    if let stream { return stream.append(line) }
    if lines.count < lineLimit { lines.append(line) }
  }

  /// Draws `rendering` below `heading`, or nothing at all when it draws no
  /// line; its lines are not gathered first, so a section as long as a
  /// huge catalog value streams like any other output.
  ///
  /// - Parameters:
  ///   - rendering: What to draw.
  ///   - heading: The line to put before its first line.
  public mutating func draw(_ rendering: some Rendering, headedBy heading: StyledText) {
    let pending = pendingHeadings.count
    pendingHeadings.append(heading)
    rendering.draw(in: &self)
    // Still pending: the rendering drew nothing, so neither is the heading.
    if pendingHeadings.count > pending { pendingHeadings.removeSubrange(pending...) }
  }

  private mutating func addPendingHeadings() {
    guard !pendingHeadings.isEmpty else { return }
    let headings = pendingHeadings
    pendingHeadings = []
    for heading in headings { append(heading) }
  }

  /// Adds one line of UTF-8 that raygem composes from values it made safe.
  ///
  /// The values are neutralised or escaped already, so the line is written
  /// as it is, never cut or styled: machine formats write their rows so,
  /// without making a string. On a streaming canvas `compose` writes
  /// straight into the output buffer (see ``TrustedLine``).
  ///
  /// - Parameter compose: Appends the line's bytes, without its line feed.
  public mutating func appendTrustedLine(_ compose: (inout TrustedLine) -> Void) {
    addPendingHeadings()
    guard let stream else {
      guard lines.count < lineLimit else { return }
      var line = TrustedLine()
      compose(&line)
      return lines.append(StyledText([.unneutralised(String(decoding: line.bytes, as: UTF8.self))]))
    }
    stream.appendLine(compose)
  }

  /// Whether the canvas wants no more lines — a streaming canvas's reader
  /// went away, or a keeping one holds its limit: long renderings stop
  /// early rather than draw for nobody.
  public var isClosed: Bool { stream?.isClosed ?? (lines.count >= lineLimit) }

  /// Sends a streaming canvas's last lines to its sink; nothing otherwise.
  public func finish() {
    flush()
  }

  /// Sends the lines a streaming canvas has gathered so far to its sink, as
  /// before waiting for more input; nothing otherwise.
  public func flush() {
    stream?.flush()
  }

  /// Draws `rendering` on a fresh canvas of the same size and line limit.
  ///
  /// - Parameter rendering: What to draw.
  /// - Returns: The canvas it drew on.
  public func drawing(_ rendering: some Rendering) -> Canvas {
    var canvas = Canvas(width: width, height: height, lineLimit: lineLimit)
    rendering.draw(in: &canvas)
    return canvas
  }

  /// The finished output: every line followed by a line feed.
  ///
  /// - Parameters:
  ///   - colored: Whether to add ANSI styles for the text roles.
  ///   - depth: The terminal's colours, for swatches.
  /// - Returns: The text to print; empty when there are no lines.
  public func text(colored: Bool, depth: ColorDepth = .trueColor) -> String {
    let rendered = lines.map { $0.rendered(colored: colored, depth: depth) }
    var capacity = rendered.count
    for line in rendered { capacity += line.utf8.count }
    // One allocation for the whole output instead of one each time it doubles.
    var output = ""
    output.reserveCapacity(capacity)
    for line in rendered {
      output.append(line)
      output.append("\n")
    }
    return output
  }
}
