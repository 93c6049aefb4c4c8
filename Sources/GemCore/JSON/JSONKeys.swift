/// The keys a decoder knows, kept as UTF-8 so that a key in the text is
/// matched by comparing bytes rather than by making a string of it.
///
/// Making a string of every key and hashing it slowed decoding a large catalog
/// (Sources/Benchmark/README.md, "Large catalogs").
struct JSONKeys: Sendable {
  private let strings: [String]
  private let utf8: [[UInt8]]

  /// Creates the list.
  ///
  /// - Parameter keys: The keys, in the order ``JSONMembers`` reports them.
  init(_ keys: [String]) {
    strings = keys
    utf8 = keys.map { Array($0.utf8) }
  }

  /// How many keys there are.
  var count: Int { strings.count }

  /// The key at `index`.
  subscript(index: Int) -> String {
    strings[index]
  }

  /// Which of the keys `key` spells.
  ///
  /// - Parameters:
  ///   - key: A key's body in `bytes`.
  ///   - bytes: The JSON text.
  /// - Returns: The key's index, or `nil` for a key not in the list.
  func index(of key: JSONReader.StringBody, in bytes: [UInt8]) -> Int? {
    if key.hasEscapes {
      // `"n\u0061me"` is `name` too; this is rare, so a string is made.
      return strings.firstIndex(of: JSONReader.string(in: bytes, key))
    }
    let text = bytes[key.range]
    return utf8.firstIndex { $0.count == text.count && $0.elementsEqual(text) }
  }
}
