import GemCore
import TerminalRendering

/// The answer of `identify`: for people, what was measured, the candidates
/// as a table of fits, the look-alikes constants cannot separate and the
/// next tests; for programs, one row a candidate, and in JSON one document
/// that carries the next tests and look-alikes too.
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

  /// Whether the Varieties column is shown: always for programs, for
  /// people only when a candidate shown has varieties to name.
  private var showsVarieties: Bool {
    format != .table || shown.contains { !Self.varietyNames(of: $0, identification.measurements).isEmpty }
  }

  func draw(in canvas: inout Canvas) {
    let columns = columns
    let values: @Sendable (Ranked) -> [CellValue] = { [format, showsVarieties, identification] in
      Self.values(of: $0, identification.measurements, format: format, showsVarieties: showsVarieties)
    }
    let ranked = shown.map { Ranked(rank: $0.rank, candidate: $0) }
    if format == .json { return drawDocument(ranked, columns: columns, in: &canvas) }
    guard format == .table else {
      return RowList(ranked, columns: columns, layout: RowLayout(format, colored: false), values: values).draw(
        in: &canvas)
    }
    Paragraph("Measured: " + measuredSummary, role: .muted).draw(in: &canvas)
    if case .weighed(let weighing)? = identification.measurements[reading: .specificGravity],
      let tolerance = IdentifiedProperty.specificGravity.tolerance, weighing.uncertainty > tolerance
    {
      // A thousandth is the finest step a gem balance shows: beyond it, the stone is what is small.
      let why =
        weighing.decimals < 3
        ? "the weights have too few digits for a stone of this weight; give every digit the balance shows (2.000,"
          + " not 2.0). As it is, the SG says little."
        : "the stone is too light for the balance to weigh closely enough, and its SG says little."
      Paragraph(
        "The weights give the SG only to ± \(NumberText.format(weighing.uncertainty, decimals: 2)), wider than the"
          + " \(NumberText.format(tolerance)) that tells most gems apart: " + why,
        maximumWidth: Paragraph.proseWidth
      ).draw(in: &canvas)
    }
    BlankLine().draw(in: &canvas)
    RowList(ranked, columns: columns, layout: .table(colored: false), values: values).draw(in: &canvas)
    let more = identification.candidates.count - shown.count
    if more > 0 { Line("and \(more) more; --limit shows them", role: .muted).draw(in: &canvas) }
    let tied = identification.candidates.filter { $0.rank == 1 }
    if tied.count > 1 {
      BlankLine().draw(in: &canvas)
      Paragraph(
        "\(Self.names(of: tied)) tie: no reading so far makes one \(NumberText.format(Identification.tieRatio)) times likelier than "
          + "\(tied.count > 2 ? "another" : "the other").",
        maximumWidth: Paragraph.proseWidth
      ).draw(in: &canvas)
    }
    let contradicted = identification.contradictedReadings(shown: shown.count)
    let clues = contradicted.filter { Identification.cluesPointedOut.contains($0.instrument) }
    let decisive = contradicted.filter { !clues.contains($0) }
    if !decisive.isEmpty {
      BlankLine().draw(in: &canvas)
      let readings = decisive.map(reading(of:)).joined(separator: " or ")
      Paragraph(
        "No candidate shown fits \(readings): \(decisive.count > 1 ? "they" : "it") and the other readings"
          + " point to different gems, so one is likely misread.",
        maximumWidth: Paragraph.proseWidth
      ).draw(in: &canvas)
    }
    if !clues.isEmpty {
      BlankLine().draw(in: &canvas)
      let readings = clues.map(reading(of:)).joined(separator: " or ")
      Paragraph(
        "No candidate shown is known to show \(readings): a clue rather than a proof, but worth reading again;"
          + " an unusual or treated stone, or one none of these, may show it.",
        maximumWidth: Paragraph.proseWidth
      ).draw(in: &canvas)
    }
    let oneReading = identification.oneReadingMisses
    if let leader = identification.candidates.first, !oneReading.isEmpty {
      BlankLine().draw(in: &canvas)
      let named = oneReading.map { miss in
        let fact = miss.miss.property.fact
        return miss.gem.name + (miss.gem[fact].map { " (\(Self.text($0, of: fact)))" } ?? "")
      }
      let verb = oneReading.count > 1 ? "fit" : "fits"
      Paragraph(
        "Only the specific gravity rules out \(named.proseList), which \(verb) as many of the other readings as"
          + " \(leader.lead.name): if the balance may have slipped, weigh the stone again.",
        maximumWidth: Paragraph.proseWidth
      ).draw(in: &canvas)
    }
    if let leader = identification.candidates.first, case let unread = unconfirmedNumbers(of: leader), !unread.isEmpty {
      BlankLine().draw(in: &canvas)
      let facts = unread.map { $0.fact.label.lowercased() }.joined(separator: " or ")
      let readings =
        unread.count > 1 ? "those readings neither fit it nor rule" : "that reading neither fits it nor rules"
      // The lead is what lacks it: a species named for it may have one (tiger's eye, not quartz).
      let title = Self.title(of: leader)
      let named = title == leader.lead.name ? title : "\(leader.lead.name) (\(title))"
      Paragraph(
        "The catalog gives \(named) no \(facts): \(readings) it out, and its"
          + " \(Self.percent(leader.confidence)) is its confidence among the gems the readings leave.",
        maximumWidth: Paragraph.proseWidth
      ).draw(in: &canvas)
    }
    for candidate in identification.dyedLeaders {
      BlankLine().draw(in: &canvas)
      let title = Self.title(of: candidate)
      let facts = candidate.dyeReadings.map(\.property.fact.label).joined(separator: ", ")
      // A colour alone may be a natural one the catalog's list of colours lacks.
      let colourAlone = candidate.dyeReadings.allSatisfy { $0.property == .color }
      Paragraph(
        colourAlone
          ? "If the stone is \(title), its colour is none the catalog records for it: a dye's, or one the catalog lacks (\(facts))."
          : "If the stone is \(title), it is dyed: these readings are a dye's, not the material's own (\(facts)).",
        maximumWidth: Paragraph.proseWidth
      ).draw(in: &canvas)
    }
    // One line a trace, naming every leader it would show treated.
    let treated = identification.treatmentsShown(shown: shown.count)
    let shownTitles = shown.map(Self.title(of:))
    for (index, trace) in treated.enumerated()
    where !treated[..<index].contains(where: { $0.inclusion == trace.inclusion && $0.treatment == trace.treatment }) {
      let titles = treated.filter { $0.inclusion == trace.inclusion && $0.treatment == trace.treatment }.map {
        Self.title(of: $0.candidate, among: shownTitles)
      }
      BlankLine().draw(in: &canvas)
      Paragraph(
        "If the stone is \(titles.proseList(joining: "or")), the \(trace.inclusion) seen shows \(trace.treatment).",
        maximumWidth: Paragraph.proseWidth
      ).draw(in: &canvas)
    }
    for named in identification.laboratoryNames(shown: shown.count) {
      BlankLine().draw(in: &canvas)
      Paragraph(
        "\(named.gem.name) is a name only a laboratory gives, on \(named.test): no test at the bench confirms it.",
        maximumWidth: Paragraph.proseWidth
      ).draw(in: &canvas)
    }
    for note in identification.lookAlikeNotes {
      BlankLine().draw(in: &canvas)
      Paragraph(
        "No test at the bench separates \(note.natural.name) from \(note.synthetic.name) (\(note.synthetic.id)), "
          + "the microscope included: a gemmological laboratory can.",
        maximumWidth: Paragraph.proseWidth
      ).draw(in: &canvas)
    }
    // Worked out once here: the tie and the tests beyond the kit depend on them.
    let nextTests = identification.nextTests
    let tie = identification.leadersTheKitCannotPart(nextTests: nextTests)
    if !tie.isEmpty {
      BlankLine().draw(in: &canvas)
      Paragraph(
        "No test of the kit tells \(Self.names(of: tie)) apart" + beyondTheKit(tie: tie),
        maximumWidth: Paragraph.proseWidth
      ).draw(in: &canvas)
    }
    // Not settled, yet nothing in the kit tells the leaders apart by the
    // catalog's data, or only tests one leader's record speaks in: say so,
    // once (a tie the kit cannot part has said it).
    let onlyConfirm = nextTests.allSatisfy(\.onlyConfirms)
    if !identification.isSettled, onlyConfirm, tie.isEmpty {
      BlankLine().draw(in: &canvas)
      let left = nextTests.isEmpty ? "left " : ""
      Paragraph(
        "No test of the kit \(left)tells the leaders apart by what the catalog records of "
          + (nextTests.isEmpty ? "them" : "each of them") + beyondTheKit(tie: tie),
        maximumWidth: Paragraph.proseWidth
      ).draw(in: &canvas)
    }
    guard !nextTests.isEmpty else {
      if !identification.isSettled {
        drawLiquidsNote(in: &canvas)
        drawSyntheticAdvice(in: &canvas)
      }
      return
    }
    BlankLine().draw(in: &canvas)
    // Tests one leader's record speaks in can confirm that leader, not part it from one that records nothing.
    Line(onlyConfirm ? "Tests that can confirm a leader:" : "Next tests:", role: .heading).draw(in: &canvas)
    for test in nextTests {
      let values =
        test.values.map { "\($0.gem.name) \(Self.text($0.value, of: test.fact))" }
        + test.unrecorded.map { "\($0.name) not recorded" } + test.opaque.map { "\($0.name) opaque" }
      // A test with a caution (a hot point, the balance) says so first.
      let caution = test.caution.map { " (\($0))" } ?? ""
      Paragraph(
        "\(test.fact.label)\(caution): " + values.joined(separator: "; "), indent: 2, maximumWidth: Paragraph.proseWidth
      ).draw(in: &canvas)
    }
    drawLiquidsNote(in: &canvas)
    // The microscope may be named again after inclusions were read: failing it, a laboratory.
    if identification.measurements[word: .inclusions] != nil, identification.syntheticAmongLeaders != nil {
      BlankLine().draw(in: &canvas)
      drawSyntheticAdvice(in: &canvas, microscopeNamed: nextTests.contains { $0.fact == GemField.inclusions.fact })
    }
  }

  /// Why the balance is not named where it would part the leaders: every
  /// one may be a stone a liquid harms.
  private func drawLiquidsNote(in canvas: inout Canvas) {
    let kept = identification.leadersKeptFromLiquids
    guard !kept.isEmpty else { return }
    BlankLine().draw(in: &canvas)
    Paragraph(
      "The balance is not named, though it would part them: the stone may be \(kept.map(\.name).proseList), and a"
        + " liquid can \(Gem.harmByWater(among: kept)); keep the stone out of water and heavy liquids.",
      maximumWidth: Paragraph.proseWidth
    ).draw(in: &canvas)
  }

  /// What to do about a natural leader and its synthetic that share every
  /// constant the bench reads, if the leaders hold such a pair.
  private func drawSyntheticAdvice(in canvas: inout Canvas, microscopeNamed: Bool = false) {
    guard let pair = identification.syntheticAmongLeaders else { return }
    let shared = "\(pair.natural.name) and \(pair.synthetic.name) share every constant the bench reads"
    // Inclusions already read leave the features named above, then the laboratory.
    let advice =
      identification.measurements[word: .inclusions] == nil
      ? ": look for inclusions and growth features under the microscope, and failing those, ask a "
        + "gemmological laboratory."
      : microscopeNamed
        ? ", and the inclusions seen so far do not settle it: look for those named above, and failing those, ask a "
          + "gemmological laboratory."
        : ", and the inclusions seen do not settle it: a gemmological laboratory can."
    Paragraph(shared + advice, maximumWidth: Paragraph.proseWidth).draw(in: &canvas)
  }

  /// The id of the candidate a next test's value speaks for: the gem's own,
  /// or its candidate's where it is one variety of several named apart.
  private func candidateID(of gem: Gem) -> String {
    identification.candidates.first { $0.members.contains { $0.id == gem.id } }?.lead.id ?? gem.id
  }

  /// `{"candidates": [...], "nextTests": [{"fact", "instrument",
  /// "marksTheStone", "caution", "values": [{"id", "candidate", "value"}], "unrecorded":
  /// [ids], "opaque": [ids], "onlyConfirms"}], "lookAlikes":
  /// [{"natural", "synthetic"}], "dyed": [ids]}` on one line, with
  /// `"nameNeeds": [{"id", "test"}]` and `"treated": [{"id", "treatment",
  /// "inclusion"}]` after the next tests.
  private func drawDocument(_ ranked: [Ranked], columns: [Column], in canvas: inout Canvas) {
    let keys = columns.map(\.key)
    let candidates = ranked.map {
      CellValue.object(
        Array(zip(keys, Self.values(of: $0, identification.measurements, format: .json, showsVarieties: true))))
    }
    let tests = identification.nextTests.map { test in
      CellValue.object([
        (key: "fact", value: .text(test.fact.key)),
        (key: "instrument", value: test.instrument.map { .text($0.outputName) } ?? .absent(isList: false)),
        (key: "marksTheStone", value: .bool(test.marksTheStone)),
        (key: "caution", value: test.caution.map { .text($0) } ?? .absent(isList: false)),
        (
          key: "values",
          value: .array(
            test.values.map { entry in
              .object([
                (key: "id", value: .text(entry.gem.id)),
                (key: "candidate", value: .text(candidateID(of: entry.gem))),
                (key: "value", value: OutputField.cell(entry.value, of: test.fact)),
              ])
            })
        ),
        (key: "unrecorded", value: .list(test.unrecorded.map(\.id), separator: ",")),
        (key: "opaque", value: .list(test.opaque.map(\.id), separator: ",")),
        (key: "onlyConfirms", value: .bool(test.onlyConfirms)),
      ])
    }
    let lookAlikes = identification.lookAlikeNotes.map { note in
      CellValue.object([
        (key: "natural", value: .text(note.natural.id)), (key: "synthetic", value: .text(note.synthetic.id)),
      ])
    }
    let document = CellValue.object([
      (key: "candidates", value: .array(candidates)), (key: "nextTests", value: .array(tests)),
      (
        key: "nameNeeds",
        value: .array(
          identification.laboratoryNames(shown: shown.count).map { named in
            .object([(key: "id", value: .text(named.gem.id)), (key: "test", value: .text(named.test))])
          })
      ),
      (
        key: "treated",
        value: .array(
          identification.treatmentsShown(shown: shown.count).map { trace in
            .object([
              (key: "id", value: .text(trace.candidate.lead.id)), (key: "treatment", value: .text(trace.treatment)),
              (key: "inclusion", value: .text(trace.inclusion)),
            ])
          })
      ),
      (key: "lookAlikes", value: .array(lookAlikes)),
      (key: "dyed", value: .list(identification.dyedLeaders.map(\.lead.id), separator: ",")),
      (
        key: "contradicted",
        value: .list(identification.contradictedReadings(shown: shown.count).map(\.fact.key), separator: ",")
      ),
      (
        key: "oneReadingMisses",
        value: .array(
          identification.oneReadingMisses.map { miss in
            .object([(key: "id", value: .text(miss.gem.id)), (key: "fact", value: .text(miss.miss.property.fact.key))])
          })
      ),
    ])
    canvas.appendTrustedLine { $0.bytes.append(contentsOf: RowLayout.json(document).utf8) }
  }

  /// A candidate and its place in the ranking.
  private struct Ranked: Sendable {
    let rank: Int
    let candidate: Candidate
  }

  /// The columns of the format: for people, the fit of each measured
  /// property; for programs, the ids, and each property's fit and
  /// deviation (in separated values) or its checks nested (in JSON).
  private var columns: [Column] {
    let rank = Column("rank", title: "#", alignment: .right, isShrinkable: false)
    let name = Column("name", title: "Candidate")
    let origin = Column("origin", title: "Origin", isShrinkable: false)
    let score = Column("score", title: "Score", alignment: .right, isShrinkable: false)
    let confidence = Column("confidence", title: "Likely", alignment: .right, isShrinkable: false)
    let varieties = Column("varieties", title: "Varieties")
    let fits = properties.map { Column($0.fact.key, title: $0.fact.heading, isShrinkable: false) }
    switch format {
    case .table:
      // Likely before the fits: a narrow table drops its last columns first.
      return [rank, name, origin, confidence] + fits + (showsVarieties ? [varieties] : [])
    case .json, .jsonl:
      return [
        rank, Column("id"), name, Column("species"), origin, score, confidence, varieties, Column("members"),
        Column("checks"),
      ]
    case .plain, .tsv, .csv:
      let checks = properties.flatMap { [Column($0.fact.key), Column($0.fact.key + "Deviation")] }
      return [rank, Column("id"), name, Column("species"), origin, score, confidence, varieties] + checks
    }
  }

  /// One candidate's values, in the order of ``columns``, for a stone
  /// `measured` so: a group names the varieties of the colour read.
  private static func values(
    of ranked: Ranked, _ measured: Measurements, format: OutputFormat, showsVarieties: Bool
  ) -> [CellValue] {
    let candidate = ranked.candidate
    let varieties = Self.varieties(of: candidate, measured)
    let title = Self.title(of: candidate)
    let rank = CellValue.number(Double(ranked.rank))
    let origin = CellValue.text(candidate.origin.rawValue, role: .muted)
    guard format == .table else {
      let lead: [CellValue] = [
        rank, .text(candidate.lead.id), .text(candidate.rowName),
        candidate.species.map { .text($0) } ?? .absent(isList: false),
        origin, .number((candidate.score * 10).rounded() / 10), .number(Self.rounded(candidate.confidence)),
        .list(varieties.map(\.id), separator: ","),
      ]
      let deviation: (PropertyCheck) -> CellValue = { check in
        check.deviation.map { .deviation($0, decimals: check.property.fact.decimals) } ?? .absent(isList: false)
      }
      if format == .json || format == .jsonl {
        let checks = candidate.checks.map { check in
          (
            key: check.property.fact.key,
            value: CellValue.object([
              (key: "fit", value: .text(check.verdict.rawValue)), (key: "deviation", value: deviation(check)),
            ])
          )
        }
        // Every gem the candidate stands for, whatever the colour: what a program (the
        // benchmark's accuracy) compares an answer with.
        return lead + [.list(candidate.members.map(\.id), separator: ","), .object(checks)]
      }
      // Appended to the row, rather than an array made for each check and joined.
      var row = lead
      row.reserveCapacity(lead.count + 2 * candidate.checks.count)
      for check in candidate.checks {
        row.append(.text(check.verdict.rawValue))
        row.append(deviation(check))
      }
      return row
    }
    let named: [CellValue] = showsVarieties ? [.list(varietyNames(of: candidate, measured))] : []
    return [rank, .text(title, role: .name), origin, .text(Self.percent(candidate.confidence))]
      + candidate.checks.map { .styled(Self.mark($0)) } + named
  }

  /// The varieties a stone `measured` so may be: none for a gem alone, nor
  /// where the colour read misses the candidate (no variety of zoisite the
  /// catalog holds is green, so a green zoisite is no tanzanite).
  private static func varieties(of candidate: Candidate, _ measured: Measurements) -> [Gem] {
    guard candidate.members.count > 1, candidate.check(of: .color)?.verdict != .misses else { return [] }
    return Array(candidate.possibleVarieties(measured))
  }

  /// The names of ``varieties(of:_:)``, for people: the species entry itself
  /// is no variety of the candidate it names.
  private static func varietyNames(of candidate: Candidate, _ measured: Measurements) -> [String] {
    let title = Self.title(of: candidate)
    return varieties(of: candidate, measured).filter { $0.name != title }.map(\.name)
  }

  /// ✓ for a fit, ≈ and the deviation when close, ✗ and the deviation for a
  /// miss, ? when the catalog does not say.
  ///
  /// A spectrum's miss shows no number: how far the nearest recorded line lies (or the width of the
  /// visible range, for a spectrum with none) is no reading the bench makes;
  /// data formats keep it, as it ranks the nearest gems.
  private static func mark(_ check: PropertyCheck) -> StyledText {
    let shown = check.property == .spectrum ? nil : check.deviation
    let deviation = shown.map { " " + signed($0, of: check.property) } ?? ""
    switch check.verdict {
    case .fits: return StyledText("✓", role: .accent)
    case .close: return StyledText("≈" + deviation)
    case .misses: return StyledText("✗" + deviation, role: .danger)
    case .unknown: return StyledText("?", role: .muted)
    }
  }

  /// A standing candidate's confidence to three decimals for the machine
  /// formats and a parcel's rows: 0.999, not 1, short of certain, as the
  /// table's `>99%`, and 0.001, not 0, for one the readings leave standing,
  /// as its `<1%`.
  static func rounded(_ confidence: Double) -> Double {
    let rounded = (confidence * 1000).rounded() / 1000
    if rounded == 1, confidence < 1 { return 0.999 }
    return Swift.max(rounded, 0.001)
  }

  /// A confidence as a whole percentage: `<1%` below one half, `>99%` from
  /// 99.5 short of certain (100% beside other candidates would claim too much).
  static func percent(_ confidence: Double) -> String {
    let percent = (confidence * 100).rounded()
    if percent < 1 { return "<1%" }
    if percent == 100, confidence < 1 { return ">99%" }
    return NumberText.format(percent) + "%"
  }

  /// A deviation with its sign and the property's decimals: `+0.03`.
  static func signed(_ deviation: Double, of property: IdentifiedProperty) -> String {
    RowLayout.plain(.deviation(deviation, decimals: property.fact.decimals))
  }

  /// The numbers read that `leader`'s entry lacks: they speak neither for
  /// it nor against it, so its confidence is only a share (imitation pearl,
  /// with no refractive index, is all that stands for RI 2.9).
  private func unconfirmedNumbers(of leader: Candidate) -> [IdentifiedProperty] {
    leader.checks.filter { $0.verdict == .unknown && $0.assumed == nil && $0.property.readingSpread != nil }
      .map(\.property)
  }

  /// The end of a sentence saying the kit cannot part the leaders: what
  /// instruments beyond it would (`; beyond it: solvent, which can mark
  /// the stone: …`), each test named by its instrument where that says more.
  private func beyondTheKit(tie: [Candidate]) -> String {
    let beyond = identification.testsBeyondKit(tie: tie).map { test in
      let label = test.fact.label.lowercased()
      let instrument = test.instrument?.kitName ?? label
      let named = instrument == label ? label : "\(label) (\(instrument))"
      guard let caution = test.caution else { return named }
      return test.marksTheStone ? "\(named), which \(caution)" : "\(named), \(caution)"
    }
    return beyond.isEmpty ? "." : "; beyond it: " + beyond.joined(separator: "; ") + "."
  }

  /// How many tied candidates the tie's sentence names before counting the rest.
  static let tiesNamed = 12

  /// Tied candidates in a sentence (`Copal and Amber`, `A, B and 18 more`):
  /// a sentence, not a list, since a broad reading over a large catalog
  /// ties thousands; two of one species are told by their origin.
  static func names(of tied: [Candidate]) -> String {
    let named = tied.prefix(tiesNamed)
    let titles = named.map(title(of:))
    let names = named.map { title(of: $0, among: titles) }
    let rest = tied.count - named.count
    guard rest == 0 else { return "\(names.joined(separator: ", ")) and \(rest) more" }
    return names.proseList
  }

  /// The candidate's ``title(of:)``, with its origin where `titles` hold
  /// that title more than once (natural and synthetic Corundum).
  static func title(of candidate: Candidate, among titles: [String]) -> String {
    let title = title(of: candidate)
    return titles.count { $0 == title } > 1 ? "\(title) (\(candidate.origin.rawValue))" : title
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
    case .single(let value)?:
      parts.append("RI " + Self.reading(value, decimals: 3) + (measured.isSpotReading ? " (spot)" : ""))
    case .span(let low, let high)?:
      let span = "RI " + Self.reading(low, decimals: 3) + "–" + Self.reading(high, decimals: 3)
      // Spot readings no farther apart than their imprecision are one blurred reading, not a blink.
      if measured.isSpotReading, high - low <= measured.birefringenceNoise {
        parts.append(span + " (spot)")
      } else {
        let spot = measured.isSpotReading ? "spot blink, " : ""
        parts.append(span + " (" + spot + "birefringence " + NumberText.format(high - low, decimals: 3) + ")")
      }
    case .overLimit?:
      let spot = measured.isSpotReading ? ", spot" : ""
      parts.append("RI over the limit (above \(NumberText.format(RefractometerReading.limit))\(spot))")
    case nil: break
    }
    for property in IdentifiedProperty.numberReadings {
      guard let reading = measured[reading: property], let name = property.summaryName else { continue }
      let shown = { (number: Double) in Self.reading(number, decimals: property.fact.decimals) }
      switch reading {
      case .value(let value): parts.append(name + " " + shown(value))
      case .above(let bound): parts.append(name + " above " + shown(bound))
      case .below(let bound): parts.append(name + " below " + shown(bound))
      case .between(let low, let high): parts.append(name + " between " + shown(low) + " and " + shown(high))
      case .weighed(let weighing):
        let uncertainty = NumberText.format(max(weighing.uncertainty, 0.01), decimals: 2)
        let weights = [weighing.air, weighing.water].map { NumberText.format($0, decimals: weighing.decimals) }
        parts.append(
          name + " " + NumberText.format(weighing.specificGravity, decimals: 2) + " ± " + uncertainty + " (weighed "
            + weights.joined(separator: "/") + ")")
      }
    }
    if let optic = measured.optic {
      let sign = optic.sign.map { $0 == .positive ? " positive" : " negative" } ?? ""
      parts.append(optic.character.rawValue + sign)
    }
    if let pleochroism = measured.pleochroism {
      let colors = pleochroism.colors.isEmpty ? "" : " (" + pleochroism.colors.joined(separator: ", ") + ")"
      parts.append("pleochroism " + pleochroism.strength.rawValue + colors)
    }
    if let glow = measured.ultraviolet {
      parts.append(RowLayout.text(Fluorescence(longWave: glow.longWave, shortWave: glow.shortWave), forPeople: true))
    }
    if let spectrum = measured.spectrum { parts.append(Self.text(of: spectrum)) }
    for property in IdentifiedProperty.wordReadings {
      guard let word = measured[word: property], let name = property.summaryName else { continue }
      // Several words of a list (inclusions) read as a list.
      parts.append(name + " " + word.split(separator: ",").joined(separator: ", "))
    }
    if let color = measured.color { parts.append("colour " + color) }
    if let transparency = measured.transparency { parts.append(transparency.rawValue) }
    if let luster = measured.luster { parts.append(luster.rawValue + " luster") }
    if measured.isMounted { parts.append("mounted") }
    return parts.joined(separator: " · ")
  }

  /// A word reading as the summary of what was measured writes it
  /// (`thermal high`), or its fact's label.
  private func reading(of property: IdentifiedProperty) -> String {
    let measured = identification.measurements
    if property == .spectrum, let spectrum = measured.spectrum { return Self.text(of: spectrum) }
    if let word = measured[word: property], let name = property.summaryName { return name + " " + word }
    return property.fact.label.lowercased()
  }

  /// A spectroscope reading as the summary writes it: `spectrum 450, 460 nm`, or `spectrum none`.
  private static func text(of spectrum: SpectrumReading) -> String {
    switch spectrum {
    case .none: "spectrum none"
    case .seen(let wavelengths): "spectrum " + wavelengths.map(NumberText.format).joined(separator: ", ") + " nm"
    }
  }

  /// A reading as gemmologists write it (`4.00`), or with more decimals
  /// when it was given with more (`3.913`): never rounded; in its shortest
  /// form for a fact without fixed decimals (`Mohs 7`).
  private static func reading(_ value: Double, decimals: Int?) -> String {
    guard let decimals else { return NumberText.format(value) }
    let fixed = NumberText.format(value, decimals: decimals)
    return Double(fixed) == value ? fixed : NumberText.format(value)
  }

  /// A range as the instrument will show it: an index no stone of which
  /// the refractometer can read is `over the limit (2.417)`.
  private static func read(_ range: PropertyRange, of fact: GemFact) -> String {
    let text = NumberText.format(range, forPeople: true, decimals: fact.decimals)
    let isOverLimit = fact == GemField.refractiveIndex.fact && RefractometerReading.isPastLimit(range)
    return isOverLimit ? "over the limit (\(text))" : text
  }

  /// A value as a separation line shows it: `3.95–4.05`, `none` for no birefringence.
  private static func text(_ value: FieldValue, of fact: GemFact) -> String {
    switch value {
    case .range(let range):
      if fact == GemField.birefringence.fact, range.max == 0 { return "none (singly refractive)" }
      return read(range, of: fact)
    case .number(let number): return read(PropertyRange(number), of: fact)
    case .text(let text): return text
    // A list the readings have used up: the microscope looks again for what was not seen.
    case .list(let items) where items.isEmpty: return "nothing beyond what was seen"
    case .list(let items): return items.joined(separator: ", ")
    case .pleochroism(let pleochroism): return pleochroism.strength.rawValue
    case .color(let color): return color.name
    case .spectrum(var spectrum):
      spectrum.note = nil
      return RowLayout.text(spectrum, forPeople: true)
    case .fluorescence: return ""
    }
  }
}
