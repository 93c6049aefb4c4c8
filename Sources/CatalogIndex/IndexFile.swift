import GemCore

/// An open catalog index, read a part at a time: its opening (what names
/// the catalog), then its head (where each section lies, and the body's
/// checksums), then what a command asks for of its body.
///
/// The file is the opening, the body, the head, and the head's length in
/// its last eight bytes: the head follows the body, as it is made once the
/// body has been written.
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
  /// Where the body starts: right after the opening.
  var bodyStart: Int { opening.count }
  /// Where the head lies: after the body, before the head's length.
  let head: Range<Int>
  /// The first bytes: the magic text, the header, and the bytes the caller
  /// asked to see after it.
  let opening: OwnedBytes

  /// Opens the index at `path` and reads its opening and the head's length,
  /// or returns `nil` when it cannot be opened or read, is not a regular
  /// file, does not start with `magic` and `header`, or its head does not fit.
  ///
  /// Nothing more is read yet, so that an index made for another catalog,
  /// or another version of it, costs one small read.
  ///
  /// - Parameters:
  ///   - path: The index file.
  ///   - magic: The text every index of this layout starts with.
  ///   - header: The bytes that must follow the magic text: what names the catalog.
  ///   - trailing: How many bytes after `header` to read with it.
  convenience init?(path: String, magic: String, header: [UInt8], trailing: Int) {
    // Non-blocking: a FIFO put in the index's place must not hang raygem.
    guard let descriptor = try? System.openFile(path, [.readOnly, .nonBlocking]) else { return nil }
    self.init(descriptor: descriptor, path: path, magic: magic, header: header, trailing: trailing)
  }

  /// Takes the index open at `descriptor`, as ``init(path:magic:header:trailing:)``
  /// does the one it opens; the descriptor is closed with the file, or at once
  /// when it is no such index.
  ///
  /// - Parameters:
  ///   - descriptor: The open index, read at offsets (its position is not used).
  ///   - path: How to name it.
  ///   - magic: The text every index of this layout starts with.
  ///   - header: The bytes that must follow the magic text.
  ///   - trailing: How many bytes after `header` to read with it.
  init?(descriptor: Int32, path: String, magic: String, header: [UInt8], trailing: Int) {
    let prefixLength = Self.prefixLength(magic)
    guard let status = try? System.status(of: descriptor), status.kind == .regular,
      let opening = Self.read(descriptor, count: prefixLength + header.count + trailing, at: 0),
      opening.bytes[prefixLength..<prefixLength + header.count].elementsEqual(header)
    else {
      try? System.closeFile(descriptor)
      return nil
    }
    var reader = BinaryReader(opening.bytes)
    var lengthBytes: UInt64 = 0
    let readLength = withUnsafeMutableBytes(of: &lengthBytes) { buffer in
      status.size >= opening.count + 8 && System.readBytes(descriptor, into: buffer, at: status.size - 8)
    }
    let headLength = UInt64(littleEndian: lengthBytes)
    guard (try? reader.string()) == magic, readLength, headLength <= UInt64(status.size - opening.count - 8) else {
      try? System.closeFile(descriptor)
      return nil
    }
    self.descriptor = descriptor
    self.path = path
    self.head = status.size - 8 - Int(headLength)..<status.size - 8
    self.opening = opening
  }

  deinit {
    try? System.closeFile(descriptor)
  }

  /// How many bytes the magic text takes at the start of an index.
  static func prefixLength(_ magic: String) -> Int {
    4 + magic.utf8.count
  }

  /// Reads the head.
  ///
  /// - Throws: ``BinaryReader/Damaged`` when the file ends first.
  func headBytes() throws(BinaryReader.Damaged) -> OwnedBytes {
    guard let bytes = Self.read(descriptor, count: head.count, at: head.lowerBound) else {
      throw BinaryReader.Damaged()
    }
    return bytes
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
