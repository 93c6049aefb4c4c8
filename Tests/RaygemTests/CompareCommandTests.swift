import Foundation
import GemCore
import TerminalRendering
import Testing

@testable import RaygemCLI

/// `raygem compare` through `Raygem.run`, on the bundled catalog.
@Suite("compare")
struct CompareCommandTests {
  private func run(_ arguments: [String], width: Int = 80) -> Raygem.Outcome {
    InProcessTests.runOnTerminal(["compare"] + arguments, width: width)
  }

  /// Crossed polars see nothing through an opaque stone, and the
  /// refractometer shows no edge for most zircons, as for diamond: neither
  /// is said to part them (a tester's finding: hematite and pyrite were
  /// parted by their optic character, diamond and zircon by their index).
  @Test func noInstrumentPartsWhatItCannotShow() throws {
    let opaque = InProcessTests.run(["compare", "hematite", "pyrite", "--format", "json"]).standardOutput
    #expect(opaque.contains(#""separating":[]"#))
    let overTheLimit = InProcessTests.run(["compare", "diamond", "zircon", "--format", "json"]).standardOutput
    #expect(
      overTheLimit.contains(
        #""separating":[{"fact":"specificGravity","instrument":"balance"},{"fact":"opticCharacter","instrument":"polariscope"},"#
      ))
    #expect(!overTheLimit.contains(#"{"fact":"refractiveIndex""#))
    // No birefringence either where an upper index lies past the limit (a second tester's finding).
    let cerussite = InProcessTests.run(["compare", "zircon", "cerussite", "--format", "json"]).standardOutput
    #expect(cerussite.contains(#""separating":[{"fact":"specificGravity","instrument":"balance"},"#))
    #expect(!cerussite.contains(#"{"fact":"birefringence""#))
  }

  /// A natural pearl and a cultured one are told apart only by a
  /// laboratory's X-radiography, as identify says: their inclusions (growth
  /// rings, a bead nucleus) part them in a laboratory, not at the bench (a
  /// gemmologist's finding).
  @Test func onlyALaboratoryTellsANaturalPearlFromACulturedOne() throws {
    let pearls = InProcessTests.run(["compare", "pearl", "cultured-pearl", "--format", "json"]).standardOutput
    #expect(pearls.contains(#""separating":[],"roughOrLab":["inclusions"],"setsApart":[]"#))
    // Beside an imitation, the bench still sets the imitation apart.
    let three = InProcessTests.run(["compare", "pearl", "cultured-pearl", "imitation-pearl", "--format", "json"])
    #expect(three.standardOutput.contains(#""separating":[]"#))
    #expect(three.standardOutput.contains(#""setsApart":[{"fact":"inclusions","gems":["imitation-pearl"]}]"#))
  }

  /// A pearl is read by spot readings, whose blink is good to 0.02: it
  /// does not part pearl's 0.155 from calcite's 0.172 (a gemmologist's
  /// finding: identify offered that blink as the first test for a white bead).
  @Test func aBlinkPartsNothingCloserThanItsPrecision() throws {
    let beads = InProcessTests.run(["compare", "calcite", "pearl", "--format", "json"]).standardOutput
    #expect(!beads.contains(#"{"fact":"birefringence""#))
    #expect(beads.contains(#""separating":[{"fact":"inclusions","instrument":"microscope"}]"#))
    // A blink still parts what differs by more: amazonite's 0.008 from pearl's 0.155.
    let amazonite = InProcessTests.run(["compare", "amazonite", "pearl", "--format", "json"]).standardOutput
    #expect(amazonite.contains(#"{"fact":"birefringence","instrument":"refractometer"}"#))
  }

  /// An empty argument is a name with no letters, not half of a split
  /// name: the hint to quote it would name a command that fails too.
  @Test(arguments: [["", "ruby"], ["ruby", "", "spinel"]])
  func anEmptyNameIsSaidToHaveNoLetters(names: [String]) {
    let outcome = InProcessTests.run(["compare"] + names)
    #expect(outcome.status == 64)
    #expect(outcome.standardError == "raygem: the name \"\" has no letters or digits; give a gem's name or id\n")
  }

  /// The hint for a name the shell split keeps the other arguments, so
  /// that it names a command that works (a tester's finding: it dropped ruby).
  @Test func theHintForASplitNameKeepsTheOtherArguments() {
    let outcome = InProcessTests.run(["compare", "ruby", "rose", "quartz"])
    #expect(outcome.status == 64)
    #expect(outcome.standardError.hasSuffix("quote it: raygem compare ruby \"rose quartz\"\n"))
    let favorite = InProcessTests.run(["favorite", "add", "ruby", "rose", "quartz"])
    #expect(favorite.standardError.hasSuffix("quote it: raygem favorite add ruby \"rose quartz\"\n"))
    // A long line is not cut mid-quote: each argument is shortened, if at all, on its own.
    let many = ["ruby", "sapphire", "emerald", "aquamarine", "morganite", "heliodor", "rose", "quartz"]
    #expect(
      InProcessTests.run(["compare"] + many).standardError.hasSuffix(
        "quote it: raygem compare ruby sapphire emerald aquamarine morganite heliodor \"rose quartz\"\n"))
  }

  /// A name that starts with a dash follows `--` in the hint, as it must on
  /// the command line (a tester's finding: the hint named an unknown option).
  @Test func theHintKeepsTheEndOfOptionsBeforeADashedName() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("raygem-\(UUID().uuidString)-dash.json")
    try #"{"gems": [{"name": "Ruby"}, {"name": "-dash gem"}]}"#.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let outcome = InProcessTests.run(["--catalog", url.path, "compare", "ruby", "--", "-dash", "gem"])
    #expect(outcome.standardError.hasSuffix("quote it: raygem compare ruby -- \"-dash gem\"\n"))
  }

  /// A separating test that can mark the stone carries the caution
  /// identify gives it (a tester's finding: compare amber copal gave none).
  @Test func aTestThatMarksTheStoneSaysSo() {
    let text = run(["amber", "copal"], width: 100).standardOutput
    let prose = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      prose.contains(
        "marks what tells them apart at the bench: Solvent (can mark the stone: an inconspicuous spot, with the "
          + "owner's consent)."))
  }

  @Test func rubyAndSpinelMarkTheirSeparatingFacts() {
    let outcome = run(["ruby", "spinel"])
    #expect(outcome.status == 0)
    let lines = outcome.standardOutput.split(separator: "\n")
    #expect(lines[0] == "                    Ruby                           Spinel")
    #expect(lines.contains("≠ Optic character   uniaxial                       isotropic"))
    #expect(lines.contains("≠ Birefringence     0.008–0.009                    none"))
    #expect(lines.contains("  Dispersion        0.018                          0.020"))
    #expect(lines.contains("~ Mohs hardness     9                              8"))
    #expect(
      outcome.standardOutput.hasSuffix(
        "Birefringence, Optic character, Pleochroism, Spectrum.\n"
          + "~ marks what does only on rough or in a laboratory: Crystal system, Mohs\nhardness.\n"))
  }

  /// The electrical tester parts diamond from moissanite, both high on the
  /// thermal tester (a fresh tester's finding: diamond recorded no reading).
  @Test func theElectricalTesterPartsDiamondFromMoissanite() {
    let outcome = run(["diamond", "moissanite"], width: 100)
    let lines = outcome.standardOutput.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("≠ Electrical tester  insulating") && $0.hasSuffix("conductive") })
    #expect(lines.contains { $0.hasPrefix("  Thermal tester     high") })
  }

  @Test func theStateIsTheGemsOnceEachInOrderAndTheFactsThatSeparateThem() throws {
    let comparison = try CompareCommand.state(for: InProcessTests.session(["compare", "ruby", "spinel", "Ruby"]))
    #expect(comparison.gems.map(\.name) == ["Ruby", "Spinel"])
    let expected = [
      "specificGravity", "refractiveIndex", "birefringence", "opticCharacter", "pleochroism", "spectrum",
    ]
    #expect(comparison.separatingFacts.map(\.key) == expected)
    #expect(throws: RaygemError.usage("'compare' needs two different gems; 2 names give only Ruby")) {
      try CompareCommand.state(for: InProcessTests.session(["compare", "ruby", "Ruby"]))
    }
  }

  @Test func threeGemsFitEightyColumns() {
    let lines = run(["diamond", "moissanite", "cubic zirconia"]).standardOutput.split(separator: "\n")
    #expect(lines[0].hasSuffix("Diamond             Moissanite          Cubic Zirconia"))
    #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= 80 })
    // All three read over a refractometer's limit: the row tells them apart only in a laboratory.
    #expect(lines.contains { $0.hasPrefix("  Refractive index   2.417               2.648–2.691") })
  }

  @Test func aNarrowTerminalGetsOneBlockAFact() {
    let text = run(["ruby", "spinel"], width: 40).standardOutput
    #expect(
      text.hasPrefix("  Species\n    Ruby    Corundum\n    Spinel  Spinel\n~ Crystal system\n    Ruby    trigonal\n"))
    #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 40 })
  }

  @Test func jsonIsOneObjectAGemAndTheSeparatingFields() {
    let text = run(["ruby", "spinel", "--format", "json"]).standardOutput
    #expect(text.hasPrefix("{\"gems\":[{\"id\":\"ruby\",\"name\":\"Ruby\",\"species\":\"Corundum\","))
    #expect(
      text.hasSuffix(
        #""separating":[{"fact":"specificGravity","instrument":"balance"},{"fact":"refractiveIndex","instrument":"refractometer"},"#
          + #"{"fact":"birefringence","instrument":"refractometer"},{"fact":"opticCharacter","instrument":"polariscope"},"#
          + #"{"fact":"pleochroism","instrument":"dichroscope"},{"fact":"spectrum","instrument":"spectroscope"}],"#
          + #""roughOrLab":["crystalSystem","hardness"],"setsApart":[]}"# + "\n"))
  }

  /// Among three gems, a row that tells one from all the others is named
  /// with it, though it does not tell every two apart (a tester's finding:
  /// diamond, moissanite and cubic zirconia were marked apart by SG alone,
  /// which a set stone cannot give).
  @Test func aRowThatSetsOneGemApartIsNamed() {
    let page = run(["diamond", "moissanite", "cubic zirconia"]).standardOutput
    #expect(
      page.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
        "Each of these tells one from all the others: Optic character (Moissanite), Thermal tester (Cubic Zirconia)."))
    let json = run(["diamond", "moissanite", "cubic zirconia", "--format", "json"]).standardOutput
    #expect(
      json.hasSuffix(
        #""setsApart":[{"fact":"opticCharacter","gems":["moissanite"]},"#
          + #"{"fact":"thermalConductivity","gems":["cubic-zirconia"]}]}"# + "\n"))
    // Each row of the other formats names the gems it sets apart.
    let csv = run(["diamond", "moissanite", "cubic zirconia", "--format", "csv"]).standardOutput.split(
      whereSeparator: \.isNewline)
    #expect(csv[0] == "fact,separates,roughOrLab,diamond,moissanite,cubic-zirconia,setsApart")
    #expect(csv.contains { $0.hasPrefix("opticCharacter,false,false,") && $0.hasSuffix(",moissanite") })
    #expect(csv.contains { $0.hasPrefix("specificGravity,true,false,") && $0.hasSuffix(",") })
    let jsonl = run(["diamond", "moissanite", "cubic zirconia", "--format", "jsonl"]).standardOutput
    #expect(
      jsonl.contains(
        #"{"fact":"thermalConductivity","separates":false,"roughOrLab":false,"setsApart":["cubic-zirconia"],"#))
  }

  @Test func separatedValuesAreOneRowAFact() {
    let text = run(["ruby", "spinel", "--format", "tsv"]).standardOutput
    let lines = text.split(separator: "\n")
    #expect(lines[0] == "fact\tseparates\troughOrLab\truby\tspinel\tsetsApart")
    #expect(lines.contains("specificGravity\ttrue\tfalse\t3.97-4.05 (typical 4)\t3.58-3.72 (typical 3.6)\t"))
    #expect(lines.contains("hardness\tfalse\ttrue\t9\t8\t"))
  }

  @Test func unknownNamesExitOneAndSameGemTwiceIsAUsageError() {
    let unknown = run(["ruby", "unobtainium"])
    #expect(unknown.status == 1)
    #expect(unknown.standardError.hasPrefix("raygem: no gem named \"unobtainium\""))
    let twice = run(["ruby", "Ruby"])
    #expect(twice.status == 64)
  }

  @Test func jsonlNestsTheValuesSoNoGemIDClashesWithTheKeys() {
    let lines = run(["ruby", "spinel", "--format", "jsonl"]).standardOutput.split(separator: "\n")
    #expect(
      lines[0]
        == #"{"fact":"species","separates":false,"roughOrLab":false,"setsApart":[],"values":{"ruby":"Corundum","spinel":"Spinel"}}"#
    )
  }

  /// A singly refractive gem's birefringence and pleochroism, which the
  /// table reads `none`, are 0 and `none` for programs too, not the null of
  /// a fact the catalog does not give (a fresh tester's finding: a script
  /// saw the birefringence row separate ruby from nothing known).
  @Test func aSinglyRefractiveGemHasNoneForProgramsToo() throws {
    let jsonl = run(["ruby", "sodalite", "--format", "jsonl"]).standardOutput.split(separator: "\n")
    #expect(
      jsonl.contains(
        #"{"fact":"birefringence","separates":true,"roughOrLab":false,"setsApart":[],"values":{"ruby":{"min":0.008,"max":0.009},"sodalite":{"min":0,"max":0}}}"#
      ))
    #expect(
      jsonl.contains {
        $0.hasPrefix(#"{"fact":"pleochroism","#) && $0.hasSuffix(#""sodalite":{"strength":"none","colors":[]}}}"#)
      })
    let csv = run(["ruby", "sodalite", "--format", "csv"]).standardOutput.split(separator: "\r\n")
    #expect(csv.contains("birefringence,true,false,0.008-0.009,0,"))
    let document = try JSONSerialization.jsonObject(
      with: Data(run(["ruby", "sodalite", "--format", "json"]).standardOutput.utf8))
    let gems = try #require((document as? [String: Any])?["gems"] as? [[String: Any]])
    #expect((gems[1]["birefringence"] as? [String: Double]) == ["min": 0, "max": 0])
    #expect((gems[1]["pleochroism"] as? [String: Any])?["strength"] as? String == "none")
    // A fact the catalog does not give stays null.
    #expect(gems[1]["dispersion"] is NSNull)
  }

  /// JSON names each instrument as `--kit` takes it, so that a script can
  /// pass it on (a fresh tester's finding: `electricalTester`, which `--kit` refuses).
  @Test func instrumentsAreNamedAsTheKitNamesThem() {
    let json = run(["diamond", "moissanite", "--format", "json"]).standardOutput
    #expect(json.contains(#"{"fact":"electricalConductivity","instrument":"electrical"}"#))
    #expect(InProcessTests.run(["identify", "--otl", "--kit", "electrical,thermal"]).status == 0)
  }

  @Test func fieldsDoNotApplyToCompare() {
    let outcome = run(["ruby", "spinel", "--fields", "name"])
    #expect(outcome.status == 64)
  }

  /// A gem's name in a message is cut short as every echoed name is: a
  /// catalog with a huge name must not make a huge error line.
  @Test func theSameGemTwiceIsNamedInAShortLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raygem-compare-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent("long.json")
    let name = String(repeating: "a", count: 10_000)
    try Data("{\"gems\": [{\"name\": \"\(name)\", \"id\": \"long\"}]}".utf8).write(to: catalog)
    let outcome = InProcessTests.run(["--catalog", catalog.path, "compare", "long", "long"])
    #expect(outcome.status == 64)
    #expect(
      outcome.standardError
        == "raygem: 'compare' needs two different gems; 2 names give only \(String(repeating: "a", count: 60))…\n")
  }
}
