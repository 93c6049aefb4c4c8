import GemCore

/// How a parcel's lines are written, told from its first line: JSONL when
/// it is an object, else CSV or TSV (a tab in the header) whose header
/// names a `stone` column and `identify`'s readings by their option names
/// (`ri`, `sg`, `optic`, `hue`, `otl`…).
struct ParcelFormat: Sendable {
  /// Why a line cannot be answered, in words for standard error.
  struct Problem: Error {
    let message: String

    /// A reading the line gives that `identify` refuses.
    static func reading(_ message: String) -> Problem { Problem(message: message) }
  }

  /// One stone: its label, if the line gives one, and its readings, each
  /// the value of one of `identify`'s options (empty for a flag).
  struct Stone {
    var label: String?
    var readings: [Reading] = []

    /// An option and its value (a struct rather than a tuple: see ``BestFew/Kept``).
    struct Reading {
      let option: OptionSpec
      let value: String
    }

    /// The measurements the readings give, each read by its option's own
    /// parser, as on the command line.
    ///
    /// - Throws: ``RaygemError/usage(_:)`` for a value the option refuses.
    func measurements() throws(RaygemError) -> Measurements {
      var invocation = Invocation()
      invocation.command = .identify
      for reading in readings { try reading.option.parser.apply(reading.value, reading.option, &invocation) }
      return invocation.measurements
    }
  }

  private enum Layout {
    case jsonLines
    /// The separator, every column the header has, and how many of them,
    /// from the first, it names (the unnamed rest may be left off a line).
    case separated(Character, columns: [String], named: Int)
  }

  private let layout: Layout

  /// Whether the first line is a header rather than a stone.
  var hasHeader: Bool {
    if case .separated = layout { return true }
    return false
  }

  /// Whether a line may name its stone: JSONL's may, by a `stone` member;
  /// CSV's or TSV's when the header has a `stone` column.
  private var mayNameStones: Bool {
    guard case .separated(_, let columns, _) = layout else { return true }
    return columns.contains("stone")
  }

  /// Whether `line` holds nothing but this parcel's separators and white
  /// space: an empty row, as spreadsheets write it, which is passed over.
  func isBlank(_ line: String) -> Bool {
    guard case .separated(let separator, _, _) = layout else { return false }
    return line.allSatisfy { $0 == separator || $0.isWhitespace }
  }

  /// Whether `line` begins a JSON object, as every line of JSONL does.
  static func isJSONLine(_ line: String) -> Bool {
    line.drop(while: \.isWhitespace).first == "{"
  }

  /// A parcel whose header is not UTF-8 (UTF-16, Latin-1), which no line can be read by.
  static let notUTF8 = Problem(message: "the parcel is not UTF-8 text; save it as UTF-8")

  /// A stone's line that is not UTF-8: read with U+FFFD, the stone would be renamed.
  static let lineNotUTF8 = Problem(message: "not UTF-8 text; save the parcel as UTF-8")

  /// A stone's line with a NUL byte: valid UTF-8, but no text a person writes.
  static let lineHoldsNUL = Problem(message: "holds a NUL byte, which no text has; save the parcel as UTF-8 text")

  /// The format of a parcel whose first line is `firstLine`.
  ///
  /// - Throws: ``Problem`` for a header that names a column no reading has,
  ///   or names one twice, or for a JSON array in place of JSON Lines.
  init(firstLine: String) throws(Problem) {
    // Spreadsheets' and editors' other exports, named for what they are
    // rather than as a column no reading has or a line that is not JSON:
    // UTF-16 and UTF-32 put NULs beside ASCII, and lone CRs join every line.
    if firstLine.utf8.contains(0) { throw Self.notUTF8 }
    if firstLine.utf8.contains(UInt8(ascii: "\r")) {
      throw Problem(message: "the parcel's lines end in a carriage return alone; save it with LF or CRLF line ends")
    }
    if Self.isJSONLine(firstLine) {
      layout = .jsonLines
      return
    }
    if firstLine.drop(while: \.isWhitespace).first == "[" {
      throw Problem(message: "a JSON array; give one object a line (JSON Lines), as jq -c '.[]' writes them")
    }
    let separator: Character = firstLine.contains("\t") ? "\t" : ","
    let written = try Self.fields(of: firstLine, separator: separator).map(\.trimmingWhitespace)
    let columns = written.map(Self.columnName)
    // Spreadsheets set to a decimal comma save "CSV" with semicolons.
    let namesAReading = columns.contains(where: Self.columnNames.contains)
    if firstLine.contains(";"), columns.count == 1 || !namesAReading {
      throw Problem(message: "the header's columns are separated by semicolons; save the parcel with commas or tabs")
    }
    // A parcel that starts with a stone (a reading among its fields, no
    // reading's name) lacks its header: say what the first line is for.
    if !namesAReading, written.contains(where: { (try? RefractometerReading(parsing: $0)) != nil }) {
      let shown =
        written.prefix(3).map { "'\(Echo.of($0))'" } + (written.count > 3 ? ["\(written.count - 3) more"] : [])
      throw Problem(
        message: "names no reading (\(shown.proseList) read as a stone); a parcel starts with a header"
          + " such as stone,ri,sg")
    }
    // Some spreadsheets end every line with a separator: unnamed columns at
    // the end are kept empty, and a value in one is a line's problem.
    let named = (columns.lastIndex { !$0.isEmpty } ?? -1) + 1
    guard named > 0 else { throw Problem(message: "column 1 of the header has no name") }
    for (index, column) in columns[..<named].enumerated() {
      guard !column.isEmpty else { throw Problem(message: "column \(index + 1) of the header has no name") }
      if columns[..<index].contains(column) { throw Problem(message: "the header names '\(Echo.of(column))' twice") }
    }
    try Self.checkColumns(Array(columns[..<named]), inHeader: true)
    layout = .separated(separator, columns: columns, named: named)
  }

  /// The label of the stone on a line that could not be answered, for its
  /// row: as an answered stone's where the line reads as a stone (a reading
  /// refused), else its `stone` field where one can be found (a row of the
  /// wrong number of fields, an object with a key no reading has), else
  /// its line number in a parcel that names no stones and nothing in one
  /// that may (``mayNameStones``).
  ///
  /// - Parameters:
  ///   - line: The line's text; `nil` where it could not be read (too long, not UTF-8).
  ///   - number: Its line number.
  /// - Returns: The label, empty where none can be read.
  func label(ofUnanswered line: String?, number: Int) -> String {
    if let line {
      if let stone = try? stone(in: line) { return stone.label ?? String(number) }
      if let label = labelField(in: line) { return label }
    }
    return mayNameStones ? "" : String(number)
  }

  /// The `stone` field of a line that cannot be read as a stone; `nil`
  /// where the line gives none that can be read.
  private func labelField(in line: String) -> String? {
    let label: String?
    switch layout {
    case .jsonLines:
      let members = try? FlatJSONObject.members(of: line)
      label = members?.first { $0.key == "stone" }?.values?.first
    case .separated(let separator, let columns, _):
      guard let column = columns.firstIndex(of: "stone"), let fields = try? Self.fields(of: line, separator: separator),
        column < fields.count
      else { return nil }
      label = fields[column]
    }
    return label.map(\.trimmingWhitespace).flatMap { Self.notTaken($0) ? nil : $0 }
  }

  /// The stone on a line after the header.
  ///
  /// - Throws: ``Problem`` for a line of another number of fields than the
  ///   header, a JSONL line that is not an object of plain values, or a
  ///   flag column whose value is neither yes nor no.
  func stone(in line: String) throws(Problem) -> Stone {
    if line.utf8.contains(0) { throw Self.lineHoldsNUL }
    var members: [(column: String, value: String?)]
    switch layout {
    case .jsonLines:
      do throws(FlatJSONObject.Problem) {
        // A list is a reading of several words, as a comma list is; an
        // element not taken (`["1.718", "-"]`) is left out, as a cell is.
        members = try FlatJSONObject.members(of: line).map { member in
          let taken = member.values?.map(\.trimmingWhitespace).filter { !Self.notTaken($0) }
          return (column: Self.columnName(member.key), value: taken?.joinedText(separator: ","))
        }
      } catch {
        switch error {
        case .notJSON(let words): throw Problem(message: "not a JSON object: \(words)")
        case .notAnObject: throw Problem(message: "not a JSON object")
        case .nested(let key):
          throw Problem(
            message: "'\(Echo.of(key))' holds an object or a list of other than strings and numbers, not a reading")
        }
      }
      try Self.checkColumns(members.map(\.column), inHeader: false)
    case .separated(let separator, let columns, let named):
      var fields = try Self.fields(of: line, separator: separator)
      // A hand-typed row may end in separators the header lacks: empty fields past it are passed over.
      while fields.count > columns.count, let last = fields.last, Self.notTaken(last.trimmingWhitespace) {
        fields.removeLast()
      }
      // A line may leave off the unnamed columns the header ends with.
      guard (named...columns.count).contains(fields.count) else {
        let expected = fields.count < named ? named : columns.count
        let counted = fields.count == 1 ? "1 field" : "\(fields.count) fields"
        throw Problem(message: "has \(counted) where the header has \(expected)")
      }
      members = zip(columns, fields).map { (column: $0, value: $1) }
    }
    var stone = Stone()
    var edgeSeen = false
    for (index, (column, value)) in members.enumerated() {
      guard let value = value?.trimmingWhitespace, !Self.notTaken(value) else { continue }
      guard !column.isEmpty else {
        throw Problem(message: "has a value in column \(index + 1), which the header does not name")
      }
      if column == "stone" {
        stone.label = value
        continue
      }
      guard let option = IdentifyBatch.readingOptions.first(where: { $0.long == column }) else { continue }
      guard option.takesValue else {
        switch value.lowercased() {
        case "true", "yes", "y", "1", "x": stone.readings.append(Stone.Reading(option: option, value: ""))
        case "false", "no", "n", "0": edgeSeen = edgeSeen || option.name == .overTheLimit
        default: throw Problem(message: "column '\(column)' takes yes or no, not '\(Echo.of(value))'")
        }
        continue
      }
      stone.readings.append(Stone.Reading(option: option, value: value))
    }
    // Not over the limit is a reading below it, which only its value says.
    if edgeSeen, !stone.readings.contains(where: { $0.option.name == .ri }) {
      throw Problem(
        message: "column 'otl' says no, so an edge was seen: give its reading in 'ri', or leave 'otl' empty")
    }
    return stone
  }

  /// A column's name as its option's is spelt: in lower case, and the
  /// American way (`lustre` is `luster`) where that names a column, as an
  /// option may be given; any other as written, for a message to name.
  private static func columnName(_ written: String) -> String {
    let name = written.lowercased()
    guard let american = ArgumentParser.americanSpelling(ofName: name[...]), columnNames.contains(american) else {
      return name
    }
    return american
  }

  /// Whether a cell says no reading was taken: empty, a dash alone, or
  /// `n/a` as spreadsheets and data tools write it (`NA`, `n.a.`, `#N/A`).
  private static func notTaken(_ value: String) -> Bool {
    value.isEmpty || ["n/a", "na", "n.a.", "#n/a"].contains(value.lowercased())
      || (value.count == 1 && value.first.map(ValueBounds.rangeDashes.contains) == true)
  }

  /// The columns a parcel may have: `stone` and every reading's option name.
  private static let columnNames = ["stone"] + IdentifyBatch.readingOptions.map(\.long)

  /// Checks that every column is `stone` or a reading's option name.
  ///
  /// Every other is named at once (a spreadsheet's notes and carat alike),
  /// each with the reading it likely means; where one means none, the
  /// message says to take such columns out, since a column passed over
  /// could be a reading misnamed.
  ///
  /// - Parameters:
  ///   - columns: A header's columns, or a JSONL line's keys.
  ///   - inHeader: Whether a header names them, which stops the whole parcel.
  /// - Throws: ``Problem`` naming the columns that are neither.
  private static func checkColumns(_ columns: [String], inHeader: Bool) throws(Problem) {
    let unknown = columns.filter { !columnNames.contains($0) }
    guard !unknown.isEmpty else { return }
    var anyWithoutHint = false
    let named = unknown.map { column in
      // A spreadsheet says colour where identify says hue, as `--hue` does for `--color`.
      let isColour = ["color", "colour"].contains(TextFolding.fold(column))
      let hint = isColour ? " (the stone's colour is read as 'hue')" : Suggestion.hint(for: column, among: columnNames)
      anyWithoutHint = anyWithoutHint || hint.isEmpty
      return "'\(Echo.of(column))'" + hint
    }
    let problem =
      named.count == 1 ? "no reading is called \(named[0])" : "columns \(named.proseList) name no reading"
    let advice =
      inHeader
      ? "; a parcel's columns are 'stone' and readings: take the others out (no stone was answered)"
      : "; a stone's keys are 'stone' and readings: take the others out"
    throw Problem(message: problem + (anyWithoutHint ? advice : ""))
  }

  /// The fields of a CSV or TSV line: separated by `separator`, a field in
  /// double quotes may hold the separator, and `""` inside it is a quote.
  ///
  /// - Throws: ``Problem`` for a quote left open (a field may not span
  ///   lines), or, in CSV, a quote inside a field not quoted (the end of a
  ///   record whose quoted field ran over a line break) or text after a
  ///   field's closing quote. In TSV a quote inside a field is a character
  ///   like another.
  static func fields(of line: String, separator: Character) throws(Problem) -> [String] {
    var fields: [String] = []
    var field = ""
    var isQuoted = false
    // CSV quotes only whole fields; TSV keeps a quote inside a field.
    let quotesWholeFieldsOnly = separator == ","
    var characters = line.makeIterator()
    while let character = characters.next() {
      if isQuoted {
        if character == "\"" {
          // A quote closes the field unless another follows it.
          if let next = characters.next() {
            if next == "\"" {
              field.append("\"")
            } else {
              isQuoted = false
              if next == separator {
                fields.append(field)
                field = ""
              } else if quotesWholeFieldsOnly {
                throw Problem(message: "text after a quoted field's closing quote; quote the whole field")
              } else {
                field.append(next)
              }
            }
          } else {
            isQuoted = false
          }
        } else {
          field.append(character)
        }
      } else if character == separator {
        fields.append(field)
        field = ""
      } else if character == "\"" && field.allSatisfy(\.isWhitespace) {
        isQuoted = true
        field = ""
      } else if character == "\"" && quotesWholeFieldsOnly {
        throw Problem(message: "a quote inside a field that is not quoted; quote the whole field and double the quote")
      } else {
        field.append(character)
      }
    }
    guard !isQuoted else { throw Problem(message: "a quoted field is not closed on its line") }
    fields.append(field)
    return fields
  }
}

extension String {
  /// The text without white space at either end.
  fileprivate var trimmingWhitespace: String {
    guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
