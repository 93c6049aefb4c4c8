/// What identifies one version of a file: device, inode, size, and the
/// modification and status-change times to the nanosecond.
///
/// Any write to the file changes its status-change time, so an index made
/// for one identity is never used for changed contents.
package struct FileIdentity: Equatable, Sendable {
  package var fields: [UInt64]

  init(_ status: FileStatus) {
    fields = status.identityFields
  }

  package init(fields: [UInt64]) {
    self.fields = fields
  }

  /// The identity of the file at `path` now, following symbolic links.
  package static func of(path: String) -> FileIdentity? {
    (try? System.status(atPath: path)).map(FileIdentity.init)
  }

  /// The size in bytes.
  package var size: Int { Int(Int64(bitPattern: fields[2])) }
}
