#if canImport(Glibc)
  import Glibc
#endif

/// What identifies one version of a file: device, inode, size, and the
/// modification and status-change times to the nanosecond.
///
/// Any write to the file changes its status-change time, so an index made
/// for one identity is never used for changed contents.
struct FileIdentity: Equatable, Sendable {
  var fields: [UInt64]

  init(_ status: stat) {
    fields = [
      UInt64(status.st_dev), UInt64(status.st_ino), UInt64(bitPattern: Int64(status.st_size)),
      UInt64(bitPattern: Int64(status.st_mtim.tv_sec)), UInt64(bitPattern: Int64(status.st_mtim.tv_nsec)),
      UInt64(bitPattern: Int64(status.st_ctim.tv_sec)), UInt64(bitPattern: Int64(status.st_ctim.tv_nsec)),
    ]
  }

  init(fields: [UInt64]) {
    self.fields = fields
  }

  /// The identity of the file at `path` now, following symbolic links.
  static func of(path: String) -> FileIdentity? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return FileIdentity(status)
  }

  /// The size in bytes.
  var size: Int { Int(Int64(bitPattern: fields[2])) }
}
