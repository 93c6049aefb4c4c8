extension [String] {
  /// The strings one after another with `separator` between each two, as
  /// the standard library's `joined(separator:)` gives them.
  ///
  /// Appended here because the library's join is generic and not inlined:
  /// its first use looks its element type up at run time, scanning every
  /// conformance record in the binary, which cost each start that reached
  /// it 0.03–0.06 ms (Sources/Benchmark/README.md, "Start-up").
  ///
  /// - Parameter separator: What goes between two strings.
  /// - Returns: The joined text; empty for no strings.
  package func joinedText(separator: String) -> String {
    var text = ""
    for (index, item) in enumerated() {
      if index > 0 { text += separator }
      text += item
    }
    return text
  }
}
