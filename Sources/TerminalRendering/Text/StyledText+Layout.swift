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
          if !text.isEmpty { kept.append(Span(neutralised: text, role: span.role)) }
          break outer
        }
        remaining -= characterWidth
        text.append(character)
      }
      kept.append(Span(neutralised: text, role: span.role))
    }
    kept.append(Span(neutralised: "…", role: spans.last?.role ?? .plain))
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
    let current = self.width
    let text = current > width ? truncated(toWidth: width) : self
    let padding = String(repeating: " ", count: max(0, width - (current > width ? text.width : current)))
    guard !padding.isEmpty else { return text }
    switch alignment {
    case .left: return StyledText(text.spans + [Span(neutralised: padding, role: .plain)])
    case .right: return StyledText([Span(neutralised: padding, role: .plain)] + text.spans)
    }
  }

  /// The text without trailing spaces in unstyled spans, so padded lines
  /// do not end in blanks.
  ///
  /// - Returns: The trimmed text.
  public func trimmingTrailingSpaces() -> StyledText {
    var kept = spans
    while let last = kept.last, last.role == .plain, last.text.utf8.last == UInt8(ascii: " ") {
      let keep = last.text.utf8.count - last.text.utf8.reversed().prefix { $0 == UInt8(ascii: " ") }.count
      kept.removeLast()
      if keep > 0 {
        let trimmed = String(decoding: last.text.utf8.prefix(keep), as: UTF8.self)
        kept.append(Span(neutralised: trimmed, role: last.role))
        break
      }
    }
    return StyledText(kept)
  }
}
