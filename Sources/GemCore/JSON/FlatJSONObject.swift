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
  /// texts (a string's contents, a number as written but without an
  /// exponent, `true` or `false`; a list's strings and numbers one text
  /// each, so that a reader can weigh each element), `nil` for `null`.
  ///
  /// - Parameter text: One JSON object.
  /// - Returns: The members.
  /// - Throws: ``Problem`` when the text is not a JSON object of plain values.
  package static func members(of text: String) throws(Problem) -> [(key: String, values: [String]?)] {
    let bytes: [UInt8]
    do throws(JSONDocument.Problem) {
      bytes = try JSONDocument.checked(Array(text.utf8))
    } catch {
      switch error {
      case .empty: throw .notJSON("empty")
      case .notUTF8: throw .notJSON("not UTF-8")
      case .syntax(let syntax): throw .notJSON(syntax.descriptionWithinTheLine)
      }
    }
    var reader = JSONReader(bytes)
    var members: [(key: String, values: [String]?)] = []
    var nested: String?
    let isObject = reader.forEachMember { key, value in
      let name = JSONReader.string(in: bytes, key)
      var valueReader = JSONReader(bytes, at: value.lowerBound)
      switch bytes[value.lowerBound] {
      case UInt8(ascii: "\""): members.append((name, valueReader.readString().map { [$0] }))
      case UInt8(ascii: "["):
        guard let words = words(in: &valueReader) else { return nested = nested ?? name }
        members.append((name, words))
      case UInt8(ascii: "{"): nested = nested ?? name
      case UInt8(ascii: "n"): members.append((name, nil))
      default:
        // A number, true or false: its text as written, white space trimmed.
        let literal = bytes[value].filter { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        members.append((name, [plainDecimal(literal)]))
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
      words.append(plainDecimal(reader.bytes[start..<reader.position]))
    }
    return words
  }

  /// A JSON number's text without its exponent: the same digits, the point moved.
  ///
  /// `1.762e0` is `1.762`, `17620e-4` is `1.7620`, `4E0` is `4`, so that a
  /// reading keeps the precision its digits give; any other literal
  /// (`true`, or an exponent beyond a reading's reach) is as written.
  /// Decimal text rather than a `Double`, which would not say how many
  /// digits were written.
  ///
  /// - Parameter literal: A number, `true` or `false`, as JSON writes it.
  /// - Returns: Its text.
  static func plainDecimal(_ literal: some Collection<UInt8>) -> String {
    let text = String(decoding: literal, as: UTF8.self)
    guard let mark = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
      let exponent = Int(text[text.index(after: mark)...]), (-40...40).contains(exponent)
    else { return text }
    let mantissa = text[..<mark]
    let sign = mantissa.hasPrefix("-") ? "-" : ""
    let unsigned = mantissa.drop { $0 == "-" }
    let point = unsigned.firstIndex(of: ".") ?? unsigned.endIndex
    var digits = Array(unsigned.filter { $0 != "." })
    // Where the point falls in `digits` once moved; padded with zeros on either side to reach it.
    var place = unsigned.distance(from: unsigned.startIndex, to: point) + exponent
    if place > digits.count { digits += Array(repeating: "0", count: place - digits.count) }
    if place <= 0 {
      digits.insert(contentsOf: Array(repeating: "0", count: 1 - place), at: 0)
      place = 1
    }
    // Zeros the shift put before the first digit go (`0.4e1` is `4`, not `04`).
    while place > 1, digits.first == "0" {
      digits.removeFirst()
      place -= 1
    }
    let whole = String(digits[..<place])
    let fraction = String(digits[place...])
    return sign + (fraction.isEmpty ? whole : whole + "." + fraction)
  }
}
