/// The favorites file format: `{"schemaVersion": 1, "favorites": ["ruby", ...]}`.
///
/// Parsing tolerates a missing or `null` `schemaVersion` (meaning 1) and
/// duplicate ids (the first occurrence wins); `schemaVersion` or
/// `favorites` given twice is refused. Other keys are kept as they are and
/// written back after `favorites`, so a note a person added survives every
/// change. Serialising is assembled by hand so that the output is
/// byte-for-byte deterministic, with `schemaVersion` first.
enum FavoritesFile {
  /// The newest favorites format this raygem reads and writes.
  static let supportedSchemaVersion = 1

  /// Why some bytes are not a valid favorites file; `text` completes the
  /// sentence "favorites file '...' is not valid: ".
  struct Problem: Error {
    var text: String
  }

  /// What a favorites file holds.
  struct Contents: Equatable {
    /// The gem ids in file order, without duplicates.
    var ids: [String]
    /// The top-level members other than `schemaVersion` and `favorites`,
    /// each as its JSON text (`"note": "mine"`), in file order.
    var otherMembers: [String] = []
  }

  /// Reads the bytes of a favorites file.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The ids in file order, without duplicates, and any other members.
  /// - Throws: ``Problem`` when the bytes are empty, not UTF-8, not strict
  ///   JSON (see ``StrictJSON``), of the wrong shape, or of a newer schema
  ///   version.
  static func parse(_ bytes: [UInt8]) throws(Problem) -> Contents {
    let checked: [UInt8]
    do throws(JSONDocument.Problem) {
      checked = try JSONDocument.checked(bytes)
    } catch {
      switch error {
      case .empty: throw Problem(text: "it is empty; delete it to start with no favorites")
      case .notUTF8: throw Problem(text: "it is not UTF-8 text; fix it or move it aside")
      case .syntax(let syntax): throw Problem(text: "it is \(syntax.description); fix it or move it aside")
      }
    }
    var contents = try decode(checked)
    contents.ids = uniqued(contents.ids)
    return contents
  }

  /// The file's bytes: pretty-printed JSON with a trailing newline.
  ///
  /// - Parameters:
  ///   - ids: The gem ids.
  ///   - otherMembers: Members to keep after `favorites`, as JSON text.
  /// - Returns: UTF-8 JSON.
  static func serialise(_ ids: [String], otherMembers: [String] = []) -> [UInt8] {
    var text = "{\n  \"schemaVersion\": \(supportedSchemaVersion),\n  \"favorites\": ["
    if !ids.isEmpty {
      text += "\n"
      text += ids.map { "    " + JSONString.quoted($0) }.joined(separator: ",\n")
      text += "\n  "
    }
    text += "]"
    for member in otherMembers { text += ",\n  " + member }
    text += "\n}\n"
    return Array(text.utf8)
  }

  /// `ids` without repeats, keeping each id's first position.
  ///
  /// Ids are compared as Swift strings, so canonically equivalent spellings count as one id.
  static func uniqued(_ ids: [String]) -> [String] {
    var seen = Set<String>()
    return ids.filter { seen.insert($0).inserted }
  }

  private static let topLevelKeys = JSONKeys(["schemaVersion", "favorites"])

  /// The contents of a document that ``StrictJSON`` accepted, with messages that say what is wrong.
  private static func decode(_ bytes: [UInt8]) throws(Problem) -> Contents {
    var reader = JSONReader(bytes)
    guard let members = reader.readObject(keys: topLevelKeys, keepingOthers: true) else {
      throw Problem(text: "the top level must be an object {\"schemaVersion\": 1, \"favorites\": [...]}")
    }
    if let repeated = members.firstRepeated {
      throw Problem(text: "\"\(topLevelKeys[repeated])\" appears more than once")
    }
    do throws(JSONDocument.VersionProblem) {
      _ = try JSONDocument.schemaVersion(at: members[0], in: bytes, supported: supportedSchemaVersion)
    } catch {
      switch error {
      case .notAWholeNumber: throw Problem(text: "\"schemaVersion\" must be a whole number")
      case .newer(let version):
        throw Problem(
          text: "it has schemaVersion \(version), from a newer raygem; this raygem reads version "
            + "\(supportedSchemaVersion) only, so update raygem")
      case .belowOne(let version): throw Problem(text: "\"schemaVersion\" must be 1, not \(version)")
      }
    }
    guard let listPosition = members[1] else {
      throw Problem(text: "it has no \"favorites\" list")
    }
    var list = JSONReader(bytes, at: listPosition)
    guard list.enterArray() else {
      throw Problem(text: "\"favorites\" must be a list of gem ids (strings)")
    }
    var ids: [String] = []
    while list.nextElement() {
      guard let id = list.readString() else {
        throw Problem(text: "favorites[\(ids.count)] must be a gem id (a string)")
      }
      ids.append(id)
    }
    let otherMembers = members.others.map { member in
      String(decoding: bytes[member.key], as: UTF8.self) + ": " + String(decoding: bytes[member.value], as: UTF8.self)
    }
    return Contents(ids: ids, otherMembers: otherMembers)
  }
}
