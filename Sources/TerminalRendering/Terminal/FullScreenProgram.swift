/// A full-screen program as ``FullScreenDriver`` runs it: told what
/// happened at the terminal, it changes its state and says what it wants
/// done, and draws frames as lines; it never reads, writes or sets the
/// terminal itself.
public protocol FullScreenProgram: Sendable {
  /// How long to wait for input before a ``FullScreenEvent/timeout``, in
  /// milliseconds; `nil` to wait for input however long it takes.
  var timeout: Int32? { get }
  /// Whether frames are drawn with their styles.
  var colored: Bool { get }
  /// The terminal's colours, for swatches and pictures.
  var depth: ColorDepth { get }

  /// Takes one event and says what the driver should do.
  ///
  /// - Parameter event: What happened at the terminal.
  /// - Returns: Requests for the driver, in order; empty to go on.
  mutating func handle(_ event: FullScreenEvent) -> [FullScreenRequest]

  /// The frame to show now: one line a terminal row, each fitted to the width.
  mutating func frame() -> [StyledText]
}

/// Something that happened at the terminal, for a ``FullScreenProgram``.
public enum FullScreenEvent: Sendable, Equatable {
  /// Bytes typed, clicked or pasted.
  case input([UInt8])
  /// The program's ``FullScreenProgram/timeout`` passed with no input.
  case timeout
  /// The window is this size now: at the start, after a resize, and after
  /// the program was stopped and continued.
  case resized(width: Int, height: Int)
}

/// What a ``FullScreenProgram`` asks of its driver.
public enum FullScreenRequest: Sendable, Equatable {
  /// End the program; `interrupted` when Ctrl-C ended it.
  case quit(interrupted: Bool)
  /// Stop as Ctrl-Z does in a shell, giving the terminal back until continued.
  case suspend
  /// End by SIGQUIT, as Ctrl-\\ does outside raw mode: the terminal is
  /// given back and the program dies by the signal.
  case quitBySignal
  /// Draw the next frame whole, on a cleared screen.
  case redrawAll
}

/// How a full-screen program ended.
public enum FullScreenEnding: Sendable, Equatable {
  /// It quit, or its input ended.
  case quit
  /// Ctrl-C ended it.
  case interrupted
  /// The terminal could not be taken, read or written; the reason.
  case failed(String)
}
