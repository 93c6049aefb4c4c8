#if canImport(Glibc)
  import Glibc
#endif

/// A whole file mapped read-only into memory, unmapped when released.
///
/// The catalog index is mapped rather than read so that a search touches
/// only the pages of the gems it returns.
final class MappedFile: @unchecked Sendable {
  // Immutable after init and never written through: safe to share.
  let bytes: UnsafeRawBufferPointer

  /// Maps the file at `path`, or returns `nil` when it cannot be opened or mapped.
  init?(path: String) {
    // O_NONBLOCK: a FIFO put in the index's place must not hang raygem.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else { return nil }
    let size = Int(status.st_size)
    guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
      return nil
    }
    bytes = UnsafeRawBufferPointer(start: address, count: size)
  }

  deinit {
    if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
  }
}
