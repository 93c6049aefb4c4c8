/// The one list of Unicode scalars that must never reach a terminal raw,
/// shared by the terminal layer (which neutralises them) and GemCore's JSON
/// writer (which escapes them).
///
/// They are the C0 and C1 controls and DEL (which start escape sequences:
/// ESC, 8-bit CSI, OSC), the line and paragraph separators (which break a
/// line), and the bidirectional marks, embeddings, overrides and isolates
/// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which reorder
/// what a terminal shows.
public enum UnsafeScalars {
  /// Whether `scalar` must not reach a terminal raw.
  ///
  /// - Parameter scalar: Any scalar.
  /// - Returns: `true` for the scalars listed above.
  public static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// Whether `byte` may belong to an unsafe scalar in UTF-8.
  ///
  /// That is a C0 control, DEL, or the lead byte of a C1 control (0xC2), of
  /// the Arabic letter mark (0xD8), or of a separator or bidirectional
  /// control (0xE2). Text without such bytes needs no scalar-by-scalar look.
  ///
  /// - Parameter byte: One byte of UTF-8.
  /// - Returns: Whether the text around it needs decoding to be sure.
  public static func mayStart(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
  }
}
