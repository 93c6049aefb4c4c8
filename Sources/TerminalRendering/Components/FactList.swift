/// Labelled facts in two aligned columns, long values wrapped under their own column.
///
/// ```
/// Hardness          9 Mohs
/// Aliases           corundum, oriental ruby, pigeon's blood
///                   ruby
/// ```
public struct FactList: Rendering {
  /// One labelled fact.
  public struct Fact: Sendable {
    /// The label in the left column.
    public let label: String
    /// The value, wrapped in the right column.
    public let value: StyledText

    /// Creates a fact.
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - value: The value.
    public init(_ label: String, _ value: StyledText) {
      self.label = label
      self.value = value
    }
  }

  /// The facts, in order.
  public let facts: [Fact]

  /// Creates a fact list.
  ///
  /// - Parameter facts: The facts; those with empty values are left out.
  public init(_ facts: [Fact]) {
    self.facts = facts.filter { !$0.value.isEmpty }
  }

  /// Draws one line a fact, or more where a value wraps.
  public func draw(in canvas: inout Canvas) {
    let labelWidth = facts.map { DisplayWidth.of($0.label) }.max() ?? 0
    let valueWidth = max(8, canvas.width - labelWidth - 2)
    for fact in facts {
      let label = StyledText(fact.label, role: .muted).padded(toWidth: labelWidth)
      for (index, piece) in Self.wrap(fact.value, width: valueWidth).enumerated() {
        var line = index == 0 ? label : StyledText(String(repeating: " ", count: labelWidth))
        line.append("  ")
        line.append(piece)
        canvas.append(line.truncated(toWidth: canvas.width))
      }
    }
  }

  /// Splits styled text into lines of at most `width` columns, breaking at
  /// spaces where it can and keeping each span's role.
  static func wrap(_ text: StyledText, width: Int) -> [StyledText] {
    guard text.width > width else { return [text] }
    var lines: [StyledText] = []
    var current = StyledText()
    var spaceBefore = false
    for span in text.spans {
      for (index, word) in span.text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
        if index > 0 { spaceBefore = true }
        guard !word.isEmpty else { continue }
        let wordText = String(word)
        if spaceBefore && !current.isEmpty {
          if current.width + 1 + DisplayWidth.of(wordText) > width {
            lines.append(current)
            current = StyledText()
          } else {
            current.append(" ")
          }
        }
        current.append(wordText, role: span.role)
        spaceBefore = false
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
