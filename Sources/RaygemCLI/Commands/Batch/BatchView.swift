import GemCore
import TerminalRendering

/// The answers to a parcel, a row a stone, written as each line is read.
///
/// Each row holds the stone, its leading candidate and confidence, whether
/// the leaders tie, the runner-up, the next test and whether it can mark
/// the stone, and the line it was read from (``ParcelRow``). A line that
/// cannot be answered is named in ``problems`` and gets a row of only its
/// stone and line, and the stones after it are still answered.
struct BatchView: Rendering {
  /// The parcel's file, or `-` for standard input.
  let path: String
  /// How every stone is read and tested (`--mounted`, the kit); no readings.
  let everyStone: Measurements
  let identify: @Sendable (Measurements) throws(RaygemError) -> Identification
  let layout: RowLayout
  let problems: ParcelProblems

  func draw(in canvas: inout Canvas) {
    var rows = RowStream(columns: ParcelRow.columns, layout: layout)
    defer { rows.finish(on: &canvas) }
    let source: LineSource
    do throws(FileBytes.ReadError) {
      source =
        path == "-"
        ? LineSource(descriptor: 0, longestLine: IdentifyBatch.longestLine)
        : try LineSource(path: path, longestLine: IdentifyBatch.longestLine)
    } catch {
      return problems.couldNotRead(error.reason)
    }
    var parcel: ParcelFormat?
    // Stones read but not yet answered: those the input already holds are
    // answered together on every core; one that had to be waited for, at once.
    var waiting: [WaitingStone] = []
    func answerWaiting() {
      answer(waiting, into: &rows, on: &canvas)
      waiting.removeAll(keepingCapacity: true)
    }
    defer { answerWaiting() }
    while !canvas.isClosed {
      if waiting.count == Self.stonesAtOnce || (!waiting.isEmpty && !source.hasLineReady) {
        answerWaiting()
        // The next line may be long in coming (a pipe, a person typing):
        // what is answered is sent now rather than when the output fills.
        if !source.hasLineReady { canvas.flush() }
        continue
      }
      let line: LineSource.Line?
      do throws(FileBytes.ReadError) {
        // A first line too long stops the parcel: it is not read to its end.
        line = try source.next(skippingToItsEnd: parcel != nil)
      } catch {
        answerWaiting()
        return problems.couldNotRead(error.reason)
      }
      guard let line else { return }
      var text: String
      var isUTF8 = true
      switch line {
      case .text(let read): text = read
      case .notUTF8(let read):
        (text, isUTF8) = (read, false)
      case .tooLong:
        answerWaiting()
        note(source.lineNumber, "longer than \(IdentifyBatch.longestLine >> 10) KiB", on: &canvas)
        // Without its header (or first stone, for JSONL) no line can be read.
        guard let format = parcel else { return }
        let label = format.label(ofUnanswered: nil, number: source.lineNumber)
        rows.append(ParcelRow(unanswered: label, line: source.lineNumber).cells, to: &canvas)
        continue
      }
      // Spreadsheets often begin a CSV export with a byte order mark.
      if parcel == nil, text.hasPrefix("\u{FEFF}") { text.removeFirst() }
      // A stone's line not in UTF-8 is a bad line (JSONL's first among them); a header so stops the parcel.
      if !isUTF8, parcel == nil, !ParcelFormat.isJSONLine(text) {
        return note(source.lineNumber, ParcelFormat.notUTF8.message, on: &canvas)
      }
      // A blank line is passed over; a header of only tabs names no column, and is said so.
      guard !text.allSatisfy(\.isWhitespace) || (parcel == nil && text.contains("\t")) else { continue }
      if let format = parcel {
        // A row of only separators (`,,`) is passed over too, as a blank line is.
        guard !format.isBlank(text) else { continue }
        waiting.append(WaitingStone(text: text, isUTF8: isUTF8, line: source.lineNumber, format: format))
        continue
      }
      // A header is read once; JSONL has none, and its first line is a stone.
      do throws(ParcelFormat.Problem) {
        let first = try ParcelFormat(firstLine: text)
        parcel = first
        if !first.hasHeader {
          waiting.append(WaitingStone(text: text, isUTF8: isUTF8, line: source.lineNumber, format: first))
        }
      } catch {
        // A header no stone can be read by stops the parcel.
        return note(source.lineNumber, error.message, on: &canvas)
      }
    }
  }

  /// How many stones are answered together at most: enough to keep every
  /// core busy, few enough that rows come out as the parcel is read.
  static let stonesAtOnce = 64

  /// A line of the parcel read but not yet answered.
  private struct WaitingStone: Sendable {
    let text: String
    /// Whether the line was UTF-8; `text` has U+FFFD for the bytes when not.
    let isUTF8: Bool
    let line: Int
    let format: ParcelFormat
  }

  /// Answers `stones` on every core and writes their rows, or notes their
  /// problems, in the parcel's order.
  private func answer(
    _ stones: [WaitingStone], into rows: inout RowStream, on canvas: inout Canvas
  ) {
    let identify = identify
    let everyStone = everyStone
    let answers = stones.concurrentMap { stone in
      Result { () throws(ParcelFormat.Problem) in
        try Self.row(for: stone, everyStone: everyStone, identify: identify)
      }
    }
    for (stone, answer) in zip(stones, answers) {
      switch answer {
      case .success(let row): rows.append(row.cells, to: &canvas)
      case .failure(let problem):
        note(stone.line, problem.message, on: &canvas)
        let label = stone.format.label(ofUnanswered: stone.isUTF8 ? stone.text : nil, number: stone.line)
        rows.append(ParcelRow(unanswered: label, line: stone.line).cells, to: &canvas)
      }
    }
  }

  /// Notes a line that cannot be answered; when the problem is said at
  /// once, the rows before it are sent first, so that the message follows them.
  private func note(_ line: Int, _ message: String, on canvas: inout Canvas) {
    if problems.saysAtOnce { canvas.flush() }
    problems.add(line: line, message)
  }

  /// Identifies the stone on one line and makes its row.
  ///
  /// - Throws: ``ParcelFormat/Problem`` for a line that cannot be read, or
  ///   a reading `identify` refuses.
  private static func row(
    for waiting: WaitingStone, everyStone: Measurements,
    identify: @Sendable (Measurements) throws(RaygemError) -> Identification
  ) throws(ParcelFormat.Problem) -> ParcelRow {
    guard waiting.isUTF8 else { throw ParcelFormat.lineNotUTF8 }
    let stone = try waiting.format.stone(in: waiting.text)
    let identification: Identification
    do throws(RaygemError) {
      var measurements = try stone.measurements()
      measurements.isMounted = measurements.isMounted || everyStone.isMounted
      measurements.kit = everyStone.kit
      do throws(MeasurementError) {
        try measurements.prepareForIdentification()
      } catch {
        throw .usage(PropertyOptions.message(for: error))
      }
      identification = try identify(measurements)
    } catch {
      throw .reading(error.message)
    }
    return ParcelRow(stone: stone.label ?? String(waiting.line), line: waiting.line, identification: identification)
  }
}
