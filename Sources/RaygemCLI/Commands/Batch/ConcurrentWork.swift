import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Runs independent pieces of work on every core, with POSIX threads:
/// libdispatch's `concurrentPerform` would link libdispatch into every
/// command and slow each start (Sources/Benchmark/README.md, "Start-up").
enum ConcurrentWork {
  /// Calls `body` once for each index in `0..<iterations`, on as many
  /// threads as the machine has cores (the calling thread among them), and
  /// returns when every call has.
  ///
  /// - Parameters:
  ///   - iterations: How many calls to make.
  ///   - body: The work for one index; called from any thread, in no
  ///     particular order.
  static func perform(iterations: Int, _ body: @Sendable (Int) -> Void) {
    let workers = min(iterations, max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
    withoutActuallyEscaping(body) { body in
      let shared = Shared(iterations: iterations, body: body)
      var threads: [pthread_t] = []
      for _ in 1..<max(1, workers) {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(shared).toOpaque()
        guard pthread_create(&thread, nil, Self.work, context) == 0 else {
          Unmanaged<Shared>.fromOpaque(context).release()
          break
        }
        threads.append(thread)
      }
      shared.work()
      for thread in threads { pthread_join(thread, nil) }
    }
  }

  /// A thread's start: the work it shares, taken from its context.
  private static let work: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
    guard let context else { return nil }
    Unmanaged<Shared>.fromOpaque(context).takeRetainedValue().work()
    return nil
  }

  /// The work every thread takes from: each takes the next index not yet
  /// taken, so that a thread slowed by long pieces takes fewer of them.
  private final class Shared: Sendable {
    let iterations: Int
    let body: @Sendable (Int) -> Void
    let next = Atomic<Int>(0)

    init(iterations: Int, body: @escaping @Sendable (Int) -> Void) {
      self.iterations = iterations
      self.body = body
    }

    func work() {
      while case let index = next.wrappingAdd(1, ordering: .relaxed).oldValue, index < iterations {
        body(index)
      }
    }
  }
}
