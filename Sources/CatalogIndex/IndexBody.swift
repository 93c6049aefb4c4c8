import GemCore
import Synchronization

/// The body of a catalog index (its sections), read a range at a time and
/// checked a chunk at a time: every ``chunkSize`` bytes carry a checksum in
/// the head, and a chunk is used only after its bytes were checked, so a
/// damaged index is refused wherever the damage is, without reading the
/// whole file first.
///
/// The last few chunks read are kept, so that reading gem after gem, or
/// word after word of a section, reads and checks each chunk once.
final class IndexBody: Sendable {
  /// How many bytes each checksum covers: small enough that reading one
  /// gem's record costs little, large enough that the checksums of a big
  /// index take little room.
  static let chunkSize = 16 << 10

  /// How many chunks are kept.
  private static let keptChunks = 4

  private let file: IndexFile
  /// Where the body starts in the file.
  private let start: Int
  /// The body's length in bytes.
  let count: Int
  /// Each chunk's checksum (``IndexChecksum``).
  private let checksums: [UInt64]
  /// The chunks read last, by number, oldest first.
  private let kept = Mutex<[(number: Int, bytes: OwnedBytes)]>([])

  /// A body of `count` bytes at `start` of `file`; `nil` when there are not
  /// as many checksums as chunks.
  init?(file: IndexFile, start: Int, count: Int, checksums: [UInt64]) {
    guard checksums.count == Self.chunkCount(of: count) else { return nil }
    self.file = file
    self.start = start
    self.count = count
    self.checksums = checksums
  }

  /// How many chunks a body of `count` bytes has.
  static func chunkCount(of count: Int) -> Int {
    (count + chunkSize - 1) / chunkSize
  }

  /// Copies the body's bytes `range` into `buffer`, which holds exactly as many.
  ///
  /// - Throws: ``BinaryReader/Damaged`` when the range is not in the body,
  ///   the file ends first, or a chunk's bytes do not have its checksum.
  func read(_ range: Range<Int>, into buffer: UnsafeMutableRawBufferPointer) throws(BinaryReader.Damaged) {
    guard range.lowerBound >= 0, range.upperBound <= count, buffer.count == range.count else {
      throw BinaryReader.Damaged()
    }
    var position = range.lowerBound
    while position < range.upperBound {
      let number = position / Self.chunkSize
      let chunk = try self.chunk(number)
      let chunkStart = number * Self.chunkSize
      let end = min(range.upperBound, chunkStart + chunk.count)
      let source = UnsafeRawBufferPointer(rebasing: chunk.bytes[(position - chunkStart)..<(end - chunkStart)])
      UnsafeMutableRawBufferPointer(rebasing: buffer[(position - range.lowerBound)...]).copyMemory(from: source)
      position = end
    }
  }

  /// The body's bytes `range`, in memory of their own.
  ///
  /// - Throws: ``BinaryReader/Damaged`` as ``read(_:into:)`` does.
  func bytes(_ range: Range<Int>) throws(BinaryReader.Damaged) -> OwnedBytes {
    guard range.count >= 0 else { throw BinaryReader.Damaged() }
    let bytes = OwnedBytes(count: range.count)
    try read(range, into: bytes.mutableBytes)
    return bytes
  }

  /// The little-endian 32-bit word at `offset`.
  ///
  /// - Throws: ``BinaryReader/Damaged`` as ``read(_:into:)`` does.
  func word(at offset: Int) throws(BinaryReader.Damaged) -> Int {
    var word: UInt32 = 0
    try withUnsafeMutableBytes(of: &word) { (buffer) throws(BinaryReader.Damaged) in
      try read(offset..<offset + 4, into: buffer)
    }
    return Int(UInt32(littleEndian: word))
  }

  /// The chunk numbered `number`, checked, from those kept or from the file.
  private func chunk(_ number: Int) throws(BinaryReader.Damaged) -> OwnedBytes {
    if let found = kept.withLock({ chunks in chunks.first { $0.number == number }?.bytes }) { return found }
    let chunkStart = number * Self.chunkSize
    let bytes = OwnedBytes(count: min(Self.chunkSize, count - chunkStart))
    try file.read(into: bytes.mutableBytes, at: start + chunkStart)
    guard IndexChecksum.of(bytes.bytes) == checksums[number] else { throw BinaryReader.Damaged() }
    kept.withLock { chunks in
      if chunks.count == Self.keptChunks { chunks.removeFirst() }
      chunks.append((number, bytes))
    }
    return bytes
  }
}
