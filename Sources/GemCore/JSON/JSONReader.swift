/// Reads values one at a time from JSON text that ``StrictJSON`` accepted.
///
/// The caller pulls each value in the type it expects, so a catalog becomes
/// gems without first becoming a tree of JSON values, and raygem needs no
/// Foundation, whose linking slows every start (Sources/Benchmark/README.md,
/// "Start-up").
///
/// The reader trusts the syntax that was checked before it: it reports no
/// syntax errors. Asked for the wrong kind of value, a method returns `nil`
/// or `false` and leaves the reader where it was.
struct JSONReader {
  /// The whole JSON text, as UTF-8.
  let bytes: [UInt8]
  /// The offset in ``bytes`` of the next byte to read.
  var position: Int

  /// Creates a reader of `bytes`, which must be text ``StrictJSON`` accepted.
  ///
  /// - Parameters:
  ///   - bytes: The JSON text.
  ///   - position: Where reading starts; a value or white space must begin there.
  init(_ bytes: [UInt8], at position: Int = 0) {
    self.bytes = bytes
    self.position = position
  }

  /// The first byte of the next value, after any white space; `nil` at the end.
  mutating func peek() -> UInt8? {
    peek(from: position)
  }

  /// Moves to `start`, then past any white space.
  ///
  /// - Returns: The byte there; `nil` at the end.
  private mutating func peek(from start: Int) -> UInt8? {
    position = start
    while position < bytes.count, bytes[position].isJSONWhiteSpace { position += 1 }
    return position < bytes.count ? bytes[position] : nil
  }

  /// Reads past a string whose opening quote is next.
  private mutating func readStringBody() -> StringBody {
    let start = position + 1
    var hasEscapes = false
    // Strings are most of a catalog's bytes, so they are scanned through an
    // unsafe buffer (StrictJSON guarantees the closing quote)
    // (Sources/Benchmark/README.md, "Large catalogs").
    let end = bytes.withUnsafeBufferPointer { buffer in
      var index = start
      while buffer[index] != UInt8(ascii: "\"") {
        if buffer[index] == UInt8(ascii: "\\") {
          hasEscapes = true
          index += 1
        }
        index += 1
      }
      return index
    }
    position = end + 1
    return StringBody(range: start..<end, hasEscapes: hasEscapes)
  }

  /// The string a body in `bytes` stands for.
  static func string(in bytes: [UInt8], _ body: StringBody) -> String {
    body.hasEscapes ? unescape(bytes[body.range]) : String(decoding: bytes[body.range], as: UTF8.self)
  }

  /// Reads `null`.
  ///
  /// - Returns: Whether the next value was `null` (and was read).
  mutating func readNull() -> Bool {
    guard peek() == UInt8(ascii: "n") else { return false }
    position += 4
    return true
  }

  /// Reads a string, decoding its escapes.
  ///
  /// - Returns: The string, or `nil` when the next value is not a string.
  mutating func readString() -> String? {
    guard peek() == UInt8(ascii: "\"") else { return nil }
    let body = readStringBody()
    return JSONReader.string(in: bytes, body)
  }

  /// Reads a string without decoding it.
  ///
  /// - Returns: Where its body is, or `nil` when the next value is not a string.
  mutating func readStringBodyIfString() -> StringBody? {
    guard peek() == UInt8(ascii: "\"") else { return nil }
    return readStringBody()
  }

  /// Reads a number.
  ///
  /// - Returns: The nearest `Double` (infinite when the number is beyond
  ///   `Double`'s range), or `nil` when the next value is not a number.
  mutating func readNumber() -> Double? {
    guard let first = peek(), first == UInt8(ascii: "-") || first.isDecimalDigit else { return nil }
    let start = position
    while position < bytes.count, JSONReader.isNumberByte(bytes[position]) { position += 1 }
    return JSONNumber.value(of: bytes[start..<position])
  }

  /// Reads a `schemaVersion` value: a whole number, or `null` for 1.
  ///
  /// - Returns: The version, or `nil` when the value is neither.
  mutating func readVersion() -> Int? {
    if readNull() { return 1 }
    return readNumber().flatMap { Int(exactly: $0) }
  }

  /// Reads an array of strings.
  ///
  /// - Returns: The strings, or `nil` when the next value is not an array
  ///   or holds anything but strings (the reader is then left where it was).
  mutating func readStrings() -> [String]? {
    let start = position
    guard enterArray() else { return nil }
    var strings: [String] = []
    while nextElement() {
      guard let string = readString() else {
        position = start
        return nil
      }
      strings.append(string)
    }
    return strings
  }

  /// A string's body in the text: the bytes between its quotes.
  struct StringBody {
    /// Where the body is in the text.
    var range: Range<Int>
    /// Whether the body has a backslash escape in it.
    var hasEscapes: Bool
  }

  /// Reads an object, calling `body` for each member in text order
  /// without decoding the member's value.
  ///
  /// - Parameter body: Takes the key's body and where its value's text is.
  /// - Returns: Whether the next value was an object (and was read).
  mutating func forEachMember(_ body: (StringBody, Range<Int>) -> Void) -> Bool {
    guard peek() == UInt8(ascii: "{") else { return false }
    position += 1
    while peek() != UInt8(ascii: "}") {
      if bytes[position] == UInt8(ascii: ",") { _ = peek(from: position + 1) }
      let key = readStringBody()
      _ = peek()
      _ = peek(from: position + 1)  // past the colon
      let start = position
      skipValue()
      body(key, start..<position)
    }
    position += 1
    return true
  }

  /// Reads an object and finds the values of the keys a decoder knows.
  ///
  /// - Parameters:
  ///   - keys: The keys wanted.
  ///   - keepingOthers: Whether to note where the other members are (in
  ///     ``JSONMembers/others``), or just skip them, as a catalog's gems do.
  /// - Returns: Where each wanted key's value starts, or `nil` when the
  ///   next value is not an object.
  mutating func readObject(keys: JSONKeys, keepingOthers: Bool = false) -> JSONMembers? {
    var members = JSONMembers(positions: Array(repeating: nil, count: keys.count))
    let bytes = bytes
    let found = forEachMember { key, value in
      guard let index = keys.index(of: key, in: bytes) else {
        if keepingOthers {
          members.others.append((key: key.range.lowerBound - 1..<key.range.upperBound + 1, value: value))
        }
        return
      }
      if members.positions[index] != nil {
        if members.firstRepeated == nil { members.firstRepeated = index }
      } else {
        members.positions[index] = value.lowerBound
      }
    }
    return found ? members : nil
  }

  /// Enters an array, so that ``nextElement()`` can step through it.
  ///
  /// - Returns: Whether the next value was an array.
  mutating func enterArray() -> Bool {
    guard peek() == UInt8(ascii: "[") else { return false }
    position += 1
    return true
  }

  /// Moves to the next element of the array entered last.
  ///
  /// - Returns: `true` when an element follows, to be read next; `false`
  ///   at the end of the array, which is then read past.
  mutating func nextElement() -> Bool {
    switch peek() {
    case UInt8(ascii: "]"):
      position += 1
      return false
    case UInt8(ascii: ","):
      position += 1
      _ = peek()
      return true
    default:
      return true
    }
  }

  /// Reads past the next value, whatever it is.
  mutating func skipValue() {
    var depth = 0
    repeat {
      switch peek() {
      case UInt8(ascii: "\""):
        _ = readStringBody()
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        position += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        position += 1
      case UInt8(ascii: ","), UInt8(ascii: ":"):
        position += 1
      case nil:
        return
      default:
        while position < bytes.count, JSONReader.isScalarByte(bytes[position]) { position += 1 }
      }
    } while depth > 0
  }

  /// Decodes a string's body that has escapes in it.
  private static func unescape(_ body: ArraySlice<UInt8>) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(body.count)
    var index = body.startIndex
    while index < body.endIndex {
      let byte = body[index]
      index += 1
      guard byte == UInt8(ascii: "\\") else {
        result.append(byte)
        continue
      }
      let escaped = body[index]
      index += 1
      switch escaped {
      case UInt8(ascii: "b"): result.append(0x08)
      case UInt8(ascii: "f"): result.append(0x0C)
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "u"):
        var value = hexValue(body, at: index)
        index += 4
        // StrictJSON let through only surrogates that come in pairs.
        if (0xD800..<0xDC00).contains(value) {
          let low = hexValue(body, at: index + 2)
          value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
          index += 6
        }
        result.append(contentsOf: String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
      default: result.append(escaped)  // " \ and /
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The value of the four hex digits at `index`, which StrictJSON checked.
  private static func hexValue(_ body: ArraySlice<UInt8>, at index: Int) -> UInt32 {
    body[index..<index + 4].reduce(0) { $0 << 4 | ($1.hexDigitValue ?? 0) }
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    byte.isDecimalDigit || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
  }

  /// Bytes of numbers and of `true`, `false` and `null`.
  private static func isScalarByte(_ byte: UInt8) -> Bool {
    isNumberByte(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
  }
}
