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
    // posix_spawn and waitpid rather than Process, which left the exited
    // client unreaped and waited for ever. The test runner's threads block
    // most signals, and a blocked mask is inherited: unblocked, so that the
    // tmux server (and the programs in its panes) see SIGTERM, SIGCHLD and
    // kill-server, and do not outlive the test.
    let output = sandbox.root.appendingPathComponent("tmux-output-\(UUID().uuidString)").path
    defer { unlink(output) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let words = ["tmux", "-S", socket] + arguments
    var argv = words.map { strdup($0) } + [nil]
    defer { for word in argv { free(word) } }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
    var child: pid_t = 0
    guard posix_spawnp(&child, "tmux", &actions, &attributes, &argv, environ) == 0 else {
      throw TmuxError.failed(arguments)
    }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    guard status == 0 else { throw TmuxError.failed(arguments) }
    return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
  }
}

enum TmuxError: Error {
  case failed([String])
  case timedOut(String)
}
