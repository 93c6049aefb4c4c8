import GemCore
import TerminalRendering

/// The answer of `identify`: for people, what was measured, the candidates
/// as a table of fits, the look-alikes constants cannot separate and the
/// next tests; for programs, one row a candidate.
struct IdentifyView: Rendering {
  let identification: Identification
  /// How many candidates to show.
  let limit: Int
  let format: OutputFormat

  /// The measured properties, in the order of the checks.
  private var properties: [IdentifiedProperty] {
    identification.candidates.first?.checks.map(\.property) ?? identification.nearest.first?.checks.map(\.property)
      ?? []
  }

  private var shown: ArraySlice<Candidate> { identification.candidates.prefix(limit) }

  func draw(in canvas: inout Canvas) {
    let rows = shown.enumerated().map { rank, candidate in cells(candidate, rank: rank + 1) }
    guard format == .table else {
      return CellRows(rows: rows, format: format, header: headerKeys).draw(in: &canvas)
    }
    Paragraph("Measured: " + measuredSummary, role: .muted).draw(in: &canvas)
    BlankLine().draw(in: &canvas)
    CellRows(rows: rows, format: .table).draw(in: &canvas)
    let more = identification.candidates.count - shown.count
    if more > 0 { Line("and \(more) more; --limit shows them", role: .muted).draw(in: &canvas) }
    for note in identification.lookAlikeNotes {
      BlankLine().draw(in: &canvas)
      let hint = note.hint.map { " " + $0 } ?? " Inclusions and growth features seen under magnification usually do."
      Paragraph(
        "Constants cannot separate \(note.natural.name) from \(note.synthetic.name) (\(note.synthetic.id)).\(hint)",
        maximumWidth: Paragraph.proseWidth
      ).draw(in: &canvas)
    }
    guard !identification.nextTests.isEmpty else { return }
    BlankLine().draw(in: &canvas)
    Line("Next tests:", role: .heading).draw(in: &canvas)
    for test in identification.nextTests {
      let first = "\(test.first.gem.name) \(Self.text(test.first.value, of: test.fact))"
      let second = "\(test.second.gem.name) \(Self.text(test.second.value, of: test.fact))"
      Paragraph("\(test.fact.label): \(first), \(second)", indent: 2, maximumWidth: Paragraph.proseWidth).draw(
        in: &canvas)
    }
  }

  /// The keys of the machine columns, for a header with no rows.
  private var headerKeys: [String] {
    ["rank", "id", "name", "species", "origin", "score", "varieties"]
      + properties.flatMap { [$0.fact.key, $0.fact.key + "Deviation"] }
  }

  private func cells(_ candidate: Candidate, rank: Int) -> [Cell] {
    let varieties = candidate.members.count > 1 ? candidate.members : []
    let title = Self.title(of: candidate)
    let cells = [
      Cell(
        key: "rank", title: "#", format: format, text: StyledText("\(rank)"), value: "\(rank)", json: "\(rank)",
        alignment: .right, isShrinkable: false),
      Cell(
        key: "id", title: "ID", format: format, text: StyledText(), value: candidate.lead.id,
        json: JSONText.string(candidate.lead.id)),
      Cell(
        key: "name", title: "Candidate", format: format, text: StyledText(title, role: .name), value: title,
        json: JSONText.string(title)),
      Cell(
        key: "species", title: "Species", format: format, text: StyledText(), value: candidate.species ?? "",
        json: candidate.species.map(JSONText.string) ?? "null"),
      Cell(
        key: "origin", title: "Origin", format: format, text: StyledText(candidate.origin.rawValue, role: .muted),
        value: candidate.origin.rawValue, json: JSONText.string(candidate.origin.rawValue), isShrinkable: false),
    ]
    var checkCells: [Cell] = []
    for check in candidate.checks {
      let key = check.property.fact.key
      checkCells.append(
        Cell(
          key: key, title: check.property.fact.heading, format: format, text: Self.mark(check),
          value: check.verdict.rawValue, json: JSONText.string(check.verdict.rawValue), isShrinkable: false))
      checkCells.append(
        Cell(
          key: key + "Deviation", title: "", format: format, text: StyledText(),
          value: check.deviation.map { Self.signed($0, of: check.property) } ?? "",
          json: check.deviation.map { NumberText.format(($0 * 1e6).rounded() / 1e6) } ?? "null"))
    }
    let score = NumberText.format((candidate.score * 10).rounded() / 10)
    let scoreCell = Cell(
      key: "score", title: "Score", format: format, text: StyledText("\(Int(candidate.score.rounded()))"),
      value: score, json: score, alignment: .right, isShrinkable: false)
    let varietyCell = Cell(
      key: "varieties", title: "Varieties", format: format,
      // For people, the species entry itself is no variety of the candidate it names.
      text: StyledText(varieties.filter { $0.name != title }.map(\.name).joined(separator: ", ")),
      value: varieties.map(\.id).joined(separator: ","), json: JSONText.array(varieties.map(\.id)))
    switch format {
    case .table:
      let shownCells = cells.filter { $0.key != "id" && $0.key != "species" }
      return shownCells + checkCells.filter { !$0.key.hasSuffix("Deviation") } + [scoreCell, varietyCell]
    case .json, .jsonl:
      let checks = candidate.checks.map { check in
        (
          key: check.property.fact.key,
          json: JSONText.object([
            (key: "fit", json: JSONText.string(check.verdict.rawValue)),
            (key: "deviation", json: check.deviation.map { NumberText.format(($0 * 1e6).rounded() / 1e6) } ?? "null"),
          ])
        )
      }
      return cells + [
        scoreCell, varietyCell,
        Cell(key: "checks", title: "", text: StyledText(), value: "", json: JSONText.object(checks)),
      ]
    case .plain, .tsv, .csv:
      return cells + [scoreCell, varietyCell] + checkCells
    }
  }

  /// ✓ for a fit, ≈ and the deviation when close, ✗ and the deviation for a
  /// miss, ? when the catalog does not say.
  private static func mark(_ check: PropertyCheck) -> StyledText {
    let deviation = check.deviation.map { " " + signed($0, of: check.property) } ?? ""
    switch check.verdict {
    case .fits: return StyledText("✓", role: .accent)
    case .close: return StyledText("≈" + deviation)
    case .misses: return StyledText("✗" + deviation, role: .danger)
    case .unknown: return StyledText("?", role: .muted)
    }
  }

  /// A deviation with its sign and the property's decimals: `+0.03`.
  static func signed(_ deviation: Double, of property: IdentifiedProperty) -> String {
    let magnitude = abs(deviation)
    let digits =
      property.fact.decimals.map { NumberText.format(magnitude, decimals: $0) } ?? NumberText.format(magnitude)
    return (deviation < 0 ? "-" : "+") + digits
  }

  /// The candidate's name: the species for varieties of one, else the gem's.
  static func title(of candidate: Candidate) -> String {
    candidate.members.count > 1 ? candidate.species ?? candidate.lead.name : candidate.lead.name
  }

  /// `RI ✗ +0.02, SG ✓`, for the nearest candidates on standard error.
  static func checkSummary(_ candidate: Candidate) -> String {
    candidate.checks.map { "\($0.property.fact.heading) \(mark($0).plain)" }.joined(separator: ", ")
  }

  /// `RI 1.762–1.770 (birefringence 0.008) · SG 4.00`: the refractometer,
  /// the readings of one number in the order help lists them, the
  /// polariscope, colour and transparency.
  private var measuredSummary: String {
    let measured = identification.measurements
    var parts: [String] = []
    switch measured.refractiveIndex {
    case .single(let value)?: parts.append("RI " + Self.reading(value, decimals: 3))
    case .span(let low, let high)?:
      parts.append(
        "RI " + Self.reading(low, decimals: 3) + "–" + Self.reading(high, decimals: 3)
          + " (birefringence " + NumberText.format(high - low, decimals: 3) + ")")
    case .overLimit?: parts.append("RI over the limit (above \(NumberText.format(RefractometerReading.limit)))")
    case nil: break
    }
    for property in IdentifiedProperty.numberReadings {
      guard let value = measured[property], let name = property.summaryName else { continue }
      parts.append(name + " " + Self.reading(value, decimals: property.fact.decimals))
    }
    if let optic = measured.optic {
      let sign = optic.sign.map { $0 == .positive ? " positive" : " negative" } ?? ""
      parts.append(optic.character.rawValue + sign)
    }
    if let color = measured.color { parts.append("colour " + color) }
    if let transparency = measured.transparency { parts.append(transparency.rawValue) }
    return parts.joined(separator: " · ")
  }

  /// A reading as gemmologists write it (`4.00`), or with more decimals
  /// when it was given with more (`3.913`): never rounded; in its shortest
  /// form for a fact without fixed decimals (`Mohs 7`).
  private static func reading(_ value: Double, decimals: Int?) -> String {
    guard let decimals else { return NumberText.format(value) }
    let fixed = NumberText.format(value, decimals: decimals)
    return Double(fixed) == value ? fixed : NumberText.format(value)
  }

  /// A value as a separation line shows it: `3.95–4.05`, `none` for no birefringence.
  private static func text(_ value: FieldValue, of fact: GemFact) -> String {
    switch value {
    case .range(let range):
      if fact == GemField.birefringence.fact, range.max == 0 { return "none (singly refractive)" }
      return NumberText.format(range, forPeople: true, decimals: fact.decimals)
    case .number(let number): return NumberText.format(PropertyRange(number), forPeople: true, decimals: fact.decimals)
    case .text(let text): return text
    case .list(let items): return items.joined(separator: ", ")
    case .pleochroism(let pleochroism): return pleochroism.strength.rawValue
    case .color(let color): return color.name
    case .fluorescence: return ""
    }
  }
}
