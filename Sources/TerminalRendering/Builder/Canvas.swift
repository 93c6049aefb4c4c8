/// The buffer that renderings draw into: lines of styled text at a known
/// width (and, for a full screen, a known height).
///
/// Nothing here writes to a stream; the program's entry point prints a
/// finished canvas with ``text(colored:)``.
public struct Canvas: Sendable {
  /// The width in terminal columns that renderings lay out for (at least 1).
  public let width: Int
  /// The height in terminal rows of a full screen, or `nil` for output that
  /// scrolls (every command but `browse`); renderings that fill a screen
  /// lay out for it, the rest ignore it.
  public let height: Int?
  /// The lines drawn so far.
  public private(set) var lines: [StyledText] = []

  /// Creates an empty canvas.
  ///
  /// - Parameters:
  ///   - width: The layout width in columns; values below 1 count as 1.
  ///   - height: The screen's height in rows (values below 1 count as 1),
  ///     or `nil` for output that scrolls.
  public init(width: Int, height: Int? = nil) {
    self.width = max(1, width)
    self.height = height.map { max(1, $0) }
  }

  /// Adds one line.
  ///
  /// - Parameter line: The line; it is not cut to ``width`` here.
  public mutating func append(_ line: StyledText) {
    lines.append(line)
  }

  /// Draws `rendering` on a fresh canvas of the same size.
  ///
  /// - Parameter rendering: What to draw.
  /// - Returns: The canvas it drew on.
  public func drawing(_ rendering: some Rendering) -> Canvas {
    var canvas = Canvas(width: width, height: height)
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
