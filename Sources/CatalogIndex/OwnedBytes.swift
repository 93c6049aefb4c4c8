/// Bytes read from a catalog index into memory of their own, freed with
/// the last reference: the head of an index, or one gem's record whose
/// facts a lazily read gem points into.
final class OwnedBytes: @unchecked Sendable {
  // Written only while being filled, before anything else sees them: safe to share.
  private let storage: UnsafeMutableRawBufferPointer
  /// How many bytes there are.
  let count: Int

  init(count: Int) {
    storage = .allocate(byteCount: max(count, 1), alignment: 8)
    self.count = count
  }

  /// The bytes, to fill.
  var mutableBytes: UnsafeMutableRawBufferPointer {
    UnsafeMutableRawBufferPointer(rebasing: storage[0..<count])
  }

  /// The bytes, read-only.
  var bytes: UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(mutableBytes)
  }

  deinit {
    storage.deallocate()
  }
}
