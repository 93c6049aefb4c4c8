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
  /// The left column's width, so that several lists on one page line up;
  /// `nil` for the widest label of this list.
  public let labelWidth: Int?
  /// How the labels look: muted beside the facts they name, or in a list of
  /// keys, the accent that makes them what the eye looks for.
  public let labelRole: TextRole

  /// Creates a fact list.
  ///
  /// - Parameters:
  ///   - facts: The facts; those with empty values are left out.
  ///   - labelWidth: The left column's width, or `nil` for the widest label.
  ///   - labelRole: How the labels look.
  public init(_ facts: [Fact], labelWidth: Int? = nil, labelRole: TextRole = .muted) {
    self.facts = facts.filter { !$0.value.isEmpty }
    self.labelWidth = labelWidth
    self.labelRole = labelRole
  }

  /// Draws one line a fact, or more where a value wraps; on a canvas too
  /// narrow for two columns, each label stands on its own line with its
  /// value indented below it.
  public func draw(in canvas: inout Canvas) {
    let labelWidth = self.labelWidth ?? facts.map { DisplayWidth.of($0.label) }.max() ?? 0
    let twoColumns = canvas.width - labelWidth - 2 >= Self.narrowestValueColumn
    let indent = twoColumns ? labelWidth + 2 : Self.stackedIndent
    let valueWidth = max(1, canvas.width - indent)
    for fact in facts {
      var label = StyledText(fact.label, role: labelRole)
      if !twoColumns { canvas.append(label.truncated(toWidth: canvas.width)) }
      label = twoColumns ? label.padded(toWidth: labelWidth) : StyledText()
      var isFirstLine = true
      Self.wrap(fact.value, width: valueWidth) { piece in
        var line = isFirstLine && twoColumns ? label : StyledText(String(repeating: " ", count: indent - 2))
        line.append("  ")
        line.append(piece)
        canvas.append(line.truncated(toWidth: canvas.width))
        isFirstLine = false
        return !canvas.isClosed
      }
      guard !canvas.isClosed else { return }
    }
  }

  /// Below this many columns for values, labels go on lines of their own.
  static let narrowestValueColumn = 20
  /// How far values are indented under their labels on a narrow canvas.
  static let stackedIndent = 2

  /// Splits styled text into lines of at most `width` columns, passing
  /// them to `body` one at a time: a value megabytes long is drawn without
  /// all of its lines held at once, and only until `body` returns `false`.
  ///
  /// Lines break at spaces where they can, and each span keeps its role. A
  /// word wider than a line is broken after a hyphen where it has one,
  /// else where it must.
  package static func wrap(_ text: StyledText, width: Int, _ body: (StyledText) -> Bool) {
    guard text.width > width else {
      _ = body(text)
      return
    }
    var wantsMore = true
    var current = StyledText()
    var spaceBefore = false
    for span in text.spans {
      for (index, word) in span.text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
        if index > 0 { spaceBefore = true }
        guard !word.isEmpty else { continue }
        var isFirstPiece = true
        LongWords.forEachPiece(of: word, width: width) { piece in
          guard isFirstPiece else {
            wantsMore = body(current)
            current = StyledText(piece, role: span.role)
            return wantsMore
          }
          isFirstPiece = false
          if spaceBefore && !current.isEmpty {
            if current.width + 1 + DisplayWidth.of(piece) > width {
              wantsMore = body(current)
              current = StyledText()
            } else {
              current.append(" ")
            }
          } else if !current.isEmpty && current.width + DisplayWidth.of(piece) > width {
            wantsMore = body(current)
            current = StyledText()
          }
          current.append(piece, role: span.role)
          return wantsMore
        }
        guard wantsMore else { return }
        spaceBefore = false
      }
    }
    if !current.isEmpty { _ = body(current) }
  }
}
