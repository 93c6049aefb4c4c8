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

  /// The rank of the first candidate that is right (`nil` when none is,
  /// or the readings are refused), and the leader's confidence.
  private static func outcome(of testCase: Case) -> (rank: Int?, confidence: Double) {
    guard let invocation = try? ArgumentParser.parse(["identify"] + testCase.arguments) else { return (nil, 0) }
    // Read as identify reads them: `--polariscope aggregate` is the optic character.
    var measurements = invocation.measurements
    guard (try? measurements.prepareForIdentification()) != nil else { return (nil, 0) }
    let result = Identification(measurements, in: Catalog.bundled.gems)
    let index = result.candidates.firstIndex { candidate in
      candidate.members.contains { testCase.right.contains($0.id) }
    }
    return (index.map { $0 + 1 }, result.candidates.first?.confidence ?? 0)
  }

  @Test func theSourcedCasesHoldTodaysFloor() throws {
    let cases = try Self.cases()
    #expect(cases.count == 1591)
    for isHeldOut in [false, true] {
      let half = cases.filter { $0.isHeldOut == isHeldOut }
      let outcomes = half.map(Self.outcome(of:))
      let ranks = outcomes.map(\.rank)
      let topOne = Double(ranks.count { $0 == 1 }) / Double(half.count)
      let topThree = Double(ranks.count { ($0 ?? .max) <= 3 }) / Double(half.count)
      // The floors sit just under the figures measured last; their history is in
      // Sources/Benchmark/README.md ("What it measures"). On 2026-12-07 (seventeenth session) the
      // 300 cases held out until then were looked at (the catalog facts their misses showed missing
      // were taken from references, four cases corrected against their own sources) and joined
      // the settled ones: settled 85.6% (1,019 of 1,191) and 94.4% (1,124). 400 new cases, written by
      // five helpers who saw neither the model, its output nor the catalog and checked by three
      // more, were set aside: on arrival, 89.5% (358 of 400) and 97.8% (391). The corundum doublet's
      // red-only spectrum taken out and pearl's birefringence then gave settled 85.5% (1,018).
      // On 2026-12-08 the cases were read as identify reads them (`--polariscope aggregate` is the
      // optic character; six settled cases had been weighed otherwise here), and a silent synthetic
      // took its natural twin's record: settled 85.1% (1,013), held out 89.3% (357).
      #expect(topOne >= (isHeldOut ? 0.89 : 0.85), "top-1 \(topOne) (held out: \(isHeldOut))")
      #expect(topThree >= (isHeldOut ? 0.97 : 0.94), "top-3 \(topThree) (held out: \(isHeldOut))")
      // The leader's confidence means what it says: on average within 12 points of how often it is
      // right. The plain share of the posterior gave the settled leaders 74% against 90% right;
      // raised to the power 1.5, 82% (held out 78% against 80%; Sources/Benchmark/README.md,
      // "Calibration"). The settled half runs ahead of its confidence as the catalog is corrected
      // from its misses (82% against 92% after the helpers' corrections).
      let meanConfidence = outcomes.map(\.confidence).reduce(0, +) / Double(half.count)
      #expect(abs(meanConfidence - topOne) <= 0.12, "confidence \(meanConfidence), top-1 \(topOne)")
    }
  }
}
