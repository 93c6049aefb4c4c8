/// Matches colours asked for by word against gems' colours: a colour of a
/// ``ColorFamily`` (`blue`, or `dark blue` and `greenish blue`, whose last
/// word names the dominant hue) matches that family's swatches and the
/// materials that occur in it, and every word asked for matches a colour
/// name holding it (`--hue "purplish red"`).
struct ColorMatcher: Sendable {
  /// The folded words of each colour asked for.
  let wanted: [[Substring]]
  /// The family each of ``wanted`` is of, if any (``ColorFamily/described(by:)``).
  private let families: [ColorFamily?]
  /// The hue each of ``wanted`` is looked for as among a material's
  /// hues (``hue(_:_:)``), and the same as bits.
  private let hueWords: [Substring]
  private let hues: HueSet
  /// Whether plain white was asked for of a stone read at the bench, which
  /// may be a colourless one (``init(reading:)``).
  private let whiteIsColorless: Bool
  /// Every family a word of a colour asked for names (`purple` and
  /// `yellow` for `purple and golden yellow`, or for `purple-yellow`).
  private let namedFamilies: [ColorFamily]
  /// ``namedFamilies`` as hues, for the families a gem's colour name names (``ColorFacts/nameParts``).
  private let namedHues: HueSet
  /// The colours of a stone read as several (``ColorParts``), each of the
  /// colours asked for: a bicolour or a mottled rock.
  private let parts: [ColorParts]
  /// The families of ``parts``: a swatch of any of them answers as the
  /// last word's family does, whatever order the colours were named in.
  private let partFamilies: [ColorFamily]
  /// Whether a dye could give a colour asked for.
  ///
  /// A dye adds colour, so a stone read white or colourless is no dyed one
  /// (it may be bleached). Worked out once: every gem's check asks.
  let mayBeDyed: Bool

  /// A matcher for `colors`; `nil` or none matches nothing.
  ///
  /// - Parameters:
  ///   - colors: The colours asked for.
  ///   - whiteMayBeColorless: Whether white also looks for colourless
  ///     materials, as a stone read at the bench may be (see ``init(reading:)``).
  init(_ colors: [String], whiteMayBeColorless: Bool = false) {
    // An -ish form named last is its colour word (bluish is blue, purplish
    // purple), so that it matches as that word does, not colour names holding it.
    // The words that name the colour: `green with black veins` is looked for as green.
    wanted = colors.map(ColorFamily.namingWords(in:)).filter { !$0.isEmpty }.map { words in
      guard let last = words.last, let word = ColorFamily.word(ofIshForm: last) else { return words }
      return words.dropLast() + [Substring(word)]
    }
    families = wanted.map(ColorFamily.described(by:))
    namedFamilies = wanted.flatMap { words in words.compactMap { ColorFamily.described(by: [$0]) } }
    namedHues = HueSet(namedFamilies.map(\.rawValue))
    // Only a colour of several words can name several colours.
    parts = wanted.count == 1 && wanted[0].count == 1 ? [] : wanted.map(ColorParts.init).filter { !$0.parts.isEmpty }
    partFamilies = parts.flatMap(\.families)
    whiteIsColorless = whiteMayBeColorless && wanted.contains { $0 == ["white"] }
    hueWords = zip(wanted, families).compactMap(Self.hue) + (whiteIsColorless ? ["colorless"] : [])
    hues = HueSet(hueWords)
    mayBeDyed =
      zip(wanted, families).contains { words, family in family != .white && words.last != "colorless" }
      || parts.contains { $0.families.contains { $0 != .white } }
  }

  /// A matcher for the colour a stone was read as at the bench, or none.
  ///
  /// A stone read as plain white, transparent or of unknown transparency
  /// and showing no pleochroism, may be a colourless one, as the trade's
  /// white sapphire, topaz and diamond are, so white looks for colourless
  /// materials too; a translucent or opaque white, `milky white` or
  /// `bluish white` is a body colour, and the filter's `--hue white` does
  /// not either.
  ///
  /// - Parameter measured: What was measured of the stone.
  init(reading measured: Measurements) {
    let mayBeColorless =
      (measured.transparency == nil || measured.transparency == .transparent)
      && (measured.pleochroism.map { $0.strength == .none } ?? true)
    self.init(measured.color.map { [$0] } ?? [], whiteMayBeColorless: mayBeColorless)
  }

  /// Whether every colour asked for is colourless (`colorless`, `near
  /// colorless`): a stone with no colour to split into two.
  var isColorless: Bool {
    !wanted.isEmpty && wanted.allSatisfy { $0.last == "colorless" }
  }

  /// Whether a colour asked for is red, pink or orange: one that passes
  /// deep red light.
  var isReddish: Bool {
    families.contains { $0 == .red || $0 == .pink || $0 == .orange }
  }

  /// Whether `color` is one of those asked for.
  func matches(_ color: GemColor?) -> Bool {
    closeness(of: color) > 0
  }

  /// How well `color` answers (see ``closeness(of:ofAVariety:)``).
  func closeness(of color: GemColor?) -> Int {
    guard color != nil, !wanted.isEmpty else { return 0 }
    return closeness(of: ColorFacts(color, hues: nil))
  }

  /// How well a gem's colour answers: 4 when its name holds every word of
  /// a colour described in several (rhodolite for `purplish red`), 3 when
  /// its swatch is of the family asked for (citrine for `yellow`, ruby for
  /// `purplish red`), 2 when only its name holds the words (ametrine,
  /// `purple and golden yellow`), 1 when the colour is only among the
  /// families the material occurs in (alabaster, whose swatch is white, for
  /// `red`), 0 when it does not answer, as for a stone of several colours
  /// (``ColorParts``) a material lacking one of them.
  ///
  /// - Parameters:
  ///   - facts: The gem's colour facts.
  ///   - ofAVariety: Whether the gem is a variety, named for its colour,
  ///     whose name's tints must be read too (``namesAnotherColor(_:countingTints:)``).
  /// - Returns: 0 to 4, as above.
  func closeness(of facts: ColorFacts, ofAVariety: Bool = false) -> Int {
    // A stone of several colours is answered only by a material showing them all.
    if !parts.isEmpty, !parts.allSatisfy({ $0.occursInEvery(facts) }) { return 0 }
    let byColor = colorCloseness(of: facts, countingTints: ofAVariety)
    return byColor == 0 && occurs(in: facts) ? 1 : byColor
  }

  /// ``closeness(of:ofAVariety:)`` by the gem's colour alone: its name and swatch.
  private func colorCloseness(of facts: ColorFacts, countingTints: Bool = false) -> Int {
    guard !wanted.isEmpty else { return 0 }
    var best = 0
    for (words, family) in zip(wanted, families) {
      let isNamed = !facts.foldedName.isEmpty && words.allSatisfy(facts.nameHolds)
      if isNamed, words.count > 1 { return namesAnotherColor(facts, countingTints: countingTints) ? 1 : 4 }
      if let family, family == facts.family { best = 3 }
      if let swatch = facts.family, partFamilies.contains(swatch) { best = max(best, 3) }
      if isNamed { best = max(best, 2) }
    }
    // A name or swatch of two colours, one not asked for, answers no better than the hues it occurs in.
    return best >= 2 && namesAnotherColor(facts, countingTints: countingTints) ? 1 : best
  }

  /// Whether a gem's colour name names a colour none asked for beside one
  /// asked for: a stone read pink is not watermelon tourmaline's `pink and
  /// green`, though that name holds pink.
  ///
  /// With `countingTints`, a tint the name gives in an -ish form counts
  /// too where the material is recorded in the tint's family as well: such
  /// a variety's colour is a blend of two hues that names it, so one read
  /// orange is not padparadscha's `pinkish orange`, while Star Ruby's
  /// `purplish red`, never recorded violet, is red. A species' colour name
  /// only describes its usual colour (chrysoberyl's `greenish yellow`).
  private func namesAnotherColor(_ facts: ColorFacts, countingTints: Bool = false) -> Bool {
    // Bits of the families' hues: the table keeps the name's tints and parts read (ColorFacts).
    let namesATint = countingTints && facts.nameTints.bits & ~namedHues.bits & facts.hues.bits != 0
    return namesATint || facts.nameParts.bits & ~namedHues.bits != 0
  }

  /// Whether a colour asked for is among the families, or other hue words,
  /// the material occurs in.
  private func occurs(in facts: ColorFacts) -> Bool {
    hues.overlaps(facts.hues) || occurs(in: facts.otherHues)
  }

  /// Whether the colours asked for that the material occurs in are all
  /// among the hues it shows only rarely (blue, for obsidian).
  private func isRare(in facts: ColorFacts) -> Bool {
    let shared = hues.bits & facts.hues.bits
    return shared != 0 && shared & ~facts.rareHues.bits == 0 && !occurs(in: facts.otherHues)
  }

  /// Whether a gem's colour name is a colour asked for and nothing more:
  /// `colourless` for colourless (or for white, read at the bench), not
  /// `colourless with golden needles`.
  func nameIsOnlyAColorAsked(_ facts: ColorFacts) -> Bool {
    // Every word asked for is in the name, and the name is no longer than they are.
    wanted.contains { words in
      !words.isEmpty && words.allSatisfy(facts.nameHolds)
        && facts.foldedName.utf8.count == words.reduce(words.count - 1) { $0 + $1.utf8.count }
    } || (whiteIsColorless && facts.foldedName == "colorless")
  }

  /// Whether a material occurs only in colours asked for (sapphire, only
  /// blue, for `blue`): the trade's name for that colour of its species.
  func occursOnlyInColorsAsked(_ facts: ColorFacts) -> Bool {
    facts.hues.bits != 0 && hues.bits != 0 && facts.hues.bits & ~hues.bits == 0
  }

  /// Whether a gem's own name holds every word of a colour asked for (Red
  /// Spinel for `red`): the variety named for the colour read.
  func isNamed(in gemName: String) -> Bool {
    let words = TextFolding.words(gemName)
    return wanted.contains { colour in colour.allSatisfy { word in words.contains { $0 == word } } }
  }

  /// The check of a measured colour against a gem's: it fits the gem's
  /// colour, or a colour family the material occurs in (`hues`: glass
  /// comes in every colour; ``PropertyCheck/isRareHue`` when only in one it
  /// shows rarely), and misses otherwise; a stone of several colours
  /// (`green and pink`, `purple-yellow`: ``ColorParts``) fits a material
  /// whose colour name names them all, is close to one that shows some; a colour that names no
  /// hue (a shade or a likeness: `dark`, `pearl`) and is no word of the
  /// gem's colour name says nothing of a gem whose name gives its hue
  /// (`pigeon's blood red`), but misses one whose name is in words raygem
  /// has no families for (a catalog in Russian), compared word for word.
  func check(_ facts: ColorFacts) -> PropertyCheck {
    guard facts.isKnown else { return PropertyCheck(.color, .unknown) }
    // A stone of several colours is a material that shows every one of them.
    for part in parts {
      if let verdict = part.verdict(for: facts) { return PropertyCheck(.color, verdict) }
    }
    if occurs(in: facts) {
      var check = PropertyCheck(.color, .fits)
      // The bits first: the colour name is read only for a hue the material rarely shows.
      check.isRareHue = isRare(in: facts) && colorCloseness(of: facts) == 0
      return check
    }
    if colorCloseness(of: facts) > 0 { return PropertyCheck(.color, .fits) }
    guard hues.bits == 0 else { return PropertyCheck(.color, .misses) }
    let nameGivesAHue = facts.foldedName.split(separator: " ").contains { word in
      HueSet.bit(of: word) != 0 || ColorFamily.described(by: [word]) != nil
    }
    return PropertyCheck(.color, nameGivesAHue || facts.foldedName.isEmpty ? .unknown : .misses)
  }

  /// Whether a colour asked for is among `hues`, the families a material
  /// occurs in (see ``hue(_:_:)``).
  func occurs(in hues: [String]?) -> Bool {
    guard let hues else { return false }
    return hueWords.contains { word in hues.contains { $0 == word } }
  }

  /// The hue a colour asked for, of `family`, is looked for among a
  /// material's hues as: its family (`dark blue` in blue), or its last
  /// word (`near colorless` in colorless, which is no family).
  static func hue(_ words: [Substring], _ family: ColorFamily?) -> Substring? {
    family.map { Substring($0.rawValue) } ?? words.last
  }

  /// Whether every one of `words` is a word of `text`, folded.
  static func holds(_ words: [Substring], in text: String?) -> Bool {
    guard let text, !words.isEmpty else { return false }
    let textWords = TextFolding.words(text)
    return words.allSatisfy(textWords.contains)
  }
}
