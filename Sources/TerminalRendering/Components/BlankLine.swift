/// An empty line, to separate parts of a page.
public struct BlankLine: Rendering {
  /// Creates a blank line.
  public init() {}

  /// Draws one empty line.
  public func draw(in canvas: inout Canvas) {
    canvas.append(StyledText())
  }
}
