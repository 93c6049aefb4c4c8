/// Makes catalog text safe to print: nothing in it can drive a terminal.
///
/// Tabs, line feeds and carriage returns become spaces (they would break a
/// row); every other C0 or C1 control, DEL, and the bidirectional override
/// and isolate characters become U+FFFD, which breaks any escape sequence
/// (ESC, 8-bit CSI, OSC) apart.
public enum ControlCharacters {
  /// The replacement shown for a neutralised control character.
  public static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// Returns `text` with every control character neutralised.
  ///
  /// - Parameter text: Any text, typically from a catalog.
  /// - Returns: Text with no control characters; unchanged when it had none.
  public static func neutralised(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D: result.append(" ")
      default: result.append(isUnsafe(scalar) ? replacement : scalar)
      }
    }
    return String(result)
  }

  /// Whether `scalar` is a control that must not reach a terminal raw.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}
