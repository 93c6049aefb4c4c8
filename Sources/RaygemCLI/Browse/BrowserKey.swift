/// One thing the person at the terminal did: a key, or a mouse action.
enum BrowserKey: Equatable, Sendable {
  /// A printable character (letters, digits, punctuation, space).
  case character(Character)
  case up, down, left, right, pageUp, pageDown, home, end
  case tab, backTab, enter, escape, backspace
  /// Ctrl-C: raw mode delivers it as a byte rather than a signal.
  case interrupt
  /// Ctrl-Z: raw mode delivers it as a byte rather than a signal.
  case suspend
  /// Ctrl-\\: raw mode delivers it as a byte rather than SIGQUIT.
  case quitSignal
  /// Ctrl-L: draw the whole screen again.
  case redraw
  /// Ctrl-U: empty the query line, as in a shell.
  case clearQuery
  /// Ctrl-W: delete the query's last word, as in a shell.
  case deleteWord
  /// A mouse button pressed at a cell (0-based row and column).
  case click(row: Int, column: Int)
  /// The mouse wheel, up (towards the top of the list) or down.
  case wheel(up: Bool)
  /// Text pasted in one go (bracketed paste), without its control
  /// characters: typed into the query, never taken as keys.
  case paste(String)
}
