/// Reads whole files through the platform seam, so that callers can tell a
/// missing file from one that exists but cannot be read.
enum FileBytes {
  /// Why a file could not be read.
  struct ReadError: Error {
    var failure: SystemFailure
    var isMissing: Bool { failure.isMissing }
    var isFolder: Bool { failure == .isAFolder }
    var reason: String {
      failure == .tooLarge ? "it is larger than \(FileBytes.maximumSize >> 30) GiB" : failure.reason
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
    do throws(SystemFailure) {
      let descriptor = try System.openFile(path, [.readOnly, .nonBlocking])
      defer { try? System.closeFile(descriptor) }
      // Reads then wait for data as usual.
      System.clearNonBlocking(descriptor)
      let status = try System.status(of: descriptor)
      guard status.kind != .folder else { throw SystemFailure.isAFolder }
      var data: [UInt8] = []
      data.reserveCapacity(min(max(status.size, 0), maximumSize))
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        // withUnsafeMutableBytes rethrows untyped errors: carry the failure out as a result.
        let count = try chunk.withUnsafeMutableBytes { buffer in
          Result { () throws(SystemFailure) in try System.readBytes(descriptor, into: buffer) }
        }.get()
        if count == 0 { break }
        data.append(contentsOf: chunk[0..<count])
        if data.count > maximumSize { throw SystemFailure.tooLarge }
      }
      return data
    } catch {
      throw ReadError(failure: error)
    }
  }
}
