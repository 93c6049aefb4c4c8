/// The broad colour a gem's swatch belongs to, for `--color` filters: the
/// eleven basic colour terms that people sort gems by.
///
/// A swatch is placed by its hue, lightness and chroma (the spread of its
/// sRGB components); the bands are README's "Colour families" table. A gem
/// whose colour name says it is colourless has no family: a colourless
/// stone has no body colour, although its swatch is drawn near white.
public enum ColorFamily: String, Sendable, CaseIterable {
  /// Reds, from ruby to brick red.
  case red
  /// Oranges, from spessartine to padparadscha.
  case orange
  /// Yellows, from citrine to canary diamond.
  case yellow
  /// Greens, from olive to emerald.
  case green
  /// Blues, from sky blue to sapphire and teal.
  case blue
  /// Violets and purples, from amethyst to grape purple.
  case violet
  /// Pinks, light reds and magentas, from rose quartz to kunzite.
  case pink
  /// Browns: dark oranges and yellows.
  case brown
  /// Black and near black.
  case black
  /// White, and tints too pale for a hue (ivory, pearl).
  case white
  /// Greys without a hue.
  case gray

  /// The family a colour described in words is of: the one its last word
  /// names, as the dominant hue is named last (`dark blue`, `greenish
  /// blue`, `yellow-green`), a word of ``patternWords`` after it aside,
  /// and anything from `with` on (`green with black veins` is green);
  /// common colour words name the family their
  /// swatch falls in (``commonWords``: `purple` violet, `cornflower` blue),
  /// and a family's -ish form alone names the family (`bluish`,
  /// `reddish`); `nil` for other words (`dark`, `pearl`, `colorless`).
  ///
  /// - Parameter words: The colour's folded words (``TextFolding/words(_:)``).
  /// - Returns: The family, if the words give one.
  static func described(by words: [Substring]) -> ColorFamily? {
    guard let last = withoutPattern(colorWords(words)).last else { return nil }
    return named(last) ?? family(ofIshForm: last)
  }

  /// A colour's words without the pattern words it ends with, which name
  /// no colour (`blue and colorless zones` is blue and colorless); a
  /// pattern alone is kept, for ``namesOnlyAPattern(_:)`` to find.
  ///
  /// - Parameter words: The colour's folded words.
  /// - Returns: The words before its pattern.
  static func withoutPattern(_ words: [Substring]) -> [Substring] {
    var kept = words[...]
    while kept.count > 1, let last = kept.last, patternWords.contains(where: { $0 == last }) { kept.removeLast() }
    return Array(kept)
  }

  /// The words of a colour described in words that name the colour: those
  /// before `with`, whatever follows being a pattern or a second colour
  /// (`dark brown with light yellow swirls`, a catalog's `white with grey
  /// veins`); all of them when `with` comes first or not at all.
  ///
  /// - Parameter words: The colour's folded words.
  /// - Returns: The words that name the colour.
  static func colorWords(_ words: [Substring]) -> [Substring] {
    guard let with = words.firstIndex(of: "with"), with > 0 else { return words }
    return Array(words[..<with])
  }

  /// ``colorWords(_:)`` of a colour as given, folded (``TextFolding/words(_:)``).
  ///
  /// - Parameter color: The colour, as given.
  /// - Returns: The folded words that name the colour.
  package static func colorWords(in color: String) -> [Substring] {
    colorWords(TextFolding.words(color))
  }

  /// The words of a colour as given that a gem's colour is matched by:
  /// ``colorWords(in:)`` without the pattern they end with (``withoutPattern(_:)``).
  ///
  /// - Parameter color: The colour, as given.
  /// - Returns: The folded words, `blue and colorless` for `blue and colorless zones`.
  package static func namingWords(in color: String) -> [Substring] {
    withoutPattern(colorWords(in: color))
  }

  /// Words for how a colour is laid out rather than which it is, which
  /// may follow the colour they qualify (`pink banded` is pink), and the
  /// layout named as a thing (`brown and white bands`).
  static let patternWords = [
    "banded", "mottled", "streaked", "spotted", "veined", "zoned", "flecked", "speckled", "striped",
    "variegated", "layered", "marbled", "patchy", "dappled", "bands", "banding", "streaks", "spots", "veins",
    "zones", "zoning", "flecks", "specks", "stripes", "layers", "patches", "mottling", "marbling",
  ]

  /// Words for how dark or strong a colour is rather than which colour it
  /// is (`dark`, `pale`, `vivid`): a stone's colour needs a hue beside them.
  package static let toneWords = ["dark", "deep", "medium", "light", "pale", "bright", "vivid", "intense"]

  /// Words that join or strengthen tones (`pale and dark`, `very dark`) and name no colour either.
  package static let toneJoiners = ["and", "very"]

  /// Whether a colour described in words names only a tone (`dark`, `pale
  /// and dark`), no hue or colour name.
  ///
  /// - Parameter color: The colour, as given.
  /// - Returns: Whether every word of it is one of ``toneWords``, leaving
  ///   out ``toneJoiners``.
  public static func namesOnlyATone(_ color: String) -> Bool {
    let words = colorWords(in: color).filter { word in !toneJoiners.contains { $0 == word } }
    return !words.isEmpty && words.allSatisfy { word in toneWords.contains { $0 == word } }
  }

  /// Whether a colour described in words names only a pattern (`banded`,
  /// `dark mottled`), no hue or colour name: tones aside, every word is one
  /// of ``patternWords``.
  ///
  /// - Parameter color: The colour, as given.
  /// - Returns: Whether it names a pattern and nothing but tones beside it.
  public static func namesOnlyAPattern(_ color: String) -> Bool {
    let words = colorWords(in: color).filter { word in
      !toneJoiners.contains { $0 == word } && !toneWords.contains { $0 == word }
    }
    return !words.isEmpty && words.allSatisfy { word in patternWords.contains { $0 == word } }
  }

  /// The family a word names: its own name, or a common word for one.
  private static func named(_ word: Substring) -> ColorFamily? {
    Self(rawValue: String(word)) ?? commonWords.first { $0.word == word }?.family
  }

  /// Words for a family that are not its name, placed where their swatch falls.
  ///
  /// Everyday colour words and the trade's (`pigeon's blood`, which folds
  /// to words ending in blood, or `cornflower`). Gem names (`ruby`, `jade`,
  /// `coral`) are left out, as a stone read "coral" may mean the material;
  /// so are words between two families (`peach`, `salmon`, `honey`, `champagne`).
  private static let commonWords: [(word: String, family: ColorFamily)] = [
    ("purple", .violet), ("teal", .blue), ("navy", .blue), ("magenta", .pink),
    ("crimson", .red), ("scarlet", .red), ("cherry", .red), ("blood", .red), ("wine", .red), ("burgundy", .red),
    ("maroon", .red), ("carmine", .red), ("raspberry", .red), ("brick", .red),
    ("tangerine", .orange), ("mandarin", .orange), ("apricot", .orange), ("pumpkin", .orange),
    ("lemon", .yellow), ("canary", .yellow), ("golden", .yellow), ("gold", .yellow), ("straw", .yellow),
    ("mustard", .yellow), ("brass", .yellow),
    ("olive", .green), ("mint", .green), ("lime", .green), ("chartreuse", .green), ("pistachio", .green),
    ("leek", .green), ("spinach", .green), ("bottle", .green), ("forest", .green),
    ("cornflower", .blue), ("sky", .blue), ("azure", .blue), ("cerulean", .blue), ("denim", .blue),
    ("ultramarine", .blue), ("cobalt", .blue), ("indigo", .blue),
    ("lavender", .violet), ("lilac", .violet), ("mauve", .violet), ("plum", .violet), ("orchid", .violet),
    ("grape", .violet),
    ("rose", .pink), ("fuchsia", .pink),
    ("chocolate", .brown), ("cognac", .brown), ("coffee", .brown), ("tan", .brown),
    ("bronze", .brown), ("caramel", .brown), ("mahogany", .brown),
    ("cream", .white), ("silver", .gray), ("slate", .gray), ("charcoal", .gray), ("ebony", .black),
  ]

  /// The everyday and trade words for `family` (``commonWords``): crimson
  /// and scarlet for red, purple and lilac for violet.
  ///
  /// - Parameter family: A family.
  /// - Returns: Its words, none for a family with none.
  static func words(for family: ColorFamily) -> [String] {
    commonWords.filter { $0.family == family }.map(\.word)
  }

  /// The family of an -ish form (see ``word(ofIshForm:)``): pink for `pinkish`.
  static func family(ofIshForm word: Substring) -> ColorFamily? {
    self.word(ofIshForm: word).flatMap { named(Substring($0)) }
  }

  /// The colour word an -ish form stands for: its root is a family's word
  /// or a common word for one, with a last letter doubled (`reddish`) or a
  /// final `e` dropped (`bluish`, `purplish`: purple); `fish` and
  /// `bluefish` stand for none.
  ///
  /// - Parameter word: One folded word.
  /// - Returns: The colour word, or `nil`.
  static func word(ofIshForm word: Substring) -> String? {
    guard word.hasSuffix("ish") else { return nil }
    let root = word.dropLast(3).utf8
    // Compared byte by byte: a colour name is checked against every family's word.
    let isRoot = { (name: String) -> Bool in
      let name = name.utf8
      switch root.count - name.count {
      case 0: return root.elementsEqual(name)
      case 1: return root.starts(with: name) && root.last == name.last
      case -1: return name.starts(with: root) && name.last == UInt8(ascii: "e")
      default: return false
      }
    }
    for family in allCases where isRoot(family.rawValue) { return family.rawValue }
    return commonWords.first { isRoot($0.word) }?.word
  }

  /// The family of an sRGB colour.
  ///
  /// - Parameters:
  ///   - red: Red, 0–255.
  ///   - green: Green, 0–255.
  ///   - blue: Blue, 0–255.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    let (r, g, b) = (Double(red) / 255, Double(green) / 255, Double(blue) / 255)
    let high = max(r, g, b)
    let low = min(r, g, b)
    let chroma = high - low
    let lightness = (high + low) / 2
    // Achromatic: too little colour for a hue to mean anything, or a tint
    // so pale that people call it white (ivory, cream, pearl).
    if chroma < 0.10 || (chroma < 0.15 && high >= 0.9) {
      self = high >= 0.85 ? .white : high < 0.22 ? .black : .gray
      return
    }
    let hue: Double
    switch high {
    case r: hue = (60 * (g - b) / chroma + 360).truncatingRemainder(dividingBy: 360)
    case g: hue = 60 * (2 + (b - r) / chroma)
    default: hue = 60 * (4 + (r - g) / chroma)
    }
    self = Self.chromatic(hue: hue, lightness: lightness, value: high)
  }

  /// The family of a colour with a hue (degrees), lightness and value (0–1).
  private static func chromatic(hue: Double, lightness: Double, value: Double) -> ColorFamily {
    switch hue {
    case ..<8, 345...: return lightness >= 0.65 ? .pink : .red
    case ..<36:
      if value < 0.70 { return .brown }
      return hue < 20 && lightness >= 0.75 ? .pink : .orange
    case ..<50: return value < 0.70 ? .brown : .yellow
    case ..<70: return value < 0.55 ? .green : .yellow  // dark yellow is olive
    case ..<170: return .green
    case ..<250: return .blue
    case ..<290: return .violet
    default: return lightness >= 0.5 ? .pink : hue < 320 ? .violet : .red
    }
  }
}

extension GemColor {
  /// The family of the swatch, or `nil` without a swatch or for a colourless stone.
  public var family: ColorFamily? {
    family(isColorless: TextFolding.words(name).contains("colorless"))
  }

  /// The family of the swatch, for a colour whose name says, or does not
  /// say, that it is colourless.
  func family(isColorless: Bool) -> ColorFamily? {
    guard let rgb, !isColorless else { return nil }
    return ColorFamily(red: rgb.red, green: rgb.green, blue: rgb.blue)
  }
}
