import TerminalRendering

/// Rows of separated values gathered into one block of text: tab-separated
/// for `plain` and `tsv`, comma-separated for `csv` (RFC 4180: fields quoted
/// where needed, CR LF line ends), every value neutralised (a tab or line
/// break inside a value becomes a space; separators are trusted).
///
/// Building one buffer for all rows, rather than a string a row, took a
/// third off `raygem list` on the bundled catalog (callgrind).
struct SeparatedBlock {
  private var bytes: [UInt8] = []
  private let separator: UInt8
  private let isCSV: Bool
  /// Whether the format is one of separated values at all.
  let isSeparated: Bool

  /// A block for `format`; `rowsAbout` sizes the buffer.
  init(format: OutputFormat, rowsAbout: Int) {
    isSeparated = [.plain, .tsv, .csv].contains(format)
    isCSV = format == .csv
    separator = isCSV ? UInt8(ascii: ",") : UInt8(ascii: "\t")
    if isSeparated { bytes.reserveCapacity(rowsAbout * 96) }
  }

  /// Adds a row; an empty one (no header fields) adds nothing.
  mutating func append(_ values: [String]) {
    guard isSeparated, !values.isEmpty else { return }
    for (index, value) in values.enumerated() {
      if index > 0 { bytes.append(separator) }
      if isCSV {
        bytes.append(contentsOf: Self.quoted(ControlCharacters.neutralised(value)).utf8)
        continue
      }
      // Copy first and look for a suspect byte in the copy: a value almost
      // never holds one, and one pass over the bytes is all it then costs.
      let start = bytes.count
      if value.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
        bytes.append(contentsOf: value.utf8)
      }
      if bytes[start...].contains(where: ControlCharacters.isSuspect) {
        bytes.removeSubrange(start...)
        bytes.append(contentsOf: ControlCharacters.neutralised(value).utf8)
      }
    }
    if isCSV { bytes.append(UInt8(ascii: "\r")) }
    bytes.append(UInt8(ascii: "\n"))
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

  /// The block as one canvas line (the canvas adds the last line feed), or
  /// `nil` when it holds no rows.
  var text: StyledText? {
    guard bytes.last == UInt8(ascii: "\n") else { return nil }
    // Neutralised values and trusted separators: nothing here needs neutralising again.
    return StyledText([.unneutralised(String(decoding: bytes.dropLast(), as: UTF8.self))])
  }
}
