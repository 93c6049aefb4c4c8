/// One line of styled text, cut with `…` to the canvas width.
public struct Line: Rendering {
  /// The text of the line.
  public let text: StyledText

  /// Creates a line from styled text.
  ///
  /// - Parameter text: The line's text.
  public init(_ text: StyledText) {
    self.text = text
  }

  /// Creates a line of one role.
  ///
  /// - Parameters:
  ///   - text: Any text; control characters are neutralised.
  ///   - role: Its role.
  public init(_ text: String, role: TextRole = .plain) {
    self.text = StyledText(text, role: role)
  }

  /// Draws the line, truncated to the canvas width.
  public func draw(in canvas: inout Canvas) {
    canvas.append(text.truncated(toWidth: canvas.width))
  }
}
