/// Bytes mixed eight at a time by a multiply-xor step, handed over in parts
/// of any size: the core of ``IndexChecksum`` and of the catalog index's
/// content checksum, which differ only in how they begin and end.
package struct WordMixer {
  /// The hash of the whole words mixed so far.
  package private(set) var hash: UInt64
  /// Bytes of an unfinished word, the first in the lowest byte.
  package private(set) var pending: UInt64 = 0
  /// How many bytes ``pending`` holds, fewer than eight.
  package private(set) var pendingCount = 0

  /// Begins with `seed` as the hash.
  package init(seed: UInt64) {
    hash = seed
  }

  /// Mixes in the next bytes: each eight as a little-endian word.
  package mutating func add(_ bytes: UnsafeRawBufferPointer) {
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

  /// Mixes one word into the hash.
  package mutating func mix(_ word: UInt64) {
    hash = (hash ^ word) &* 0x100_0000_01b3
    hash ^= hash >> 29
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
}
