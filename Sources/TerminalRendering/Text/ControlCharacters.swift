import UnsafeScalars

/// Makes catalog text safe to print: nothing in it can drive a terminal.
///
/// Tabs, line feeds, carriage returns and the Unicode line and paragraph
/// separators become spaces (they would break a row); every other C0 or C1 control, DEL, the bidirectional marks, overrides
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
    guard mayHoldUnsafe(text) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D, 0x2028, 0x2029: result.append(" ")
      default: result.append(isUnsafe(scalar) ? replacement : scalar)
      }
    }
    return String(result)
  }

  /// Whether `text` may hold an unsafe scalar, from a quick scan of its bytes.
  ///
  /// C0 controls and DEL are single bytes; C1 controls start with 0xC2,
  /// and the line separators and bidirectional controls with 0xE2, so text
  /// without those bytes is safe without decoding a scalar.
  private static func mayHoldUnsafe(_ text: String) -> Bool {
    let hasSuspectByte = text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isSuspect) } ?? true
    return hasSuspectByte && text.unicodeScalars.contains(where: isUnsafe)
  }

  /// Whether `byte` may belong to an unsafe scalar (see ``UnsafeScalars/mayStart(_:)``).
  public static func isSuspect(_ byte: UInt8) -> Bool {
    UnsafeScalars.mayStart(byte)
  }

  /// Whether `scalar` is a control that must not reach a terminal raw (see ``UnsafeScalars``).
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    UnsafeScalars.contains(scalar)
  }
}
