import UnsafeScalars

/// Writes JSON string literals (RFC 8259).
public enum JSONString {
  /// `text` as a JSON string literal.
  ///
  /// Quotes and backslashes are escaped, and so is every scalar that
  /// could act on a terminal or break a line when the JSON is printed
  /// (``UnsafeScalars``: controls, separators, bidirectional marks and
  /// controls). Everything else is written as UTF-8.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The quoted, escaped literal.
  public static func quoted(_ text: String) -> String {
    var result = ""
    append(quoted: text, to: &result)
    return result
  }

  /// Appends `text` as a JSON string literal (see ``quoted(_:)``) to
  /// `result`, for writers that build a document piece by piece.
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - result: The JSON written so far.
  public static func append(quoted text: String, to result: inout String) {
    // Most catalog text needs no escape: check the bytes first, then copy it
    // whole instead of scalar by scalar (Sources/Benchmark/README.md,
    // "Start-up").
    let needsEscape = text.utf8.withContiguousStorageIfAvailable(needsEscapes) ?? true
    result += "\""
    guard needsEscape else {
      result += text
      result += "\""
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case _ where UnsafeScalars.contains(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    result += "\""
  }

  /// Appends `text` as a JSON string literal (see ``quoted(_:)``) to the
  /// UTF-8 bytes of a document being written.
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - bytes: The JSON written so far, as UTF-8.
  public static func append(quoted text: String, to bytes: inout [UInt8]) {
    var text = text
    let isPlain = text.withUTF8 { utf8 in
      guard !needsEscapes(utf8) else { return false }
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: utf8)
      bytes.append(UInt8(ascii: "\""))
      return true
    }
    guard !isPlain else { return }
    var escaped = ""
    append(quoted: text, to: &escaped)
    bytes.append(contentsOf: escaped.utf8)
  }

  /// Whether the text whose UTF-8 is `bytes` may need an escape in a JSON
  /// string literal; when not, ``quoted(_:)`` copies it as it is.
  static func needsEscapes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.contains { $0 == 0x22 || $0 == 0x5C || UnsafeScalars.mayStart($0) }
  }
}
