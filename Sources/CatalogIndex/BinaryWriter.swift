import GemCore

/// Appends values to a byte buffer in the catalog index's little-endian layout.
struct BinaryWriter {
  /// What was written.
  private(set) var bytes: [UInt8] = []

  mutating func append(_ value: UInt8) {
    bytes.append(value)
  }

  mutating func append(_ value: UInt32) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func append(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func append(_ value: Double) {
    append(value.bitPattern)
  }

  mutating func append(_ text: String) {
    append(UInt32(text.utf8.count))
    bytes.append(contentsOf: text.utf8)
  }

  /// A string, or the length `UInt32.max` for `nil`.
  mutating func append(optional text: String?) {
    guard let text else { return append(UInt32.max) }
    append(text)
  }

  mutating func append(_ raw: [UInt8]) {
    raw.withUnsafeBufferPointer { append($0) }
  }

  /// A length, then the bytes.
  mutating func append(_ raw: UnsafeBufferPointer<UInt8>) {
    append(UInt64(raw.count))
    bytes.append(contentsOf: raw)
  }

  mutating func append(words: [UInt64]) {
    append(UInt64(words.count))
    for word in words { append(word) }
  }
}
