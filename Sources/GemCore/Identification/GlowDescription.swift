/// A UV lamp's reaction as a catalog describes it in words (`usually
/// inert, sometimes weak red`), read for what a reading can be checked
/// against: whether it names no glow, the strongest glow it names, and its
/// colour words.
///
/// A description names a material's usual reactions, not every one, so a
/// reading can only agree with it: it fits a reading the words name and is
/// unknown otherwise, never a miss. Words that tie the reactions to some
/// stones or parts of one, to an afterglow, or that deny one (`blue stones
/// inert`, `yellow areas bluish white`, `blue-green phosphorescence`, `not
/// inert`) leave it unknown: which reaction goes with what is more than
/// raygem reads.
struct GlowDescription {
  /// Words that tie a description's reactions to some stones or parts of
  /// one, to an afterglow, or deny one.
  private static let qualifiers = [
    "stones", "stone", "pearls", "areas", "core", "patches", "zones", "crown", "pavilion", "layer",
    "phosphorescence", "phosphoresce", "phosphoresces", "not", "never", "no",
  ]

  /// Words for a glow's strength, weakest first, with the strength each names.
  private static let strengths: [(word: Substring, strength: Intensity)] = [
    ("faint", .weak), ("weak", .weak), ("moderate", .moderate), ("medium", .moderate), ("strong", .strong),
    ("intense", .strong), ("bright", .strong),
  ]

  /// The description's folded words.
  private let words: [Substring]

  /// Reads a description.
  ///
  /// - Parameter text: The catalog's words for one lamp.
  init(_ text: String) {
    words = TextFolding.words(text)
  }

  /// How a reading compares with the description: it fits `inert` where
  /// the words say inert, and a glow whose dominant colour (its last word:
  /// blue for `greenish blue`, which `greenish yellow` does not name) they
  /// name, close where the glow is stronger than any strength they name
  /// (a strong red against `usually inert, sometimes weak red`); unknown
  /// otherwise.
  ///
  /// - Parameter seen: The reaction seen.
  /// - Returns: The verdict.
  func verdict(for seen: Fluorescence.Reaction) -> PropertyCheck.Verdict {
    guard !words.contains(where: { word in Self.qualifiers.contains { $0 == word } }) else { return .unknown }
    switch seen {
    case .inert: return words.contains("inert") ? .fits : .unknown
    case .glow(let strength, let colors):
      let dominant = colors.compactMap { TextFolding.words($0).last }
      guard !dominant.isEmpty, ColorWords.overlap(words: dominant, words) else { return .unknown }
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
