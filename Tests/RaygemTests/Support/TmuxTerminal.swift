import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A real terminal for end-to-end tests of `browse`: a tmux server of its
/// own (its own socket in the sandbox) with one pane of a fixed size, that
/// tests type into and read the screen and the terminal's modes from.
///
/// tmux is the pseudo-terminal and the terminal emulator at once: it
/// answers what a person would see (capture-pane) and which modes the
/// program left on (the alternate screen, the cursor, mouse reporting).
final class TmuxTerminal {
  let sandbox: Sandbox
  private let socket: String

  /// How long to wait for the screen to show something, in seconds.
  static let patience: TimeInterval = 20

  /// Starts `command` (a shell command line) in a pane `width` × `height`;
  /// the pane stays after the command ends, so its last screen and modes
  /// can still be read.
  init(sandbox: Sandbox, width: Int = 80, height: Int = 24, command: String) throws {
    self.sandbox = sandbox
    socket = sandbox.root.appendingPathComponent("tmux.sock").path
    let configuration = try sandbox.write(
      "set -g remain-on-exit on\nset -g default-terminal xterm-256color\n", to: "tmux.conf")
    try tmux(["-f", configuration, "new-session", "-d", "-x", "\(width)", "-y", "\(height)", command])
  }

  deinit {
    _ = try? tmux(["kill-server"])
  }

  /// Types keys as tmux names them (`Enter`, `C-z`, `Down`).
  func press(_ keys: String...) throws {
    try tmux(["send-keys"] + keys)
  }

  /// Types text literally.
  func type(_ text: String) throws {
    try tmux(["send-keys", "-l", text])
  }

  /// The screen as a person sees it, one string a row.
  func screen() throws -> [String] {
    try tmux(["capture-pane", "-p"]).components(separatedBy: "\n")
  }

  /// A tmux format about the pane, such as `#{alternate_on}`.
  func pane(_ format: String) throws -> String {
    try tmux(["display-message", "-p", format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The modes a program can leave behind: alternate screen, cursor shown, mouse reporting.
  func modes() throws -> String {
    try pane("alternate=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_any_flag}")
  }

  /// Resizes the pane's window.
  func resize(width: Int, height: Int) throws {
    try tmux(["resize-window", "-x", "\(width)", "-y", "\(height)"])
  }

  /// Waits until `condition` holds for the screen, and returns that screen.
  ///
  /// - Throws: When it does not hold within ``patience``, with the last screen.
  @discardableResult
  func waitFor(
    _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: ([String]) -> Bool
  ) throws -> [String] {
    let deadline = Date().addingTimeInterval(Self.patience)
    var last: [String] = []
    while Date() < deadline {
      last = try screen()
      if condition(last) { return last }
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record("the screen never showed \(what):\n\(last.joined(separator: "\n"))", sourceLocation: sourceLocation)
    throw TmuxError.timedOut(what)
  }

  /// Waits until the screen shows `text` somewhere.
  @discardableResult
  func waitFor(text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
    try waitFor("\"\(text)\"", sourceLocation: sourceLocation) { $0.contains { $0.contains(text) } }
  }

  /// Waits until the pane's ``modes()`` are `expected`.
  ///
  /// - Throws: When they are not within ``patience``.
  func waitFor(modes expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let deadline = Date().addingTimeInterval(Self.patience)
    var last = ""
    while Date() < deadline {
      last = try modes()
      if last == expected { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record("the modes never became \(expected), but stayed \(last)", sourceLocation: sourceLocation)
    throw TmuxError.timedOut(expected)
  }

  /// Waits until `path` exists in the sandbox and returns its text.
  func waitForFile(_ name: String) throws -> String {
    let path = sandbox.root.appendingPathComponent(name).path
    let deadline = Date().addingTimeInterval(Self.patience)
    while Date() < deadline {
      if let text = try? String(contentsOfFile: path, encoding: .utf8), text.hasSuffix("\n") { return text }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw TmuxError.timedOut(name)
  }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    // A file, not a pipe, for the output: the server that new-session
    // starts keeps its standard output open, so a pipe would never end.
    // Not Process, which left the exited client unreaped and waited for ever.
    let output = sandbox.root.appendingPathComponent("tmux-output-\(UUID().uuidString)").path
    defer { unlink(output) }
    guard (try? ChildProcess.run(["tmux", "-S", socket] + arguments, standardOutput: output)) == 0 else {
      throw TmuxError.failed(arguments)
    }
    return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
  }
}

enum TmuxError: Error {
  case failed([String])
  case timedOut(String)
}
