import GemCore
import TerminalRendering

/// The answers to a parcel, a row a stone, written as each line is read.
///
/// Each row holds the stone, its leading candidate and confidence, whether
/// the leaders tie, the runner-up and the next test. A line that cannot be answered
/// is named in ``problems`` and the stones after it are still answered.
struct BatchView: Rendering {
  /// The parcel's file, or `-` for standard input.
  let path: String
  /// How every stone is read and tested (`--mounted`, the kit); no readings.
  let everyStone: Measurements
  let identify: @Sendable (Measurements) throws(RaygemError) -> Identification
  let layout: RowLayout
  let problems: WarningLog

  static let columns = [
    Column("stone"), Column("candidate"), Column("name"), Column("confidence"), Column("tie"),
    Column("runnerUp"), Column("nextTest"),
  ]

  func draw(in canvas: inout Canvas) {
    var rows = RowStream(columns: Self.columns, layout: layout)
    var problemCount = 0
    let note = { (line: Int, message: String) in
      problemCount += 1
      if problemCount <= IdentifyBatch.namedProblems { problems.add("line \(line): \(message)") }
    }
    defer {
      rows.finish(on: &canvas)
      if problemCount > IdentifyBatch.namedProblems {
        problems.add("and \(problemCount - IdentifyBatch.namedProblems) more lines that could not be answered")
      }
    }
    let source: LineSource
    do throws(FileBytes.ReadError) {
      source =
        path == "-"
        ? LineSource(descriptor: 0, longestLine: IdentifyBatch.longestLine)
        : try LineSource(path: path, longestLine: IdentifyBatch.longestLine)
    } catch {
      return note(0, "cannot read the parcel: \(error.reason)")
    }
    var parcel: ParcelFormat?
    while !canvas.isClosed {
      let line: LineSource.Line?
      do throws(FileBytes.ReadError) {
        line = try source.next()
      } catch {
        return note(source.lineNumber + 1, "cannot read the parcel: \(error.reason)")
      }
      guard let line else { return }
      guard case .text(let text) = line else {
        note(source.lineNumber, "longer than \(IdentifyBatch.longestLine >> 10) KiB")
        continue
      }
      guard !text.allSatisfy(\.isWhitespace) else { continue }
      do throws(ParcelFormat.Problem) {
        // A header is read once; JSONL has none, and its first line is a stone.
        guard let format = parcel else {
          // Spreadsheets often begin a CSV export with a byte order mark.
          let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
          let first = try ParcelFormat(firstLine: text)
          parcel = first
          if !first.hasHeader { try answer(text, format: first, line: source.lineNumber, into: &rows, on: &canvas) }
          continue
        }
        try answer(text, format: format, line: source.lineNumber, into: &rows, on: &canvas)
      } catch {
        note(source.lineNumber, error.message)
        // A header no stone can be read by stops the parcel.
        if parcel == nil { return }
      }
    }
  }

  /// Identifies the stone on one line and writes its row.
  private func answer(
    _ text: String, format: ParcelFormat, line: Int, into rows: inout RowStream, on canvas: inout Canvas
  ) throws(ParcelFormat.Problem) {
    let stone = try format.stone(in: text)
    let identification: Identification
    do throws(RaygemError) {
      var measurements = try stone.measurements()
      measurements.isMounted = measurements.isMounted || everyStone.isMounted
      measurements.kit = everyStone.kit
      do throws(MeasurementError) {
        try measurements.check()
      } catch {
        throw .usage(PropertyOptions.message(for: error))
      }
      identification = try identify(measurements)
    } catch {
      throw .reading(error.message)
    }
    let candidates = identification.candidates
    let lead = candidates.first
    let runnerUp = candidates.dropFirst().first
    rows.append(
      [
        .text(stone.label ?? String(line)),
        lead.map { .text($0.lead.id) } ?? .absent(isList: false),
        lead.map { .text($0.lead.name) } ?? .absent(isList: false),
        lead.map { .number(($0.confidence * 1000).rounded() / 1000) } ?? .absent(isList: false),
        .bool(runnerUp?.rank == 1),
        runnerUp.map { .text($0.lead.id) } ?? .absent(isList: false),
        identification.nextTests.first.map { .text($0.fact.key) } ?? .absent(isList: false),
      ], to: &canvas)
  }
}
