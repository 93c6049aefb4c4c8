/// Renderings drawn one after another; what ``RenderingBuilder`` produces.
public struct Group: Rendering {
  /// The parts, in drawing order.
  public let parts: [any Rendering]

  /// Creates a group from parts.
  ///
  /// - Parameter parts: The renderings to draw, in order.
  public init(_ parts: [any Rendering]) {
    self.parts = parts
  }

  /// Creates a group with a builder.
  ///
  /// - Parameter content: The statements to draw, in order.
  public init(@RenderingBuilder _ content: () -> Group) {
    self = content()
  }

  /// Draws every part in order.
  public func draw(in canvas: inout Canvas) {
    for part in parts { part.draw(in: &canvas) }
  }
}
