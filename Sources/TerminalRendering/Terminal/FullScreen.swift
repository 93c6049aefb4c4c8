import CTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal taken over for a full-screen program, and given back.
///
/// Opening saves the terminal's modes, switches to raw mode, the alternate
/// screen, a hidden cursor and SGR mouse reporting. Every way out puts all
/// of that back exactly: ``close()``, and the signal handlers (in C, since
/// a handler may only make async-signal-safe calls) for every signal whose
/// default action ends the process (SIGTERM, SIGHUP, the crash signals,
/// SIGPWR, SIGIO, the real-time signals…), which then end the process as
/// the signal would; SIGTSTP (Ctrl-Z), SIGTTIN and SIGTTOU give the shell a sane terminal
/// and stop. SIGPIPE stays ignored, and SIGKILL cannot be caught. SIGCONT and SIGWINCH make ``wakeDescriptor`` readable so that a
/// poll(2) loop can take the screen again (``resume()``) or redraw.
public final class FullScreen {
  /// Alternate screen (saving the cursor), cursor hidden, mouse buttons
  /// and wheel reported in SGR form, pastes bracketed.
  public static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h"
  /// The same undone, in reverse order, with the text style reset first.
  public static let leaveSequence =
    "\u{1B}[0m\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"

  /// Why a wake happened.
  public enum Wake: Sendable, Equatable {
    /// The window changed size.
    case resized
    /// The process was continued after a stop: call ``resume()``.
    case continued
  }

  /// Readable when a ``Wake`` is waiting; poll it beside standard input.
  public let wakeDescriptor: Int32
  private let wakeWriter: Int32
  private var isOpen = true

  /// Takes the terminal on standard input and output.
  ///
  /// - Throws: ``TerminalError`` when the terminal's modes cannot be read or set.
  public init() throws(TerminalError) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw TerminalError(action: "make a wake-up pipe") }
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    wakeDescriptor = ends[0]
    wakeWriter = ends[1]
    guard raygem_screen_open(STDIN_FILENO, wakeWriter, Self.enterSequence, Self.leaveSequence) == 0 else {
      let error = TerminalError(action: "put the terminal in raw mode")
      closeDescriptor(ends[0])
      closeDescriptor(ends[1])
      throw error
    }
  }

  /// The wakes waiting, oldest first; empty when none is.
  public func wakes() -> [Wake] {
    var bytes = [UInt8](repeating: 0, count: 64)
    var wakes: [Wake] = []
    while true {
      let count = read(wakeDescriptor, &bytes, bytes.count)
      guard count > 0 else { break }
      for byte in bytes.prefix(count) { wakes.append(byte == UInt8(ascii: "w") ? .resized : .continued) }
    }
    return wakes
  }

  /// Takes the screen again after a stop: raw mode and the alternate screen.
  public func resume() {
    _ = raygem_screen_resume()
  }

  /// Stops the process as Ctrl-Z would in a shell, giving the terminal
  /// back first; returns once the process is continued (`fg`).
  public func suspend() {
    raise(SIGTSTP)
  }

  /// Gives the terminal back as it was; later calls do nothing.
  public func close() {
    guard isOpen else { return }
    isOpen = false
    raygem_screen_close()
    closeDescriptor(wakeDescriptor)
    closeDescriptor(wakeWriter)
  }

  deinit { close() }
}

/// close(2), named apart from ``FullScreen/close()``.
private func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}

/// A terminal call that failed, with the system's reason.
public struct TerminalError: Error, Sendable, Equatable {
  /// What was being done, as in "cannot put the terminal in raw mode".
  public let action: String
  /// The system's own words, in lower case.
  public let reason: String

  init(action: String) {
    self.action = action
    self.reason = String(cString: strerror(errno)).lowercased()
  }

  /// One line for standard error.
  public var message: String { "cannot \(action): \(reason)" }
}
