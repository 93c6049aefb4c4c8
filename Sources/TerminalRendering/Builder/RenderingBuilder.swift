/// The result builder that composes renderings.
///
/// It accepts sequences of renderings, bare `String` and ``StyledText``
/// lines, `if`, `if`/`else`, `switch`, `for` loops and empty bodies, and
/// flattens them into one ``Group``.
///
/// ```swift
/// let page = Group {
///   Line("Ruby", role: .name)
///   if favorite { Line("♥ favorite", role: .favorite) } else { "not a favorite" }
///   for alias in aliases { Line(alias, role: .muted) }
/// }
/// ```
@resultBuilder
public enum RenderingBuilder {
  /// Passes a rendering through.
  public static func buildExpression(_ rendering: any Rendering) -> any Rendering {
    rendering
  }

  /// Lifts a bare string to a plain ``Line``.
  public static func buildExpression(_ text: String) -> any Rendering {
    Line(text)
  }

  /// Lifts styled text to a ``Line``.
  public static func buildExpression(_ text: StyledText) -> any Rendering {
    Line(text)
  }

  /// Combines the statements of a block, in order.
  public static func buildBlock(_ parts: (any Rendering)...) -> Group {
    Group(parts)
  }

  /// Combines the bodies of a `for` loop into one flat group, so that
  /// drawing a long loop walks one array instead of a group each pass.
  public static func buildArray(_ parts: [Group]) -> any Rendering {
    Group(parts.flatMap(\.parts))
  }

  /// An `if` without `else`: its body, or ``Empty`` when the condition fails.
  public static func buildOptional(_ part: Group?) -> any Rendering {
    part ?? Empty()
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first: any Rendering) -> any Rendering {
    first
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second: any Rendering) -> any Rendering {
    second
  }

  /// Keeps `#available` checks working.
  public static func buildLimitedAvailability(_ part: Group) -> any Rendering {
    part
  }
}
