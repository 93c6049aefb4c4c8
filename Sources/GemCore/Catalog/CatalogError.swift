/// Why a catalog could not be loaded.
///
/// Each case's ``message`` is one line that names the catalog and, for a
/// problem inside a gem, the gem's index in `gems`, its name and the key.
public enum CatalogError: Error, Equatable, Sendable {
  /// The catalog file does not exist.
  case notFound(path: String)
  /// The catalog file exists but cannot be read (permissions, a folder…).
  case unreadable(path: String, reason: String)
  /// The text is not valid UTF-8 JSON, or its top level has the wrong shape.
  case invalidDocument(source: String, problem: String)
  /// `schemaVersion` is newer than this raygem understands.
  case unsupportedSchemaVersion(source: String, version: Int)
  /// A gem's key has the wrong type or an invalid value.
  case invalidGem(source: String, index: Int, name: String?, key: String, problem: String)

  /// A one-line explanation for the person who chose the catalog.
  public var message: String {
    switch self {
    case .notFound(let path):
      // A catalog is named by a file, never `-`; `/dev/stdin` is one.
      let hint = path == "-" ? "; to read a catalog from standard input, give /dev/stdin" : ""
      return "catalog '\(path)' does not exist" + hint
    case .unreadable(let path, let reason):
      return "cannot read catalog '\(path)': \(reason)"
    case .invalidDocument(let source, let problem):
      return "\(source) is not valid: \(problem)"
    case .unsupportedSchemaVersion(let source, let version):
      return
        "\(source) has schemaVersion \(version), but this raygem reads version 1 only; update raygem"
    case .invalidGem(let source, let index, let name, let key, let problem):
      let gem = name.map { "gems[\(index)] (\"\(Excerpt.of($0))\")" } ?? "gems[\(index)]"
      return "\(source): \(gem): \"\(key)\" \(problem)"
    }
  }

  /// Whether the file itself could not be read, as opposed to read but invalid.
  public var isUnreadable: Bool {
    switch self {
    case .notFound, .unreadable: return true
    default: return false
    }
  }
}
