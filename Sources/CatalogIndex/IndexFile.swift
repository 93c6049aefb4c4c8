import GemCore

/// An open catalog index, read a part at a time: its opening (what names
/// the catalog), then its head (everything before the gems' records), then
/// each record when it is asked for.
///
/// The index is read, not mapped: a mapped file that another program
/// truncates (`cp` or `rsync --inplace` over it) ends the reader with
/// SIGBUS, while a read of a truncated file just comes back short, which
/// raygem treats as a damaged index and rebuilds.
final class IndexFile: @unchecked Sendable {
  // Immutable after init; reads at an offset share no file position: safe to share.
  private let descriptor: Int32
  /// Where the file is.
  let path: String
  /// The file's size when it was opened.
  let size: Int
  /// How many bytes the head takes at the start of the file.
  let headLength: Int
  /// The first bytes: the magic text, the head length, the header, and the
  /// bytes the caller asked to see after it.
  let opening: OwnedBytes

  /// Opens the index at `path` and reads its opening, or returns `nil` when
  /// it cannot be opened or read, is not a regular file, or does not start
  /// with `magic`, a head length that fits the file, and `header`.
  ///
  /// Nothing more is read yet, so that an index made for another catalog,
  /// or another version of it, costs one small read.
  ///
  /// - Parameters:
  ///   - path: The index file.
  ///   - magic: The text every index of this layout starts with.
  ///   - header: The bytes that must follow the head length: what names the catalog.
  ///   - trailing: How many bytes after `header` to read with it.
  init?(path: String, magic: String, header: [UInt8], trailing: Int) {
    // Non-blocking: a FIFO put in the index's place must not hang raygem.
    guard let descriptor = try? System.openFile(path, [.readOnly, .nonBlocking]) else { return nil }
    let prefixLength = Self.prefixLength(magic)
    guard let status = try? System.status(of: descriptor), status.kind == .regular,
      let opening = Self.read(descriptor, count: prefixLength + header.count + trailing, at: 0),
      opening.bytes[prefixLength..<prefixLength + header.count].elementsEqual(header)
    else {
      try? System.closeFile(descriptor)
      return nil
    }
    var reader = BinaryReader(opening.bytes)
    guard (try? reader.string()) == magic, let length = try? reader.uint64(), length <= UInt64(status.size),
      Int(length) >= opening.count
    else {
      try? System.closeFile(descriptor)
      return nil
    }
    self.descriptor = descriptor
    self.path = path
    self.size = status.size
    self.headLength = Int(length)
    self.opening = opening
  }

  deinit {
    try? System.closeFile(descriptor)
  }

  /// How many bytes the magic text and the head length take at the start of an index.
  static func prefixLength(_ magic: String) -> Int {
    4 + magic.utf8.count + 8
  }

  /// Reads the head: every byte before the records.
  ///
  /// - Throws: ``BinaryReader/Damaged`` when the file ends first.
  func head() throws(BinaryReader.Damaged) -> OwnedBytes {
    guard let head = Self.read(descriptor, count: headLength, at: 0) else { throw BinaryReader.Damaged() }
    return head
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
