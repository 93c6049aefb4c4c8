/// Whether colours an observer names agree with a catalog's, for a glow or
/// pleochroism: observers and references word one colour differently.
enum ColorWords {
  /// Whether two lists of colours share a colour word, taken without an
  /// `-ish` ending (`greenish blue` and `blue-green` do, as do `bluish` and
  /// `blue`, `reddish` and `red`): a stem of three letters or more that
  /// starts the other, or a shorter one beyond ASCII that is the other
  /// (`红`; `红色` is another word).
  ///
  /// - Parameters:
  ///   - left: Colours, each one or more words.
  ///   - right: Colours, each one or more words.
  /// - Returns: Whether some word of one is a word of the other.
  static func overlap(_ left: [String], _ right: [String]) -> Bool {
    overlap(Stems(left), right)
  }

  /// ``overlap(_:_:)-([String],[String])`` for a reading's colours stemmed once.
  ///
  /// - Parameters:
  ///   - left: A reading's colours, stemmed.
  ///   - right: Colours, each one or more words.
  /// - Returns: Whether some word of one is a word of the other.
  static func overlap(_ left: Stems, _ right: [String]) -> Bool {
    let words = right.flatMap(TextFolding.words)
    // A catalog's word of another spelling for the reading's family names it too (purple for violet).
    return overlap(stems: left.all, words.map { stem(of: $0.utf8) })
      || words.contains { word in left.familyWords.contains { $0 == word } }
  }

  /// Whether every one of a reading's colours is named by the others:
  /// the colour it mostly is (its last word) is a word of one of them, or
  /// they are given as shades of the body colour (tourmaline's `darker
  /// shade of body colour`), which any colour seen may be.
  ///
  /// - Parameters:
  ///   - left: A reading's colours, stemmed.
  ///   - right: Colours, each one or more words.
  /// - Returns: Whether each last word of one is a word of the other.
  static func eachNamed(dominantOf left: Stems, in right: [String]) -> Bool {
    let rightStems = stems(right)
    return rightStems.contains("body")
      || zip(left.dominant, left.families).allSatisfy { own, family in
        overlap(stems: [own], rightStems) || family.map { overlap(stems: [$0], rightStems) } == true
      }
  }

  /// Whether the colour each of a reading's colours mostly is (its last
  /// word) is a word of a catalog's description, one that names a colour
  /// (``namesAColor(_:)``) or is that very word: `reduced` and `rosettes`
  /// begin like red and rose but are none.
  ///
  /// - Parameters:
  ///   - left: A reading's colours, stemmed.
  ///   - right: The description's folded words (``TextFolding/words(_:)``).
  /// - Returns: Whether some last word of one is a word of the other.
  static func overlap(dominantOf left: Stems, words right: [String]) -> Bool {
    let stems = left.dominant + left.families.compactMap { $0 }
    return right.contains { word in
      if overlap(stems: stems, [stem(of: Substring(word).utf8)]) {
        return left.dominantWords.contains(word) || namesAColor(word)
      }
      // A word of another spelling for the family (crimson for red, rose for pink).
      return left.familyWords.contains(word)
    }
  }

  /// Whether a description's folded word names a colour: a family or a
  /// common word for one (``ColorFamily/described(by:)``), with `-ish` or
  /// `-y` (`orangy`, `pinky`), or colourless; a word beyond ASCII is taken
  /// as one, since no language but English has its colours listed.
  private static func namesAColor(_ word: String) -> Bool {
    if word == "colorless" || word.utf8.contains(where: { $0 >= 0x80 }) { return true }
    let folded = Substring(word)
    if ColorFamily.described(by: [folded]) != nil { return true }
    guard folded.hasSuffix("y") else { return false }
    let root = folded.dropLast(folded.hasSuffix("ey") ? 2 : 1)
    return ColorFamily.described(by: [root]) != nil || ColorFamily.described(by: [Substring(root + "e")]) != nil
  }

  /// A reading's colours stemmed once, for the many gems it is compared
  /// with: folding the words costs far more than comparing them.
  ///
  /// A reading keeps them beside the colours they were made from, so they
  /// are no part of its value: all stems are equal and hash alike, and a
  /// reading's synthesized equality compares what was read.
  struct Stems: Sendable, Hashable {
    /// The stem of every word (`greenish blue`: `gree`, `blue`).
    let all: [String]
    /// The stem of each colour's last word, the colour it mostly is
    /// (`greenish blue`: `blue`, which `greenish yellow` does not name).
    let dominant: [String]

    /// Each colour's last word itself, folded, and its family's name.
    let dominantWords: [String]

    /// The everyday and trade words for each colour's family (crimson and
    /// scarlet for red, purple and lilac for violet), found once for the
    /// many descriptions a reading is held against.
    let familyWords: [String]

    /// For each of ``dominant``, the stem of the family its colour names
    /// where that is another word (`crimson`: `red`), which names it too,
    /// as a stone's colour does; `nil` where it is the same or none.
    let families: [String?]

    /// Stems `colors`.
    ///
    /// - Parameter colors: Colours, each one or more words.
    init(_ colors: [String]) {
      let words = colors.map(TextFolding.words).filter { !$0.isEmpty }
      let named = words.map { ColorFamily.described(by: $0) }
      dominant = words.compactMap { $0.last.map { ColorWords.stem(of: $0.utf8) } }
      families = zip(named, dominant).map { family, own in
        family.map { ColorWords.stem(of: $0.rawValue[...].utf8) }.flatMap { $0 == own ? nil : $0 }
      }
      all = words.flatMap { $0.map { ColorWords.stem(of: $0.utf8) } } + families.compactMap { $0 }
      dominantWords = words.compactMap { $0.last.map(String.init) } + named.compactMap { $0?.rawValue }
      familyWords = named.compactMap { $0 }.flatMap { ColorFamily.words(for: $0) }
    }

    /// Always equal: stems follow the colours beside them.
    static func == (_: Self, _: Self) -> Bool { true }

    /// Adds nothing, as ``==(_:_:)`` compares nothing.
    func hash(into _: inout Hasher) {}
  }

  /// Whether some stem of one list agrees with some stem of the other.
  private static func overlap(stems left: [String], _ rightStems: [String]) -> Bool {
    left.contains { one in
      rightStems.contains { other in
        let (short, long) = one.utf8.count <= other.utf8.count ? (one, other) : (other, one)
        // A word of one or two letters agrees only with itself, and only beyond
        // ASCII (红): short English words between colours (to, or) are none.
        if short.unicodeScalars.count < 3 { return short == long && !short.utf8.allSatisfy { $0 < 0x80 } }
        return long.utf8.starts(with: short.utf8)
      }
    }
  }

  /// Each colour word's first four letters, without an `-ish` ending, as
  /// its folded form (a letter with no ASCII fold, Cyrillic or Greek, is one
  /// scalar of several bytes still).
  private static func stems(_ colors: [String]) -> [String] {
    var stems: [String] = []
    for color in colors {
      for word in TextFolding.words(color) { stems.append(stem(of: word.utf8)) }
    }
    return stems
  }

  /// The stem of one folded word, read as bytes: a scalar starts at each
  /// byte that does not continue one (`10xxxxxx`).
  private static func stem(of word: Substring.UTF8View) -> String {
    let root = word.count > 3 && word.suffix(3).elementsEqual("ish".utf8) ? word.dropLast(3) : word
    var end = root.startIndex
    var scalars = 0
    while end < root.endIndex, scalars < 4 || root[end] & 0xC0 == 0x80 {
      if root[end] & 0xC0 != 0x80 { scalars += 1 }
      end = root.index(after: end)
    }
    return String(Substring(root[..<end]))
  }
}
