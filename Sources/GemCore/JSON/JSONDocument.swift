/// The checks every JSON document raygem reads (a catalog, the favorites
/// file) passes before it is decoded, in one place: an optional byte-order
/// mark, UTF-8, strict JSON, and the `schemaVersion` member.
enum JSONDocument {
  /// Why the bytes are not a document at all.
  enum Problem: Error, Equatable {
    /// Nothing but perhaps a byte-order mark.
    case empty
    /// The bytes are not UTF-8.
    case notUTF8
    /// The text is not strict JSON.
    case syntax(StrictJSON.SyntaxError)
  }

  /// Why the `schemaVersion` member cannot be read.
  enum VersionProblem: Error, Equatable {
    /// It is not a whole number.
    case notAWholeNumber
    /// It is newer than this raygem reads.
    case newer(Int)
    /// It is 0 or negative.
    case belowOne(Int)
  }

  /// The document's bytes without a leading byte-order mark (an editor's
  /// habit: not JSON, but harmless), once they are known to be UTF-8 and
  /// strict JSON (see ``StrictJSON``).
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The bytes to decode.
  /// - Throws: ``Problem`` for the first check that fails.
  static func checked(_ bytes: [UInt8]) throws(Problem) -> [UInt8] {
    let bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    guard !bytes.isEmpty else { throw .empty }
    guard String(validating: bytes, as: UTF8.self) != nil else { throw .notUTF8 }
    do throws(StrictJSON.SyntaxError) {
      try StrictJSON.check(bytes)
    } catch {
      throw .syntax(error)
    }
    return bytes
  }

  /// The version the `schemaVersion` member at `position` gives: 1 when it
  /// is absent or `null`.
  ///
  /// - Parameters:
  ///   - position: Where the member's value starts, or `nil` without one.
  ///   - bytes: The checked document.
  ///   - supported: The newest version this raygem reads.
  /// - Returns: The version, from 1 to `supported`.
  /// - Throws: ``VersionProblem`` for a value that is not a whole number,
  ///   is newer than `supported`, or is below 1.
  static func schemaVersion(at position: Int?, in bytes: [UInt8], supported: Int) throws(VersionProblem) -> Int {
    guard let position else { return 1 }
    var reader = JSONReader(bytes, at: position)
    guard let version = reader.readVersion() else { throw .notAWholeNumber }
    guard version <= supported else { throw .newer(version) }
    guard version >= 1 else { throw .belowOne(version) }
    return version
  }
}
