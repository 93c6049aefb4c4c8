/// Appends values in the gem record layout, in which every byte outside a
/// string's UTF-8 is below 0x80, so that a whole record is valid UTF-8.
///
/// That lets the build embed the bundled catalog's records as one Swift string
/// literal, which the binary carries as plain bytes: no pointer to relocate
/// when a position-independent executable starts, and no code to run
/// (Sources/Benchmark/README.md, "Start-up").
package struct RecordWriter {
  package private(set) var bytes: [UInt8] = []

  package init() {}

  /// A byte below 0x80.
  mutating func append(byte: UInt8) {
    bytes.append(byte & 0x7F)
  }

  /// A whole number, six bits a byte, least significant first; bit 6 says more follow.
  mutating func append(count: Int) {
    var value = UInt64(count)
    while value >= 0x40 {
      bytes.append(0x40 | UInt8(value & 0x3F))
      value >>= 6
    }
    bytes.append(UInt8(value))
  }

  /// A double's bit pattern, six bits a byte in eleven bytes.
  mutating func append(_ value: Double) {
    var bits = value.bitPattern
    for _ in 0..<RecordReader.doubleWidth {
      bytes.append(UInt8(bits & 0x3F))
      bits >>= 6
    }
  }

  /// A string: its UTF-8 length, then its UTF-8.
  mutating func append(_ text: String) {
    append(count: text.utf8.count)
    bytes.append(contentsOf: text.utf8)
  }

  /// A count, then the bytes as they are (UTF-8 text only, to keep the records valid UTF-8).
  mutating func append(utf8 raw: [UInt8]) {
    append(count: raw.count)
    bytes.append(contentsOf: raw)
  }

  /// A count, then each offset.
  mutating func append(offsets: [Int]) {
    append(count: offsets.count)
    for offset in offsets { append(count: offset) }
  }

  /// A count, then each string.
  mutating func append(_ texts: [String]) {
    append(count: texts.count)
    for text in texts { append(text) }
  }
}
