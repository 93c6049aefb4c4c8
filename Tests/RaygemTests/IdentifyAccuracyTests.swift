import BundledCatalog
import Foundation
import GemCore
import Testing

@testable import RaygemCLI

/// The sourced identification cases, run as `identify` runs them.
///
/// `Tests/Fixtures/identify-cases.jsonl` holds them; the floor asserted is
/// the one the model holds today, so that a change that loses a case is
/// seen. The design's floor is 95% top-1 and
/// 100% top-3 on both halves; the benchmark's accuracy table shows the gap.
@Suite("identify accuracy")
struct IdentifyAccuracyTests {
  /// One case: its readings as `identify`'s arguments, the right ids, and
  /// whether it was held out while the model was settled.
  private struct Case {
    let arguments: [String]
    let right: Set<String>
    let isHeldOut: Bool
  }

  private static func cases() throws -> [Case] {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/identify-cases.jsonl")
    let text = try String(contentsOf: path, encoding: .utf8)
    return try text.split(separator: "\n").map { line in
      let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let readings = try #require(object["readings"] as? [String: Any])
      var arguments: [String] = []
      // The case file names readings as the options do, hotPoint aside.
      for (name, value) in readings.sorted(by: { $0.key < $1.key }) {
        let option = "--" + (name == "hotPoint" ? "hot-point" : name)
        if let flag = value as? Bool {
          if flag { arguments.append(option) }
        } else {
          arguments += [option, "\(value)"]
        }
      }
      let answer = try #require(object["answer"] as? String)
      let acceptable = object["acceptable"] as? [String] ?? []
      return Case(
        arguments: arguments, right: Set([answer] + acceptable), isHeldOut: object["holdout"] as? Bool ?? false)
    }
  }

  /// The rank of the first candidate that is right, or `nil`.
  private static func rank(of testCase: Case) -> Int? {
    guard let invocation = try? ArgumentParser.parse(["identify"] + testCase.arguments) else { return nil }
    let result = Identification(invocation.measurements, in: Catalog.bundled.gems)
    let index = result.candidates.firstIndex { candidate in
      candidate.members.contains { testCase.right.contains($0.id) }
    }
    return index.map { $0 + 1 }
  }

  @Test func theSourcedCasesHoldTodaysFloor() throws {
    let cases = try Self.cases()
    #expect(cases.count == 505)
    for isHeldOut in [false, true] {
      let half = cases.filter { $0.isHeldOut == isHeldOut }
      let ranks = half.map(Self.rank(of:))
      let topOne = Double(ranks.count { $0 == 1 }) / Double(half.count)
      let topThree = Double(ranks.count { ($0 ?? .max) <= 3 }) / Double(half.count)
      // Measured 2026-12-06 (second session) after the 60 held out cases, looked at, joined the
      // settled ones and 108 new cases were set aside, written by three helpers who saw neither
      // the model, its output nor the catalog; a treatment's trace (dye in cracks) had been
      // counted among a stone's inclusions: settled 88% (279 of 317) and 96.5%; held out,
      // measured on arrival, 84% (91 of 108) and 92.6% (100 of 108). Then a gem that records no
      // optical effect was taken to show none, and six catalog facts were taken from references
      // for settled misses (sugilite's lines, CVD and opal glows, synthetic quartz's inclusions,
      // pink and CVD diamond's strain): settled 88.6% (281 of 317), held out 85% (92 of 108).
      // Everyday and trade colour words then took their family (lavender is violet), which
      // cost one held-out case: 84% (91 of 108). Eighty more blind cases joined the settled ones
      // to work from (80% of them right on arrival), and the hot point and the solvent were
      // weighed as plainly as the SG (20): settled 87.7% (348 of 397) and 96.5%. Then moldavite's
      // bubbles and swirls, heated sapphire's chalky glow, golden coral's hot point and
      // sugilite's pink were taken from references: settled 87.9% (349 of 397) and 97%; held out
      // 84% (91 of 108) and 93.5% (101 of 108). Then inclusions were taken from references for
      // 35 gems met often whose entries listed none: settled 88.2% (350 of 397) and 96.7%;
      // held out 86.1% (93 of 108) and 92.6% (100 of 108). Then a hue the references say a
      // material rarely shows (obsidian's blue) weighed as a rare stone: settled 89.2% (354 of 397)
      // and 97%; held out 87.0% (94 of 108) and 92.6%. Vulcanite's hot point and blue spinel's
      // cobalt bands then brought settled top-3 to 97.5% (387 of 397).
      #expect(topOne >= (isHeldOut ? 0.87 : 0.89), "top-1 \(topOne) (held out: \(isHeldOut))")
      #expect(topThree >= (isHeldOut ? 0.92 : 0.96), "top-3 \(topThree) (held out: \(isHeldOut))")
    }
  }
}
