import GemCore

/// An open catalog index: its head (everything before the gems' records)
/// read into memory, and each record read from the file when it is asked for.
///
/// The index is read, not mapped: a mapped file that another program
/// truncates (`cp` or `rsync --inplace` over it) ends the reader with
/// SIGBUS, while a read of a truncated file just comes back short, which
/// raygem treats as a damaged index and rebuilds.
final class IndexFile: @unchecked Sendable {
  // Immutable after init; reads at an offset share no file position: safe to share.
  private let descriptor: Int32
  /// Everything before the records: the sections that every search or
  /// identification reads whole anyway.
  let head: OwnedBytes
  /// The file's size when it was opened.
  let size: Int

  /// Opens the index at `path` and reads its head, or returns `nil` when it
  /// cannot be opened or read, is not a regular file, or does not start
  /// with `magic` and a head length that fits the file.
  ///
  /// - Parameters:
  ///   - path: The index file.
  ///   - magic: The text every index of this layout starts with.
  init?(path: String, magic: String) {
    // Non-blocking: a FIFO put in the index's place must not hang raygem.
    guard let descriptor = try? System.openFile(path, [.readOnly, .nonBlocking]) else { return nil }
    guard let status = try? System.status(of: descriptor), status.kind == .regular,
      let prefix = Self.read(descriptor, count: Self.prefixLength(magic), at: 0)
    else {
      try? System.closeFile(descriptor)
      return nil
    }
    var reader = BinaryReader(prefix.bytes)
    guard (try? reader.string()) == magic, let length = try? reader.uint64(), length <= UInt64(status.size),
      Int(length) >= reader.offset, let head = Self.read(descriptor, count: Int(length), at: 0)
    else {
      try? System.closeFile(descriptor)
      return nil
    }
    self.descriptor = descriptor
    self.head = head
    self.size = status.size
  }

  deinit {
    try? System.closeFile(descriptor)
  }

  /// How many bytes the magic text and the head length take at the start of an index.
  static func prefixLength(_ magic: String) -> Int {
    4 + magic.utf8.count + 8
  }

  /// Fills `buffer` with the file's bytes from `offset` on.
  ///
  /// - Throws: ``BinaryReader/Damaged`` when the file ends first, as it
  ///   does when it was truncated after it was opened.
  func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(BinaryReader.Damaged) {
    guard System.readBytes(descriptor, into: buffer, at: offset) else { throw BinaryReader.Damaged() }
  }

  private static func read(_ descriptor: Int32, count: Int, at offset: Int) -> OwnedBytes? {
    let bytes = OwnedBytes(count: count)
    return System.readBytes(descriptor, into: bytes.mutableBytes, at: offset) ? bytes : nil
  }
}
