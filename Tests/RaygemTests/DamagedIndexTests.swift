import Foundation
import Synchronization
import TerminalRendering
import Testing

@testable import CatalogIndex
@testable import GemCore
@testable import RaygemCLI

/// A catalog index damaged on disk is found out by its checksums while a
/// command reads it; a command that names gems must then not act on what
/// it read, least of all save it as a favorite.
@Suite("A damaged catalog index")
struct DamagedIndexTests {
  /// Runs raygem in process with `home` as RAYGEM_HOME.
  func run(_ arguments: [String], home: URL) -> Raygem.Outcome {
    InProcessTests.run(arguments, home: home.path)
  }

  /// A home holding a catalog of 60,000 gems and its index, with one
  /// byte of the record of "Gem 31337" changed on disk.
  func damagedIndex() throws -> (home: URL, catalog: URL, index: URL) {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("raygem-damaged-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    // Over 1 MiB, so that it is indexed.
    let catalog = home.appendingPathComponent("catalog.json")
    let gems = (0..<60_000).map { "{\"name\": \"Gem \($0)\"}" }.joined(separator: ",\n")
    try Data("{\"gems\": [\n\(gems)\n]}\n".utf8).write(to: catalog)
    // Indexed as if a minute later, so that the index is proven and trusted
    // as it stands, however long building it took.
    let later = CatalogIndexCache(
      folder: home.appendingPathComponent("cache").path, now: { Date().timeIntervalSince1970 + 60 },
      identify: FileIdentity.of)
    #expect(try later.catalog(at: catalog.path).gems.count == 60_000)
    let cache = home.appendingPathComponent("cache")
    let indexName = try #require(
      try FileManager.default.contentsOfDirectory(atPath: cache.path).first { $0.hasSuffix(".index") })
    let index = cache.appendingPathComponent(indexName)
    var bytes = try Data(contentsOf: index)
    let record = try #require(bytes.range(of: Data("Gem 31337".utf8)))
    bytes[record.lowerBound + 2] ^= 0x5A
    try bytes.write(to: index)
    return (home, catalog, index)
  }

  /// The gem is never taken from the damaged index: the run finds the
  /// damage before it saves or writes anything, the index is removed, and
  /// the command runs once more from the catalog file (a tester's finding:
  /// it ended with 74 and asked to be run again).
  @Test func aFavoriteIsNeverSavedFromADamagedIndexAndTheRunIsMadeAgain() throws {
    let (home, catalog, index) = try damagedIndex()
    defer { try? FileManager.default.removeItem(at: home) }

    let damaged = run(["--catalog", catalog.path, "favorite", "add", "Gem 31337"], home: home)
    #expect(damaged.status == 0)
    #expect(damaged.standardError == "")
    #expect(damaged.standardOutput == "gem-31337\tGem 31337\ttrue\n")
    let favorites = try String(contentsOf: home.appendingPathComponent("favorites.json"), encoding: .utf8)
    #expect(favorites.contains("\"gem-31337\""))
    // The damaged index was removed; the run made again built a sound one.
    let detail = run(["--catalog", catalog.path, "detail", "Gem 31337", "--format", "json"], home: home)
    #expect(detail.status == 0)
    #expect(detail.standardOutput.contains("\"name\":\"Gem 31337\""))
    #expect(FileManager.default.fileExists(atPath: index.path))
  }

  /// Names read from standard input are read once: the run made again
  /// after finding the index damaged is given the same names, not the end
  /// of a stream already read.
  @Test func namesFromStandardInputReachTheRunMadeAgain() throws {
    let (home, catalog, _) = try damagedIndex()
    defer { try? FileManager.default.removeItem(at: home) }
    let reads = Mutex(0)
    let outcome = Raygem.run(
      arguments: ["--catalog", catalog.path, "favorite", "add", "-"], environment: ["RAYGEM_HOME": home.path],
      terminal: { _ in TerminalCapabilities(isTerminal: false, isColored: false, width: 80) },
      readStandardInput: {
        // A stream: the names the first time, nothing after.
        reads.withLock { count in
          count += 1
          return count == 1 ? "Gem 31337\n" : ""
        }
      })
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == "gem-31337\tGem 31337\ttrue\n")
    #expect(reads.withLock { $0 } == 1)
  }

  /// `detail` answers from the catalog file when the index it read is damaged.
  @Test func detailAnswersThoughTheIndexIsDamaged() throws {
    let (home, catalog, _) = try damagedIndex()
    defer { try? FileManager.default.removeItem(at: home) }
    let detail = run(["--catalog", catalog.path, "detail", "gem-31337", "--format", "json"], home: home)
    #expect(detail.status == 0)
    #expect(detail.standardError == "")
    #expect(detail.standardOutput.contains("\"id\":\"gem-31337\""))
  }

  /// A list is written as it is read: the damage shows only part-way, so
  /// the run reports it once the output is written, and does not end with 0.
  @Test func aListStreamedFromADamagedIndexEndsWithStatus74() throws {
    let (home, catalog, index) = try damagedIndex()
    defer { try? FileManager.default.removeItem(at: home) }

    let listing = run(["--catalog", catalog.path, "list", "--format", "jsonl"], home: home)
    #expect(listing.status == 0)
    #expect(listing.failureWhileWriting() == nil)
    #expect(listing.standardOutput.split(separator: "\n").count == 60_000)
    let failure = try #require(listing.failureWhileWriting())
    #expect(failure.status == 74)
    #expect(
      failure.standardError.hasPrefix("raygem: the catalog's index turned out damaged while the output was written"))
    #expect(!FileManager.default.fileExists(atPath: index.path))
    // A reader that closed the output early (`| head -1`) may never have
    // taken a wrong row: the closed pipe stays quiet.
    #expect(listing.failureBeforeClosing() == nil)

    let again = run(["--catalog", catalog.path, "list", "--format", "jsonl"], home: home)
    #expect(again.standardOutput.split(separator: "\n").count == 60_000)
    #expect(again.failureWhileWriting() == nil)
  }
}
