import GemCore

/// One stone's answer as a parcel's row shows it, and the columns of such
/// rows, each declared once with how it is filled.
struct ParcelRow: Sendable {
  /// The stone's label, or its line number where the parcel has no `stone` column.
  let stone: String
  /// The line of the parcel it was read from, counting from 1.
  let line: Int
  /// The leading candidate; `nil` where no gem fits or the line could not be answered.
  let lead: Candidate?
  /// The candidate after the leader.
  let runnerUp: Candidate?
  /// The first test worth doing next.
  let nextTest: Separation?

  /// The row of a stone identified as `identification`.
  init(stone: String, line: Int, identification: Identification) {
    self.stone = stone
    self.line = line
    let candidates = identification.candidates
    lead = candidates.first
    runnerUp = candidates.dropFirst().first
    nextTest = identification.nextTests.first
  }

  /// The row of a line that could not be answered: only its stone and line,
  /// so that every stone line has its row and the rows join back to the parcel.
  init(unanswered stone: String, line: Int) {
    self.stone = stone
    self.line = line
    (lead, runnerUp, nextTest) = (nil, nil, nil)
  }

  /// A column of the rows and how a row fills it.
  struct Field: Sendable {
    let column: Column
    let value: @Sendable (ParcelRow) -> CellValue
  }

  /// The columns, in order.
  static let fields: [Field] = [
    Field(column: Column("stone")) { .text($0.stone) },
    Field(column: Column("candidate")) { row in row.lead.map { .text($0.lead.id) } ?? .absent(isList: false) },
    Field(column: Column("name")) { row in row.lead.map { .text($0.rowName) } ?? .absent(isList: false) },
    Field(column: Column("confidence")) { row in
      row.lead.map { .number(IdentifyView.rounded($0.confidence)) } ?? .absent(isList: false)
    },
    // No leader, no tie to speak of: empty, as the rest of the row.
    Field(column: Column("tie")) { row in
      row.lead == nil ? .absent(isList: false) : .bool(row.runnerUp?.rank == 1)
    },
    Field(column: Column("runnerUp")) { row in row.runnerUp.map { .text($0.lead.id) } ?? .absent(isList: false) },
    Field(column: Column("nextTest")) { row in row.nextTest.map { .text($0.fact.key) } ?? .absent(isList: false) },
    // A hot point or solvent is said to mark the stone, as one stone's page says.
    Field(column: Column("marksTheStone")) { row in
      row.nextTest.map { .bool($0.marksTheStone) } ?? .absent(isList: false)
    },
    // What to mind first, as the page says it: a heavy liquid that would harm an amber.
    Field(column: Column("caution")) { row in row.nextTest?.caution.map { .text($0) } ?? .absent(isList: false) },
    // Last, so that a row's other columns stay where they were before it came.
    Field(column: Column("line")) { .number(Double($0.line)) },
  ]

  /// The columns' headings.
  static let columns = fields.map(\.column)

  /// The row's cells, a column each.
  var cells: [CellValue] { Self.fields.map { $0.value(self) } }
}
