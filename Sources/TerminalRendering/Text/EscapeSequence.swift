/// Every ANSI escape sequence raygem writes, in one place.
///
/// Select Graphic Rendition codes only: raygem never moves the cursor or
/// changes the terminal's state beyond the current text style.
public enum EscapeSequence {
  /// Clears every style.
  public static let reset = "\u{1B}[0m"

  /// The sequence that starts `role`'s style, or `nil` for unstyled text.
  ///
  /// - Parameters:
  ///   - role: A text role.
  ///   - depth: The terminal's colours, for swatches.
  /// - Returns: An SGR sequence: bold for names and headings, dim for muted
  ///   text, colours for accents, favorites and problems, a background of
  ///   the swatch's colour (or the nearest the terminal has) for swatches.
  public static func start(_ role: TextRole, depth: ColorDepth = .trueColor) -> String? {
    switch role {
    case .plain: return nil
    case .name: return "\u{1B}[1m"
    case .heading: return "\u{1B}[1;4m"
    case .muted: return "\u{1B}[2m"
    case .accent: return "\u{1B}[36m"
    case .favorite: return "\u{1B}[31m"
    case .danger: return "\u{1B}[1;31m"
    case .selected: return "\u{1B}[7m"
    case .swatch(let red, let green, let blue): return depth.background(red: red, green: green, blue: blue)
    case .pixels(let foreground, let background):
      let glyph = depth.foreground(red: foreground.red, green: foreground.green, blue: foreground.blue)
      guard let background else { return glyph }
      return glyph + depth.background(red: background.red, green: background.green, blue: background.blue)
    }
  }
}

extension StyledText {
  /// The text as it goes to the output, with or without colour.
  ///
  /// - Parameters:
  ///   - colored: Whether to add ANSI styles for the roles.
  ///   - depth: The terminal's colours, for swatches.
  /// - Returns: The plain text, or the text wrapped in SGR sequences.
  public func rendered(colored: Bool, depth: ColorDepth = .trueColor) -> String {
    guard colored else { return plain }
    var output = ""
    for span in spans {
      if let start = EscapeSequence.start(span.role, depth: depth) {
        output += start + span.text + EscapeSequence.reset
      } else {
        output += span.text
      }
    }
    return output
  }
}
