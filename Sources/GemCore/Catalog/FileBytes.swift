#if canImport(Glibc)
  import Glibc
#endif

/// Reads whole files with POSIX calls, so that callers can tell a missing
/// file from one that exists but cannot be read.
enum FileBytes {
  /// Why a file could not be read.
  struct ReadError: Error {
    var code: Int32
    var isMissing: Bool { code == ENOENT || code == ENOTDIR }
    var reason: String {
      code == EFBIG
        ? "it is larger than \(FileBytes.maximumSize >> 30) GiB" : String(cString: strerror(code)).lowercased()
    }
  }

  /// The largest file read (1 GiB), so that `/dev/zero` or an endless pipe
  /// ends with an error rather than exhausting memory.
  static let maximumSize = 1 << 30

  /// Reads the whole file at `path`.
  ///
  /// A named pipe is read too (`--catalog <(gunzip -c gems.json.gz)`), but
  /// opening one does not wait for a writer: a pipe nobody writes to reads
  /// as empty instead of blocking raygem forever.
  static func contents(ofPath path: String) throws(ReadError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw ReadError(code: errno) }
    defer { close(descriptor) }
    // Reads then wait for data as usual.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw ReadError(code: errno) }
    guard (status.st_mode & S_IFMT) != S_IFDIR else { throw ReadError(code: EISDIR) }
    var data: [UInt8] = []
    data.reserveCapacity(min(max(Int(status.st_size), 0), maximumSize))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw ReadError(code: errno)
      }
      data.append(contentsOf: chunk[0..<count])
      if data.count > maximumSize { throw ReadError(code: EFBIG) }
    }
    return data
  }
}
