/// Path arithmetic and folder operations for the favorites store, done with
/// the platform seam so that every failure keeps its `errno`.
package enum FilePaths {
  /// The longest chain of symbolic links followed before giving up (as Linux does).
  static let maximumLinkDepth = 40

  /// The folder that holds `path`: `"."` for a bare name, `"/"` for a top-level entry.
  static func parent(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    let head = trimmingTrailingSlashes(String(trimmed[..<slash]))
    return head.isEmpty ? "/" : head
  }

  /// The last component of `path`.
  static func name(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  /// `name` inside `folder`, without doubling a slash.
  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// `path` without trailing slashes, except that `/` stays `/`.
  static func trimmingTrailingSlashes(_ path: String) -> String {
    var result = Substring(path)
    while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
    return String(result)
  }

  /// The file that `path` finally names once symbolic links in its last component are followed; `path`
  /// itself when it is not a link or does not exist.
  ///
  /// A dangling link yields the missing target, so writing creates the target and the link stays a
  /// link.
  ///
  /// - Throws: ``FileError`` for a link loop or an unreadable link.
  static func resolvingSymbolicLinks(_ path: String, shownAs: String) throws(FileError) -> String {
    var current = path
    for _ in 0..<maximumLinkDepth {
      let target: String
      do throws(SystemFailure) {
        target = try System.linkTarget(of: current)
      } catch .notALink, .notFound, .notAFolder {
        return current
      } catch {
        throw .system(error, action: "follow the symbolic link", subject: current, shownAs: shownAs)
      }
      current = target.hasPrefix("/") ? target : join(parent(of: current), target)
    }
    throw .system(.linkLoop, action: "follow the symbolic link", subject: path, shownAs: shownAs)
  }

  /// Creates `folder` and any missing parents with mode 0700 (less the umask),
  /// like `mkdir -p`, flushing each parent that gains an entry.
  ///
  /// Private, because what raygem keeps (favorites, indexes of catalogs
  /// that may be private) is nobody else's to read; folders that exist
  /// already keep their permissions.
  ///
  /// - Throws: ``FileError`` naming the folder that could not be made.
  package static func makeFolders(_ folder: String, shownAs: String) throws(FileError) {
    let existing: FileStatus?
    do throws(SystemFailure) {
      existing = try System.status(atPath: folder)
    } catch .notFound {
      existing = nil
    } catch {
      throw .system(error, action: "create folder", subject: folder, shownAs: shownAs)
    }
    if let existing {
      guard existing.kind == .folder else {
        throw .system(.notAFolder, action: "create folder", subject: folder, shownAs: shownAs)
      }
      return
    }
    let above = parent(of: folder)
    if above != folder { try makeFolders(above, shownAs: shownAs) }
    do throws(SystemFailure) {
      try System.makeFolder(folder)
    } catch .exists where (try? System.status(atPath: folder))?.kind == .folder {
      // Another process made it in the meantime.
      return
    } catch .notFound {
      // Its parent exists, yet nothing can be made in it: a file system
      // such as /proc that takes no new folders.
      throw .unwritable(
        path: shownAs, reason: "cannot create folder '\(folder)': \(SystemFailure.notFound.reason)")
    } catch {
      throw .system(error, action: "create folder", subject: folder, shownAs: shownAs)
    }
    try? synchronizeFolder(above)
  }

  /// Flushes a folder's entries to disk so that a rename or a new entry in it
  /// survives a crash.
  ///
  /// - Throws: ``SystemFailure`` when the folder cannot be opened or flushed.
  static func synchronizeFolder(_ folder: String) throws(SystemFailure) {
    let descriptor = try System.openFile(folder, [.readOnly, .folder])
    defer { try? System.closeFile(descriptor) }
    try System.synchronize(descriptor)
  }
}
