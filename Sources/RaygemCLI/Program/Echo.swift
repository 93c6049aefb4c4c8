import TerminalRendering

/// Shows what the user typed inside a message: neutralised, and cut to a
/// readable length so that a 1 MB argument still gives a one-line error.
enum Echo {
  /// The longest echo, in characters, before it is cut with `…`.
  static let maximumLength = 60

  /// `text` as it may appear in a message.
  ///
  /// - Parameter text: An argument or option value.
  /// - Returns: The neutralised text, at most ``maximumLength`` characters plus `…`.
  static func of(_ text: String) -> String {
    let safe = ControlCharacters.neutralised(text)
    guard safe.count > maximumLength else { return safe }
    return String(safe.prefix(maximumLength)) + "…"
  }
}
