import Synchronization

/// What went wrong in a parcel, said on standard error once every stone
/// that could be read is answered: the lines that could not be answered
/// (status 65), or the parcel itself, which could not be read (66).
final class ParcelProblems: Sendable {
  private struct State {
    var lines: [String] = []
    var unnamed = 0
    var couldNotRead = false
  }

  private let state = Mutex(State())

  /// How many bad lines are named; the rest are counted.
  static let namedLines = 100

  /// Notes a line that could not be answered.
  ///
  /// - Parameters:
  ///   - line: Its number, from 1.
  ///   - message: Why.
  func add(line: Int, _ message: String) {
    state.withLock { state in
      if state.lines.count < Self.namedLines {
        state.lines.append("line \(line): \(message)")
      } else {
        state.unnamed += 1
      }
    }
  }

  /// Notes that the parcel could not be read, opened or read on.
  ///
  /// - Parameter reason: The system's reason (`Is a directory`).
  func couldNotRead(_ reason: String) {
    state.withLock { state in
      state.lines.append("cannot read the parcel: \(reason)")
      state.couldNotRead = true
    }
  }

  /// The messages for standard error, in order; none when all went well.
  var messages: [String] {
    state.withLock { state in
      state.unnamed == 0
        ? state.lines : state.lines + ["and \(state.unnamed) more lines that could not be answered"]
    }
  }

  /// The exit status the problems call for: 66 when the parcel could not
  /// be read, else 65.
  var status: Int32 {
    state.withLock { $0.couldNotRead }
      ? RaygemError.cannotReadInput("").exitStatus : RaygemError.invalidData("").exitStatus
  }
}
