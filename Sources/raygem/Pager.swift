#if canImport(Glibc)
  import Glibc
#endif

/// The pager a run's standard output goes through on a terminal
/// (``RaygemCLI/Raygem/Outcome/pager``), started as git starts its own:
/// `/bin/sh -c COMMAND` reading a pipe, with `LESS=FRX` when `LESS` is unset.
struct Pager {
  /// The shell running the pager.
  let process: pid_t
  /// The end of the pipe raygem writes to.
  let input: Int32

  /// Starts `command`; `nil` when it cannot be started, so that the output
  /// is written straight out instead.
  ///
  /// - Parameter command: A command line for the shell, whose first word
  ///   ``canRun(_:)`` has checked.
  /// - Returns: The running pager, or `nil`.
  static func start(_ command: String) -> Pager? {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    posix_spawn_file_actions_addclose(&actions, ends[1])
    var environment: [String] = []
    var entry = environ
    while let pointer = entry.pointee {
      environment.append(String(cString: pointer))
      entry += 1
    }
    if getenv("LESS") == nil { environment.append("LESS=FRX") }
    let words: [String] = ["/bin/sh", "-c", command]
    let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    let variables: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer { (arguments + variables).forEach { free($0) } }
    // Ctrl-\ is the pager's, ignored by raygem and by the shell that runs
    // the pager, which inherits the ignoring and cannot undo it: a shell
    // that died of it would leave the pager drawing on a terminal it thinks
    // is its own, with echo off.
    signal(SIGQUIT, SIG_IGN)
    var process: pid_t = 0
    let status = posix_spawn(&process, "/bin/sh", &actions, nil, arguments, variables)
    close(ends[0])
    guard status == 0 else {
      close(ends[1])
      signal(SIGQUIT, SIG_DFL)
      return nil
    }
    // The pager takes Ctrl-C itself; raygem must outlive it, or the shell
    // would take the terminal back while the pager still draws.
    signal(SIGINT, SIG_IGN)
    return Pager(process: process, input: ends[1])
  }

  /// Closes the pipe, so that the pager sees the end, and waits for it to quit.
  func finish() {
    close(input)
    var status: Int32 = 0
    while waitpid(process, &status, 0) == -1 && errno == EINTR {}
  }

  /// Whether the program that `command` starts can be run.
  ///
  /// The program is its first word after any variable assignments and
  /// `exec`: a path, or a name looked up in `PATH`. The shell would
  /// otherwise say only that it is not found, and the output would be
  /// lost. A leading `~/` is the home folder; a first word the shell
  /// rewrites otherwise (quoted, escaped, expanded: a variable, a pattern)
  /// is left to the shell.
  ///
  /// - Parameter command: A command line for the shell.
  /// - Returns: `true` when the program is an executable file, or one only the shell can find.
  static func canRun(_ command: String) -> Bool {
    let words = command.split(whereSeparator: { $0 == " " || $0 == "\t" })
    // NAME=value, a name of ASCII letters, digits and _ that does not start with a digit.
    let isAssignment = { (word: Substring) in
      guard let equals = word.firstIndex(of: "="), let first = word.first, first == "_" || first.isLetter else {
        return false
      }
      return word[..<equals].allSatisfy { $0 == "_" || $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
    guard var program = words.drop(while: isAssignment).drop(while: { $0 == "exec" }).first.map(String.init) else {
      return false
    }
    if program.contains(where: { "'\"\\$`*?[".contains($0) }) { return true }
    // ~/ is the home folder, as the shell would expand it.
    if program.hasPrefix("~/"), let home = getenv("HOME") { program = String(cString: home) + program.dropFirst() }
    if program.contains("/") { return access(program, X_OK) == 0 }
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains { access("\($0)/\(program)", X_OK) == 0 }
  }
}
