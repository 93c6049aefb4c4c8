/// Bytes read from a catalog index into memory of their own, freed with
/// the last reference: the head of an index, or one gem's record whose
/// facts a lazily read gem points into.
final class OwnedBytes: @unchecked Sendable {
  // Written only while being filled, before anything else sees them: safe to share.
  private let storage: UnsafeMutableRawBufferPointer

  /// The bytes, to fill.
  var mutableBytes: UnsafeMutableRawBufferPointer { storage }

  /// The bytes, read-only.
  var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(storage) }

  /// How many bytes there are.
  var count: Int { storage.count }

  /// Zeroed memory for `count` bytes.
  init(count: Int) {
    storage = .allocate(byteCount: count, alignment: 8)
    storage.initializeMemory(as: UInt8.self, repeating: 0)
  }

  deinit {
    storage.deallocate()
  }
}
