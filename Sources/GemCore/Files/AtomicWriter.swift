/// Replaces a file's content so that a crash at any instant leaves either the
/// old file or the new one: write a temporary file in the same folder, flush
/// it, rename it over the target, flush the folder.
///
/// Callers must hold the store's lock, because temporary files are only ever
/// created under it; that is what lets ``removeStaleTemporaryFiles(of:)`` treat
/// every leftover as stale.
package enum AtomicWriter {
  /// The name prefix of temporary files for `target`, such as `.favorites.json.tmp-`.
  static func temporaryPrefix(for target: String) -> String {
    "." + FilePaths.name(of: target) + ".tmp-"
  }

  /// Deletes temporary files for `target` left behind by a killed writer.
  ///
  /// Failures are ignored: a leftover file does no harm beyond taking space.
  package static func removeStaleTemporaryFiles(of target: String) {
    let folder = FilePaths.parent(of: target)
    let prefix = temporaryPrefix(for: target)
    for name in System.entries(ofFolder: folder) ?? [] where name.hasPrefix(prefix) {
      System.remove(FilePaths.join(folder, name))
    }
  }

  /// Atomically replaces `target` (a path with no symbolic link in its last component) with `data`,
  /// keeping the old file's permission bits except its set-user-id and
  /// set-group-id bits (and, when run as root, its owner).
  ///
  /// A new file gets mode 0600 (less the umask): private, as its folder is.
  ///
  /// - Throws: ``FileError``: ``FileError/unwritable(path:reason:)``
  ///   when the folder or file cannot be written (a file without any write
  ///   permission bit counts as read-only, for root too), ``FileError/io(path:reason:)``
  ///   for other I/O errors. The target is unchanged when it throws.
  static func replace(_ target: String, with bytes: [UInt8], shownAs: String) throws(FileError) {
    try replace(target, withParts: [bytes], shownAs: shownAs)
  }

  /// Like ``replace(_:with:shownAs:)``, with the new content given in
  /// parts that are written one after the other.
  package static func replace(_ target: String, withParts parts: [[UInt8]], shownAs: String) throws(FileError) {
    try replace(target, shownAs: shownAs) { (write) throws(SystemFailure) in
      for part in parts { try write(part) }
    }
  }

  /// Like ``replace(_:with:shownAs:)``, with the new content made by `body`
  /// in parts as it is written, so that it need never be whole in memory.
  ///
  /// - Parameters:
  ///   - target: The file to replace.
  ///   - shownAs: How messages name the file.
  ///   - body: Passes each part, in order, to the function it is given.
  /// - Throws: The errors of ``replace(_:with:shownAs:)``, a failure of `body` among them.
  package static func replace(
    _ target: String, shownAs: String,
    writing body: (_ write: ([UInt8]) throws(SystemFailure) -> Void) throws(SystemFailure) -> Void
  ) throws(FileError) {
    let folder = FilePaths.parent(of: target)
    let old = try? System.status(atPath: target)
    // A favorites file with no write permission was made read-only on
    // purpose: respect that, even for root, whom rename(2) would not stop.
    if let old, old.permissions & 0o222 == 0 {
      throw .unwritable(path: shownAs, reason: "the file is read-only; make it writable to change favorites")
    }
    let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    let temporary = FilePaths.join(folder, temporaryPrefix(for: target) + "\(System.processID)-\(random)")
    var step = (action: "create a temporary file", subject: temporary)
    var isOpen = false
    var isRenamed = false
    do throws(SystemFailure) {
      // Removed if a signal ends raygem before the rename, as on every other way out.
      try System.removing(temporary) { () throws(SystemFailure) in
        let descriptor = try System.openFile(temporary, [.writeOnly, .create, .exclusive])
        isOpen = true
        defer {
          if isOpen { try? System.closeFile(descriptor) }
          if !isRenamed { System.remove(temporary) }
        }
        if old == nil, let status = try? System.status(of: descriptor) {
          System.giveToFolderOwner(descriptor, status: status, folder: folder)
        }
        if let old {
          let me = System.effectiveUser
          if me.isRoot, old.owner != me.user || old.group != me.group {
            System.giveOwnership(descriptor, owner: old.owner, group: old.group)
          }
          // Set-id bits on a data file are a planted trap, never wanted.
          step.action = "set the permissions of"
          try System.setPermissions(descriptor, old.permissions & ~System.setIDBits)
        }
        step.action = "write"
        try body { (part) throws(SystemFailure) in try System.writeAll(descriptor, part) }
        step.action = "flush"
        try System.synchronize(descriptor)
        isOpen = false
        step.action = "close"
        try System.closeFile(descriptor)
        step = ("replace", target)
        try System.moveFile(temporary, over: target)
        isRenamed = true
      }
    } catch {
      throw .system(error, action: step.action, subject: step.subject, shownAs: shownAs)
    }
    do throws(SystemFailure) {
      try FilePaths.synchronizeFolder(folder)
    } catch .inputOutput {
      throw .system(.inputOutput, action: "flush the folder", subject: folder, shownAs: shownAs)
    } catch {
      // Other failures to flush a folder (a file system that cannot) lose nothing.
    }
  }
}
