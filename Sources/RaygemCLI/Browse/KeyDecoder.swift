/// Turns the bytes a terminal sends into ``BrowserKey``s.
///
/// Keys arrive as single bytes (`q`, Ctrl-C), as UTF-8 sequences (`é`), or
/// as escape sequences: CSI (`ESC [ A` for ↑, `ESC [ 5 ~` for Page Up,
/// `ESC [ < 0 ; 12 ; 4 M` for an SGR mouse click) and SS3 (`ESC O A`, which
/// terminals in application mode send for ↑). A sequence may be split
/// across reads, so an incomplete one waits for the next bytes; a lone
/// `ESC` is the Escape key only once no more bytes follow (``flush()``).
/// Sequences it does not know are dropped whole, never typed as text.
/// Text between the bracketed-paste marks (`ESC [ 200 ~` … `ESC [ 201 ~`)
/// is one ``BrowserKey/paste(_:)``, so a pasted line break is not Enter.
struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  /// The pasted bytes so far, while inside the paste marks.
  private var pasted: [UInt8]?
  private static let pasteStart = Array("\u{1B}[200~".utf8)
  private static let pasteEnd = Array("\u{1B}[201~".utf8)

  /// Whether bytes are waiting for the rest of a sequence, or a paste for its end.
  var hasPending: Bool { !pending.isEmpty || pasted != nil }

  /// The most bytes one paste keeps: a query needs far fewer, and a
  /// paste of megabytes must not hold the browser up.
  static let pasteLimit = 1024

  /// Decodes `bytes` after whatever was pending.
  ///
  /// - Parameter bytes: What one read(2) returned.
  /// - Returns: The complete keys, in order.
  mutating func keys(from bytes: some Sequence<UInt8>) -> [BrowserKey] {
    pending.append(contentsOf: bytes)
    var keys: [BrowserKey] = []
    var index = 0
    while index < pending.count {
      if pasted != nil {
        guard let end = Self.find(Self.pasteEnd, in: pending, from: index) else {
          // Keep a possible start of the end mark for the next read.
          let keep = min(pending.count - index, Self.pasteEnd.count - 1)
          takePasted(pending[index..<(pending.count - keep)])
          index = pending.count - keep
          break
        }
        takePasted(pending[index..<end])
        keys.append(.paste(Self.printable(pasted ?? [])))
        pasted = nil
        index = end + Self.pasteEnd.count
        continue
      }
      if pending[index...].starts(with: Self.pasteStart) {
        pasted = []
        index += Self.pasteStart.count
        continue
      }
      guard let (key, length) = Self.decode(pending[index...]) else { break }
      if let key { keys.append(key) }
      index += length
    }
    pending.removeFirst(index)
    return keys
  }

  /// What is pending when no more bytes came: a lone `ESC` is Escape, a
  /// paste whose end mark never came ends here, anything else is dropped.
  mutating func flush() -> [BrowserKey] {
    defer { pending.removeAll() }
    if let text = pasted {
      pasted = nil
      return [.paste(Self.printable(text + pending))]
    }
    return pending.first == 0x1B ? [.escape] : []
  }

  private mutating func takePasted(_ bytes: ArraySlice<UInt8>) {
    let room = Self.pasteLimit - (pasted?.count ?? 0)
    if room > 0 { pasted?.append(contentsOf: bytes.prefix(room)) }
  }

  private static func find(_ mark: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard bytes.count - start >= mark.count else { return nil }
    return (start...(bytes.count - mark.count)).first { bytes[$0..<($0 + mark.count)].elementsEqual(mark) }
  }

  /// Pasted bytes as text to type: line breaks and tabs become spaces,
  /// other control characters go.
  private static func printable(_ bytes: [UInt8]) -> String {
    var text = ""
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      if scalar == "\n" || scalar == "\r" || scalar == "\t" {
        if text.last != " " { text.append(" ") }
      } else if scalar.properties.generalCategory != .control && scalar.value != 0x1B {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// The key at the start of `bytes` and how many bytes it took, `nil`
  /// for a key that needs more bytes, or a `nil` key for bytes to drop.
  private static func decode(_ bytes: ArraySlice<UInt8>) -> (BrowserKey?, Int)? {
    let first = bytes[bytes.startIndex]
    switch first {
    case 0x1B: return escapeSequence(bytes)
    case 0x03: return (.interrupt, 1)
    case 0x1A: return (.suspend, 1)
    case 0x1C: return (.quitSignal, 1)
    case 0x0C: return (.redraw, 1)
    case 0x15: return (.clearQuery, 1)
    case 0x17: return (.deleteWord, 1)
    case 0x09: return (.tab, 1)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x0E: return (.down, 1)  // Ctrl-N
    case 0x10: return (.up, 1)  // Ctrl-P
    case 0x00..<0x20: return (nil, 1)
    case 0x20..<0x7F: return (.character(Character(Unicode.Scalar(first))), 1)
    default: return utf8Character(bytes)
    }
  }

  private static func utf8Character(_ bytes: ArraySlice<UInt8>) -> (BrowserKey?, Int)? {
    let first = bytes[bytes.startIndex]
    let length: Int
    switch first {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (nil, 1)
    }
    guard bytes.count >= length else { return nil }
    let sequence = bytes.prefix(length)
    guard sequence.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
      let scalar = String(validating: sequence, as: UTF8.self)?.unicodeScalars.first,
      scalar.properties.generalCategory != .control
    else { return (nil, 1) }
    return (.character(Character(scalar)), length)
  }

  private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (BrowserKey?, Int)? {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return nil }
    switch bytes[start + 1] {
    case UInt8(ascii: "["): return controlSequence(bytes)
    case UInt8(ascii: "O"):
      guard bytes.count >= 3 else { return nil }
      return (ss3Key(bytes[start + 2]), 3)
    case 0x1B:
      // Two Escapes: the first stands alone.
      return (.escape, 1)
    default:
      // Escape and a key arriving together (typed quickly, or Alt with the
      // key): Escape, then the key.
      return (.escape, 1)
    }
  }

  private static func ss3Key(_ final: UInt8) -> BrowserKey? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    default: return nil
    }
  }

  /// `ESC [`, parameter bytes (0x30–0x3F), intermediates (0x20–0x2F), one final byte (0x40–0x7E).
  private static func controlSequence(_ bytes: ArraySlice<UInt8>) -> (BrowserKey?, Int)? {
    let start = bytes.startIndex
    var index = start + 2
    while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
    guard index < bytes.endIndex else {
      // A run-away sequence is dropped rather than waited for forever.
      return bytes.count > 64 ? (nil, bytes.count) : nil
    }
    let final = bytes[index]
    let length = index - start + 1
    guard (0x40...0x7E).contains(final) else { return (nil, length) }
    let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
    if parameters.isEmpty && final == UInt8(ascii: "M") { return x10Mouse(bytes, after: length) }
    if parameters.hasPrefix("<") { return (mouse(parameters.dropFirst(), pressed: final == UInt8(ascii: "M")), length) }
    switch final {
    case UInt8(ascii: "~"):
      switch parameters.split(separator: ";").first {
      case "1", "7": return (.home, length)
      case "4", "8": return (.end, length)
      case "5": return (.pageUp, length)
      case "6": return (.pageDown, length)
      default: return (nil, length)
      }
    case UInt8(ascii: "Z"): return (.backTab, length)
    default: return (ss3Key(final), length)
    }
  }

  /// An old-style mouse report, `ESC [ M` and three bytes (button, column
  /// and row, each plus 32), which terminals without SGR reports send.
  private static func x10Mouse(_ bytes: ArraySlice<UInt8>, after length: Int) -> (BrowserKey?, Int)? {
    guard bytes.count >= length + 3 else { return nil }
    let start = bytes.startIndex + length
    let (button, column, row) = (Int(bytes[start]) - 32, Int(bytes[start + 1]) - 33, Int(bytes[start + 2]) - 33)
    guard column >= 0, row >= 0 else { return (nil, length + 3) }
    switch button {
    case 0: return (.click(row: row, column: column), length + 3)
    case 64: return (.wheel(up: true), length + 3)
    case 65: return (.wheel(up: false), length + 3)
    default: return (nil, length + 3)
    }
  }

  /// An SGR mouse report, `button;column;row` counted from 1.
  private static func mouse(_ parameters: Substring, pressed: Bool) -> BrowserKey? {
    let numbers = parameters.split(separator: ";").compactMap { Int($0) }
    guard pressed, numbers.count == 3, numbers[1] > 0, numbers[2] > 0 else { return nil }
    switch numbers[0] {
    case 64: return .wheel(up: true)
    case 65: return .wheel(up: false)
    case 0: return .click(row: numbers[2] - 1, column: numbers[1] - 1)
    default: return nil
    }
  }
}
