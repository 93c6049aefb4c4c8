/// A line of text made of spans, each with a ``TextRole``.
///
/// Every span's text is neutralised on the way in (see
/// ``ControlCharacters``), so styled text can go to a terminal as it is.
/// Layout (width, truncation, padding) works on the plain text; colour is
/// added last by ``rendered(colored:)``.
public struct StyledText: Sendable, Hashable {
  /// One run of text with one role.
  public struct Span: Sendable, Hashable {
    /// The neutralised text.
    public let text: String
    /// How it is styled.
    public let role: TextRole

    /// Creates a span, neutralising control characters in `text`.
    ///
    /// - Parameters:
    ///   - text: Any text.
    ///   - role: Its role.
    public init(_ text: String, role: TextRole = .plain) {
      self.text = ControlCharacters.neutralised(text)
      self.role = role
    }

    /// Creates a span whose text is written exactly as given, control
    /// characters included; only for text raygem itself makes, such as
    /// the carriage return of a CSV line end.
    ///
    /// - Parameter text: Trusted text.
    /// - Returns: The span.
    public static func unneutralised(_ text: String) -> Span {
      Span(trusted: text)
    }

    /// A span of text that is already neutralised (cut or padded from
    /// another span), skipping the check.
    init(neutralised text: String, role: TextRole) {
      self.text = text
      self.role = role
    }

    private init(trusted text: String) {
      self.text = text
      self.role = .plain
    }
  }

  /// The spans, in order.
  public private(set) var spans: [Span]

  /// Creates text from spans.
  ///
  /// - Parameter spans: The spans, in order.
  public init(_ spans: [Span] = []) {
    self.spans = spans.filter { !$0.text.isEmpty }
  }

  /// Creates text of one span.
  ///
  /// - Parameters:
  ///   - text: Any text; control characters are neutralised.
  ///   - role: Its role.
  public init(_ text: String, role: TextRole = .plain) {
    self.init([Span(text, role: role)])
  }

  /// The text without styling.
  public var plain: String {
    spans.count == 1 ? spans[0].text : spans.map(\.text).joined()
  }

  /// The width in terminal columns.
  public var width: Int { spans.reduce(0) { $0 + DisplayWidth.of($1.text) } }

  /// Whether there is no text.
  public var isEmpty: Bool { spans.isEmpty }

  /// Appends a span.
  ///
  /// - Parameters:
  ///   - text: Any text; control characters are neutralised.
  ///   - role: Its role.
  public mutating func append(_ text: String, role: TextRole = .plain) {
    let span = Span(text, role: role)
    if !span.text.isEmpty { spans.append(span) }
  }

  /// Appends other styled text.
  ///
  /// - Parameter other: The text to add after this one.
  public mutating func append(_ other: StyledText) {
    spans.append(contentsOf: other.spans)
  }
}

extension StyledText: ExpressibleByStringLiteral {
  /// Creates plain text from a literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension StyledText {
  /// The text as a full-screen list's selected row: every span in the
  /// ``TextRole/selected`` role except colour swatches and pictures, which
  /// keep their colours.
  ///
  /// - Returns: The restyled text, with the same characters.
  public func selected() -> StyledText {
    StyledText(
      spans.map { span in
        switch span.role {
        case .swatch, .pixels: return span
        default: return Span(neutralised: span.text, role: .selected)
        }
      })
  }
}
