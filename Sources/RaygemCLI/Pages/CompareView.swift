import GemCore
import TerminalRendering

/// The answer of `compare`: for people, one row a fact and one column a
/// gem, or one block a fact when the columns would not fit, with `≠`
/// marking the facts that tell the gems apart; for programs, JSON with one
/// object a gem and the separating fields, or one row a fact.
struct CompareView: Rendering {
  let comparison: Comparison
  let format: OutputFormat

  /// The narrowest a gem's column may be before the view turns to blocks.
  static let narrowestColumn = 16
  /// The mark of a separating fact.
  static let mark = "≠"

  func draw(in canvas: inout Canvas) {
    switch format {
    case .table: drawForPeople(in: &canvas)
    case .json: Line(document, truncates: false).draw(in: &canvas)
    case .jsonl: CellRows(rows: factObjects, format: format).draw(in: &canvas)
    case .plain, .tsv, .csv: CellRows(rows: factRows, format: format).draw(in: &canvas)
    }
  }

  private var gems: [Gem] { comparison.gems }

  private func drawForPeople(in canvas: inout Canvas) {
    let labelWidth = (comparison.rows.map { DisplayWidth.of($0.fact.label) }.max() ?? 0) + 2
    let fits = labelWidth + gems.count * (Self.narrowestColumn + TableLayout.gutter.count) <= canvas.width
    if fits {
      var rows: [[Cell]] = []
      for row in comparison.rows {
        let label = (row.separates ? Self.mark + " " : "  ") + row.fact.label
        var cells = [
          Cell(
            key: "fact", title: "", text: StyledText(label, role: row.separates ? .accent : .muted), value: "",
            json: "", isShrinkable: false)
        ]
        for (index, gem) in gems.enumerated() {
          cells.append(Cell(key: gem.id, title: gem.name, text: text(of: row, at: index), value: "", json: ""))
        }
        rows.append(cells)
      }
      CellRows(rows: rows, format: .table).draw(in: &canvas)
    } else {
      let nameWidth = gems.map { DisplayWidth.of($0.name) }.max() ?? 0
      for row in comparison.rows {
        let label = (row.separates ? Self.mark + " " : "  ") + row.fact.label
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
    let separating = comparison.separatingFacts.map(\.label)
    if separating.isEmpty {
      let pairs = gems.count > 2 ? " for every two of them; compare them two at a time" : ""
      Paragraph(
        "No constant here tells them apart\(pairs): the ranges overlap or lie closer than an instrument can tell, and words such as fluorescence are left to you.",
        role: .muted
      ).draw(in: &canvas)
    } else {
      Paragraph("\(Self.mark) marks what tells them apart: " + separating.joined(separator: ", ") + ".", role: .muted)
        .draw(in: &canvas)
    }
  }

  /// A gem's value in a row, for people; `none` for the birefringence of a
  /// singly refractive gem, `–` where the catalog does not say.
  private func text(of row: Comparison.Row, at index: Int) -> StyledText {
    guard row.values[index] != nil else {
      if row.fact == GemField.birefringence.fact, gems[index][.opticCharacter] == .isotropic {
        return StyledText("none")
      }
      return StyledText("–", role: .muted)
    }
    return OutputField.fact(row.fact).text(for: gems[index], isFavorite: false)
  }

  /// `{"gems": [...], "separating": [...]}`, gems with the compared facts
  /// under the catalog's keys.
  private var document: String {
    let objects = gems.map { gem in
      JSONText.object(
        [
          (key: "id", json: JSONText.string(gem.id)), (key: "name", json: JSONText.string(gem.name)),
        ]
          + comparison.rows.map {
            (key: $0.fact.key, json: OutputField.fact($0.fact).json(for: gem, isFavorite: false))
          })
    }
    return JSONText.object([
      (key: "gems", json: "[" + objects.joined(separator: ",") + "]"),
      (key: "separating", json: JSONText.array(comparison.separatingFacts.map(\.key))),
    ])
  }

  /// One JSON object a fact: `{"fact", "separates", "values": {id: value}}`,
  /// the values nested so that no gem id can clash with the other keys.
  private var factObjects: [[Cell]] {
    comparison.rows.map { row in
      let values = gems.map { (key: $0.id, json: OutputField.fact(row.fact).json(for: $0, isFavorite: false)) }
      return [
        Cell(key: "fact", title: "", text: StyledText(), value: "", json: JSONText.string(row.fact.key)),
        Cell(key: "separates", title: "", text: StyledText(), value: "", json: row.separates ? "true" : "false"),
        Cell(key: "values", title: "", text: StyledText(), value: "", json: JSONText.object(values)),
      ]
    }
  }

  /// One row a fact: its key, whether it separates, and each gem's value under its id.
  private var factRows: [[Cell]] {
    comparison.rows.map { row in
      let separates = row.separates ? "true" : "false"
      return [
        Cell(
          key: "fact", title: "", format: format, text: StyledText(), value: row.fact.key,
          json: JSONText.string(row.fact.key)),
        Cell(key: "separates", title: "", format: format, text: StyledText(), value: separates, json: separates),
      ]
        + gems.map { gem in
          let field = OutputField.fact(row.fact)
          return Cell(
            key: gem.id, title: "", format: format, text: StyledText(), value: field.value(for: gem, isFavorite: false),
            json: field.json(for: gem, isFavorite: false))
        }
    }
  }

}
