/// An argument written so that a POSIX shell reads it back unchanged, for
/// the commands raygem suggests in its messages.
///
/// Written here: the toolchain has no shell quoting. A word of plain
/// characters stays bare, one without `"`, `$`, `` ` ``, `\` or `!` is put
/// in double quotes (`"rose quartz"`, `"cat's eye"`, as people type them),
/// and any other in single quotes, a single quote in it written `'\''`.
enum ShellWord {
  /// `word`, quoted for a shell as it needs.
  ///
  /// - Parameter word: One argument.
  /// - Returns: The argument as a shell word.
  static func quoted(_ word: String) -> String {
    if !word.isEmpty, word.unicodeScalars.allSatisfy(isPlain) { return word }
    if !word.unicodeScalars.contains(where: { "\"$`\\!".unicodeScalars.contains($0) }) { return "\"\(word)\"" }
    // By scalar: a quote with a combining mark after it is one Character.
    var quoted = "'"
    for scalar in word.unicodeScalars {
      quoted += scalar == "'" ? "'\\''" : String(scalar)
    }
    return quoted + "'"
  }

  /// Letters, digits and the punctuation no shell treats specially.
  private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./,:=+@%".unicodeScalars.contains(scalar)
  }
}
