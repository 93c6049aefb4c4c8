/// A UV lamp's reaction as a catalog describes it in words (`usually
/// inert, sometimes weak red`), read for what a reading can be checked
/// against: whether it names no glow, the strongest glow it names, and its
/// colour words.
///
/// A description names a material's usual reactions, not every one, so a
/// reading can only agree with it: it fits a reading the words name and is
/// unknown otherwise, never a miss. Where it ties reactions to stones of
/// some colours (`red and pink stones moderate to strong red; blue stones
/// usually inert`), a stone whose colour was read is held to the piece
/// naming that colour, from `stones` to the next comma or semicolon (with
/// the colours bracketed after it), and without one it says nothing,
/// unless the stones are named only in brackets, as exceptions to the rest
/// (`inert (colourless stones may glow red)`); stones bracketed with no
/// reaction of their own qualify the one before (`yellow to orange (yellow
/// stones)`). Words that say no glow (`none`) say inert. Words that tie the reactions to some
/// stones not told by colour or to parts of one, to an afterglow, or that
/// deny one (`iron-rich stones inert`, `yellow areas bluish white`,
/// `blue-green phosphorescence`, `not inert`) leave their piece, up to a
/// comma, bracket or semicolon, unknown: which reaction goes with what is
/// more than raygem reads. The rest still says what the material usually
/// shows (opal's white glow beside its `may phosphoresce`), clause by
/// clause, each clause's strengths going with its own colours.
struct GlowDescription: Sendable, Equatable {
  /// Words that tie a description's reactions to some stones or parts of
  /// one, to an afterglow, or deny one.
  private static let qualifiers = [
    "stones", "stone", "pearls", "areas", "core", "patches", "patchy", "zones", "crown", "pavilion", "layer",
    "phosphorescence", "phosphoresce", "phosphoresces", "phosphorescent", "afterglow", "not", "never", "no",
    "without", "lacks", "lack", "lacking", "unlike", "neither", "nor", "instead", "rather", "except", "absent",
    "doesnt", "dont", "isnt", "cannot",
  ]

  /// Words, or pairs of words, that say a lamp shows no glow, read as `inert`.
  private static let noGlow: [[String]] = [
    ["none"], ["nonfluorescent"], ["non", "fluorescent"], ["no", "fluorescence"], ["no", "reaction"], ["no", "glow"],
    ["no", "luminescence"],
  ]

  /// Words after `none` that make it say no data rather than no glow (`none recorded`).
  private static let noData = ["recorded", "known", "reported", "documented", "listed", "given", "found"]

  /// `words` as strings, each phrase of ``noGlow`` in one pass read as `inert`,
  /// but `none` before one of ``noData``.
  private static func readingNoGlow(_ words: [Substring]) -> [String] {
    var read: [String] = []
    read.reserveCapacity(words.count)
    var index = words.startIndex
    while index < words.endIndex {
      // Every phrase begins with "no": most words need no search.
      let phrase =
        words[index].hasPrefix("no")
        ? noGlow.first { phrase in words[index...].starts(with: phrase) { $0 == $1 } }
        : nil
      if let phrase, phrase != ["none"] || !(index + 1 < words.endIndex && noData.contains(String(words[index + 1]))) {
        read.append("inert")
        index += phrase.count
      } else {
        read.append(String(words[index]))
        index += 1
      }
    }
    return read
  }

  /// Words for a glow's strength, weakest first, with the strength each names.
  private static let strengths: [(word: String, strength: Intensity)] = [
    ("faint", .weak), ("weak", .weak), ("moderate", .moderate), ("medium", .moderate), ("strong", .strong),
    ("intense", .strong), ("bright", .strong),
  ]

  /// A piece of a description, up to a comma, bracket or semicolon: its
  /// folded words, as strings (a short word is stored inline, and comparing
  /// it with the qualifiers, which are strings, is far quicker than
  /// comparing a substring with them), whether it lies in brackets, and
  /// what its words say, worked out as it is cut.
  private struct Piece: Sendable, Equatable {
    let words: [String]
    let isBracketed: Bool
    /// Whether a word of it ties its reaction to some stones or parts of
    /// one, to an afterglow, or denies one (``qualifiers``).
    let isQualified: Bool
    /// Whether a word of it names the stones a reaction is tied to (``namesStones(_:)``).
    let namesStones: Bool

    /// The piece whose text is the UTF-8 `bytes`, words that say there is
    /// no glow (``noGlow``) read as `inert`.
    init(_ bytes: [UInt8], isBracketed: Bool) {
      self.init(
        words: GlowDescription.readingNoGlow(TextFolding.words(String(decoding: bytes, as: UTF8.self))),
        isBracketed: isBracketed)
    }

    /// The piece of folded `words`.
    init(words: [String], isBracketed: Bool) {
      self.init(
        words: words, isBracketed: isBracketed, isQualified: words.contains(where: GlowDescription.qualifiers.contains),
        namesStones: words.contains(where: GlowDescription.namesStones))
    }

    /// The piece of folded `words`, with what they say as worked out before (``GlowDescription/init(record:)``).
    init(words: [String], isBracketed: Bool, isQualified: Bool, namesStones: Bool) {
      self.words = words
      self.isBracketed = isBracketed
      self.isQualified = isQualified
      self.namesStones = namesStones
    }

    /// Whether the piece is stones in brackets and nothing after them
    /// (`yellow to orange (yellow stones)`): it ties the reaction before it to them.
    var qualifiesTheOneBefore: Bool {
      isBracketed && words.last.map(GlowDescription.namesStones) == true
    }
  }

  /// The description cut once into clauses, and each clause into pieces.
  private let described: [[Piece]]

  /// Reads a description: cuts it into clauses and pieces, each piece's
  /// words folded, for the many stones it may be checked against.
  ///
  /// - Parameter text: The catalog's words for one lamp.
  init(_ text: String) {
    described = Self.clauses(of: text)
  }

  /// The folded words of each clause a reading is checked against, for a
  /// stone of `stoneColor` where that is known (see the type's summary).
  private func clauses(forStoneOf stoneColor: String?) -> [[String]] {
    if described.contains(where: { clause in clause.contains(where: \.namesStones) }) {
      if let stoneColor, let tied = Self.clause(of: described, forStonesOf: stoneColor) {
        return tied.contains(where: Self.qualifiers.contains) ? [] : [tied]
      }
      // Clauses that name no stones may name their colours without the word
      // (topaz's `blue and colourless often inert`): stones told apart by
      // colour are read only in the clause of the stone's own.
      // Stones of some colours named only in brackets are exceptions to what the rest says
      // (benitoite's `inert (colourless stones may glow red)`).
      let pieces = described.joined()
      guard
        !Self.tiesStonesToColors(pieces.flatMap(\.words))
          || !Self.tiesStonesToColors(pieces.filter { !$0.isBracketed }.flatMap(\.words))
      else { return [] }
    }
    // Opal's `may phosphoresce` or a diamond's `often with phosphorescence`
    // leaves the glow before it: a piece that holds a qualifier is left out,
    // as is one that stones in brackets after it qualify (they are read
    // above for a stone of their colour), and a clause left with no words is no clause.
    return described.compactMap { clause in
      let words = clause.indices.flatMap { index in
        let piece = clause[index]
        let isQualified = index + 1 < clause.endIndex && clause[index + 1].qualifiesTheOneBefore
        return isQualified || piece.isQualified ? [] : piece.words
      }
      return words.isEmpty ? nil : words
    }
  }

  /// Whether a word of the description is `word`, folded.
  func holds(_ word: String) -> Bool {
    described.contains { clause in clause.contains { $0.words.contains(word) } }
  }

  /// `text` cut once into clauses, at its semicolons, and each clause into
  /// pieces, at its commas and brackets (and semicolons inside brackets),
  /// each piece's words folded; a piece without words is none.
  private static func clauses(of text: String) -> [[Piece]] {
    var clauses: [[Piece]] = []
    var pieces: [Piece] = []
    var piece: [UInt8] = []
    var depth = 0
    func endPiece() {
      let ended = Piece(piece, isBracketed: depth > 0)
      if !ended.words.isEmpty { pieces.append(ended) }
      piece.removeAll(keepingCapacity: true)
    }
    // Cut as bytes: a character-wise split does grapheme breaking for nothing.
    for byte in text.utf8 {
      guard
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: ";")
      else {
        piece.append(byte)
        continue
      }
      if !piece.isEmpty { endPiece() }
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") { depth = max(0, depth - 1) }
      if byte == UInt8(ascii: ";") && depth == 0 {
        clauses.append(pieces)
        pieces = []
      }
    }
    if !piece.isEmpty { endPiece() }
    clauses.append(pieces)
    return clauses
  }

  /// Whether a description, as its folded `words`, ties a reaction to
  /// stones of some colours (`red and pink stones`), not only to some
  /// stones (`iron-rich stones`).
  private static func tiesStonesToColors(_ words: [String]) -> Bool {
    words.indices.contains { index in
      index > 0 && namesStones(words[index]) && isColorWord(words[index - 1])
    }
  }

  /// Whether a word names stones' colours in a description: a colour of a
  /// family, colourless, or `and`/`or` between them.
  private static func isColorWord(_ word: String) -> Bool {
    word == "and" || word == "or" || word == "colorless" || ColorFamily.described(by: [Substring(word)]) != nil
  }

  /// The folded words of the clause of `described` that names stones of `color`
  /// (`red and pink stones …` for pink), from `stones` to the next comma,
  /// bracket or semicolon, or the reaction before brackets that name the
  /// stones (`yellow to orange (yellow stones)`); `nil` when no clause does.
  ///
  /// The stones' colours are the colour words just before `stones`, joined
  /// by `and` or `or`, and by commas to whole runs of them before
  /// (`yellow, brown and pink`); a stone is of them when its colour's family
  /// is one of theirs, or both are colourless or white. A clause may tie
  /// several reactions to stones of several colours, piece by piece.
  private static func clause(of described: [[Piece]], forStonesOf color: String) -> [String]? {
    let stone = TextFolding.words(color)
    let family = ColorFamily.described(by: stone)
    let isColorless = stone.last == "colorless"
    // A stone read white may be a colourless one: held to colourless stones' piece where no piece names white ones.
    let mayBeColorless = isColorless || stone == ["white"]
    var loose: [String]?
    for pieces in described {
      for at in pieces.indices where pieces[at].words.contains(where: namesStones) {
        let piece = pieces[at].words
        let stones = piece.firstIndex(where: namesStones) ?? piece.endIndex
        var named = Array(piece[..<stones].reversed().prefix(while: isColorWord))
        // A list of colours may run back across commas, while each piece before is colours only,
        // within the same brackets.
        let runsBack = named.count == stones
        var before = at
        while runsBack, before > 0, pieces[before - 1].isBracketed == pieces[at].isBracketed,
          pieces[before - 1].words.allSatisfy(isColorWord)
        {
          before -= 1
          named += pieces[before].words
        }
        let exact = named.contains { word in
          switch word {
          case "colorless": isColorless
          case "white": family == .white && !isColorless
          default: family != nil && ColorFamily.described(by: [Substring(word)]) == family
          }
        }
        let crossed = mayBeColorless && named.contains { $0 == "colorless" || $0 == "white" }
        guard exact || crossed else { continue }
        // Stones named in brackets after a reaction (`yellow to orange (yellow stones)`) qualify it;
        // colours in brackets after the stones' reaction (`inert to weak (orange or blue)`) are part of it.
        var tail = Array(piece[(stones + 1)...])
        if tail.isEmpty, at > 0 {
          tail = pieces[at - 1].words
        } else if !pieces[at].isBracketed {
          for next in pieces[(at + 1)...] {
            guard next.isBracketed, !next.words.contains(where: namesStones) else { break }
            tail += next.words
          }
        }
        if exact { return tail }
        loose = loose ?? tail
      }
    }
    return loose
  }

  /// Whether a word names the stones a reaction is tied to: `stones`, or
  /// `pearls` (`white pearls light blue to light yellow`).
  private static func namesStones(_ word: String) -> Bool {
    word == "stones" || word == "pearls"
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
  ///   - stoneColor: The stone's colour as read (`--hue`), or `nil`.
  /// - Returns: The verdict.
  func verdict(for seen: Fluorescence.Reaction, stems: ColorWords.Stems, stoneColor: String?)
    -> PropertyCheck.Verdict
  {
    var best = PropertyCheck.Verdict.unknown
    for words in clauses(forStoneOf: stoneColor) {
      switch Self.verdict(for: seen, stems: stems, words: words) {
      case .fits: return .fits
      case .close: best = .close
      case .unknown, .misses: break
      }
    }
    return best
  }

  /// The verdict of one clause's `words` (see ``verdict(for:stems:stoneColor:)``).
  private static func verdict(for seen: Fluorescence.Reaction, stems: ColorWords.Stems, words: [String])
    -> PropertyCheck.Verdict
  {
    switch seen {
    case .inert: return words.contains("inert") ? .fits : .unknown
    case .glow(let strength, _):
      // A glow read without its colour answers, by its strength, words that
      // name one (HPHT diamond's `inert to weak`; natural diamond's `inert
      // to strong, usually blue`), as a graded glow of any colour does.
      let colorRead = !stems.dominant.isEmpty
      if colorRead, !ColorWords.overlap(dominantOf: stems, words: words) { return .unknown }
      guard let strength, let strongest = strongest(in: words) else { return colorRead ? .fits : .unknown }
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

/// A description in the record layout, as a constants table keeps it
/// (``ConstantsTable``): a count of clauses, each a count of pieces, each
/// piece a byte of flags (bracketed 1, qualified 2, naming stones 4) and
/// its folded words.
extension GlowDescription {
  func write(to writer: inout RecordWriter) {
    writer.append(count: described.count)
    for clause in described {
      writer.append(count: clause.count)
      for piece in clause {
        writer.append(byte: (piece.isBracketed ? 1 : 0) | (piece.isQualified ? 2 : 0) | (piece.namesStones ? 4 : 0))
        writer.append(piece.words)
      }
    }
  }

  /// Reads a description written by ``write(to:)``.
  ///
  /// - Throws: ``RecordReader/Damaged`` for bytes that are not one.
  init(record reader: inout RecordReader) throws(RecordReader.Damaged) {
    var described: [[Piece]] = []
    for _ in 0..<(try reader.count()) {
      var clause: [Piece] = []
      for _ in 0..<(try reader.count()) {
        let flags = try reader.byte()
        guard flags < 8 else { throw RecordReader.Damaged() }
        // The flags are taken as written: the words are read once, when the table is made.
        clause.append(
          Piece(
            words: try reader.strings(), isBracketed: flags & 1 != 0, isQualified: flags & 2 != 0,
            namesStones: flags & 4 != 0))
      }
      described.append(clause)
    }
    self.described = described
  }
}
