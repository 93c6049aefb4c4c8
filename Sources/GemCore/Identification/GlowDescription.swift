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
/// naming that colour, from `stones` to the next comma or semicolon, and
/// without one it says nothing, unless the stones are named only in
/// brackets, as exceptions to the rest (`inert (colourless stones may glow
/// red)`). Words that tie the reactions to some
/// stones not told by colour or to parts of one, to an afterglow, or that
/// deny one (`iron-rich stones inert`, `yellow areas bluish white`,
/// `blue-green phosphorescence`, `not inert`) leave their piece, up to a
/// comma, bracket or semicolon, unknown: which reaction goes with what is
/// more than raygem reads. The rest still says what the material usually
/// shows (opal's white glow beside its `may phosphoresce`), clause by
/// clause, each clause's strengths going with its own colours.
struct GlowDescription {
  /// Words that tie a description's reactions to some stones or parts of
  /// one, to an afterglow, or deny one.
  private static let qualifiers = [
    "stones", "stone", "pearls", "areas", "core", "patches", "patchy", "zones", "crown", "pavilion", "layer",
    "phosphorescence", "phosphoresce", "phosphoresces", "phosphorescent", "afterglow", "not", "never", "no",
  ]

  /// Words for a glow's strength, weakest first, with the strength each names.
  private static let strengths: [(word: String, strength: Intensity)] = [
    ("faint", .weak), ("weak", .weak), ("moderate", .moderate), ("medium", .moderate), ("strong", .strong),
    ("intense", .strong), ("bright", .strong),
  ]

  /// The folded words of each clause a reading is checked against, as
  /// strings: a short word is stored inline, and comparing it with the
  /// qualifiers, which are strings, is far quicker than comparing a
  /// substring with them.
  private let clauses: [[String]]

  /// Reads a description, for a stone of `stoneColor` where that is known.
  ///
  /// - Parameters:
  ///   - text: The catalog's words for one lamp.
  ///   - stoneColor: The stone's colour as read (`--hue`), or `nil`.
  init(_ text: String, stoneColor: String? = nil) {
    let all = TextFolding.words(text)
    if all.contains(where: Self.namesStones) {
      if let stoneColor, let tied = Self.clause(of: text, forStonesOf: stoneColor) {
        let words = tied.map(String.init)
        clauses = words.contains(where: Self.qualifiers.contains) ? [] : [words]
        return
      }
      // Clauses that name no stones may name their colours without the word
      // (topaz's `blue and colourless often inert`): stones told apart by
      // colour are read only in the clause of the stone's own.
      // Stones of some colours named only in brackets are exceptions to what the rest says
      // (benitoite's `inert (colourless stones may glow red)`).
      guard !Self.tiesStonesToColors(all) || !Self.tiesStonesToColors(TextFolding.words(Self.outsideBrackets(text)))
      else {
        clauses = []
        return
      }
    }
    clauses = Self.readableClauses(of: text)
  }

  /// The clauses of `text`, up to each semicolon, each without its pieces
  /// (up to a comma or a bracket) that hold one of ``qualifiers``.
  ///
  /// Opal's `may phosphoresce` or a diamond's `often with phosphorescence`
  /// leaves the glow before it. A clause left with no words is no clause.
  private static func readableClauses(of text: String) -> [[String]] {
    text.utf8.split(separator: UInt8(ascii: ";")).compactMap { clause in
      let pieces = clause.split { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") }
      let words = pieces.flatMap { piece in
        let words = TextFolding.words(String(Substring(piece))).map(String.init)
        return words.contains(where: qualifiers.contains) ? [] : words
      }
      return words.isEmpty ? nil : words
    }
  }

  /// Whether a description, as its folded `words`, ties a reaction to
  /// stones of some colours (`red and pink stones`), not only to some
  /// stones (`iron-rich stones`).
  private static func tiesStonesToColors(_ words: [Substring]) -> Bool {
    words.indices.contains { index in
      index > 0 && namesStones(words[index]) && isColorWord(words[index - 1])
    }
  }

  /// Whether a word names stones' colours in a description: a colour of a
  /// family, colourless, or `and`/`or` between them.
  private static func isColorWord(_ word: Substring) -> Bool {
    word == "and" || word == "or" || word == "colorless" || ColorFamily.described(by: [word]) != nil
  }

  /// The folded words of the clause of `text` that names stones of `color`
  /// (`red and pink stones …` for pink), from `stones` to the next comma,
  /// bracket or semicolon, or the reaction before brackets that name the
  /// stones (`yellow to orange (yellow stones)`); `nil` when no clause does.
  ///
  /// The stones' colours are the colour words just before `stones`, joined
  /// by `and` or `or`, and by commas to whole runs of them before
  /// (`yellow, brown and pink`); a stone is of them when its colour's family
  /// is one of theirs, or both are colourless.
  private static func clause(of text: String, forStonesOf color: String) -> [Substring]? {
    let stone = TextFolding.words(color)
    let family = ColorFamily.described(by: stone)
    let isColorless = stone.last == "colorless"
    // Split as bytes: a character-wise split does grapheme breaking for nothing.
    for clause in text.utf8.split(separator: UInt8(ascii: ";")) {
      let pieces = clause.split(whereSeparator: Self.endsAPiece).map { TextFolding.words(String(Substring($0))) }
      guard let at = pieces.firstIndex(where: { $0.contains(where: namesStones) }) else { continue }
      let piece = pieces[at]
      let stones = piece.firstIndex(where: namesStones) ?? piece.endIndex
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
      guard matches else { continue }
      // Stones named in brackets after a reaction (`yellow to orange (yellow stones)`) qualify it.
      let tail = Array(piece[(stones + 1)...])
      return tail.isEmpty && at > 0 ? pieces[at - 1] : tail
    }
    return nil
  }

  /// Whether a word names the stones a reaction is tied to: `stones`, or
  /// `pearls` (`white pearls light blue to light yellow`).
  private static func namesStones(_ word: Substring) -> Bool {
    word == "stones" || word == "pearls"
  }

  /// Whether a byte ends a piece of a clause: a comma or a bracket.
  private static func endsAPiece(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ",") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")")
  }

  /// `text` without what it says in brackets: the exceptions it names.
  private static func outsideBrackets(_ text: String) -> String {
    var depth = 0
    var kept: [UInt8] = []
    for byte in text.utf8 {
      if byte == UInt8(ascii: "(") {
        depth += 1
      } else if byte == UInt8(ascii: ")") {
        depth = max(0, depth - 1)
      } else if depth == 0 {
        kept.append(byte)
      }
    }
    return String(decoding: kept, as: UTF8.self)
  }

  /// How a reading compares with the description: the best of its clauses' verdicts.
  ///
  /// Each clause fits `inert` where it says inert, and a glow whose
  /// dominant colour (its last word: blue for `greenish blue`, which
  /// `greenish yellow` does not name) it names, is close where the glow is stronger than any strength it names (a strong
  /// red against `usually inert, sometimes weak red`), and is unknown
  /// otherwise. So opal's white, named only up to moderate, is close for a
  /// strong white glow, though its common opal's green may be strong.
  ///
  /// - Parameters:
  ///   - seen: The reaction seen.
  ///   - stems: The stems of `seen`'s colours (``ColorWords/Stems``), which
  ///     are read in their place.
  /// - Returns: The verdict.
  func verdict(for seen: Fluorescence.Reaction, stems: ColorWords.Stems) -> PropertyCheck.Verdict {
    var best = PropertyCheck.Verdict.unknown
    for words in clauses {
      switch Self.verdict(for: seen, stems: stems, words: words) {
      case .fits: return .fits
      case .close: best = .close
      case .unknown, .misses: break
      }
    }
    return best
  }

  /// The verdict of one clause's `words` (see ``verdict(for:stems:)``).
  private static func verdict(for seen: Fluorescence.Reaction, stems: ColorWords.Stems, words: [String])
    -> PropertyCheck.Verdict
  {
    switch seen {
    case .inert: return words.contains("inert") ? .fits : .unknown
    case .glow(let strength, _):
      guard !stems.dominant.isEmpty, ColorWords.overlap(dominantOf: stems, words: words) else { return .unknown }
      guard let strength, let strongest = strongest(in: words) else { return .fits }
      let order = Intensity.allCases
      return (order.firstIndex(of: strength) ?? 0) > (order.firstIndex(of: strongest) ?? 0) ? .close : .fits
    case .described: return .unknown
    }
  }

  /// The strongest glow `words` name, if they name one: the last of
  /// ``strengths``, weakest first, that they hold.
  private static func strongest(in words: [String]) -> Intensity? {
    strengths.last { entry in words.contains(entry.word) }?.strength
  }
}
