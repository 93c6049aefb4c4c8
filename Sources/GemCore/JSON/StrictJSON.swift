/// A strict RFC 8259 syntax check, run before ``JSONReader`` decodes.
///
/// Trailing commas (`["ruby",]`), comments and the like are refused: in a
/// hand-edited catalog or favorites file they are more likely a mistake
/// than an intent, and other JSON tools refuse them too. So are escapes of
/// lone UTF-16 surrogates, which stand for no character. Checking first
/// lets ``JSONReader`` trust the syntax and report only type mismatches.
struct StrictJSON {
  /// Where the text stops being JSON.
  struct SyntaxError: Error, Equatable {
    /// 1-based line number.
    var line: Int
    /// 1-based column, counted in Unicode scalars (what editors show as characters).
    var column: Int
    /// Whether the text broke no rule but nested deeper than ``StrictJSON/maximumDepth``.
    var isTooDeep = false

    /// Where and what: `not valid JSON (line 1, column 5)` or
    /// `nested deeper than 512 levels (line 1, column 520)`.
    var description: String { description(at: "(line \(line), column \(column))") }

    /// Where and what in text of one line, as a JSONL line is (its own
    /// number is given beside): `not valid JSON at column 5`.
    var descriptionWithinTheLine: String { description(at: "at column \(column)") }

    private func description(at place: String) -> String {
      isTooDeep ? "nested deeper than \(StrictJSON.maximumDepth) levels \(place)" : "not valid JSON \(place)"
    }
  }

  /// How deeply arrays and objects may nest before the text is refused.
  static let maximumDepth = 512

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  private var tooDeep = false

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Checks that `bytes` is exactly one JSON value, with optional white space around it.
  ///
  /// - Throws: ``SyntaxError`` locating the first byte that breaks the grammar.
  static func check(_ bytes: [UInt8]) throws(SyntaxError) {
    var scanner = StrictJSON(bytes)
    do throws(Stop) {
      scanner.skipWhiteSpace()
      try scanner.value()
      scanner.skipWhiteSpace()
      guard scanner.index == bytes.count else { throw Stop() }
    } catch {
      throw scanner.location()
    }
  }

  /// Thrown internally at the first unexpected byte; ``index`` says where.
  private struct Stop: Error {}

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private func location() -> SyntaxError {
    let before = bytes[..<min(index, bytes.count)]
    let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    // Editors count characters: skip UTF-8 continuation bytes.
    let characters = before[lineStart...].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    return SyntaxError(line: line, column: characters + 1, isTooDeep: tooDeep)
  }

  private mutating func skipWhiteSpace() {
    while let byte = current, byte.isJSONWhiteSpace { index += 1 }
  }

  private mutating func expect(_ byte: UInt8) throws(Stop) {
    guard current == byte else { throw Stop() }
    index += 1
  }

  private mutating func value() throws(Stop) {
    switch current {
    case UInt8(ascii: "{"): try container(closing: UInt8(ascii: "}"), isObject: true)
    case UInt8(ascii: "["): try container(closing: UInt8(ascii: "]"), isObject: false)
    case UInt8(ascii: "\""): try string()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default: try number()
    }
  }

  private mutating func container(closing: UInt8, isObject: Bool) throws(Stop) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      tooDeep = true
      throw Stop()
    }
    index += 1
    skipWhiteSpace()
    if current == closing {
      index += 1
      depth -= 1
      return
    }
    while true {
      if isObject {
        try string()
        skipWhiteSpace()
        try expect(UInt8(ascii: ":"))
        skipWhiteSpace()
      }
      try value()
      skipWhiteSpace()
      if current == UInt8(ascii: ",") {
        index += 1
        skipWhiteSpace()
        continue
      }
      try expect(closing)
      depth -= 1
      return
    }
  }

  private mutating func string() throws(Stop) {
    try expect(UInt8(ascii: "\""))
    while let byte = current {
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return
      case UInt8(ascii: "\\"):
        index += 1
        guard let escaped = current else { throw Stop() }
        if escaped == UInt8(ascii: "u") {
          try unicodeEscape()
        } else {
          guard Array("\"\\/bfnrt".utf8).contains(escaped) else { throw Stop() }
          index += 1
        }
      case 0x00..<0x20:
        throw Stop()
      default:
        index += 1
      }
    }
    throw Stop()
  }

  /// Reads the rest of a `\u` escape, from the `u`.
  ///
  /// A UTF-16 surrogate must be the high half of a pair whose low half
  /// follows as a second escape: a lone one encodes no character
  /// (JSONDecoder refuses it too).
  private mutating func unicodeEscape() throws(Stop) {
    let start = index - 1
    let value = try hexDigits()
    if (0xDC00..<0xE000).contains(value) {
      index = start
      throw Stop()
    }
    guard (0xD800..<0xDC00).contains(value) else { return }
    guard current == UInt8(ascii: "\\") else {
      index = start
      throw Stop()
    }
    index += 1
    guard current == UInt8(ascii: "u") else { throw Stop() }
    let low = try hexDigits()
    guard (0xDC00..<0xE000).contains(low) else {
      index = start
      throw Stop()
    }
  }

  /// Reads the `u` and four hex digits of an escape.
  private mutating func hexDigits() throws(Stop) -> UInt32 {
    index += 1
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = current, let digitValue = digit.hexDigitValue else { throw Stop() }
      value = value << 4 | digitValue
      index += 1
    }
    return value
  }

  private mutating func number() throws(Stop) {
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
    } else {
      try digits()
    }
    if current == UInt8(ascii: ".") {
      index += 1
      try digits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      try digits()
    }
  }

  /// One or more decimal digits.
  private mutating func digits() throws(Stop) {
    guard let first = current, first.isDecimalDigit else { throw Stop() }
    while let byte = current, byte.isDecimalDigit { index += 1 }
  }

  private mutating func literal(_ word: StaticString) throws(Stop) {
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    for byte in expected { try expect(byte) }
  }
}
