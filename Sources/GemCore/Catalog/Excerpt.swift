/// Cuts text quoted inside a one-line message to a readable length, so
/// that a 30 MB gem name or argument still gives a short error.
public enum Excerpt {
  /// The longest excerpt, in characters, before it is cut with `…`.
  public static let maximumLength = 60

  /// `text`, or its first ``maximumLength`` characters followed by `…`.
  ///
  /// - Parameter text: Catalog text or something the user typed.
  /// - Returns: At most ``maximumLength`` characters plus `…`.
  public static func of(_ text: String) -> String {
    guard text.utf8.count > maximumLength, text.count > maximumLength else { return text }
    return String(text.prefix(maximumLength)) + "…"
  }
}
