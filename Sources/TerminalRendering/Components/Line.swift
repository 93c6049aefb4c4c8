/// One line of styled text, cut with `…` to the canvas width unless told
/// otherwise (machine-readable lines must never be cut).
public struct Line: Rendering {
  /// The text of the line.
  public let text: StyledText
  /// Whether the text is cut to the canvas width.
  public let truncates: Bool

  /// Creates a line from styled text.
  ///
  /// - Parameters:
  ///   - text: The line's text.
  ///   - truncates: Whether to cut it to the canvas width.
  public init(_ text: StyledText, truncates: Bool = true) {
    self.text = text
    self.truncates = truncates
  }

  /// Creates a line of one role.
  ///
  /// - Parameters:
  ///   - text: Any text; control characters are neutralised.
  ///   - role: Its role.
  ///   - truncates: Whether to cut it to the canvas width.
  public init(_ text: String, role: TextRole = .plain, truncates: Bool = true) {
    self.init(StyledText(text, role: role), truncates: truncates)
  }

  /// Draws the line.
  public func draw(in canvas: inout Canvas) {
    canvas.append(truncates ? text.truncated(toWidth: canvas.width) : text)
  }
}
