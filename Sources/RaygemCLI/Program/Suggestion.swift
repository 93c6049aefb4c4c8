import GemCore

/// Builds "unknown …, did you mean …?" messages with GemCore's one
/// edit-distance rule.
enum Suggestion {
  /// A one-line message for an unknown name.
  ///
  /// - Parameters:
  ///   - kind: What was unknown (`command`, `option`, `field`).
  ///   - name: What the user typed.
  ///   - candidates: The valid names.
  /// - Returns: `unknown field 'hardnes' (did you mean 'hardness'?)`, or
  ///   the list of valid names when none is close.
  static func unknown(_ kind: String, _ name: String, among candidates: [String]) -> String {
    "unknown \(kind) '\(Echo.of(name))'" + hint(for: name, among: candidates)
  }

  /// The end of such a message: ` (did you mean 'cubic'?)`, or the valid
  /// names when none is close and they are few, else nothing.
  static func hint(for name: String, among candidates: [String]) -> String {
    // A word can be a colour family and a gem's colour word at once: name it once.
    var seen: Set<String> = []
    let candidates = candidates.filter { seen.insert($0).inserted }
    if let closest = closest(to: name, among: candidates) { return " (did you mean '\(closest)'?)" }
    guard !candidates.isEmpty, candidates.count <= 16 else { return "" }
    return "; use one of: " + candidates.joined(separator: ", ")
  }

  /// The candidate `name` most likely stands for: the nearest by edit
  /// distance, or the one it begins; `nil` when none is near.
  ///
  /// - Parameters:
  ///   - name: What the user typed.
  ///   - candidates: The valid names.
  /// - Returns: The candidate to suggest, or `nil`.
  static func closest(to name: String, among candidates: [String]) -> String? {
    EditDistance.closest(to: name, among: candidates, limit: 1).first ?? onlyStarted(by: name, candidates)
  }

  /// How many letters a name must have to stand for the one candidate it begins.
  private static let shortestBeginning = 3

  /// The one candidate that `name`, ``shortestBeginning`` letters or more,
  /// begins (`chelsea` for `chelseaFilter`), folded; `nil` when none or several do.
  private static func onlyStarted(by name: String, _ candidates: [String]) -> String? {
    let folded = TextFolding.fold(name)
    guard folded.count >= shortestBeginning else { return nil }
    let started = candidates.filter { TextFolding.fold($0).hasPrefix(folded) }
    return started.count == 1 ? started[0] : nil
  }

  /// ``hint(for:among:)`` for a colour of several words whose slip is in
  /// the last, the word that names the hue.
  ///
  /// It is suggested in place, the words before it kept (`dark bleu` as
  /// `dark blue`), which `--hue` then takes whatever they are; before it
  /// anything but words (`31mred`, a stray escape) is dropped. A
  /// suggestion that changes nothing (`pigeon blood`, whose last word a
  /// catalog's colour name holds) is none: the whole is looked for as one
  /// name instead.
  ///
  /// - Parameters:
  ///   - text: The words typed.
  ///   - candidates: The known words, folded.
  /// - Returns: The end of the message, as ``hint(for:among:)`` gives it.
  static func hint(forLastWordOf text: String, among candidates: [String]) -> String {
    guard let split = text.lastIndex(where: { !$0.isLetter }),
      let closest = EditDistance.closest(to: String(text[text.index(after: split)...]), among: candidates, limit: 1)
        .first,
      TextFolding.fold(String(text[text.index(after: split)...])) != closest
    else { return hint(for: text, among: candidates) }
    // Only words are kept before it: `31mred` means red, not `31red`, which --hue refuses in turn.
    let before = text[...split]
    let keepsWords = before.allSatisfy { $0.isLetter || $0 == " " || $0 == "-" }
    return " (did you mean '\(Echo.of(keepsWords ? before + closest : closest))'?)"
  }
}
