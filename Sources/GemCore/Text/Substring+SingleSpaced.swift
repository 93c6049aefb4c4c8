extension Substring {
  /// The text with each run of white space (spaces, tabs, line breaks)
  /// made one space and none at either end (`strong \t red` is `strong red`).
  ///
  /// Built word by word rather than split and joined: the first use of the
  /// library's generic join scans every conformance record in the binary
  /// (see ``Swift/Array/joinedText(separator:)``).
  package var singleSpaced: String {
    var spaced = ""
    for word in split(whereSeparator: \.isWhitespace) {
      if !spaced.isEmpty { spaced.append(" ") }
      spaced.append(contentsOf: word)
    }
    return spaced
  }
}
