/// One cell of a table row: a field's title, its text, and its value for
/// machine-readable output.
///
/// Cells are collected by a list printer, which lays them out as a table,
/// as separated values or as JSON; drawn anywhere else they add nothing
/// visible.
public struct Cell: Rendering, Hashable {
  /// The field's machine name (`hardness`), used as a CSV/TSV header and JSON key.
  public let key: String
  /// The column title in a table (`Mohs`).
  public let title: String
  /// The text shown in a table.
  public let text: StyledText
  /// The text in a separated-values line (plain, TSV, CSV): no styling,
  /// ASCII ranges, control characters neutralised.
  public let value: String
  /// The field's value as a JSON literal (`"Ruby"`, `9`, `{"min":7,"max":7.5}`).
  public let json: String
  /// Which side of the column the text keeps.
  public let alignment: StyledText.Alignment
  /// Whether the column may be narrowed (with `…`) to fit the width.
  public let isShrinkable: Bool

  /// Creates a cell.
  ///
  /// - Parameters:
  ///   - key: The field's machine name.
  ///   - title: The column title.
  ///   - text: The text to show in a table.
  ///   - value: The text for separated values; control characters are neutralised.
  ///   - json: The value as a JSON literal.
  ///   - alignment: Left for text, right for numbers.
  ///   - isShrinkable: Whether the column may be narrowed.
  public init(
    key: String, title: String, text: StyledText, value: String, json: String,
    alignment: StyledText.Alignment = .left, isShrinkable: Bool = true
  ) {
    self.key = key
    self.title = title
    self.text = text
    self.value = ControlCharacters.neutralised(value)
    self.json = json
    self.alignment = alignment
    self.isShrinkable = isShrinkable
  }

  /// Adds the cell to the row being drawn.
  public func draw(in canvas: inout Canvas) {
    canvas.append(self)
  }
}
