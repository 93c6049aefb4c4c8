/// Something that draws itself into a ``Canvas``: a line, a table, a page.
///
/// Compose renderings with ``RenderingBuilder``:
///
/// ```swift
/// struct Greeting: Rendering {
///   var names: [String]
///   var body: Group {
///     Group {
///       "Gems:"
///       for name in names { Line(StyledText(name, role: .name)) }
///       if names.isEmpty { Line("none yet", role: .muted) }
///     }
///   }
///   func draw(in canvas: inout Canvas) { body.draw(in: &canvas) }
/// }
/// ```
public protocol Rendering: Sendable {
  /// Draws into `canvas`, laying out for its width.
  ///
  /// - Parameter canvas: The buffer to add lines or cells to.
  func draw(in canvas: inout Canvas)
}

extension Rendering {
  /// Renders to text at a width; a convenience for tests and the entry point.
  ///
  /// - Parameters:
  ///   - width: The layout width in columns.
  ///   - colored: Whether to add ANSI styles.
  /// - Returns: The lines, each ending in a line feed.
  public func text(width: Int, colored: Bool = false) -> String {
    Canvas(width: width).drawing(self).text(colored: colored)
  }
}

extension Optional: Rendering where Wrapped: Rendering {
  /// Draws the wrapped rendering, or nothing for `nil`.
  public func draw(in canvas: inout Canvas) {
    self?.draw(in: &canvas)
  }
}
