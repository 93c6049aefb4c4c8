/// The rendering that draws nothing.
///
/// Use it where a rendering is required but there is nothing to show, for
/// example as a list printer's extra content:
///
/// ```swift
/// let nothing = Empty()
/// nothing.text(width: 80)  // ""
/// ```
public struct Empty: Rendering {
  /// Creates the empty rendering.
  public init() {}

  /// Draws nothing.
  public func draw(in canvas: inout Canvas) {}
}
