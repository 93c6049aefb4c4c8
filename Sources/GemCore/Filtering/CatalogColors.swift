/// The colour words a catalog has, gathered once, so that many colours
/// asked for can be checked against it: every stone of a parcel, without
/// folding each gem's colour name again for each.
///
/// A colour is known when it is of a colour family (``ColorFamily/described(by:)``:
/// `blue`, `dark blue`, `cornflower`), when it is one word of some gem's hues
/// (`colorless`), or when some gem's colour name holds all its words
/// (`pearl`).
public struct CatalogColors: Sendable {
  /// Each gem's colour name, as folded words.
  private let names: [[Substring]]
  /// The words of every gem's hues.
  private let hues: Set<String>
  /// What a colour no gem has is told to use instead: the colour families,
  /// then the words of the catalog's colour names and hues.
  private let known: [String]

  /// The colour words of `gems`.
  ///
  /// - Parameter gems: The catalog's gems.
  public init<Gems: Collection<Gem>>(_ gems: Gems) {
    names = gems.compactMap { $0[.color].map { ColorFamily.colorWords(in: $0.name) } }
    hues = Set(gems.flatMap { $0[.hues] ?? [] })
    let families = ColorFamily.allCases.map(\.rawValue)
    known = families + hues.union(names.joined().map(String.init)).subtracting(families).sorted()
  }

  /// Whether `color` needs a catalog's words to be checked: it has a word,
  /// and is of no colour family, which every catalog knows.
  ///
  /// - Parameter color: The colour, as given.
  /// - Returns: `false` for a colour of a family or a colour with no word.
  public static func needsCatalog(_ color: String) -> Bool {
    needsCatalog(ColorFamily.namingWords(in: color))
  }

  /// ``needsCatalog(_:)`` for a colour's folded words.
  private static func needsCatalog(_ words: [Substring]) -> Bool {
    !words.isEmpty && ColorFamily.described(by: words) == nil
  }

  /// The rule: a colour no family names is known from a material's hues
  /// (its last word) or from a colour name holding all its words.
  private static func knows(_ words: [Substring], hues: some Sequence<String>, names: [[Substring]]) -> Bool {
    ColorMatcher.hue(words, nil).map { hue in hues.contains { $0 == hue } } == true
      || names.contains { name in words.allSatisfy(name.contains) }
  }

  /// Checks that a colour asked for is one the catalog knows.
  ///
  /// - Parameter color: The colour, as given.
  /// - Throws: ``FilterError/unknownColor(_:known:)`` for a colour no gem
  ///   has, with the families and the words of the catalog's colour names and hues.
  public func check(_ color: String) throws(FilterError) {
    let words = ColorFamily.namingWords(in: color)
    guard Self.needsCatalog(words), !Self.knows(words, hues: hues, names: names) else { return }
    throw .unknownColor(color, known: known)
  }

  /// Checks one colour against `gems` as ``check(_:)`` does, stopping at
  /// the first gem that knows it: a single command on a large catalog
  /// gathers every gem's words only to name them for a colour none has.
  ///
  /// - Parameters:
  ///   - color: The colour, as given.
  ///   - gems: The catalog's gems.
  /// - Throws: As ``check(_:)``.
  public static func check<Gems: Collection<Gem>>(_ color: String, in gems: Gems) throws(FilterError) {
    let words = ColorFamily.namingWords(in: color)
    guard needsCatalog(words) else { return }
    let isKnown = gems.contains { gem in
      knows(
        words, hues: gem[.hues] ?? [],
        names: [gem[.color].map { ColorFamily.colorWords(in: $0.name) } ?? []])
    }
    if !isKnown { try CatalogColors(gems).check(color) }
  }

  /// Checks a colour seen under a lamp or in a dichroscope as ``check(_:in:)``
  /// checks one asked for, and knows also the words of the glows and
  /// pleochroism colours the catalog records (`beige`).
  ///
  /// - Parameters:
  ///   - color: The colour, as given.
  ///   - gems: The catalog's gems.
  /// - Throws: ``FilterError/unknownColor(_:known:)`` for a colour no gem
  ///   has, with the families and the catalog's colour words.
  public static func checkSeen<Gems: Collection<Gem>>(_ color: String, in gems: Gems) throws(FilterError) {
    let words = ColorFamily.namingWords(in: color)
    guard needsCatalog(words) else { return }
    let isRecorded = gems.contains { gem in
      seenColors(of: gem).contains { seen in words.allSatisfy(TextFolding.words(seen).contains) }
    }
    if !isRecorded { try check(color, in: gems) }
  }

  /// The colours a gem's glow and pleochroism are recorded in.
  private static func seenColors(of gem: Gem) -> [String] {
    var colors = gem[.pleochroism]?.colors ?? []
    let fluorescence = gem[.fluorescence]
    if case .glow(_, let glowColors)? = fluorescence?.longWave { colors += glowColors }
    if case .glow(_, let glowColors)? = fluorescence?.shortWave { colors += glowColors }
    return colors
  }
}
