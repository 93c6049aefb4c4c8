#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `stat(2)` says about a file, in the platform-neutral form GemCore uses.
package struct FileStatus: Sendable {
  /// What kind of file it is.
  package enum Kind: Sendable {
    case regular, folder, other
  }

  package let kind: Kind
  /// The size in bytes.
  package let size: Int
  /// The permission bits, set-id and sticky bits included (`0o644`).
  let permissions: UInt32
  /// The owner's user and group ids.
  let owner: UInt32
  let group: UInt32
  /// Device, inode, size, and modification and status-change times to the
  /// nanosecond: what ``FileIdentity`` compares.
  let identityFields: [UInt64]

  init(_ status: stat) {
    switch status.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFDIR: kind = .folder
    default: kind = .other
    }
    size = Int(status.st_size)
    permissions = UInt32(status.st_mode & 0o7777)
    owner = UInt32(status.st_uid)
    group = UInt32(status.st_gid)
    #if canImport(Darwin)
      let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
    #else
      let (modified, changed) = (status.st_mtim, status.st_ctim)
    #endif
    identityFields = [
      // dev_t is unsigned on Linux and a signed 32-bit integer on macOS.
      UInt64(truncatingIfNeeded: status.st_dev), UInt64(status.st_ino), UInt64(bitPattern: Int64(status.st_size)),
      UInt64(bitPattern: Int64(modified.tv_sec)), UInt64(bitPattern: Int64(modified.tv_nsec)),
      UInt64(bitPattern: Int64(changed.tv_sec)), UInt64(bitPattern: Int64(changed.tv_nsec)),
    ]
  }
}
