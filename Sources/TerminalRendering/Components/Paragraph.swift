/// Text wrapped at word boundaries to the canvas width.
public struct Paragraph: Rendering {
  /// The text to wrap.
  public let text: String
  /// Its role.
  public let role: TextRole
  /// Columns of indentation before each line.
  public let indent: Int
  /// The widest a line may be, however wide the canvas; `nil` for the canvas width.
  public let maximumWidth: Int?

  /// The widest prose (summaries, notes) wraps at, on however wide a
  /// terminal: it reads best at 80 columns or fewer (README, "detail").
  public static let proseWidth = 80

  /// Creates a paragraph.
  ///
  /// - Parameters:
  ///   - text: Any text; control characters are neutralised and runs of
  ///     white space become single spaces.
  ///   - role: Its role.
  ///   - indent: Columns of indentation before each line.
  ///   - maximumWidth: The widest a line may be (prose reads best at 80
  ///     columns or fewer); `nil` for the canvas width.
  public init(_ text: String, role: TextRole = .plain, indent: Int = 0, maximumWidth: Int? = nil) {
    self.text = text
    self.role = role
    self.indent = indent
    self.maximumWidth = maximumWidth
  }

  /// Draws the wrapped lines; a word wider than a line is broken over
  /// lines, after a hyphen where it has one.
  public func draw(in canvas: inout Canvas) {
    let prefix = String(repeating: " ", count: indent)
    let available = max(1, min(canvas.width, maximumWidth ?? canvas.width) - indent)
    // Splitting scalars with an ASCII fast path, rather than Characters by
    // `isWhitespace`, keeps a huge catalog string quick to wrap.
    let words = ControlCharacters.neutralised(text).unicodeScalars
      .split { $0 == " " || ($0.value > 0x7F && $0.properties.isWhitespace) }
      .map { String($0) }
    var line = ""
    var lineWidth = 0
    func flush(into canvas: inout Canvas) {
      canvas.append(StyledText([.init(prefix), .init(line, role: role)]).truncated(toWidth: canvas.width))
      line = ""
      lineWidth = 0
    }
    for word in words where !canvas.isClosed {
      var wordWidth = DisplayWidth.of(String(word))
      var word = word
      if wordWidth > available {
        if lineWidth > 0 { flush(into: &canvas) }
        var pieces = LongWords.pieces(of: word, width: available)
        word = pieces.removeLast()
        for piece in pieces {
          line = piece
          flush(into: &canvas)
        }
        wordWidth = DisplayWidth.of(word)
      }
      if lineWidth > 0 && lineWidth + 1 + wordWidth > available {
        flush(into: &canvas)
      }
      if lineWidth > 0 {
        line += " "
        lineWidth += 1
      }
      line += word
      lineWidth += wordWidth
    }
    if lineWidth > 0 { flush(into: &canvas) }
  }
}
