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

  /// Tells from a document's first bytes, as they are read, whether it can
  /// be a JSON object: whether its first byte after an optional byte-order
  /// mark and white space is `{`.
  struct ObjectStart {
    /// What the bytes read so far tell.
    enum Verdict: Equatable {
      /// Only a byte-order mark and white space, if anything, so far.
      case undecided
      /// The document starts with `{`.
      case object
      /// The document cannot be an object.
      case notAnObject
    }

    /// What the bytes read so far tell.
    private(set) var verdict = Verdict.undecided
    /// How many bytes of a byte-order mark the document starts with.
    private var markLength = 0
    /// How many bytes were read.
    private var offset = 0

    private static let mark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Reads the next bytes of the document.
    ///
    /// - Parameter bytes: The bytes that follow those read before.
    /// - Returns: What all the bytes read so far tell.
    mutating func read(_ bytes: ArraySlice<UInt8>) -> Verdict {
      for byte in bytes where verdict == .undecided {
        defer { offset += 1 }
        if offset == markLength, markLength < Self.mark.count, byte == Self.mark[markLength] {
          markLength += 1
        } else if byte == UInt8(ascii: "{") {
          verdict = .object
        } else if !byte.isJSONWhiteSpace || markLength % Self.mark.count != 0 {
          verdict = .notAnObject
        }
      }
      return verdict
    }
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
    // Validated in place: a string made to check them was a second copy of the file.
    guard (try? UTF8Span(validating: bytes.span)) != nil else { throw .notUTF8 }
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
