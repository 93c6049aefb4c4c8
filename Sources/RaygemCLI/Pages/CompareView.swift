import GemCore
import TerminalRendering

/// The answer of `compare`: for people, one row a fact and one column a
/// gem, or one block a fact when the columns would not fit, with `≠`
/// marking the facts that tell the gems apart at the bench and `~` those
/// that do only on rough or in a laboratory; for programs, JSON with one
/// object a gem and the separating facts with their instruments, or one
/// row a fact.
struct CompareView: Rendering {
  let comparison: Comparison
  let format: OutputFormat

  /// The narrowest a gem's column may be before the view turns to blocks.
  static let narrowestColumn = 16
  /// The mark of a fact that separates the gems at the bench.
  static let mark = "≠"
  /// The mark of a fact that separates them only on rough or in a laboratory.
  static let roughOrLabMark = "~"

  func draw(in canvas: inout Canvas) {
    switch format {
    case .table: drawForPeople(in: &canvas)
    case .json: drawDocument(in: &canvas)
    case .jsonl:
      // The values nested under the gems' ids, so that no id can clash with the other keys.
      let gems = gems
      let columns = Self.markColumns + [Self.setsApartColumn, Column("values")]
      RowList(comparison.rows, columns: columns, layout: .jsonLines) { row in
        let values = gems.map { (key: $0.id, value: Self.value(of: row.fact, for: $0)) }
        return marks(of: row) + [setsApart(row), .object(values)]
      }.draw(in: &canvas)
    case .plain, .tsv, .csv:
      // setsApart last: a script that reads the gems' values by position keeps its places.
      let gems = gems
      let columns = Self.markColumns + gems.map { Column($0.id) } + [Self.setsApartColumn]
      RowList(comparison.rows, columns: columns, layout: RowLayout(format, colored: false)) { row in
        marks(of: row) + gems.map { Self.value(of: row.fact, for: $0) } + [setsApart(row)]
      }.draw(in: &canvas)
    }
  }

  /// The columns a row of a data format begins with: the fact, whether it
  /// separates the gems at the bench, and whether only on rough or in a laboratory.
  private static let markColumns = [Column("fact"), Column("separates"), Column("roughOrLab")]

  /// The gems a row tells from all the others though not every two apart.
  private static let setsApartColumn = Column("setsApart")

  /// The cells of ``markColumns`` for `row`.
  private func marks(of row: Comparison.Row) -> [CellValue] {
    [.text(row.fact.key), .bool(row.separates), .bool(row.isRoughOrLab)]
  }

  /// The cell of ``setsApartColumn`` for `row`: the ids, comma-separated.
  private func setsApart(_ row: Comparison.Row) -> CellValue {
    let gems = gems
    return .list(row.setsApart.map { gems[$0].id }, separator: ",")
  }

  private var gems: [Gem] { comparison.gems }

  private func drawForPeople(in canvas: inout Canvas) {
    let labelWidth = (comparison.rows.map { DisplayWidth.of($0.fact.label) }.max() ?? 0) + 2
    let fits = labelWidth + gems.count * (Self.narrowestColumn + TableLayout.gutter.count) <= canvas.width
    if fits {
      let columns =
        [Column("fact", isShrinkable: false)] + gems.map { Column($0.id, title: $0.name) }
      let view = self
      RowList(comparison.rows, columns: columns, layout: .table(colored: false)) { row in
        let label = Self.marked(row)
        return [CellValue.text(label, role: row.separates ? .accent : .muted)]
          + view.gems.indices.map { .styled(view.text(of: row, at: $0)) }
      }.draw(in: &canvas)
    } else {
      let nameWidth = gems.map { DisplayWidth.of($0.name) }.max() ?? 0
      for row in comparison.rows {
        let label = Self.marked(row)
        Line(StyledText(label, role: row.separates ? .accent : .heading)).draw(in: &canvas)
        for (index, gem) in gems.enumerated() {
          var line = StyledText("    ")
          line.append(StyledText(gem.name, role: .name).padded(toWidth: nameWidth + 2))
          line.append(text(of: row, at: index))
          Line(line).draw(in: &canvas)
        }
      }
    }
    BlankLine().draw(in: &canvas)
    // A test that can mark the stone says so, as identify's next tests do (a fact's row needs no
    // balance caution: compare names no test to make).
    let separating = comparison.separatingFacts.map { fact in
      guard let instrument = fact.instrument, instrument.marksTheStone, let caution = instrument.caution else {
        return fact.label
      }
      return "\(fact.label) (\(caution))"
    }
    if separating.isEmpty {
      let pairs = gems.count > 2 ? " for every two of them; compare them two at a time" : ""
      Paragraph(
        "No constant here tells them apart\(pairs): the ranges overlap or lie closer than an instrument can tell, and words such as fluorescence are left to you.",
        role: .muted
      ).draw(in: &canvas)
    } else {
      Paragraph(
        "\(Self.mark) marks what tells them apart at the bench: " + separating.joined(separator: ", ") + ".",
        role: .muted
      ).draw(in: &canvas)
    }
    // Among three or more, a row that sets one gem apart from the rest is worth a line too.
    let setting = comparison.rowsSettingOneApart.map { row in
      "\(row.fact.label) (\(row.setsApart.map { gems[$0].name }.proseList))"
    }
    if !setting.isEmpty {
      Paragraph(
        "Each of these tells one from all the others: " + setting.joined(separator: ", ") + ".", role: .muted
      ).draw(in: &canvas)
    }
    let roughOrLab = comparison.roughOrLabFacts.map(\.label)
    if !roughOrLab.isEmpty {
      Paragraph(
        "\(Self.roughOrLabMark) marks what does only on rough or in a laboratory: "
          + roughOrLab.joined(separator: ", ") + ".",
        role: .muted
      ).draw(in: &canvas)
    }
  }

  /// A row's label, after the mark of what it tells apart, if anything.
  private static func marked(_ row: Comparison.Row) -> String {
    (row.separates ? mark + " " : row.isRoughOrLab ? roughOrLabMark + " " : "  ") + row.fact.label
  }

  /// A gem's value in a row, for people; `none` for the birefringence and
  /// pleochroism of a singly refractive gem, `–` where the catalog does not say.
  private func text(of row: Comparison.Row, at index: Int) -> StyledText {
    guard row.values[index] != nil else {
      // What the bench reads of a fact the catalog leaves unsaid: a singly refractive gem's none.
      return FactSeparation.value(of: row.fact, for: gems[index]) == nil
        ? StyledText("–", role: .muted) : StyledText("none")
    }
    return OutputField.fact(row.fact).text(for: gems[index], isFavorite: false)
  }

  /// A gem's value in a row, for programs: the catalog's, or for a singly
  /// refractive gem that records none, a birefringence of 0 and a
  /// pleochroism of `none`, as the table reads them, so that a script tells
  /// them from a fact the catalog does not give.
  static func value(of fact: GemFact, for gem: Gem) -> CellValue {
    guard !gem.has(fact), let none = FactSeparation.value(of: fact, for: gem) else {
      return OutputField.fact(fact).value(for: gem, isFavorite: false)
    }
    return OutputField.cell(none, of: fact)
  }

  /// `{"gems": [...], "separating": [{"fact": ..., "instrument": ...}],
  /// "roughOrLab": [...], "setsApart": [{"fact": ..., "gems": [ids]}]}`,
  /// gems with the compared facts under the
  /// catalog's keys (absent ones `null`), written into one line as it is
  /// made, so that a huge value is never held twice.
  private func drawDocument(in canvas: inout Canvas) {
    let fields = [OutputField.fact(.id), .fact(.name)] + comparison.rows.map { OutputField.fact($0.fact) }
    let keys = RowLayout.quotedKeys(fields.map(\.column))
    let keptWhereAbsent = Array(repeating: false, count: keys.count)
    let separating = comparison.rows.filter(\.separates).map { row in
      CellValue.object([
        (key: "fact", value: .text(row.fact.key)),
        (key: "instrument", value: row.instrument.map { .text($0.outputName) } ?? .absent(isList: false)),
      ])
    }
    let settingApart = comparison.rowsSettingOneApart.map { row in
      CellValue.object([(key: "fact", value: .text(row.fact.key)), (key: "gems", value: setsApart(row))])
    }
    let rest =
      #"],"separating":"# + RowLayout.json(.array(separating)) + #","roughOrLab":"#
      + RowLayout.json(.list(comparison.roughOrLabFacts.map(\.key))) + #","setsApart":"#
      + RowLayout.json(.array(settingApart)) + "}"
    canvas.appendTrustedLine { line in
      line.bytes.append(contentsOf: #"{"gems":["#.utf8)
      for (index, gem) in gems.enumerated() {
        if index > 0 { line.bytes.append(UInt8(ascii: ",")) }
        let cells = ComparedCells(gem: gem, fields: fields)
        RowLayout.appendJSONObject(keys, keptWhereAbsent, cells, to: &line)
      }
      line.bytes.append(contentsOf: rest.utf8)
    }
  }
}

/// A gem's facts in the compare document: ``GemCells`` with the values a
/// singly refractive gem has none of written as such (``CompareView/value(of:for:)``).
private struct ComparedCells: RowCells {
  let cells: GemCells

  init(gem: Gem, fields: [OutputField]) {
    cells = GemCells(gem: gem, fields: fields, isFavorite: false)
  }

  var count: Int { cells.count }

  func value(_ column: Int) -> CellValue {
    guard case .fact(let fact) = cells.fields[column] else { return cells.value(column) }
    return CompareView.value(of: fact, for: cells.gem)
  }

  func appendJSON(_ column: Int, to line: inout TrustedLine) {
    // The gem's own values in place (a huge name is never held whole); a value it has none of, typed.
    guard case .fact(let fact) = cells.fields[column], !cells.gem.has(fact) else {
      return cells.appendJSON(column, to: &line)
    }
    RowLayout.appendJSON(value(column), to: &line.bytes)
  }
}
