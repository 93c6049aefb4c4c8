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

  /// The later of the modification and status-change times, in seconds
  /// since 1970 (as ``System/currentTime()`` counts).
  package var latestChange: Double {
    func seconds(_ at: Int) -> Double {
      Double(Int64(bitPattern: fields[at])) + Double(Int64(bitPattern: fields[at + 1])) / 1e9
    }
    return max(seconds(3), seconds(5))
  }
}
