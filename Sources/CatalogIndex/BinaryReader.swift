import GemCore

/// Reads values written by ``BinaryWriter``, checking every length against
/// the buffer, so that a damaged index is refused rather than trusted.
struct BinaryReader {
  /// The index is damaged or of another layout.
  struct Damaged: Error {}

  let buffer: UnsafeRawBufferPointer
  var offset: Int

  init(_ buffer: UnsafeRawBufferPointer, at offset: Int = 0) {
    self.buffer = buffer
    self.offset = offset
  }

  private mutating func take(_ count: Int) throws(Damaged) -> UnsafeRawBufferPointer {
    guard count >= 0, count <= buffer.count - offset else { throw Damaged() }
    defer { offset += count }
    return UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + count])
  }

  mutating func byte() throws(Damaged) -> UInt8 {
    try take(1)[0]
  }

  mutating func uint32() throws(Damaged) -> UInt32 {
    UInt32(littleEndian: try take(4).loadUnaligned(as: UInt32.self))
  }

  mutating func uint64() throws(Damaged) -> UInt64 {
    UInt64(littleEndian: try take(8).loadUnaligned(as: UInt64.self))
  }

  mutating func double() throws(Damaged) -> Double {
    Double(bitPattern: try uint64())
  }

  mutating func string() throws(Damaged) -> String {
    String(decoding: try take(Int(try uint32())), as: UTF8.self)
  }

  mutating func optionalString() throws(Damaged) -> String? {
    let length = try uint32()
    if length == UInt32.max { return nil }
    return String(decoding: try take(Int(length)), as: UTF8.self)
  }

  mutating func words() throws(Damaged) -> [UInt64] {
    let length = try uint64()
    guard length <= UInt64(buffer.count / 8) else { throw Damaged() }
    let count = Int(length)
    // One bounds check for the run, not one a word: an index of 100,000
    // gems holds a million words of constants.
    let run = try take(count * 8)
    return (0..<count).map { UInt64(littleEndian: run.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self)) }
  }
}
