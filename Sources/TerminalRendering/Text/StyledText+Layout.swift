extension StyledText {
  /// Where text sits when it is padded to a width.
  public enum Alignment: Sendable {
    case left, right
  }

  /// Cuts the text to at most `width` columns, ending it with `…` when anything was cut.
  ///
  /// Cuts fall between grapheme clusters, never inside one.
  ///
  /// - Parameter width: The most columns the result may take; 0 or less
  ///   gives empty text.
  /// - Returns: The text, or a shortened copy ending in `…`.
  public func truncated(toWidth width: Int) -> StyledText {
    guard self.width > width else { return self }
    guard width > 0 else { return StyledText() }
    var remaining = width - 1
    var kept: [Span] = []
    outer: for span in spans {
      var text = ""
      for character in span.text {
        let characterWidth = DisplayWidth.of(character)
        if characterWidth > remaining {
          if !text.isEmpty { kept.append(Span(text, role: span.role)) }
          break outer
        }
        remaining -= characterWidth
        text.append(character)
      }
      kept.append(Span(text, role: span.role))
    }
    kept.append(Span("…", role: spans.last?.role ?? .plain))
    return StyledText(kept)
  }

  /// Pads the text with spaces to exactly `width` columns, truncating it
  /// first when it is wider.
  ///
  /// - Parameters:
  ///   - width: The width of the result in columns.
  ///   - alignment: Which side the text keeps.
  /// - Returns: Text exactly `width` columns wide (or empty for `width <= 0`).
  public func padded(toWidth width: Int, alignment: Alignment = .left) -> StyledText {
    let text = truncated(toWidth: width)
    let padding = String(repeating: " ", count: max(0, width - text.width))
    guard !padding.isEmpty else { return text }
    switch alignment {
    case .left: return StyledText(text.spans + [Span(padding)])
    case .right: return StyledText([Span(padding)] + text.spans)
    }
  }

  /// The text without trailing spaces in unstyled spans, so padded lines
  /// do not end in blanks.
  ///
  /// - Returns: The trimmed text.
  public func trimmingTrailingSpaces() -> StyledText {
    var kept = spans
    while let last = kept.last, last.role == .plain {
      let trimmed = String(last.text.reversed().drop { $0 == " " }.reversed())
      kept.removeLast()
      if !trimmed.isEmpty {
        kept.append(Span(trimmed, role: last.role))
        break
      }
    }
    return StyledText(kept)
  }
}
