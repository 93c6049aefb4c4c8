import GemCore

/// A 64-bit checksum of a catalog file's bytes, taken as they stream past
/// in chunks of any size, which an index records so that a change its
/// catalog's timestamps cannot show is still caught.
///
/// It mixes eight bytes at a time, as ``IndexChecksum`` does, so that
/// checking a large catalog costs about as much as reading it. It guards
/// against edits, not against someone forging a catalog to collide.
struct ContentChecksum {
  private var hash: UInt64 = 0x9E37_79B9_7F4A_7C15
  private var count: UInt64 = 0
  /// Bytes of a word not yet complete, and how many.
  private var pending: UInt64 = 0
  private var pendingCount = 0

  /// Mixes in the next bytes of the file.
  mutating func add(_ bytes: UnsafeRawBufferPointer) {
    count += UInt64(bytes.count)
    var offset = 0
    while pendingCount > 0 && offset < bytes.count {
      addPending(bytes[offset])
      offset += 1
    }
    while offset + 8 <= bytes.count {
      mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
      offset += 8
    }
    while offset < bytes.count {
      addPending(bytes[offset])
      offset += 1
    }
  }

  /// The checksum of every byte added, and of how many there were.
  var value: UInt64 {
    var final = self
    if final.pendingCount > 0 { final.mix(final.pending) }
    final.mix(count)
    return final.hash
  }

  /// The checksum of `bytes`.
  static func of(_ bytes: [UInt8]) -> UInt64 {
    var checksum = ContentChecksum()
    bytes.withUnsafeBytes { checksum.add($0) }
    return checksum.value
  }

  /// The checksum of the file at `path`, read in chunks, or `nil` when it
  /// cannot be read.
  static func of(fileAt path: String) -> UInt64? {
    var checksum = ContentChecksum()
    guard (try? FileBytes.forEachChunk(ofPath: path) { checksum.add($0) }) != nil else { return nil }
    return checksum.value
  }

  private mutating func addPending(_ byte: UInt8) {
    pending |= UInt64(byte) << (8 * UInt64(pendingCount))
    pendingCount += 1
    if pendingCount == 8 {
      mix(pending)
      pending = 0
      pendingCount = 0
    }
  }

  private mutating func mix(_ word: UInt64) {
    hash = (hash ^ word) &* 0x100_0000_01b3
    hash ^= hash >> 29
  }
}
