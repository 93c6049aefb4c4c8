import GemCore

/// A whole file mapped read-only into memory, unmapped when released.
///
/// The catalog index is mapped rather than read so that a search touches
/// only the pages of the gems it returns.
final class MappedFile: @unchecked Sendable {
  // Immutable after init and never written through: safe to share.
  let bytes: UnsafeRawBufferPointer

  /// Maps the file at `path`, or returns `nil` when it cannot be opened or
  /// mapped, or is not a regular file with content.
  init?(path: String) {
    // Non-blocking: a FIFO put in the index's place must not hang raygem.
    guard let descriptor = try? System.openFile(path, [.readOnly, .nonBlocking]) else { return nil }
    defer { try? System.closeFile(descriptor) }
    guard let status = try? System.status(of: descriptor), status.kind == .regular, status.size > 0,
      let bytes = System.map(descriptor, size: status.size)
    else { return nil }
    self.bytes = bytes
  }

  deinit {
    System.unmap(bytes)
  }
}
