/// A UV lamp's reaction as a catalog describes it in words (`usually
/// inert, sometimes weak red`), read for what a reading can be checked
/// against: whether it names no glow, the strongest glow it names, and its
/// colour words.
///
/// A description names a material's usual reactions, not every one, so a
/// reading can only agree with it: it fits a reading the words name and is
/// unknown otherwise, never a miss. Where it ties reactions to stones of
/// some colours (`red and pink stones moderate to strong red; blue stones
/// usually inert`), a stone whose colour was read is held to the clause
/// naming that colour, from `stones` to the next comma or semicolon. Words
/// that tie the reactions to other stones or to parts of one, to an
/// afterglow, or that deny one (`yellow areas bluish white`, `blue-green
/// phosphorescence`, `not inert`) leave their clause, up to a semicolon,
/// unknown: which reaction goes with what is more than raygem reads. The
/// other clauses still say what the material usually shows (opal's white
/// glow beside its `may phosphoresce`).
struct GlowDescription {
  /// Words that tie a description's reactions to some stones or parts of
  /// one, to an afterglow, or deny one.
  private static let qualifiers = [
    "stones", "stone", "pearls", "areas", "core", "patches", "zones", "crown", "pavilion", "layer",
    "phosphorescence", "phosphoresce", "phosphoresces", "not", "never", "no",
  ]

  /// Words for a glow's strength, weakest first, with the strength each names.
  private static let strengths: [(word: String, strength: Intensity)] = [
    ("faint", .weak), ("weak", .weak), ("moderate", .moderate), ("medium", .moderate), ("strong", .strong),
    ("intense", .strong), ("bright", .strong),
  ]

  /// The description's folded words, as strings: a short word is stored
  /// inline, and comparing it with the qualifiers, which are strings, is
  /// far quicker than comparing a substring with them.
  private let words: [String]

  /// Reads a description, for a stone of `stoneColor` where that is known.
  ///
  /// - Parameters:
  ///   - text: The catalog's words for one lamp.
  ///   - stoneColor: The stone's colour as read (`--hue`), or `nil`.
  init(_ text: String, stoneColor: String? = nil) {
    let all = TextFolding.words(text)
    if all.contains("stones") {
      // Clauses that name no stones may name their colours without the word (`blue and colourless often inert`).
      let tied = stoneColor.flatMap { Self.clause(of: text, forStonesOf: $0) }
      words = (tied ?? all).map(String.init)
    } else {
      words = Self.unqualifiedClauses(of: text) ?? all.map(String.init)
    }
  }

  /// The folded words of the clauses of `text`, up to each semicolon, that
  /// hold none of ``qualifiers``; `nil` when every clause holds one.
  private static func unqualifiedClauses(of text: String) -> [String]? {
    let kept = text.utf8.split(separator: UInt8(ascii: ";"))
      .map { TextFolding.words(String(Substring($0))).map(String.init) }
      .filter { !$0.contains(where: qualifiers.contains) }
    return kept.isEmpty ? nil : Array(kept.joined())
  }

  /// The folded words of the clause of `text` that names stones of `color`
  /// (`red and pink stones …` for pink), from `stones` to the next comma or
  /// semicolon; `nil` when no clause does.
  ///
  /// The stones' colours are the colour words just before `stones`, joined
  /// by `and` or `or`, and by commas to whole runs of them before
  /// (`yellow, brown and pink`); a stone is of them when its colour's family
  /// is one of theirs, or both are colourless.
  private static func clause(of text: String, forStonesOf color: String) -> [Substring]? {
    let stone = TextFolding.words(color)
    let family = ColorFamily.described(by: stone)
    let isColorless = stone.last == "colorless"
    func isColorWord(_ word: Substring) -> Bool {
      word == "and" || word == "or" || word == "colorless" || ColorFamily.described(by: [word]) != nil
    }
    // Split as bytes: a character-wise split does grapheme breaking for nothing.
    for clause in text.utf8.split(separator: UInt8(ascii: ";")) {
      let pieces = clause.split(separator: UInt8(ascii: ",")).map { TextFolding.words(String(Substring($0))) }
      guard let at = pieces.firstIndex(where: { $0.contains("stones") }) else { continue }
      let piece = pieces[at]
      let stones = piece.firstIndex(of: "stones") ?? piece.endIndex
      var named = Array(piece[..<stones].reversed().prefix(while: isColorWord))
      // A list of colours may run back across commas, while each piece before is colours only.
      var before = at
      while named.count == stones, before > 0, pieces[before - 1].allSatisfy(isColorWord) {
        before -= 1
        named += pieces[before]
      }
      let matches = named.contains { word in
        word == "colorless" ? isColorless : family != nil && ColorFamily.described(by: [word]) == family
      }
      if matches { return Array(piece[(stones + 1)...]) }
    }
    return nil
  }

  /// How a reading compares with the description: it fits `inert` where
  /// the words say inert, and a glow whose dominant colour (its last word:
  /// blue for `greenish blue`, which `greenish yellow` does not name) they
  /// name, close where the glow is stronger than any strength they name
  /// (a strong red against `usually inert, sometimes weak red`); unknown
  /// otherwise.
  ///
  /// - Parameters:
  ///   - seen: The reaction seen.
  ///   - stems: The stems of `seen`'s colours (``ColorWords/Stems``), which
  ///     are read in their place.
  /// - Returns: The verdict.
  func verdict(for seen: Fluorescence.Reaction, stems: ColorWords.Stems) -> PropertyCheck.Verdict {
    guard !words.contains(where: Self.qualifiers.contains) else { return .unknown }
    switch seen {
    case .inert: return words.contains("inert") ? .fits : .unknown
    case .glow(let strength, _):
      guard !stems.dominant.isEmpty, ColorWords.overlap(dominantOf: stems, words: words) else { return .unknown }
      guard let strength, let strongest else { return .fits }
      let order = Intensity.allCases
      return (order.firstIndex(of: strength) ?? 0) > (order.firstIndex(of: strongest) ?? 0) ? .close : .fits
    case .described: return .unknown
    }
  }

  /// The strongest glow the words name, if they name one: the last of
  /// ``strengths``, weakest first, that they hold.
  private var strongest: Intensity? {
    Self.strengths.last { entry in words.contains(entry.word) }?.strength
  }
}
