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
    var ids: FavoriteIDs
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
  static func parse(_ bytes: consuming [UInt8]) throws(Problem) -> Contents {
    let checked: [UInt8]
    do throws(JSONDocument.Problem) {
      checked = try JSONDocument.checked(consume bytes)
    } catch {
      switch error {
      case .empty: throw Problem(text: "it is empty; delete it to start with no favorites")
      case .notUTF8: throw Problem(text: "it is not UTF-8 text; fix it or move it aside")
      case .syntax(let syntax): throw Problem(text: "it is \(syntax.description); fix it or move it aside")
      }
    }
    return try decode(consume checked)
  }

  /// The file's bytes: pretty-printed JSON with a trailing newline.
  ///
  /// - Parameters:
  ///   - ids: The gem ids.
  ///   - otherMembers: Members to keep after `favorites`, as JSON text.
  /// - Returns: UTF-8 JSON.
  static func serialise(_ ids: FavoriteIDs, otherMembers: [String] = []) -> [UInt8] {
    var bytes: [UInt8] = []
    serialise(ids, otherMembers: otherMembers) { bytes += $0 }
    return bytes
  }

  /// How many bytes ``serialise(_:otherMembers:into:)`` passes on at a time, at most.
  static let partSize = 1 << 16

  /// Makes the file's bytes (those of ``serialise(_:otherMembers:)``) in
  /// parts of at most ``partSize`` bytes, so that a large file is never
  /// whole in memory twice.
  ///
  /// - Parameters:
  ///   - ids: The gem ids.
  ///   - otherMembers: Members to keep after `favorites`, as JSON text.
  ///   - write: Takes each part, in order.
  /// - Throws: What `write` throws; the parts after it are not made.
  static func serialise<Failure>(
    _ ids: FavoriteIDs, otherMembers: [String], into write: ([UInt8]) throws(Failure) -> Void
  ) throws(Failure) {
    var part: [UInt8] = []
    part.reserveCapacity(partSize)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) {
      var rest = bytes[...]
      while !rest.isEmpty {
        let taken = rest.prefix(partSize - part.count)
        part += taken
        rest = rest[taken.endIndex...]
        if part.count == partSize {
          try write(part)
          part.removeAll(keepingCapacity: true)
        }
      }
    }
    func append(_ text: String) throws(Failure) {
      var text = text
      // withUTF8 rethrows untyped errors: carry the failure out as a result.
      try text.withUTF8 { bytes in Result { () throws(Failure) in try append(bytes) } }.get()
    }
    try append("{\n  \"schemaVersion\": \(supportedSchemaVersion),\n  \"favorites\": [")
    var separator = "\n    "
    try ids.forEachUTF8 { (id) throws(Failure) in
      try append(separator)
      separator = ",\n    "
      if JSONString.needsEscapes(id) {
        try append(JSONString.quoted(String(decoding: id, as: UTF8.self)))
      } else {
        try append("\"")
        try append(id)
        try append("\"")
      }
    }
    try append(ids.isEmpty ? "]" : "\n  ]")
    for member in otherMembers { try append(",\n  " + member) }
    try append("\n}\n")
    if !part.isEmpty { try write(part) }
  }

  private static let topLevelKeys = JSONKeys(["schemaVersion", "favorites"])

  /// The contents of a document that ``StrictJSON`` accepted, with messages that say what is wrong.
  ///
  /// The ids are moved to the front of `bytes`, which becomes their
  /// storage: a large file is held once, not once as read and once as ids.
  private static func decode(_ bytes: consuming [UInt8]) throws(Problem) -> Contents {
    let (list, otherMembers) = try members(of: bytes)
    var ends = try idEnds(in: bytes, listAt: list)
    compactIDs(in: &bytes, listAt: list, ends: &ends)
    return Contents(ids: FavoriteIDs(utf8: bytes, ends: ends), otherMembers: otherMembers)
  }

  /// Where the `favorites` list starts, and the other members as JSON text.
  private static func members(of bytes: [UInt8]) throws(Problem) -> (list: Int, otherMembers: [String]) {
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
    guard let list = members[1] else {
      throw Problem(text: "it has no \"favorites\" list")
    }
    let otherMembers = members.others.map { member in
      String(decoding: bytes[member.key], as: UTF8.self) + ": " + String(decoding: bytes[member.value], as: UTF8.self)
    }
    return (list, otherMembers)
  }

  /// Where each id of the list at `list` ends in `bytes` (its closing quote).
  ///
  /// - Throws: ``Problem`` when the list is no list, or holds a value that is no string.
  private static func idEnds(in bytes: [UInt8], listAt list: Int) throws(Problem) -> [UInt32] {
    var reader = JSONReader(bytes, at: list)
    guard reader.enterArray() else {
      throw Problem(text: "\"favorites\" must be a list of gem ids (strings)")
    }
    var ends: [UInt32] = []
    while reader.nextElement() {
      guard let body = reader.readStringBodyIfString() else {
        throw Problem(text: "favorites[\(ends.count)] must be a gem id (a string)")
      }
      // The read limit keeps a file far below 4 GiB.
      ends.append(UInt32(body.range.upperBound))
    }
    return ends
  }

  /// Moves each id's UTF-8, its escapes decoded, to the front of `bytes`, one
  /// after another, and makes `ends` say where each ends there.
  ///
  /// An id never grows as it is decoded, so each lands at or before where
  /// it was read, and what is yet to be read stays as it was.
  private static func compactIDs(in bytes: inout [UInt8], listAt list: Int, ends: inout [UInt32]) {
    let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
    var written = 0
    bytes.withUnsafeMutableBufferPointer { buffer in
      var read = list
      for position in ends.indices {
        // Between two strings of a list there are only commas and white space.
        while buffer[read] != quote { read += 1 }
        let body = read + 1..<Int(ends[position])
        if buffer[body].contains(backslash) {
          var id = JSONReader.string(in: Array(buffer[body]), .init(range: 0..<body.count, hasEscapes: true))
          id.withUTF8 { decoded in
            _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).update(fromContentsOf: decoded)
          }
          written += id.utf8.count
        } else {
          // The two may overlap, which copyMemory allows.
          let raw = UnsafeMutableRawBufferPointer(buffer)
          let source = UnsafeRawBufferPointer(rebasing: raw[body])
          UnsafeMutableRawBufferPointer(rebasing: raw[written...]).copyMemory(from: source)
          written += body.count
        }
        ends[position] = UInt32(written)
        read = body.upperBound + 1
      }
    }
    bytes.removeSubrange(written...)
  }
}
