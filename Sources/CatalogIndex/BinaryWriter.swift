import GemCore

/// Appends values to a byte buffer in the catalog index's little-endian layout.
///
/// Large sections are kept as parts of their own instead of being copied
/// into the buffer, so that the index is written out part by part and
/// never held twice (``parts``).
struct BinaryWriter {
  private var bytes: [UInt8] = []
  private var finishedParts: [[UInt8]] = []

  /// What was written, in order: the small values gathered between large
  /// sections, and the large sections themselves.
  var parts: [[UInt8]] { finishedParts + [bytes] }

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

  /// A length, then `raw` as a part of its own, not copied.
  mutating func append(section raw: [UInt8]) {
    append(UInt64(raw.count))
    finishedParts.append(bytes)
    finishedParts.append(raw)
    bytes = []
  }

  /// Keys as their bytes, then their offsets.
  mutating func append(_ keys: FoldedKeys) {
    append(section: keys.ownedBytes ?? keys.withBytes(Array.init))
    append(offsets: keys.starts)
  }

  mutating func append(words: [UInt64]) {
    append(UInt64(words.count))
    for word in words { append(word) }
  }

  mutating func append(offsets: [Int]) {
    append(UInt64(offsets.count))
    for offset in offsets { append(UInt64(offset)) }
  }
}
