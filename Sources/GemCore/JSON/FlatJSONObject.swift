/// One JSON object whose values are plain (strings, numbers, `true`,
/// `false`, `null`, lists of strings and numbers), read as text: a line of a JSONL
/// parcel for `identify --batch`, whose members are readings.
package enum FlatJSONObject {
  /// Why a line is not such an object.
  package enum Problem: Error, Equatable {
    /// Not strict JSON, or not UTF-8; the words say where.
    case notJSON(String)
    /// JSON, but not an object.
    case notAnObject
    /// A member whose value is an object, or a list of other than strings and numbers.
    case nested(key: String)
  }

  /// The members of the object in `text`, in order: each value as its
  /// text (a string's contents, a number as written, `true` or `false`,
  /// a list of strings and numbers joined by commas, as a reading of
  /// several words is written), `nil` for `null`.
  ///
  /// - Parameter text: One JSON object.
  /// - Returns: The members.
  /// - Throws: ``Problem`` when the text is not a JSON object of plain values.
  package static func members(of text: String) throws(Problem) -> [(key: String, value: String?)] {
    let bytes: [UInt8]
    do throws(JSONDocument.Problem) {
      bytes = try JSONDocument.checked(Array(text.utf8))
    } catch {
      switch error {
      case .empty: throw .notJSON("empty")
      case .notUTF8: throw .notJSON("not UTF-8")
      case .syntax(let syntax): throw .notJSON(syntax.description)
      }
    }
    var reader = JSONReader(bytes)
    var members: [(key: String, value: String?)] = []
    var nested: String?
    let isObject = reader.forEachMember { key, value in
      let name = JSONReader.string(in: bytes, key)
      var valueReader = JSONReader(bytes, at: value.lowerBound)
      switch bytes[value.lowerBound] {
      case UInt8(ascii: "\""): members.append((name, valueReader.readString()))
      case UInt8(ascii: "["):
        guard let words = words(in: &valueReader) else { return nested = nested ?? name }
        members.append((name, words.joined(separator: ",")))
      case UInt8(ascii: "{"): nested = nested ?? name
      case UInt8(ascii: "n"): members.append((name, nil))
      default:
        // A number, true or false: its text as written, white space trimmed.
        let literal = bytes[value].filter { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        members.append((name, String(decoding: literal, as: UTF8.self)))
      }
    }
    guard isObject else { throw .notAnObject }
    if let nested { throw .nested(key: nested) }
    return members
  }

  /// The strings and numbers (as written) of the list `reader` is at, or
  /// `nil` when it holds anything else.
  private static func words(in reader: inout JSONReader) -> [String]? {
    guard reader.enterArray() else { return nil }
    var words: [String] = []
    while reader.nextElement() {
      if let string = reader.readString() {
        words.append(string)
        continue
      }
      let start = reader.position
      guard reader.readNumber() != nil else { return nil }
      words.append(String(decoding: reader.bytes[start..<reader.position], as: UTF8.self))
    }
    return words
  }
}
