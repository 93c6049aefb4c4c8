import GemCore

/// Bytes read from a catalog index into memory of their own, freed with
/// the last reference: the head of an index, or one gem's record whose
/// facts a lazily read gem points into.
final class OwnedBytes: @unchecked Sendable {
  // Written only while being filled, before anything else sees them: safe to share.
  private let storage: UnsafeMutableRawBufferPointer
  /// Whether ``storage`` came from ``System/reserveMemory(_:)`` rather than the heap.
  private let isReserved: Bool

  /// The bytes, to fill.
  var mutableBytes: UnsafeMutableRawBufferPointer { storage }

  /// The bytes, read-only.
  var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(storage) }

  /// How many bytes there are.
  var count: Int { storage.count }

  /// Zeroed memory for `count` bytes: large blocks straight from the
  /// system (see ``System/reserveMemory(_:)``), small ones from the heap.
  init(count: Int) {
    if count >= Self.reservedSize, let memory = System.reserveMemory(count) {
      storage = memory
      isReserved = true
    } else {
      storage = .allocate(byteCount: count, alignment: 8)
      storage.initializeMemory(as: UInt8.self, repeating: 0)
      isReserved = false
    }
  }

  /// From this size on (glibc's first threshold for mapping a block), memory comes straight from the system.
  private static let reservedSize = 128 << 10

  deinit {
    if isReserved { System.releaseMemory(storage) } else { storage.deallocate() }
  }
}
