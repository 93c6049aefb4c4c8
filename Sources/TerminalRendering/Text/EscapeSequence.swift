/// Every ANSI escape sequence raygem writes, in one place.
///
/// Select Graphic Rendition codes only: raygem never moves the cursor or
/// changes the terminal's state beyond the current text style.
public enum EscapeSequence {
  /// Clears every style.
  public static let reset = "\u{1B}[0m"

  /// The sequence that starts `role`'s style, or `nil` for unstyled text.
  ///
  /// - Parameter role: A text role.
  /// - Returns: An SGR sequence: bold for names and headings, dim for muted
  ///   text, colours for accents, favorites and problems, a 24-bit
  ///   background for swatches.
  public static func start(_ role: TextRole) -> String? {
    switch role {
    case .plain: return nil
    case .name: return "\u{1B}[1m"
    case .heading: return "\u{1B}[1;4m"
    case .muted: return "\u{1B}[2m"
    case .accent: return "\u{1B}[36m"
    case .favorite: return "\u{1B}[31m"
    case .danger: return "\u{1B}[1;31m"
    case .swatch(let red, let green, let blue): return "\u{1B}[48;2;\(red);\(green);\(blue)m"
    }
  }
}

extension StyledText {
  /// The text as it goes to the output, with or without colour.
  ///
  /// - Parameter colored: Whether to add ANSI styles for the roles.
  /// - Returns: The plain text, or the text wrapped in SGR sequences.
  public func rendered(colored: Bool) -> String {
    guard colored else { return plain }
    var output = ""
    for span in spans {
      if let start = EscapeSequence.start(span.role) {
        output += start + span.text + EscapeSequence.reset
      } else {
        output += span.text
      }
    }
    return output
  }
}
