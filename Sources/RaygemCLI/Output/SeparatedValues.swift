import TerminalRendering

/// Writes rows as separated values: tab-separated for `plain` and `tsv`,
/// comma-separated (RFC 4180) for `csv`.
enum SeparatedValues {
  /// One line of values joined by `separator`.
  ///
  /// Values are neutralised (a tab or line break inside a value becomes a
  /// space), but the separator is written as it is: neutralising would
  /// turn the tab itself into a space.
  ///
  /// - Parameters:
  ///   - values: The values, in column order.
  ///   - separator: The separator, a tab or a comma.
  /// - Returns: The line.
  static func line(_ values: [String], separator: String) -> StyledText {
    lineOfNeutralised(values.map(ControlCharacters.neutralised), separator: separator)
  }

  /// One line of values that are neutralised already (a ``Cell``'s value),
  /// joined into a single span with the trusted separator.
  static func lineOfNeutralised(_ values: [String], separator: String) -> StyledText {
    // Copying bytes into one buffer takes a third of the instructions of
    // `joined(separator:)`, which grows the string value by value.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(values.reduce(values.count * separator.utf8.count) { $0 + $1.utf8.count })
    for (index, value) in values.enumerated() {
      if index > 0 { bytes.append(contentsOf: separator.utf8) }
      if value.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
        bytes.append(contentsOf: value.utf8)
      }
    }
    return StyledText([.unneutralised(String(decoding: bytes, as: UTF8.self))])
  }

  /// One CSV line ending in CR LF, as RFC 4180 asks.
  ///
  /// - Parameter values: The values, in column order.
  /// - Returns: The line, each value quoted where it needs it.
  static func csvLine(_ values: [String]) -> StyledText {
    var line = lineOfNeutralised(values.map(quoted), separator: ",")
    line.append(StyledText([.unneutralised("\r")]))
    return line
  }

  /// The field as it goes into a CSV line: quoted, with inner quotes
  /// doubled, when it holds a comma, a quote or a line break.
  ///
  /// - Parameter value: The field's text.
  /// - Returns: The text to write.
  static func quoted(_ value: String) -> String {
    guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return value
    }
    return "\"" + value.replacing("\"", with: "\"\"") + "\""
  }
}
