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
    text.withUTF8 { append(quoted: UnsafeRawBufferPointer($0), to: &bytes) }
  }

  /// Appends the text whose UTF-8 is `utf8` as a JSON string literal (see
  /// ``quoted(_:)``) to the UTF-8 bytes of a document being written, for
  /// writers that copy text in place rather than make a string.
  ///
  /// - Parameters:
  ///   - utf8: Valid UTF-8.
  ///   - bytes: The JSON written so far, as UTF-8.
  public static func append(quoted utf8: UnsafeRawBufferPointer, to bytes: inout [UInt8]) {
    guard needsEscapes(utf8.assumingMemoryBound(to: UInt8.self)) else {
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: utf8.assumingMemoryBound(to: UInt8.self))
      bytes.append(UInt8(ascii: "\""))
      return
    }
    var escaped = ""
    append(quoted: String(decoding: utf8, as: UTF8.self), to: &escaped)
    bytes.append(contentsOf: escaped.utf8)
  }

  /// Whether the text whose UTF-8 is `bytes` may need an escape in a JSON
  /// string literal; when not, ``quoted(_:)`` copies it as it is.
  package static func needsEscapes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    // Eight bytes at a time: text is mostly printable ASCII, and a word of
    // it needs no look at its bytes one by one.
    var start = 0
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      while start + 8 <= bytes.count {
        if mayHoldEscape(base.loadUnaligned(fromByteOffset: start, as: UInt64.self)),
          bytes[start..<start + 8].contains(where: needsEscape)
        {
          return true
        }
        start += 8
      }
    }
    return bytes[start...].contains(where: needsEscape)
  }

  /// Whether `byte` is a quote, a backslash or may start an unsafe scalar.
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte == 0x22 || byte == 0x5C || UnsafeScalars.mayStart(byte)
  }

  /// Whether any of the eight bytes of `word` is not printable ASCII, or
  /// is a quote or a backslash: each byte that ``needsEscape(_:)`` is.
  private static func mayHoldEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    // A byte of `x` is below `n` (at most 0x80) when subtracting `n` borrows into its high bit.
    func hasByte(below n: UInt64, _ x: UInt64) -> Bool { (x &- ones &* n) & ~x & highBits != 0 }
    func hasByte(_ value: UInt64) -> Bool { hasByte(below: 1, word ^ (ones &* value)) }
    return word & highBits != 0 || hasByte(below: 0x20, word) || hasByte(0x22) || hasByte(0x5C) || hasByte(0x7F)
  }
}
