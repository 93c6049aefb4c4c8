/// Escapes text for roff, the manual page language.
enum Roff {
  /// `text` as safe roff: backslashes as `\e`, double quotes as `\(dq`
  /// (so `.B` lines keep them), hyphens as `\-` (so
  /// options copy as ASCII), characters beyond ASCII as `\[uXXXX]` (man
  /// reads pages as Latin-1 by default), and a line that would start a
  /// request protected with `\&`.
  static func escaped(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": output += "\\e"
      case "-": output += "\\-"
      case "\"": output += "\\(dq"
      case _ where scalar.isASCII: output.unicodeScalars.append(scalar)
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        output += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    if output.hasPrefix(".") || output.hasPrefix("'") { output = "\\&" + output }
    return output
  }
}
