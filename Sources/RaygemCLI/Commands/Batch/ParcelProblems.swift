import Synchronization

/// What went wrong in a parcel: the lines that could not be answered
/// (status 65), or the parcel itself, which could not be read (66).
///
/// Each problem is said on standard error as it is found when raygem runs
/// as a program (``sayAtOnce(through:)``), so that a person typing a parcel
/// sees a bad line at once and a run that is ended keeps what it said;
/// otherwise, as in tests run in process, they are kept for the end.
final class ParcelProblems: Sendable {
  private struct State {
    var unsaid: [String] = []
    var named = 0
    var unnamed = 0
    var couldNotRead = false
    var say: (@Sendable (String) -> Void)?
  }

  private let state = Mutex(State())

  /// How many bad lines are named; the rest are counted.
  static let namedLines = 100

  /// Says every problem found from now on through `say`, one message a call.
  func sayAtOnce(through say: @escaping @Sendable (String) -> Void) {
    state.withLock { $0.say = say }
  }

  /// Whether a bad line found now will be named rather than only counted,
  /// so that its message is worth working out.
  var namesMoreLines: Bool {
    state.withLock { $0.named < Self.namedLines }
  }

  /// Whether the next bad line will be said at once.
  var saysAtOnce: Bool {
    state.withLock { $0.say != nil && $0.named < Self.namedLines }
  }

  /// Notes a line that could not be answered.
  ///
  /// - Parameters:
  ///   - line: Its number, from 1.
  ///   - message: Why.
  func add(line: Int, _ message: String) {
    state.withLock { state in
      if state.named < Self.namedLines {
        state.named += 1
        Self.tell("line \(line): \(message)", in: &state)
      } else {
        state.unnamed += 1
      }
    }
  }

  /// Notes that the parcel could not be read, opened or read on.
  ///
  /// - Parameter reason: The system's reason (`is a directory`).
  func couldNotRead(_ reason: String) {
    state.withLock { state in
      state.couldNotRead = true
      Self.tell("cannot read the parcel: \(reason)", in: &state)
    }
  }

  private static func tell(_ message: String, in state: inout State) {
    if let say = state.say { say(message) } else { state.unsaid.append(message) }
  }

  /// What is left to say at the end, and the exit status the problems call
  /// for (66 when the parcel could not be read, else 65); `nil` when all went well.
  var ending: (messages: [String], status: Int32)? {
    state.withLock { state in
      guard state.named > 0 || state.couldNotRead else { return nil }
      let more = state.unnamed == 0 ? [] : ["and \(state.unnamed) more lines that could not be answered"]
      let status = state.couldNotRead ? RaygemError.cannotReadInput("") : RaygemError.invalidData("")
      return (state.unsaid + more, status.exitStatus)
    }
  }
}
