/// Turns successive full-screen frames into the bytes that update a
/// terminal, rewriting only the rows that changed.
///
/// Each update is wrapped in synchronized-output marks (DEC private mode
/// 2026), which terminals that know them use to show the frame at once and
/// the rest ignore; the benchmark reads the closing mark as "frame done".
/// A changed row is erased whole before it is written, so a row that
/// became shorter leaves nothing behind, and the cursor is never left in
/// the last column's pending-wrap state where erasing would eat a cell.
public struct ScreenFrames: Sendable {
  /// Starts a synchronized update.
  public static let beginUpdate = "\u{1B}[?2026h"
  /// Ends a synchronized update.
  public static let endUpdate = "\u{1B}[?2026l"

  private var shown: [String] = []
  private var needsClearing = true

  /// Creates frames for a screen whose contents are unknown.
  public init() {}

  /// Forgets what the screen shows, so the next frame is drawn whole on a
  /// cleared screen (after a resize, a resume, or Ctrl-L).
  public mutating func invalidate() {
    shown = []
    needsClearing = true
  }

  /// The bytes that turn the screen from the last frame into `lines`.
  ///
  /// - Parameters:
  ///   - lines: The frame: one line a row from the top, each already
  ///     fitted to the width.
  ///   - colored: Whether to write the lines' styles.
  ///   - depth: The terminal's colours.
  /// - Returns: The update, or an empty string when nothing changed.
  public mutating func update(to lines: [StyledText], colored: Bool, depth: ColorDepth) -> String {
    let rendered = lines.map { $0.rendered(colored: colored, depth: depth) }
    var output = ""
    if needsClearing { output += "\u{1B}[0m\u{1B}[2J" }
    for (row, line) in rendered.enumerated() where row >= shown.count || shown[row] != line || needsClearing {
      output += "\u{1B}[\(row + 1);1H\u{1B}[2K" + line
    }
    needsClearing = false
    shown = rendered
    guard !output.isEmpty else { return "" }
    return Self.beginUpdate + output + Self.endUpdate
  }
}
