import Foundation
import Testing

/// Peak memory for any input stays under four times its size (issue 12).
///
/// The benchmark measures the 50 MB worst case on the
/// release build (every command); this is the search, the case that went
/// over, at 2 MB on the build under test, above what the program takes to
/// start (`--version`). A debug build takes seconds a megabyte here.
@Suite("Memory bounds")
struct MemoryBoundTests {
  @Test func aCatalogWithAHugeNameIsSearchedInUnderFourTimesItsSize() throws {
    let sandbox = try Sandbox()
    let path = try sandbox.write(
      #"{"gems": [{"id": "long", "name": "\#(String(repeating: "A", count: 2 << 20))"}]}"#, to: "long-name.json")
    let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    let start = try sandbox.peakMemory(["--version"])
    #expect(start.status == 0)
    // The first search decodes the catalog and writes its index (a file
    // of 1 MiB or more gets one). An index made within seconds of the
    // catalog's last change is made again once the catalog has settled
    // (README, "Reliability"): let it settle, have the index made again,
    // then search through it.
    let first = try sandbox.peakMemory(["--catalog", path, "search", "aaa"])
    let changed = try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    let settled = changed.addingTimeInterval(3.5).timeIntervalSinceNow
    if settled > 0 { usleep(useconds_t(settled * 1e6)) }
    #expect(try sandbox.run(["--catalog", path, "search", "aaa"]).status == 0)
    let throughIndex = try sandbox.peakMemory(["--catalog", path, "search", "aaa"])
    for (label, run) in [("first search", first), ("search through the index", throughIndex)] {
      #expect(run.status == 0, "\(label)")
      let used = run.bytes - start.bytes
      #expect(used < 4 * size, "\(label): \(used >> 20) MiB above start for a \(size >> 20) MiB catalog")
    }
    let cache = sandbox.home.appendingPathComponent("cache").path
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache).contains { $0.hasSuffix(".index") })
  }
}
