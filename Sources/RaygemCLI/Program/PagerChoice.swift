import ProcessEnvironment
import TerminalRendering

/// Whether a run's output goes through a pager, as git does it: on a
/// terminal, for the commands that show things (those that take
/// `--no-pager`), through `RAYGEM_PAGER`, else `PAGER`, else `less`; with
/// `LESS` unset the entry point runs it with `FRX`, so that output that fits
/// the screen is printed and the pager quits at once.
enum PagerChoice {
  /// The pager's command line for the shell, or `nil` to write straight out:
  /// not a terminal, `--no-pager`, a command that does not page, a parcel
  /// typed at the terminal (the pager would take the keyboard from it), a
  /// pager set empty or to `cat`, or none set on a dumb terminal (`TERM=dumb`).
  static func command(
    for invocation: Invocation, terminal: TerminalCapabilities, inputIsTerminal: Bool, environment: Environment
  ) -> String? {
    guard terminal.isTerminal, !invocation.refusesPager, !invocation.wantsVersion, let command = invocation.command,
      CommandTable.spec(for: command).takes(.noPager), !(inputIsTerminal && invocation.batchPath == "-")
    else { return nil }
    // less on a dumb terminal stops to say it is not fully functional; a pager asked for is still used.
    let fallback = environment["TERM"] == "dumb" ? "" : "less"
    let pager = (environment["RAYGEM_PAGER"] ?? environment["PAGER"] ?? fallback).filter { !$0.isNewline }
    let trimmed = pager.drop { $0 == " " || $0 == "\t" }
    return trimmed.isEmpty || trimmed == "cat" ? nil : pager
  }
}
