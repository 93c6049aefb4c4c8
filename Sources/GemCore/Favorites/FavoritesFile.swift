import FoundationEssentials

/// The favorites file format: `{"schemaVersion": 1, "favorites": ["ruby", ...]}`.
///
/// Parsing uses JSONDecoder and tolerates a missing `schemaVersion` (meaning 1),
/// unknown keys and duplicate ids (the first occurrence wins). Serialising is
/// assembled by hand so that the output is byte-for-byte deterministic, with
/// `schemaVersion` first.
enum FavoritesFile {
  /// The newest favorites format this raygem reads and writes.
  static let supportedSchemaVersion = 1

  /// Why some bytes are not a valid favorites file; `text` completes the
  /// sentence "favorites file '...' is not valid: ".
  struct Problem: Error {
    var text: String
  }

  /// Reads the ids from the bytes of a favorites file.
  ///
  /// - Parameter data: The whole file.
  /// - Returns: The ids in file order, without duplicates.
  /// - Throws: ``Problem`` when the bytes are empty, not UTF-8, not strict
  ///   JSON (``StrictJSON`` refuses the trailing commas JSONDecoder lets
  ///   through), of the wrong shape, or of a newer schema version.
  static func parse(_ data: Data) throws(Problem) -> [String] {
    guard !data.isEmpty else {
      throw Problem(text: "it is empty; delete it to start with no favorites")
    }
    var bytes = [UInt8](data)
    // A byte-order mark from an editor is not JSON, but it is harmless.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    guard String(validating: bytes, as: UTF8.self) != nil else {
      throw Problem(text: "it is not UTF-8 text; fix it or move it aside")
    }
    do throws(StrictJSON.SyntaxError) {
      try StrictJSON.check(bytes)
    } catch {
      throw Problem(
        text: "it is \(error.description); fix it or move it aside")
    }
    do {
      return uniqued(try JSONDecoder().decode(Document.self, from: Data(bytes)).favorites)
    } catch let problem as Problem {
      throw problem
    } catch {
      throw Problem(text: "it is not valid JSON; fix it or move it aside")
    }
  }

  /// The file's bytes for `ids`: pretty-printed JSON with a trailing newline.
  static func serialise(_ ids: [String]) -> Data {
    var text = "{\n  \"schemaVersion\": \(supportedSchemaVersion),\n  \"favorites\": ["
    if ids.isEmpty {
      text += "]\n}\n"
    } else {
      text += "\n"
      text += ids.map { "    " + JSONString.quoted($0) }.joined(separator: ",\n")
      text += "\n  ]\n}\n"
    }
    return Data(text.utf8)
  }

  /// `ids` without repeats, keeping each id's first position.
  ///
  /// Ids are compared as Swift strings, so canonically equivalent spellings count as one id.
  static func uniqued(_ ids: [String]) -> [String] {
    var seen = Set<String>()
    return ids.filter { seen.insert($0).inserted }
  }

  /// The decoded top level, validated with messages that say what is wrong.
  private struct Document: Decodable {
    var favorites: [String]

    private enum Key: String, CodingKey { case schemaVersion, favorites }

    init(from decoder: any Decoder) throws {
      guard let container = try? decoder.container(keyedBy: Key.self) else {
        throw Problem(text: "the top level must be an object {\"schemaVersion\": 1, \"favorites\": [...]}")
      }
      let version: Int
      do {
        version = try container.decodeIfPresent(Int.self, forKey: .schemaVersion) ?? 1
      } catch {
        throw Problem(text: "\"schemaVersion\" must be a whole number")
      }
      guard version <= FavoritesFile.supportedSchemaVersion else {
        throw Problem(
          text: "it has schemaVersion \(version), from a newer raygem; this raygem reads version "
            + "\(FavoritesFile.supportedSchemaVersion) only, so update raygem")
      }
      guard version >= 1 else {
        throw Problem(text: "\"schemaVersion\" must be 1, not \(version)")
      }
      guard container.contains(.favorites) else {
        throw Problem(text: "it has no \"favorites\" list")
      }
      guard var list = try? container.nestedUnkeyedContainer(forKey: .favorites) else {
        throw Problem(text: "\"favorites\" must be a list of gem ids (strings)")
      }
      var ids: [String] = []
      while !list.isAtEnd {
        let index = list.currentIndex
        guard let id = try? list.decode(String.self) else {
          throw Problem(text: "favorites[\(index)] must be a gem id (a string)")
        }
        ids.append(id)
      }
      favorites = ids
    }
  }
}
