/// Something that draws itself into a ``Canvas``: a line, a table, a page.
///
/// Most renderings are made of others: they declare a ``body`` with
/// ``RenderingBuilder`` and get ``draw(in:)`` for free. The few primitives
/// (``Line``, ``Group``, a table) draw themselves and have no body.
///
/// ```swift
/// struct Greeting: Rendering {
///   var names: [String]
///   var body: Group {
///     "Gems:"
///     for name in names { Line(StyledText(name, role: .name)) }
///     if names.isEmpty { Line("none yet", role: .muted) }
///   }
/// }
/// ```
public protocol Rendering: Sendable {
  /// The rendering this one is made of; `Never` for primitives.
  associatedtype Body: Rendering = Never

  /// What this rendering is made of, composed with ``RenderingBuilder``.
  @RenderingBuilder var body: Body { get }

  /// Draws into `canvas`, laying out for its width; by default, the body.
  ///
  /// - Parameter canvas: The buffer to add lines or cells to.
  func draw(in canvas: inout Canvas)
}

extension Rendering {
  /// Draws ``body``.
  public func draw(in canvas: inout Canvas) {
    body.draw(in: &canvas)
  }

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

extension Rendering where Body == Never {
  /// A primitive has no body; it draws itself.
  public var body: Never {
    fatalError("\(Self.self) draws itself and has no body")
  }
}

extension Never: Rendering {
  /// Never called: no value of `Never` exists.
  public func draw(in canvas: inout Canvas) {}
}

extension Optional: Rendering where Wrapped: Rendering {
  /// Draws the wrapped rendering, or nothing for `nil`.
  public func draw(in canvas: inout Canvas) {
    self?.draw(in: &canvas)
  }
}
