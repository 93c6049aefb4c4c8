import Testing

/// Expects `actual` to equal `expected`, and on a difference records one
/// issue with a line diff: `-` for expected lines that are missing, `+` for
/// lines that came instead, two spaces for lines in both.
///
/// - Parameters:
///   - actual: The text produced.
///   - expected: The text wanted.
///   - sourceLocation: Where the expectation is, for the issue.
func expectLines(
  _ actual: String, equal expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard actual != expected else { return }
  let diff = lineDiff(from: expected, to: actual)
  Issue.record("texts differ:\n\(diff)", sourceLocation: sourceLocation)
}

/// A line diff from `old` to `new`, by their longest common subsequence of lines.
func lineDiff(from old: String, to new: String) -> String {
  let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  // common[i][j]: the longest common subsequence of a[i...] and b[j...].
  var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in stride(from: a.count - 1, through: 0, by: -1) {
    for j in stride(from: b.count - 1, through: 0, by: -1) {
      common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
    }
  }
  var lines: [String] = []
  var (i, j) = (0, 0)
  while i < a.count || j < b.count {
    if i < a.count, j < b.count, a[i] == b[j] {
      lines.append("  " + a[i])
      (i, j) = (i + 1, j + 1)
    } else if i < a.count, j == b.count || common[i + 1][j] >= common[i][j + 1] {
      lines.append("- " + a[i])
      i += 1
    } else {
      lines.append("+ " + b[j])
      j += 1
    }
  }
  return lines.joined(separator: "\n")
}

@Suite("Line diff helper")
struct LineDiffTests {
  @Test func marksMissingAndAddedLines() {
    #expect(lineDiff(from: "a\nb\nc", to: "a\nx\nc") == "  a\n- b\n+ x\n  c")
    #expect(lineDiff(from: "a", to: "a\nb") == "  a\n+ b")
    #expect(lineDiff(from: "same", to: "same") == "  same")
  }
}
