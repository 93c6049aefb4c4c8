/// One column of a table for people, as ``TableLayout`` lines it up: its
/// title and how it gives way when the table is too wide.
public struct TableColumn: Sendable, Hashable {
  /// The column title (`Mohs`).
  public let title: String
  /// Which side of the column the text keeps.
  public let alignment: StyledText.Alignment
  /// Whether the column may be narrowed (with `…`) to fit the width.
  public let isShrinkable: Bool

  /// Creates a column.
  ///
  /// - Parameters:
  ///   - title: The column title.
  ///   - alignment: Left for text, right for numbers.
  ///   - isShrinkable: Whether the column may be narrowed.
  public init(title: String, alignment: StyledText.Alignment = .left, isShrinkable: Bool = true) {
    self.title = title
    self.alignment = alignment
    self.isShrinkable = isShrinkable
  }
}
