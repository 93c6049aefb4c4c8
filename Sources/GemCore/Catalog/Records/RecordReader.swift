/// Reads values written by ``RecordWriter``, checking every length against
/// the buffer, so that damaged bytes are refused rather than trusted.
package struct RecordReader {
  /// The bytes are damaged or of another layout.
  package struct Damaged: Error {
    package init() {}
  }

  /// How many bytes a double takes: 64 bits at six a byte.
  static let doubleWidth = 11

  let buffer: UnsafeRawBufferPointer
  package private(set) var offset: Int

  package init(_ buffer: UnsafeRawBufferPointer, at offset: Int = 0) {
    self.buffer = buffer
    self.offset = offset
  }

  /// Whether every byte has been read.
  package var isAtEnd: Bool { offset == buffer.count }

  mutating func byte() throws(Damaged) -> UInt8 {
    guard offset < buffer.count else { throw Damaged() }
    defer { offset += 1 }
    return buffer[offset]
  }

  mutating func count() throws(Damaged) -> Int {
    try count(upTo: buffer.count)
  }

  /// A whole number written as a count, such as a position among a
  /// catalog's gems, that counts nothing in this buffer.
  mutating func number(upTo limit: Int) throws(Damaged) -> Int {
    try count(upTo: limit)
  }

  /// A count no greater than `limit`, which may lie past the buffer's end.
  private mutating func count(upTo limit: Int) throws(Damaged) -> Int {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let byte = try byte()
      guard shift < 60, byte < 0x80 else { throw Damaged() }
      value |= UInt64(byte & 0x3F) << shift
      if byte & 0x40 == 0 { break }
      shift += 6
    }
    guard value <= UInt64(limit) else { throw Damaged() }
    return Int(value)
  }

  /// The length of a string whose bytes need not be in the buffer, read
  /// from the length at the reader's offset, which it steps past.
  ///
  /// - Parameter limit: The most the length can be: what is left of the record.
  /// - Returns: The string's length in bytes.
  /// - Throws: ``Damaged`` for a length that does not end in the buffer or exceeds `limit`.
  package mutating func stringLength(upTo limit: Int) throws(Damaged) -> Int {
    try count(upTo: limit)
  }

  /// How many bytes a string's length takes at most.
  package static let longestLength = 10

  mutating func double() throws(Damaged) -> Double {
    guard Self.doubleWidth <= buffer.count - offset else { throw Damaged() }
    var bits: UInt64 = 0
    for index in 0..<Self.doubleWidth {
      bits |= UInt64(buffer[offset + index] & 0x3F) << UInt64(6 * index)
    }
    offset += Self.doubleWidth
    return Double(bitPattern: bits)
  }

  /// Steps over `count` doubles without reading them.
  mutating func skipDoubles(_ count: Int) throws(Damaged) {
    guard count * Self.doubleWidth <= buffer.count - offset else { throw Damaged() }
    offset += count * Self.doubleWidth
  }

  /// Whether the string whose length begins with `byte` is empty: a
  /// length is written in six-bit groups, so zero alone is the byte 0.
  package static func startsEmptyString(_ byte: UInt8) -> Bool { byte == 0 }

  package mutating func string() throws(Damaged) -> String {
    String(decoding: try stringBytes(), as: UTF8.self)
  }

  /// The UTF-8 bytes of a string, in place.
  mutating func stringBytes() throws(Damaged) -> UnsafeRawBufferPointer {
    let length = try count()
    guard length <= buffer.count - offset else { throw Damaged() }
    defer { offset += length }
    return UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + length])
  }

  /// Bytes written by ``RecordWriter/append(utf8:)``.
  mutating func utf8() throws(Damaged) -> [UInt8] {
    Array(try utf8Bytes())
  }

  /// Like ``utf8()``, but the bytes where they lie in the buffer.
  mutating func utf8Bytes() throws(Damaged) -> UnsafeRawBufferPointer {
    let length = try count()
    guard length <= buffer.count - offset else { throw Damaged() }
    defer { offset += length }
    return UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + length])
  }

  /// Offsets written by ``RecordWriter/append(offsets:)``.
  mutating func offsets() throws(Damaged) -> [Int] {
    let count = try count()
    var offsets: [Int] = []
    offsets.reserveCapacity(count)
    for _ in 0..<count { offsets.append(try self.count()) }
    return offsets
  }

  mutating func strings() throws(Damaged) -> [String] {
    let count = try count()
    var strings: [String] = []
    strings.reserveCapacity(count)
    for _ in 0..<count { strings.append(try string()) }
    return strings
  }
}
