/// A heading followed by content; with no content, not even the heading
/// is drawn.
///
/// ```swift
/// Section("Aliases") {
///   for alias in gem.aliases { Line(alias) }
/// }
/// ```
public struct Section: Rendering {
  /// The heading.
  public let title: String
  /// What the section holds.
  public let content: Group

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - title: The heading.
  ///   - content: The content; when it draws nothing, neither does the section.
  public init(_ title: String, @RenderingBuilder content: () -> Group) {
    self.title = title
    self.content = content()
  }

  /// Draws the heading and the content, or nothing when the content is empty.
  public func draw(in canvas: inout Canvas) {
    canvas.draw(content, headedBy: StyledText(title, role: .heading).truncated(toWidth: canvas.width))
  }
}
