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

  /// The longest id shown whole in a message: far longer than any real
  /// id, short enough that a hostile catalog still gets a one-line error.
  static let longestWholeID = 200

  /// A gem's id as it may appear in a message: neutralised and whole, since
  /// the ids are what tell gems of similar names apart.
  ///
  /// An id longer than ``longestWholeID`` characters loses its middle to
  /// `…`, keeping its beginning and its end, where ids that share a long
  /// beginning differ.
  ///
  /// - Parameter id: A gem's id.
  /// - Returns: The neutralised id, at most ``longestWholeID`` characters plus `…`.
  static func ofID(_ id: String) -> String {
    guard id.utf8.count > longestWholeID, id.count > longestWholeID else { return ControlCharacters.neutralised(id) }
    let half = longestWholeID / 2
    return ControlCharacters.neutralised(String(id.prefix(half)) + "…" + String(id.suffix(half)))
  }
}
