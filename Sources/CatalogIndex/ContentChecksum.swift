import GemCore

/// A 64-bit checksum of a catalog file's bytes, taken as they stream past
/// in chunks of any size, which an index records so that a change its
/// catalog's timestamps cannot show is still caught.
///
/// It mixes eight bytes at a time, as ``IndexChecksum`` does, so that
/// checking a large catalog costs about as much as reading it. It guards
/// against edits, not against someone forging a catalog to collide.
struct ContentChecksum {
  private var mixer = WordMixer(seed: 0x9E37_79B9_7F4A_7C15)
  private var count: UInt64 = 0

  /// Mixes in the next bytes of the file.
  mutating func add(_ bytes: UnsafeRawBufferPointer) {
    count += UInt64(bytes.count)
    mixer.add(bytes)
  }

  /// The checksum of every byte added, and of how many there were.
  var value: UInt64 {
    var final = mixer
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
}
