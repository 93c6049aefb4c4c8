import GemCore

/// Writes an index's body section by section as it is made, taking each
/// chunk's checksum (``IndexBody/chunkSize`` bytes) on the way, so that no
/// section, and not the body, is ever whole in memory.
struct IndexBodyWriter {
  /// Writes bytes to the index file, after those written before.
  typealias Write = ([UInt8]) throws(SystemFailure) -> Void

  /// How many bytes are gathered before they are written: a whole number of chunks.
  private static let flushSize = 16 * IndexBody.chunkSize

  private let write: Write
  /// Bytes not written yet: fewer than ``flushSize``, starting at a chunk's start.
  private var pending: [UInt8] = []
  /// The section being written.
  private var section = IndexSection.allCases[0]
  /// Each section's length, by raw value.
  private(set) var sectionLengths = Array(repeating: 0, count: IndexSection.allCases.count)
  /// The checksum of each chunk written.
  private(set) var checksums: [UInt64] = []
  /// How many bytes the body has so far.
  private(set) var count = 0

  /// A writer that writes the body with `write`.
  init(write: @escaping Write) {
    self.write = write
    pending.reserveCapacity(Self.flushSize)
  }

  /// Appends `bytes` to `section`, which is the section written last or one after it.
  ///
  /// - Throws: What `write` throws.
  mutating func append<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, to section: IndexSection)
    throws(SystemFailure) where Bytes.Index == Int
  {
    precondition(section.rawValue >= self.section.rawValue, "an index's sections are written in their order")
    self.section = section
    var start = bytes.startIndex
    while start < bytes.endIndex {
      let taken = min(Self.flushSize - pending.count, bytes.endIndex - start)
      pending.append(contentsOf: bytes[start..<start + taken])
      start += taken
      if pending.count == Self.flushSize { try flush() }
    }
    sectionLengths[section.rawValue] += bytes.count
    count += bytes.count
  }

  /// Appends `word` to `section` as four little-endian bytes.
  ///
  /// - Throws: What `write` throws.
  mutating func append(word: UInt32, to section: IndexSection) throws(SystemFailure) {
    try withUnsafeBytes(of: word.littleEndian) { (bytes) throws(SystemFailure) in try append(bytes, to: section) }
  }

  /// Appends `words` to `section`, each as four little-endian bytes.
  ///
  /// - Throws: What `write` throws.
  mutating func append(words: [UInt32], to section: IndexSection) throws(SystemFailure) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(4 * words.count, Self.flushSize))
    for word in words {
      withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
      if bytes.count >= Self.flushSize {
        try append(bytes, to: section)
        bytes.removeAll(keepingCapacity: true)
      }
    }
    try append(bytes, to: section)
  }

  /// Writes what is pending, and gives each section's length and each chunk's checksum.
  ///
  /// - Throws: What `write` throws.
  mutating func finish() throws(SystemFailure) -> (sectionLengths: [Int], checksums: [UInt64]) {
    try flush()
    return (sectionLengths, checksums)
  }

  /// Takes the checksum of each chunk pending, the last one perhaps short, and writes them.
  private mutating func flush() throws(SystemFailure) {
    guard !pending.isEmpty else { return }
    pending.withUnsafeBytes { bytes in
      for start in stride(from: 0, to: bytes.count, by: IndexBody.chunkSize) {
        let chunk = UnsafeRawBufferPointer(rebasing: bytes[start..<min(start + IndexBody.chunkSize, bytes.count)])
        checksums.append(IndexChecksum.of(chunk))
      }
    }
    try write(pending)
    pending.removeAll(keepingCapacity: true)
  }
}
