import Foundation
import TerminalRendering
import Testing

@testable import RaygemCLI

/// `raygem identify --batch`: a parcel, one stone a line.
@Suite("identify --batch")
struct IdentifyBatchTests {
  /// Writes `text` to a new file and returns its path.
  private func parcel(_ text: String, named name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("raygem-\(UUID().uuidString)-\(name)")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  /// The first hundred bad lines are named, with what the reading may have
  /// meant; the rest are counted.
  @Test func aHundredBadLinesAreNamedAndTheRestCounted() throws {
    let file = try parcel("stone,hue\n" + String(repeating: "A,bleu\n", count: 103), named: "colours.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv"])
    // Each still has its row, of its stone and line alone (a tester's finding: they had none).
    let rows = outcome.standardOutput.split(separator: "\n")
    #expect(rows.count == 104)
    #expect(rows[1] == "A\t\t\t\t\t\t\t\t\t2")
    #expect(rows[103] == "A\t\t\t\t\t\t\t\t\t104")
    let failure = try #require(outcome.failureWhileWriting())
    #expect(failure.status == 65)
    let lines = failure.standardError.split(separator: "\n").map(String.init)
    #expect(lines.count == 101)
    #expect(
      lines[0]
        == "raygem: line 2: option '--hue': 'bleu' is neither a colour family nor a word of any gem's colour (did you mean 'blue'?)"
    )
    #expect(lines[99].hasPrefix("raygem: line 101: option '--hue': 'bleu'"))
    #expect(lines[100] == "raygem: and 3 more lines that could not be answered")
  }

  /// A parcel's `sg` may bracket a stone between two heavy liquids.
  @Test func aParcelsSGMayLieBetweenTwoLiquids() throws {
    let file = try parcel("stone,ri,sg\nT1,1.624-1.644,2.89..3.32\nT2,1.624-1.644,3.32..2.89\n", named: "liquids.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv"])
    let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[2] == "T2\t\t\t\t\t\t\t\t\t3")
    // Elbaite tourmaline: its commonest variety leads, and no colour was read to name one.
    #expect(lines[1].hasPrefix("T1\trubellite\tTourmaline (elbaite)\t"))
    let failure = try #require(outcome.failureWhileWriting())
    #expect(
      failure.standardError
        == "raygem: line 3: option '--sg': no stone is above 3.32 and below 2.89; did you mean 2.89..3.32?\n"
    )
  }

  /// A parcel without a `stone` column names each stone by its line number.
  @Test func aParcelWithoutStoneNamesEachByItsLine() throws {
    let file = try parcel("ri,sg\n1.718,3.60\n\n1.544,2.65\n", named: "unnamed.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let csv = InProcessTests.run(["identify", "--batch", file.path, "--format", "csv"]).standardOutput
    #expect(csv.split(separator: "\r\n").dropFirst().map { $0.prefix { $0 != "," } } == ["2", "4"])
  }

  /// A stone no gem fits has every field after `stone` empty, `tie` too.
  @Test func aStoneNoGemFitsHasAnEmptyRow() throws {
    let file = try parcel("stone,ri,sg,optic\nS0,1.504,3.89,biaxial\n", named: "nothing.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let csv = InProcessTests.run(["identify", "--batch", file.path, "--format", "csv"]).standardOutput
    #expect(csv.hasSuffix("\r\nS0,,,,,,,,,2\r\n"))
    let jsonl = InProcessTests.run(["identify", "--batch", file.path, "--format", "jsonl"]).standardOutput
    #expect(jsonl.contains("\"tie\":null"))
  }

  @Test func aCSVParcelIsAnsweredARowAStoneAndABadLineIsNamed() throws {
    let file = try parcel(
      "stone,ri,sg,optic,hue,otl\n"
        + "A1,1.718,3.60,isotropic,red,\n"
        + "A2,abc,2.65,,,\n"
        + "\n"
        + "A3,,3.52,isotropic,,yes\n",
      named: "parcel.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv"])
    #expect(outcome.status == 0)
    let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines[0] == "stone\tcandidate\tname\tconfidence\ttie\trunnerUp\tnextTest\tmarksTheStone\tcaution\tline")
    #expect(lines[1] == "A1\tred-spinel\tRed Spinel\t0.663\tfalse\tflux-synthetic-spinel\tinclusions\tfalse\t\t2")
    // A bad line's row names its stone and line, and no answer.
    #expect(lines[2] == "A2\t\t\t\t\t\t\t\t\t3")
    // Over the limit, isotropic, SG 3.52: natural and lab-grown diamond tie.
    #expect(lines[3].hasPrefix("A3\tdiamond\tDiamond\t"))
    #expect(lines[3].hasSuffix("\ttrue\tcvd-diamond\tinclusions\tfalse\t\t5"))
    #expect(lines.count == 4)
    let failure = try #require(outcome.failureWhileWriting())
    #expect(failure.status == 65)
    #expect(
      failure.standardError
        == "raygem: line 3: option '--ri' needs a reading such as 1.544, or two such as 1.762-1.770, not 'abc'\n")
  }

  /// A stone's colour no gem has is named on its line, with the suggestion
  /// `--hue` gives, as a slip rather than a colour that fits nothing; a
  /// colour only some gem's hues name is known.
  @Test func aHueNoGemHasIsABadLine() throws {
    let file = try parcel(
      "stone,ri,hue\nA,1.718,bleu\nB,1.718,red\nC,1.70,xqzzy\nD,1.718,dark blue\nE,1.718,pinkish red\n",
      named: "hues.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv"])
    // A colour whose last word is a family is of that family, however described.
    #expect(
      outcome.standardOutput.split(separator: "\n").map { $0.prefix(2) } == ["st", "A\t", "B\t", "C\t", "D\t", "E\t"])
    let failure = try #require(outcome.failureWhileWriting())
    #expect(
      failure.standardError == """
        raygem: line 2: option '--hue': 'bleu' is neither a colour family nor a word of any gem's colour \
        (did you mean 'blue'?)
        raygem: line 4: option '--hue': 'xqzzy' is neither a colour family nor a word of any gem's colour

        """)
    #expect(failure.status == 65)
  }

  /// A row of nothing but separators, as spreadsheets write for an empty
  /// row, is passed over in CSV as in TSV (a fresh tester's finding: CSV
  /// named it a bad line).
  @Test func aRowOfSeparatorsIsPassedOver() throws {
    for (name, text) in [
      ("empty.csv", "stone,ri,sg\nC1,1.54,1.08\n,,\n , , \r\nC3,1.66,1.32\n"),
      ("empty.tsv", "stone\tri\tsg\nC1\t1.54\t1.08\n\t\t\nC3\t1.66\t1.32\n"),
    ] {
      let file = try parcel(text, named: name)
      defer { try? FileManager.default.removeItem(at: file) }
      let outcome = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv"])
      // Written first: a bad line's failure is known once the rows are.
      #expect(outcome.standardOutput.split(separator: "\n").map { $0.prefix(3) } == ["sto", "C1\t", "C3\t"], "\(name)")
      #expect(outcome.failureWhileWriting() == nil, "\(name)")
    }
  }

  /// A cell of a dash or `n/a`, as spreadsheets mark a reading not taken,
  /// is empty: the stone is answered from its other readings (a tester's
  /// finding: the line was bad).
  @Test func aDashOrNotApplicableCellIsAReadingNotTaken() throws {
    let file = try parcel(
      "stone,ri,sg,optic\nC1,1.54,1.08,-\nC2,1.762-1.770,\u{2013},NA\nC3,#N/A,1.08,n.a.\n", named: "dashes.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let dashed = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv"])
    #expect(dashed.status == 0)
    let plain = try parcel("stone,ri,sg,optic\nC1,1.54,1.08,\nC2,1.762-1.770,,\nC3,,1.08,\n", named: "plain.csv")
    defer { try? FileManager.default.removeItem(at: plain) }
    let answers = InProcessTests.run(["identify", "--batch", plain.path, "--format", "tsv"]).standardOutput
    #expect(dashed.standardOutput == answers)
    #expect(answers.split(separator: "\n").count == 4)
  }

  /// A row may end in separators the header has not, as hand-typed rows
  /// do (a tester's finding: `A7,1.718,3.60,isotropic,red,` was refused);
  /// a value past the header's columns is still the line's problem.
  @Test func aRowMayEndInEmptyFieldsTheHeaderLacks() throws {
    let file = try parcel(
      "stone,ri,sg,optic,hue\nA7,1.718,3.60,isotropic,red,\nA8,1.718,3.60,isotropic,red,-,n/a\nA9,1.718,3.60,isotropic,red,x\n",
      named: "trailing.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv"])
    #expect(
      outcome.standardOutput.split(separator: "\n").map { $0.prefix(9) } == [
        "stone\tcan", "A7\tred-sp", "A8\tred-sp", "A9\t\t\t\t\t\t\t",
      ])
    #expect(outcome.failureWhileWriting()?.standardError == "raygem: line 4: has 6 fields where the header has 5\n")
  }

  /// A column may be named as its option may be given, the British way
  /// (a tester's finding: `lustre` was refused as a column, not as an option).
  @Test func aColumnMayBeNamedTheBritishWay() throws {
    let file = try parcel("stone,sg,Lustre\nL1,2.65,vitreous\n", named: "british.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let british = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv"])
    #expect(british.status == 0)
    #expect(british.standardOutput.split(separator: "\n").count == 2)
    let american = try parcel("stone,sg,luster\nL1,2.65,vitreous\n", named: "american.csv")
    defer { try? FileManager.default.removeItem(at: american) }
    #expect(
      british.standardOutput
        == InProcessTests.run(["identify", "--batch", american.path, "--format", "tsv"]).standardOutput)
  }

  /// A stone with no colour read is answered with its group's species, as
  /// the table names it (a tester's finding: "Amethyst" for a stone weighed only).
  @Test func aStoneWithNoColourReadIsAnsweredWithItsSpecies() throws {
    let file = try parcel("stone,ri,hue\nQ1,1.544-1.553,\nQ2,1.544-1.553,purple\n", named: "quartz.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let rows = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv"]).standardOutput
      .split(separator: "\n").map { $0.split(separator: "\t").prefix(3) }
    #expect(rows.dropFirst() == [["Q1", "quartz", "Quartz"], ["Q2", "amethyst", "Amethyst"]])
  }

  /// In a JSONL list each element is a reading or not taken, as a cell
  /// is: `["-", "-"]` is no reading and `[1.718, "n/a"]` the one reading
  /// (a tester's finding: both lines were refused as `-,-` and `1.718,-`).
  @Test func aJSONLListElementMayBeAReadingNotTaken() throws {
    let file = try parcel(
      #"{"stone": "L1", "ri": ["-", "-"], "sg": 3.6}"# + "\n" + #"{"stone": "L2", "ri": [1.718, "n/a"], "sg": 3.6}"#
        + "\n" + #"{"stone": "L3", "ri": [], "sg": 3.6}"# + "\n",
      named: "lists.jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    let plain = try parcel(
      #"{"stone": "L1", "sg": 3.6}"# + "\n" + #"{"stone": "L2", "ri": 1.718, "sg": 3.6}"# + "\n"
        + #"{"stone": "L3", "sg": 3.6}"# + "\n",
      named: "plain.jsonl")
    defer { try? FileManager.default.removeItem(at: plain) }
    let listed = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv"])
    #expect(listed.status == 0)
    let answers = InProcessTests.run(["identify", "--batch", plain.path, "--format", "tsv"]).standardOutput
    #expect(listed.standardOutput == answers)
    #expect(
      answers.split(separator: "\n").map { $0.prefix(9) } == ["stone\tcan", "L1\tspinel", "L2\tspinel", "L3\tspinel"])
  }

  @Test func aJSONLParcelHasNoHeaderAndAnswersEveryObject() throws {
    let file = try parcel(
      #"{"stone": "J1", "ri": "1.762-1.770", "sg": 4.0}"# + "\n" + "not json\n"
        + #"{"stone": "J3", "sg": 1.08, "ri": 1.54}"# + "\n",
      named: "parcel.jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = InProcessTests.run(["identify", "--batch", file.path, "--format", "jsonl"])
    let lines = outcome.standardOutput.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix(#"{"stone":"J1","candidate":"corundum","name":"Corundum","#))
    // Not JSON, the line names no stone: its row has only its line.
    #expect(
      lines[1] == #"{"stone":"","candidate":null,"name":null,"confidence":null,"tie":null,"runnerUp":null,"#
        + #""nextTest":null,"marksTheStone":null,"caution":null,"line":2}"#)
    // Amber and copal tie, and only the solvent separates them: a test that
    // can mark the stone, as the row says (a fresh tester's finding).
    #expect(
      lines[2].hasSuffix(
        #""tie":true,"runnerUp":"amber","nextTest":"solvent","marksTheStone":true,"#
          + #""caution":"can mark the stone: an inconspicuous spot, with the owner's consent; acetone softens or"#
          + #" dissolves a plastic's surface, celluloid's among them","line":3}"#))
    #expect(outcome.failureWhileWriting()?.standardError.hasPrefix("raygem: line 2: not a JSON object") == true)
  }

  /// A JSON list of strings or numbers is a reading of several words, as
  /// a comma list is (`"inclusions": ["curved striae"]` was refused as
  /// nested, a fresh tester's finding, and `"spectrum": [694, 692]` a
  /// reviewer's); an object, or a list holding one, is not.
  @Test func aJSONLStoneMayListItsWords() throws {
    let file = try parcel(
      #"{"stone": "L1", "ri": "1.762-1.770", "sg": 4.0, "hue": "red", "inclusions": ["curved striae", "gas bubbles"]}"#
        + "\n" + #"{"stone": "L2", "ri": 1.54, "inclusions": {"seen": "insects"}}"# + "\n"
        + #"{"stone": "L3", "ri": 1.54, "inclusions": [{"seen": "insects"}]}"# + "\n"
        + #"{"stone": "L4", "ri": "1.762-1.770", "sg": 4.0, "spectrum": [694, 692.5]}"# + "\n",
      named: "parcel.jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = InProcessTests.run(["identify", "--batch", file.path, "--format", "jsonl"])
    let lines = outcome.standardOutput.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines.first?.hasPrefix(#"{"stone":"L1","candidate":"synthetic-ruby","#) == true)
    // A line that cannot be read as flat JSON gives no stone's name, only its line.
    #expect(lines[1].hasPrefix(#"{"stone":"","candidate":null,"#) && lines[1].hasSuffix(#""line":2}"#))
    #expect(lines.last?.hasPrefix(#"{"stone":"L4","candidate":"ruby","#) == true)
    #expect(
      outcome.failureWhileWriting()?.standardError
        == "raygem: line 2: 'inclusions' holds an object or a list of other than strings and numbers, not a reading\n"
        + "raygem: line 3: 'inclusions' holds an object or a list of other than strings and numbers, not a reading\n")
  }

  /// A refractometer's two readings may be a JSON list, as any list is (a
  /// tester's finding: `"ri": [1.544, 1.553]` was refused, quoting
  /// `1.544,1.553`, which the parcel never held).
  @Test func aJSONLStoneMayListItsTwoRefractometerReadings() throws {
    let file = try parcel(
      #"{"stone": "Q1", "ri": [1.544, 1.553], "sg": 2.65, "hue": "purple"}"# + "\n"
        + #"{"stone": "Q2", "ri": "1.544-1.553", "sg": 2.65, "hue": "purple"}"# + "\n",
      named: "parcel.jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv"])
    #expect(outcome.status == 0)
    let lines = outcome.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").dropFirst().dropLast() }
    #expect(lines.count == 3)
    #expect(lines[1].first == "amethyst")
    #expect(lines[1] == lines[2])
  }

  /// A JSON number is a number however a writer spells it: an exponent
  /// (`1.762e0`, `4E0`, `6.94e2` in a list) reads as the same digits
  /// without one, so it answers as the plain number does (they were
  /// refused as readings).
  @Test func aJSONLNumberWithAnExponentReadsAsItsPlainDigits() throws {
    let file = try parcel(
      #"{"stone": "E1", "ri": 1.762e0, "sg": 4E0, "spectrum": [6.94e2, 69.2E+1]}"# + "\n"
        + #"{"stone": "E2", "ri": 1.762, "sg": 4, "spectrum": [694, 692]}"# + "\n"
        + #"{"stone": "E3", "ri": 17620e-4, "sg": 0.4e1}"# + "\n",
      named: "parcel.jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv"])
    #expect(outcome.failureWhileWriting() == nil)
    let rows = outcome.standardOutput.split(separator: "\n").dropFirst().map {
      $0.split(separator: "\t").dropFirst().dropLast()
    }
    #expect(rows.count == 3)
    #expect(rows[0] == rows[1])
    #expect(rows[0].first == "ruby")
    #expect(rows[2].first == "corundum")
  }

  /// A JSON row is written as soon as it is answered, its comma starting
  /// the row after it, so no answer waits for the next stone (a tester's
  /// finding: a parcel interrupted while waiting lost its last answer); the
  /// rows still make one JSON array.
  @Test func aJSONRowIsWrittenBeforeTheNextStoneArrives() throws {
    var stream = RowStream(columns: ParcelRow.columns, layout: .jsonArray)
    var canvas = Canvas(width: 80)
    let row = ParcelRow.columns.map { _ in CellValue.text("A") }
    stream.append(row, to: &canvas)
    #expect(canvas.lines.count == 2)
    stream.append(row, to: &canvas)
    #expect(canvas.lines.count == 3)
    #expect(canvas.lines[2].plain.hasPrefix(", {"))
    let file = try parcel("stone,ri\nA,1.54\nB,1.76\n", named: "p.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let json = InProcessTests.run(["identify", "--batch", file.path, "--format", "json"]).standardOutput
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(rows.map { $0["stone"] as? String } == ["A", "B"])
  }

  /// A row's next test carries its caution as the page words it: a parcel
  /// of resins is weighed in water only (a reviewer's finding: rows said
  /// nothing of the heavy liquid that would harm amber).
  @Test func aRowCarriesItsNextTestsCaution() throws {
    let file = try parcel(
      #"{"stone": "A1", "ri": 1.54, "hue": "yellow", "luster": "resinous", "inclusions": "gas bubbles"}"# + "\n",
      named: "p.jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    // Without the microscope, which parts amber from a plastic first.
    let outcome = InProcessTests.run([
      "identify", "--batch", file.path, "--format", "jsonl", "--kit", "refractometer,balance,polariscope",
    ])
    #expect(
      outcome.standardOutput.hasSuffix(
        #""nextTest":"specificGravity","marksTheStone":false,"#
          + #""caution":"weighed in water only, never a heavy liquid, which can harm Amber, Plastic and Copal, and draw the filling or dye out of a treated Jasper","line":1}"#
          + "\n"))
  }

  /// `otl` no says an edge was seen below the limit: without its reading
  /// in `ri` that cannot be weighed, and it is a bad line rather than a
  /// stone read as if the refractometer had not been used (a tester's
  /// finding: diamond led a stone marked not over the limit).
  @Test func anEdgeSeenNeedsItsReading() throws {
    let file = try parcel("stone,otl,ri,sg\nY,no,,3.52\nZ,no,1.718,3.60\nW,yes,,3.52\n", named: "parcel.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv"])
    let rows = outcome.standardOutput.split(separator: "\n").dropFirst().map { $0.split(separator: "\t").first }
    #expect(rows == ["Y", "Z", "W"])
    #expect(
      outcome.failureWhileWriting()?.standardError
        == "raygem: line 2: column 'otl' says no, so an edge was seen: give its reading in 'ri', or leave 'otl' empty\n"
    )
  }

  @Test func aHeaderNoReadingHasStopsTheParcel() throws {
    let file = try parcel("stone\tri\tsgg\nA\t1.54\t1.08\n", named: "parcel.tsv")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv"])
    #expect(
      outcome.standardOutput
        == "stone\tcandidate\tname\tconfidence\ttie\trunnerUp\tnextTest\tmarksTheStone\tcaution\tline\n")
    let failure = try #require(outcome.failureWhileWriting())
    #expect(failure.status == 65)
    #expect(failure.standardError == "raygem: line 1: no reading is called 'sgg' (did you mean 'sg'?)\n")
  }

  /// A spreadsheet's own columns (notes, carat) are named all at once,
  /// with what to do and that no stone was answered; a JSONL stone's are
  /// its line's alone (a fresh tester's finding: only the first was named,
  /// and nothing said why no stone came back).
  @Test func columnsNoReadingHasAreNamedTogetherWithWhatToDo() throws {
    let csv = try parcel("stone,ri,sg,notes,carat\nA,1.762-1.770,4.00,client X,1.2\n", named: "parcel.csv")
    defer { try? FileManager.default.removeItem(at: csv) }
    let outcome = InProcessTests.run(["identify", "--batch", csv.path])
    #expect(outcome.standardOutput.isEmpty)
    let header = try #require(outcome.failureWhileWriting())
    #expect(header.status == 65)
    #expect(
      header.standardError
        == "raygem: line 1: columns 'notes' and 'carat' name no reading; a parcel's columns are 'stone' and"
        + " readings: take the others out (no stone was answered)\n")
    let jsonl = try parcel(
      #"{"stone": "J1", "notes": "x"}"# + "\n" + #"{"stone": "J2", "ri": 1.54}"# + "\n", named: "p.jsonl")
    defer { try? FileManager.default.removeItem(at: jsonl) }
    let run = InProcessTests.run(["identify", "--batch", jsonl.path])
    #expect(run.standardOutput.hasPrefix("J1\t\t\t\t\t\t\t\t\t1\nJ2\t"))
    #expect(
      run.failureWhileWriting()?.standardError
        == "raygem: line 1: no reading is called 'notes'; a stone's keys are 'stone' and readings: take the others out\n"
    )
  }

  /// A parcel whose first line is a stone, not a header, is told so, in
  /// the parcel's own words; a JSONL line's column needs no line of its own
  /// (a tester's findings: "no reading is called 'a'", and "line 4: … (line
  /// 1, column 2)").
  @Test func aParcelWithoutAHeaderAndABrokenJSONLineAreToldPlainly() throws {
    let csv = try parcel("A1,1.762-1.770,4.00\nA2,1.718,3.60\n", named: "parcel.csv")
    defer { try? FileManager.default.removeItem(at: csv) }
    // The rows stream: what went wrong is known once they are written.
    let run = InProcessTests.run(["identify", "--batch", csv.path])
    #expect(run.standardOutput.isEmpty)
    let headless = try #require(run.failureWhileWriting())
    #expect(headless.status == 65)
    #expect(
      headless.standardError
        == "raygem: line 1: names no reading ('A1', '1.762-1.770' and '4.00' read as a stone); a parcel starts"
        + " with a header such as stone,ri,sg\n")
    let jsonl = try parcel(#"{"stone": "J1", "ri": 1.54}"# + "\nnot json\n", named: "parcel.jsonl")
    defer { try? FileManager.default.removeItem(at: jsonl) }
    let brokenRun = InProcessTests.run(["identify", "--batch", jsonl.path])
    #expect(brokenRun.standardOutput.hasPrefix("J1\t"))
    let broken = try #require(brokenRun.failureWhileWriting())
    #expect(broken.standardError == "raygem: line 2: not a JSON object: not valid JSON at column 2\n")
  }

  /// A parcel is answered from the catalog `--catalog` names, as README says.
  @Test func aParcelIsAnsweredFromTheCatalogNamed() throws {
    let file = try parcel("stone,thermal\nD1,high\n", named: "parcel.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = InProcessTests.run(
      ["--catalog", BenchCatalogFixture.path, "identify", "--batch", file.path, "--format", "tsv"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.split(separator: "\n").last?.hasPrefix("D1\ttest-diamond\t") == true)
  }

  /// A spreadsheet's colour column is the hue reading (a fresh tester's finding).
  @Test(arguments: ["colour", "Color"]) func aColourColumnIsPointedToHue(column: String) throws {
    let file = try parcel("stone,\(column)\nA,red\n", named: "parcel.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv"])
    #expect(outcome.standardOutput.hasPrefix("stone\tcandidate\t"))
    let failure = try #require(outcome.failureWhileWriting())
    #expect(failure.status == 65)
    #expect(
      failure.standardError
        == "raygem: line 1: no reading is called '\(column.lowercased())' (the stone's colour is read as 'hue')\n")
  }

  @Test func readingsGivenAsOptionsTooAndAMissingFileAreRefused() {
    let both = InProcessTests.run(["identify", "--batch", "-", "--sg", "2.65"])
    #expect(both.status == 64)
    let missing = InProcessTests.run(["identify", "--batch", "/nonexistent/parcel.csv"])
    #expect(missing.status == 66)
    #expect(
      missing.standardError == "raygem: cannot read the parcel /nonexistent/parcel.csv: no such file or directory\n")
  }

  /// A header a spreadsheet wrote in another shape is named for what it
  /// is, not as a column no reading has.
  @Test(arguments: [
    // A separator ending every line, as some spreadsheets write: the empty column is passed over.
    ("stone,ri,sg,\nA,1.718,3.60,\n", nil),
    ("stone,ri,sg,\nA,1.718,3.60,x\n", "line 2: has a value in column 4, which the header does not name"),
    ("stone,,sg\nA,1.718,3.60\n", "line 1: column 2 of the header has no name"),
    (",,\nA,1.718,3.60\n", "line 1: column 1 of the header has no name"),
    // A line may leave off the unnamed columns the header ends with, not a named one.
    ("stone,ri,sg,,\nA,1.718,3.60\nB,1.54\n", "line 3: has 2 fields where the header has 3"),
    ("stone,ri,,\nf\n", "line 2: has 1 field where the header has 2"),
    ("\t\t\nA\t1.54\n", "line 1: column 1 of the header has no name"),
    (
      "stone;ri;sg\nA;1,718;3,60\n",
      "line 1: the header's columns are separated by semicolons; save the parcel with commas or tabs"
    ),
    (
      "{\"stone\": \"A\", \"ri\": 1.718}\r{\"stone\": \"B\", \"ri\": 1.54}\r",
      "line 1: the parcel's lines end in a carriage return alone; save it with LF or CRLF line ends"
    ),
    (
      "stone,ri,sg\rA,1.718,3.60\r",
      "line 1: the parcel's lines end in a carriage return alone; save it with LF or CRLF line ends"
    ),
    ("\u{FEFF}stone,ri\nA,1.718\n", nil),
    // A JSON array, on one line or on many, is not JSON Lines (a second tester's finding: its errors spoke of quotes).
    (
      "[{\"stone\": \"A\", \"sg\": 2.65}, {\"stone\": \"B\", \"sg\": 4.0}]\n",
      "line 1: a JSON array; give one object a line (JSON Lines), as jq -c '.[]' writes them"
    ),
    (
      "[\n{\"stone\": \"A\", \"sg\": 2.65}\n]\n",
      "line 1: a JSON array; give one object a line (JSON Lines), as jq -c '.[]' writes them"
    ),
  ])
  func oddHeadersAreNamed(text: String, message: String?) throws {
    let file = try parcel(text, named: "odd.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv"])
    // Drawn first: the parcel is read as its rows are written.
    #expect(outcome.standardOutput.hasPrefix("stone\tcandidate\t"))
    #expect(outcome.failureWhileWriting()?.standardError == message.map { "raygem: \($0)\n" })
  }

  @Test func aUTF16ParcelIsNamedAsNotUTF8() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("raygem-\(UUID().uuidString)-utf16.csv")
    try "stone,ri,sg\nA,1.718,3.60\n".data(using: .utf16)?.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let outcome = InProcessTests.run(["identify", "--batch", url.path, "--format", "tsv"])
    #expect(
      outcome.standardOutput
        == "stone\tcandidate\tname\tconfidence\ttie\trunnerUp\tnextTest\tmarksTheStone\tcaution\tline\n")
    let failure = try #require(outcome.failureWhileWriting())
    #expect(failure.standardError == "raygem: line 1: the parcel is not UTF-8 text; save it as UTF-8\n")
    #expect(failure.status == 65)
  }

  /// JSONL in UTF-16, and a CSV header with a Latin-1 letter, are named as
  /// not UTF-8 rather than as lines that are not JSON or columns no reading has.
  @Test(arguments: [
    Array("{\"stone\":\"1\",\"ri\":1.544}\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
    Array("stone,ri".utf8) + [0xE9] + Array("\nA,1.718\n".utf8),
  ])
  func anotherEncodingIsNamedWhateverTheLayout(bytes: [UInt8]) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("raygem-\(UUID().uuidString)-other.txt")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let outcome = InProcessTests.run(["identify", "--batch", url.path, "--format", "tsv"])
    #expect(
      outcome.standardOutput
        == "stone\tcandidate\tname\tconfidence\ttie\trunnerUp\tnextTest\tmarksTheStone\tcaution\tline\n")
    let failure = try #require(outcome.failureWhileWriting())
    #expect(failure.standardError == "raygem: line 1: the parcel is not UTF-8 text; save it as UTF-8\n")
  }

  /// A stone's line in another encoding is a bad line, not a stone renamed
  /// with U+FFFD; the others are answered.
  @Test func aLineThatIsNotUTF8IsABadLine() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("raygem-\(UUID().uuidString)-latin1.csv")
    try Data(Array("stone,ri\nBagu".utf8) + [0xE9] + Array(" 1,1.544\nB,1.762\n".utf8)).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let outcome = InProcessTests.run(["identify", "--batch", url.path, "--format", "tsv", "--kit", "refractometer"])
    #expect(
      outcome.standardOutput.split(separator: "\n").map { $0.prefix(12) } == [
        "stone\tcandid", "\t\t\t\t\t\t\t\t\t2", "B\tcorundum\tC",
      ])
    let failure = try #require(outcome.failureWhileWriting())
    #expect(failure.standardError == "raygem: line 2: not UTF-8 text; save the parcel as UTF-8\n")
    #expect(failure.status == 65)
  }

  /// A stone's line holding a NUL byte is a bad line that says so: NUL is
  /// UTF-8, but no text a person writes holds one.
  @Test func aLineWithANULByteIsABadLineThatSaysSo() throws {
    let file = try parcel("stone,ri\nA,1.544\n\u{0}\u{0}\nB,1.762\n", named: "nul.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv", "--kit", "refractometer"])
    #expect(outcome.standardOutput.split(separator: "\n").count == 4)
    let failure = try #require(outcome.failureWhileWriting())
    #expect(
      failure.standardError == "raygem: line 3: holds a NUL byte, which no text has; save the parcel as UTF-8 text\n")
    #expect(failure.status == 65)
  }

  /// U+FFFD written as UTF-8 is text like any other: a stone so named is
  /// answered, in CSV as in JSONL (where it is also the first line).
  @Test(arguments: ["stone,ri\nA\u{FFFD},1.762\n", "{\"stone\":\"A\u{FFFD}\",\"ri\":1.762}\n"])
  func aReplacementCharacterWrittenInUTF8IsText(text: String) throws {
    let file = try parcel(text, named: "fffd.txt")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv", "--kit", "refractometer"])
    let rows = outcome.standardOutput.split(separator: "\n").map { $0.prefix(12) }
    #expect(rows == ["stone\tcandid", "A\u{FFFD}\tcorundum\t"])
    #expect(outcome.failureWhileWriting() == nil)
  }

  /// A byte order mark before a JSONL parcel whose first stone is not
  /// UTF-8 leaves that stone a bad line of its own, as without the mark.
  @Test func aMarkedJSONLParcelsFirstStoneThatIsNotUTF8IsABadLineOfItsOwn() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("raygem-\(UUID().uuidString)-bom.jsonl")
    let rest = #"","ri":1.762}"# + "\n" + #"{"stone":"B","ri":1.762}"# + "\n"
    try Data([0xEF, 0xBB, 0xBF] + Array(#"{"stone":"caf"#.utf8) + [0xE9] + Array(rest.utf8)).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let outcome = InProcessTests.run(["identify", "--batch", url.path, "--format", "tsv"])
    #expect(outcome.standardOutput.split(separator: "\n").map { $0.prefix(2) } == ["st", "\t\t", "B\t"])
    let failure = try #require(outcome.failureWhileWriting())
    #expect(failure.standardError == "raygem: line 1: not UTF-8 text; save the parcel as UTF-8\n")
  }

  /// JSONL has no header: a first stone that is not UTF-8 is a bad line,
  /// and the stones after it are answered.
  @Test func aFirstJSONLStoneThatIsNotUTF8IsABadLineOfItsOwn() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("raygem-\(UUID().uuidString)-l1.jsonl")
    let rest = #"","ri":1.762}"# + "\n" + #"{"stone":"B","ri":1.762}"# + "\n"
    let bytes = Array(#"{"stone":"caf"#.utf8) + [0xE9] + Array(rest.utf8)
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let outcome = InProcessTests.run(["identify", "--batch", url.path, "--format", "tsv"])
    #expect(outcome.standardOutput.split(separator: "\n").map { $0.prefix(2) } == ["st", "\t\t", "B\t"])
    let failure = try #require(outcome.failureWhileWriting())
    #expect(failure.standardError == "raygem: line 1: not UTF-8 text; save the parcel as UTF-8\n")
  }

  /// A first line with no end (`/dev/zero`) stops the parcel once it passes
  /// the limit, rather than being read for ever.
  @Test func aFirstLineWithNoEndStopsTheParcel() throws {
    let outcome = InProcessTests.run(["identify", "--batch", "/dev/zero", "--format", "tsv"])
    #expect(
      outcome.standardOutput
        == "stone\tcandidate\tname\tconfidence\ttie\trunnerUp\tnextTest\tmarksTheStone\tcaution\tline\n")
    let failure = try #require(outcome.failureWhileWriting())
    #expect(failure.standardError == "raygem: line 1: longer than 64 KiB\n")
    #expect(failure.status == 65)
  }

  /// Options that mean nothing for a parcel, or are given twice, are
  /// refused rather than passed over.
  @Test func aLimitOrASecondParcelIsRefused() {
    let limited = InProcessTests.run(["identify", "--batch", "-", "--limit", "3"])
    #expect(limited.status == 64)
    #expect(limited.standardError == "raygem: --limit does not apply to --batch, which gives a row a stone\n")
    let twice = InProcessTests.run(["identify", "--batch", "a.csv", "--batch", "b.csv"])
    #expect(twice.status == 64)
    #expect(twice.standardError == "raygem: option '--batch' given twice\n")
    let oneStream = InProcessTests.run(["identify", "--batch", "-", "--catalog", "/dev/stdin"])
    #expect(oneStream.status == 64)
    #expect(oneStream.standardError == "raygem: the catalog and the parcel cannot both be read from standard input\n")
    let byName = InProcessTests.run(["identify", "--batch", "/dev/fd/0", "--catalog", "/dev/stdin"])
    #expect(byName.standardError == oneStream.standardError)
    // --spot says how one RI reading was taken: a parcel's stones each have their own.
    let spot = InProcessTests.run(["identify", "--batch", "-", "--spot"])
    #expect(spot.status == 64)
    #expect(
      spot.standardError
        == "raygem: give the readings in the parcel's columns, not as options with --batch (only --mounted and --kit apply to all)\n"
    )
  }

  /// A catalog that cannot be read stops the parcel before its first stone,
  /// with the status `identify` alone gives, rather than once a stone.
  @Test func aMissingCatalogIsSaidOnceUpFront() throws {
    let file = try parcel("stone,ri,sg\nA,1.718,3.60\nB,1.54,1.08\n", named: "parcel.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = InProcessTests.run(["identify", "--batch", file.path, "--catalog", "/nonexistent/gems.json"])
    #expect(outcome.status == 66)
    #expect(outcome.standardError == "raygem: catalog '/nonexistent/gems.json' does not exist\n")
    #expect(outcome.standardOutput == "")
  }

  @Test func quotedFieldsMayHoldTheSeparatorAndQuotes() throws {
    #expect(
      try ParcelFormat.fields(of: #"a,"b,c","say ""hi""",,d"#, separator: ",") == ["a", "b,c", #"say "hi""#, "", "d"])
    #expect(throws: ParcelFormat.Problem.self) { try ParcelFormat.fields(of: #"a,"open"#, separator: ",") }
  }

  /// A quote inside an unquoted CSV field is no CSV.
  ///
  /// The line that ends a record whose quoted field ran over the line break
  /// (`multiline",1.6`) was answered as a stone (a fresh tester's finding). In TSV, which
  /// quotes nothing, a quote is a character like another.
  @Test func aQuoteInsideAnUnquotedCSVFieldIsAProblem() throws {
    #expect(throws: ParcelFormat.Problem.self) { try ParcelFormat.fields(of: #"multiline",1.6,2.7"#, separator: ",") }
    // Nor text after a closing quote: "Big" ruby was read as Big ruby (a fresh reviewer's finding).
    #expect(throws: ParcelFormat.Problem.self) { try ParcelFormat.fields(of: #""Big" ruby,1.762"#, separator: ",") }
    #expect(try ParcelFormat.fields(of: "5\" rough\t1.6", separator: "\t") == [#"5" rough"#, "1.6"])
    let file = try parcel("stone,ri,sg\n\"C\nmultiline\",1.6,2.7\nD,1.718,3.60\n", named: "spans.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv"])
    // Neither half of the broken record names a stone that can be read; each has its line's row.
    let stones = outcome.standardOutput.split(separator: "\n").dropFirst().map { $0.prefix { $0 != "\t" } }
    #expect(stones == ["", "", "D"])
    let failure = try #require(outcome.failureWhileWriting())
    #expect(failure.status == 65)
    #expect(failure.standardError.contains("raygem: line 3: "))
  }

  /// A parcel's stone is answered as `identify` answers it alone: with an
  /// inclusion read, a gem listing none is weighed against the same gems
  /// (those no decisive reading rules out) in both.
  @Test func aStoneIsAnsweredAsIdentifyAnswersItAlone() throws {
    let file = try parcel("stone,ri,sg,inclusions\nA,1.54-1.55,2.65,fingerprint\n", named: "alone.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let row = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv"]).standardOutput
      .split(separator: "\n")[1].split(separator: "\t", omittingEmptySubsequences: false)
    let alone = InProcessTests.run([
      "identify", "--ri", "1.54-1.55", "--sg", "2.65", "--inclusions", "fingerprint", "--format", "tsv", "--limit", "1",
    ]).standardOutput.split(separator: "\n")[1].split(separator: "\t", omittingEmptySubsequences: false)
    // The batch row: stone, candidate, name, confidence; identify's: rank, id, name, species, origin, score, confidence.
    #expect(row[1] == alone[1])
    #expect(row[3] == alone[6])
  }

  /// Stones answered together on every core still come out in the
  /// parcel's order, each bad line named by its own number, however the
  /// bad lines fall among the runs of stones answered at once.
  @Test func aLongParcelKeepsItsOrderAndItsLineNumbers() throws {
    let bad: [Int: String] = [11: "S\(11),abc,2.65", 80: "S\(80),1.54,-1", 140: "S\(140),1.54,2.65,extra"]
    let tooLong = 100
    var lines = ["stone,ri,sg"]
    for number in 2...150 {
      if number == tooLong {
        lines.append("S\(number)," + String(repeating: "1", count: 70_000))
      } else {
        lines.append(bad[number] ?? "S\(number),1.718,3.60")
      }
    }
    let file = try parcel(lines.joined(separator: "\n") + "\n", named: "long.csv")
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = InProcessTests.run(["identify", "--batch", file.path, "--format", "tsv"])
    let rows = outcome.standardOutput.split(separator: "\n").dropFirst()
    let labels: [String] = rows.map { row in String(row.prefix { $0 != "\t" }) }
    // Every line has its row, a bad one too; a line too long to read names no stone.
    let expected: [String] = (2...150).map { $0 == tooLong ? "" : "S\($0)" }
    #expect(labels == expected)
    #expect(rows.map { $0.split(separator: "\t").last.map(String.init) } == (2...150).map { String($0) })
    #expect(rows.filter { $0.hasPrefix("S11\t\t") || $0.hasPrefix("S80\t\t") || $0.hasPrefix("S140\t\t") }.count == 3)
    let problems = try #require(outcome.failureWhileWriting()).standardError.split(separator: "\n")
    let named: [String] = problems.map { line in line.split(separator: ":").prefix(2).joined(separator: ":") }
    #expect(named == ["raygem: line 11", "raygem: line 80", "raygem: line 100", "raygem: line 140"])
  }
}
