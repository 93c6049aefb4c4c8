/// Escapes text for roff, the manual page language.
enum Roff {
  /// `text` as safe roff: backslashes as `\e`, double quotes as `\(dq`
  /// (so `.B` lines keep them), hyphens as `\-` (so
  /// options copy as ASCII), characters beyond ASCII as `\[uXXXX]` (man
  /// reads pages as Latin-1 by default), and a line that would start a
  /// request protected with `\&`; code between backticks (`raygem help
  /// hues`) is set in bold when the backticks pair up.
  static func escaped(_ text: String) -> String {
    var output = ""
    let setsCode = text.unicodeScalars.count { $0 == "`" } % 2 == 0
    var inCode = false
    for scalar in text.unicodeScalars {
      switch scalar {
      case "`" where setsCode:
        output += inCode ? "\\fR" : "\\fB"
        inCode.toggle()
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
