import GemCore
import TerminalRendering

/// Rows of separated values gathered into one block of text: tab-separated
/// for `plain` and `tsv`, comma-separated for `csv` (RFC 4180: fields quoted
/// where needed, CR LF line ends), every value neutralised (a tab or line
/// break inside a value becomes a space; separators are trusted).
///
/// One buffer for all rows, rather than a string a row, keeps `list` quick
/// (Sources/Benchmark/README.md, "Start-up").
struct SeparatedBlock {
  private var bytes: [UInt8] = []
  private var fieldsInRow = 0
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
    guard !values.isEmpty else { return }
    for value in values { appendField(value) }
    endRow()
  }

  /// Adds one field to the row being written.
  ///
  /// - Parameter value: The field's text, not yet neutralised.
  mutating func appendField(_ value: String) {
    guard isSeparated else { return }
    startField()
    let safe = ControlCharacters.neutralised(value)
    bytes.append(contentsOf: (isCSV ? Self.quoted(safe) : safe).utf8)
  }

  /// Adds one field of UTF-8 text read in place (``Gem/withTextBytes(of:_:)``).
  ///
  /// - Parameter utf8: Valid UTF-8, not yet neutralised.
  mutating func appendField(utf8: UnsafeRawBufferPointer) {
    // Nearly every value holds no byte that needs care, and is copied as
    // it is; the rest take the general path.
    guard isSeparated, !isCSV, !utf8.contains(where: ControlCharacters.isSuspect) else {
      return appendField(String(decoding: utf8, as: UTF8.self))
    }
    startField()
    bytes.append(contentsOf: utf8)
  }

  /// Adds a measured value in the programs' form (`7-7.5`).
  mutating func appendField(_ range: PropertyRange) {
    guard isSeparated else { return }
    startField()
    NumberText.append(range, to: &bytes)
  }

  /// Ends the row being written; a row with no fields adds nothing.
  mutating func endRow() {
    guard fieldsInRow > 0 else { return }
    if isCSV { bytes.append(UInt8(ascii: "\r")) }
    bytes.append(UInt8(ascii: "\n"))
    fieldsInRow = 0
  }

  private mutating func startField() {
    if fieldsInRow > 0 { bytes.append(separator) }
    fieldsInRow += 1
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
    // Not `replacing(_:with:)`: it comes from _StringProcessing, which raygem
    // leaves out (Sources/Benchmark/README.md, "Start-up").
    var quoted = "\""
    for character in value {
      quoted.append(character)
      if character == "\"" { quoted.append(character) }
    }
    return quoted + "\""
  }

  /// The block as one canvas line (the canvas adds the last line feed), or
  /// `nil` when it holds no rows.
  var text: StyledText? {
    guard bytes.last == UInt8(ascii: "\n") else { return nil }
    // Neutralised values and trusted separators: nothing here needs neutralising again.
    return StyledText([.unneutralised(String(decoding: bytes.dropLast(), as: UTF8.self))])
  }
}
