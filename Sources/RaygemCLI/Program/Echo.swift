import GemCore
import TerminalRendering

/// Shows text inside a message: neutralised, and cut to a readable length
/// (``GemCore/Excerpt``) so that a 1 MB argument still gives a one-line error.
enum Echo {
  /// `text` as it may appear in a message.
  ///
  /// - Parameter text: An argument, an option value or a gem's name.
  /// - Returns: The neutralised text, at most ``GemCore/Excerpt/maximumLength`` characters plus `…`.
  static func of(_ text: String) -> String {
    ControlCharacters.neutralised(Excerpt.of(text))
  }
}
