import Foundation
import Synchronization
import Testing

@testable import GemCore

#if canImport(Glibc)
  import Glibc
#endif

private typealias Fixture = FavoritesFixture

/// Many writers at once: each change is a read-modify-write under the lock, so no update is lost.
///
/// Each `FavoritesStore.update` opens its own file description for the lock, and `flock(2)` locks on
/// different descriptions conflict even inside one process, so threads stand in for processes.
@Suite("Favorites concurrency")
struct FavoritesConcurrencyTests {
  static let writers = 32

  struct Unexpected: Error {
    var text: String
  }

  /// Runs `work(i)` for i in 0..<count on `count` separate threads released
  /// together, and returns the errors they threw.
  static func runTogether(_ count: Int, _ work: @escaping @Sendable (Int) throws -> Void) -> [String] {
    let failures = Mutex<[String]>([])
    let ready = DispatchGroup()
    let done = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
    for index in 0..<count {
      ready.enter()
      done.enter()
      let thread = Thread {
        ready.leave()
        start.wait()
        do {
          try work(index)
        } catch {
          failures.withLock { $0.append("\(index): \(error)") }
        }
        done.leave()
      }
      thread.start()
    }
    ready.wait()
    for _ in 0..<count { start.signal() }
    done.wait()
    return failures.withLock { $0 }
  }

  /// A change that must wait for another holder says so before it waits,
  /// naming the lock it waits for (a linked file's target's), and never
  /// when the lock is free (a tester's finding: `favorite add` waited in
  /// silence; a reviewer's: the link's lock was named, not the one held).
  @Test func aChangeThatWaitsSaysSoBeforeWaitingNamingTheLock() throws {
    try Fixture.withFolder { (folder: String) throws in
      try Fixture.write(#"{"schemaVersion": 1, "favorites": ["ruby"]}"#, to: folder + "/real.json")
      try FileManager.default.createSymbolicLink(atPath: folder + "/favorites.json", withDestinationPath: "real.json")
      let store = FavoritesStore(path: folder + "/favorites.json")
      let locks = Mutex<[String]>([])
      try store.change(beforeWaiting: { lock in locks.withLock { $0.append(lock) } }) { $0.add("opal") }
      #expect(locks.withLock { $0 }.isEmpty)
      let held = try FileLock(path: folder + "/real.json.lock", shownAs: "held")
      let told = DispatchSemaphore(value: 0)
      let done = DispatchSemaphore(value: 0)
      Thread {
        _ = try? store.change(beforeWaiting: { lock in
          locks.withLock { $0.append(lock) }
          told.signal()
        }) { $0.add("pearl") }
        done.signal()
      }.start()
      // Told before it waits: the lock is let go only once it has said so.
      #expect(told.wait(timeout: .now() + 60) == .success)
      held.release()
      #expect(done.wait(timeout: .now() + 60) == .success)
      #expect(locks.withLock { $0 } == [folder + "/real.json.lock"])
      #expect(try store.load() == ["ruby", "opal", "pearl"])
    }
  }

  @Test func concurrentAddsAreAllKept() throws {
    try Fixture.withFolder { (folder: String) throws in
      let path = folder + "/raygem/favorites.json"
      let store = FavoritesStore(path: path)
      let ids = (0..<Self.writers).map { "gem-\($0)" }
      let failures = Self.runTogether(Self.writers) { index in
        try store.update(Fixture.add(ids[index]))
      }
      #expect(failures == [])
      let saved = try store.load()
      #expect(saved.count == Self.writers)
      #expect(Set(saved) == Set(ids))
      #expect(Fixture.listing(folder + "/raygem") == ["favorites.json", "favorites.json.lock"])
    }
  }

  /// A dotfiles setup reaches one file through a link and through its real
  /// path; writers on either path still take turns.
  @Test func writersThroughALinkAndTheRealPathAreAllKept() throws {
    try Fixture.withFolder { (folder: String) throws in
      #expect(mkdir(folder + "/real", 0o755) == 0)
      #expect(mkdir(folder + "/home", 0o755) == 0)
      let real = folder + "/real/favorites.json"
      try Fixture.write(#"{"favorites": [], "note": "keep"}"#, to: real)
      #expect(symlink("../real/favorites.json", folder + "/home/favorites.json") == 0)
      let stores = [FavoritesStore(path: real), FavoritesStore(path: folder + "/home/favorites.json")]
      let ids = (0..<Self.writers).map { "gem-\($0)" }
      let failures = Self.runTogether(Self.writers) { index in
        try stores[index % 2].update(Fixture.add(ids[index]))
      }
      #expect(failures.isEmpty)
      #expect(Set(try stores[0].load()) == Set(ids))
      #expect(Fixture.text(real)?.contains(#""note": "keep""#) == true)
    }
  }

  @Test func concurrentTogglesCancelOutInPairs() throws {
    try Fixture.withFolder { (folder: String) throws in
      let path = folder + "/favorites.json"
      try Fixture.write(Fixture.fileText(["jade", "ruby"]), to: path)
      let store = FavoritesStore(path: path)

      let failures = Self.runTogether(Self.writers) { _ in try store.update(Fixture.toggle("ruby")) }
      #expect(failures == [])
      #expect(try store.load() == ["jade", "ruby"])
      #expect(Fixture.text(path) == Fixture.fileText(["jade", "ruby"]))

      let oddFailures = Self.runTogether(Self.writers - 1) { _ in try store.update(Fixture.toggle("ruby")) }
      #expect(oddFailures == [])
      #expect(try store.load() == ["jade"])
    }
  }

  @Test func readersNeverSeeATornFile() throws {
    try Fixture.withFolder { (folder: String) throws in
      let store = FavoritesStore(path: folder + "/favorites.json")
      try store.update(Fixture.add("seed"))
      let failures = Self.runTogether(8) { index in
        for round in 0..<25 {
          if index.isMultiple(of: 2) {
            try store.update(Fixture.toggle("gem-\(index)-\(round % 3)"))
          } else {
            let ids = try store.load()
            if ids.first != "seed" { throw Unexpected(text: "read \(ids)") }
          }
        }
      }
      #expect(failures == [])
    }
  }

  // MARK: flock(1)

  /// Runs `flock` with `arguments` and returns its exit status.
  static func runFlock(_ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Fixture.flockExecutable))
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  @Test(.enabled(if: FavoritesFixture.flockExecutable != nil, "util-linux flock(1) is not on PATH"))
  func updateWaitsWhileAShellScriptHoldsTheLock() throws {
    try Fixture.withFolder { (folder: String) throws in
      let path = folder + "/favorites.json"
      let store = FavoritesStore(path: path)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: try #require(Fixture.flockExecutable))
      process.arguments = [path + ".lock", "-c", "echo held; sleep 1"]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      // Wait until the shell holds the lock.
      let line = output.fileHandleForReading.availableData
      #expect(String(decoding: line, as: UTF8.self) == "held\n")

      let started = ContinuousClock.now
      #expect(try store.update(Fixture.add("ruby")) == ["ruby"])
      let waited = ContinuousClock.now - started
      process.waitUntilExit()

      #expect(process.terminationStatus == 0)
      #expect(waited >= .milliseconds(700))
      #expect(try store.load() == ["ruby"])
    }
  }

  @Test(.enabled(if: FavoritesFixture.flockExecutable != nil, "util-linux flock(1) is not on PATH"))
  func shellScriptCannotTakeTheLockWhileAnUpdateHoldsIt() throws {
    try Fixture.withFolder { (folder: String) throws in
      let path = folder + "/favorites.json"
      let lock = path + ".lock"
      let store = FavoritesStore(path: path)
      var statuses: [Int32] = []
      var problems: [String] = []
      try store.update { ids in
        // The first run is the unlocked check for "would anything change",
        // the second runs under the store's lock.
        do {
          statuses.append(try Self.runFlock(["-n", "-E", "3", lock, "true"]))
        } catch {
          problems.append("\(error)")
        }
        ids.append("ruby")
      }
      #expect(problems == [])
      #expect(statuses == [0, 3])
      #expect(try Self.runFlock(["-n", "-E", "3", lock, "true"]) == 0)
      #expect(try store.load() == ["ruby"])
    }
  }
}
