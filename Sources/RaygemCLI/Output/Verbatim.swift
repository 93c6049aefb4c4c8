import TerminalRendering

/// Text that raygem generated itself (a script, a manual page), printed
/// line by line exactly as it is: no neutralising, no cutting to the width.
struct Verbatim: Rendering {
  let text: String

  init(_ text: String) {
    self.text = text
  }

  func draw(in canvas: inout Canvas) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    for line in lines { canvas.append(StyledText([.unneutralised(String(line))])) }
  }
}
