import GemCore

/// Writes JSON text.
///
/// Hand-written rather than JSONEncoder because output keys must follow
/// the order of `--fields`, which JSONEncoder does not promise to keep.
enum JSONText {
  /// A JSON string literal; see ``GemCore/JSONString/quoted(_:)``.
  static func string(_ text: String) -> String {
    JSONString.quoted(text)
  }

  /// A JSON array of strings.
  static func array(_ texts: [String]) -> String {
    "[" + texts.map(string).joined(separator: ",") + "]"
  }

  /// A JSON object from keys and already-written values, in order.
  static func object(_ members: [(key: String, json: String)]) -> String {
    "{" + members.map { string($0.key) + ":" + $0.json }.joined(separator: ",") + "}"
  }
}
