import CProcess
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Runs independent pieces of work on every core, with POSIX threads:
/// libdispatch's `concurrentPerform` would link libdispatch into every
/// command and slow each start (Sources/Benchmark/README.md, "Start-up").
enum ConcurrentWork {
  /// How many pieces a thread is started for at least, so that starting
  /// it is a small part of its work (a parcel's pieces are its stones).
  static let piecesAThread = 8

  /// Calls `body` once for each index in `0..<iterations`, and returns
  /// when every call has.
  ///
  /// The calls are shared among as many threads as the process may use
  /// cores (its CPU affinity: `taskset`, a container's cpuset), the calling
  /// thread among them, but no more than one for every
  /// ``piecesAThread`` pieces; a thread that cannot be started leaves its
  /// share to the others.
  ///
  /// - Parameters:
  ///   - iterations: How many calls to make.
  ///   - body: The work for one index; called from any thread, in no
  ///     particular order.
  static func perform(iterations: Int, _ body: @Sendable (Int) -> Void) {
    let workers = max(1, min(Int(raygem_available_cores()), iterations / piecesAThread))
    withoutActuallyEscaping(body) { body in
      let pieces = Pieces(count: iterations, body: body)
      var threads: [pthread_t] = []
      for _ in 1..<workers {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(pieces).toOpaque()
        guard pthread_create(&thread, nil, Self.work, context) == 0 else {
          Unmanaged<Pieces>.fromOpaque(context).release()
          break
        }
        threads.append(thread)
      }
      pieces.work()
      for thread in threads { pthread_join(thread, nil) }
    }
  }

  /// A thread's start: the pieces it shares, taken from its context.
  private static let work: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
    guard let context else { return nil }
    Unmanaged<Pieces>.fromOpaque(context).takeRetainedValue().work()
    return nil
  }

  /// The pieces every thread takes from: each takes the next one not yet
  /// taken, so that a thread slowed by long pieces takes fewer of them.
  private final class Pieces: Sendable {
    let count: Int
    let body: @Sendable (Int) -> Void
    let next = Atomic<Int>(0)

    init(count: Int, body: @escaping @Sendable (Int) -> Void) {
      self.count = count
      self.body = body
    }

    /// Does pieces until none is left.
    func work() {
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < count else { return }
        body(index)
      }
    }
  }
}
