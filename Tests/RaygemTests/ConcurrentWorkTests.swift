import CProcess
import Foundation
import Synchronization
import Testing

@testable import RaygemCLI

/// The parallel-for a parcel's stones are answered with.
@Suite("Concurrent work")
struct ConcurrentWorkTests {
  /// Every index is worked on exactly once, whether there are none, fewer
  /// than a thread is started for, or many more than there are cores.
  @Test(arguments: [0, 1, 7, 8, 17, 64, 1000])
  func everyIndexIsWorkedOnOnce(iterations: Int) {
    let counts = Mutex([Int](repeating: 0, count: iterations))
    ConcurrentWork.perform(iterations: iterations) { index in
      counts.withLock { $0[index] += 1 }
    }
    counts.withLock { #expect($0 == [Int](repeating: 1, count: iterations)) }
  }

  /// A parcel's threads are as many as the cores the process may run on,
  /// as coreutils' nproc counts them (its CPU affinity, not every core the
  /// machine has).
  @Test func coresAreThoseTheProcessMayRunOn() throws {
    let nproc = Process()
    nproc.executableURL = URL(fileURLWithPath: "/usr/bin/nproc")
    // nproc also honours OpenMP's thread limits, which are no affinity.
    nproc.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("OMP_") }
    let output = Pipe()
    nproc.standardOutput = output
    try nproc.run()
    let counted = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    nproc.waitUntilExit()
    #expect(Int(raygem_available_cores()) == Int(counted.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  /// concurrentMap keeps the elements' order whatever thread answers each.
  @Test func concurrentMapKeepsTheOrder() {
    let numbers = Array(0..<500)
    #expect(numbers.concurrentMap { $0 * $0 } == numbers.map { $0 * $0 })
  }
}
