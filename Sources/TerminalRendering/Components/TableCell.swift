/// One cell of a table for people, which ``TableLayout`` lines up.
///
/// It holds the text shown, its column's title and how the column lays out.
public struct TableCell: Sendable, Hashable {
  /// The column title (`Mohs`); ``TableLayout`` takes titles from the first row.
  public let title: String
  /// The text shown.
  public let text: StyledText
  /// Which side of the column the text keeps.
  public let alignment: StyledText.Alignment
  /// Whether the column may be narrowed (with `…`) to fit the width.
  public let isShrinkable: Bool

  /// Creates a cell.
  ///
  /// - Parameters:
  ///   - title: The column title.
  ///   - text: The text to show.
  ///   - alignment: Left for text, right for numbers.
  ///   - isShrinkable: Whether the column may be narrowed.
  public init(title: String, text: StyledText, alignment: StyledText.Alignment = .left, isShrinkable: Bool = true) {
    self.title = title
    self.text = text
    self.alignment = alignment
    self.isShrinkable = isShrinkable
  }
}
