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
    let result = Identification(invocation.measurements, in: Catalog.bundled.gems)
    let index = result.candidates.firstIndex { candidate in
      candidate.members.contains { testCase.right.contains($0.id) }
    }
    return (index.map { $0 + 1 }, result.candidates.first?.confidence ?? 0)
  }

  @Test func theSourcedCasesHoldTodaysFloor() throws {
    let cases = try Self.cases()
    #expect(cases.count == 891)
    for isHeldOut in [false, true] {
      let half = cases.filter { $0.isHeldOut == isHeldOut }
      let outcomes = half.map(Self.outcome(of:))
      let ranks = outcomes.map(\.rank)
      let topOne = Double(ranks.count { $0 == 1 }) / Double(half.count)
      let topThree = Double(ranks.count { ($0 ?? .max) <= 3 }) / Double(half.count)
      // The floors measured last (the history is in Sources/Benchmark/README.md, "What it
      // measures"): on 2026-12-06, when the 108 cases held out until then had been looked at and
      // joined the settled ones, and 108 new blind cases from three helpers who saw neither the
      // model, its output nor the catalog were set aside: settled 89.5% (452 of 505) and 96.8%;
      // held out, on arrival, 73.1% (79 of 108) and 90.7% (98 of 108). Then the catalog gained
      // two materials settled cases named by their nearest entry (sintered synthetic spinel, a
      // synthetic spinel and corundum doublet), now acceptable answers to them, and corundum's
      // iron lines; a glow read chalky and a colour with a pattern word were no longer refused:
      // settled 90.5% (457 of 505) and 97.4%; held out 74.1% (80 of 108) and 91.7%. A tester's
      // corrections to the new entries then left blue goldstone tied with sintered spinel: 90.3%.
      // Then 108 more cases, written blind by three helpers, joined the settled ones on arrival
      // (86.1%, 93 of 108), the prior became the square root of the abundance scale and a colour
      // may say `with` what pattern it shows: settled 90.7% (556 of 613) and 97.9%; held out 75.9%
      // (82 of 108) but top-3 89.8% (97 of 108), two fewer than before. A spectrum partly
      // matched then weighed by how far it agrees, and coral, shell and mother-of-pearl gained
      // the blink of their carbonate (coral's luster its polished waxy): settled 91.2% (559 of
      // 613) and 97.9%; held out 75.9%, top-3 88.9% (96), one fewer. Zircon's typical SG and a
      // fresh tester's findings (light through an opaque-only material rules it out, a colour
      // name's words after `with` name no colour, colours given as shades of the body colour,
      // a spectrum's strong features): settled 91.4% (560) and 97.9%; held out 78.7% (85) and
      // 89.8% (97), none of them looked at. Then 90 more blind cases, of collectors' stones and
      // of the varieties, organics and imitations fewest cases named, joined the settled ones: on
      // arrival 74.4% (67 of 90, 15 refused: 11 gave `aggregate` at the polariscope, now read as
      // the optic character; 4 wrote a reading the options refuse, rewritten as the options take
      // it) and, after this session's tester fixes, 77.8% (70). Thomsonite's and meerschaum's
      // luster and meerschaum's SG range then followed references: settled 90.0% (633 of 703)
      // and 97.3% (684); held out unchanged. Then 80 more cases of the stones a bench meets most,
      // written blind by two helpers, joined the held-out ones unseen: 82.5% (66 of 80) and 93.8%
      // (75) on arrival; held out now 80.3% (151 of 188) and 91.5% (172) by the benchmark, one
      // fewer in process (the floor 0.79). Then the settled misses were checked against references
      // by three helpers: staurolite's spectrum, grossular's needles, spessartine's weaker bands,
      // tourmaline's typical birefringence, nephrite's want of pleochroism, green as a rare hue of
      // orthoclase, turquoise's 460 nm band, brown celluloid, maw-sit-sit's typical RI, plastic's
      // play-of-colour, gypsum's chatoyancy, tugtupite's veins, horn's resinous luster, variscite's
      // spectrum and anyolite's RI; two settled cases' readings were mistranscribed (a spot reading
      // written without `spot`, and dioptase given its reference's range ends as one stone's
      // readings) and were rewritten. A fresh reviewer then widened anyolite's RI to its ruby
      // patches' (which loses its case) and made variscite's 688 nm line strong: settled 92.0% (647
      // of 703) and 98.0% (689); held out 80.9% (152) and 91.5% (172) by the benchmark. A tie then
      // became confidences within 1.5 of each other, listed likelier first (natural gems had come
      // first within a tie): settled 92.2% (648) and 98.0%; held out 81.4% (153) and 92.6% (174).
      #expect(topOne >= (isHeldOut ? 0.80 : 0.92), "top-1 \(topOne) (held out: \(isHeldOut))")
      #expect(topThree >= (isHeldOut ? 0.92 : 0.98), "top-3 \(topThree) (held out: \(isHeldOut))")
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
