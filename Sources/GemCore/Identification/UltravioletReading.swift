/// What an ultraviolet lamp showed: the reaction under long-wave light,
/// under short-wave light, or both.
public struct UltravioletReading: Sendable, Hashable {
  /// Under long-wave UV (365 nm).
  public var longWave: Fluorescence.Reaction? { didSet { longWaveStems = Self.stems(of: longWave) } }
  /// Under short-wave UV (254 nm).
  public var shortWave: Fluorescence.Reaction? { didSet { shortWaveStems = Self.stems(of: shortWave) } }

  /// The long-wave glow's colours, stemmed once for all the gems
  /// compared; they follow ``longWave``, and equality passes over them
  /// (``ColorWords/Stems``).
  private var longWaveStems: ColorWords.Stems
  /// The short-wave glow's colours, stemmed as ``longWaveStems`` are.
  private var shortWaveStems: ColorWords.Stems

  /// Creates a reading.
  ///
  /// - Parameters:
  ///   - longWave: The reaction under long-wave UV, or `nil` when not looked at.
  ///   - shortWave: The reaction under short-wave UV, or `nil` when not looked at.
  public init(longWave: Fluorescence.Reaction? = nil, shortWave: Fluorescence.Reaction? = nil) {
    self.longWave = longWave
    self.shortWave = shortWave
    longWaveStems = Self.stems(of: longWave)
    shortWaveStems = Self.stems(of: shortWave)
  }

  /// The stems of a glow's colours; none for any other reaction.
  private static func stems(of reaction: Fluorescence.Reaction?) -> ColorWords.Stems {
    guard case .glow(_, let colors)? = reaction else { return ColorWords.Stems([]) }
    return ColorWords.Stems(colors)
  }

  /// Parses one lamp's reaction: `inert` (or `none`, `negative`, `no
  /// reaction`), or a strength and colours (`strong:red`, `weak:greenish yellow`,
  /// `strong:red,orange`; `weak red` too, and `faint`, `very strong` or
  /// `weak to moderate` for a strength), or either alone; from no glow to
  /// one, either way round, or one or the other (`inert to weak red`,
  /// `weak red to inert`, `inert or weak red`), a weak glow of its colours.
  ///
  /// - Parameter text: The option's value.
  /// - Returns: ``Fluorescence/Reaction/inert``, or a glow with the strength or colour given.
  /// - Throws: ``MeasurementError/unknownGlow(_:)`` for an empty value, a
  ///   strength that is not weak, moderate or strong, or a second colon.
  public static func reaction(parsing text: String) throws(MeasurementError) -> Fluorescence.Reaction {
    let lowered = text.lowercased()[...].singleSpaced
    if noGlowPhrases.contains(lowered) { return .inert }
    // From no glow to one, either way round, or one or the other (`inert to weak red`, `weak
    // red to inert`, `inert or weak red`, as references write it): the faintest glow the
    // stone showed, at the weakest strength.
    for joint in [" to ", " or "] {
      for none in noGlowWords {
        let glow: Substring
        if lowered.hasPrefix(none + joint) {
          glow = lowered.dropFirst(none.count + joint.count)
        } else if lowered.hasSuffix(joint + none) {
          glow = lowered.dropLast(none.count + joint.count)
        } else {
          continue
        }
        guard case .glow(_, let colors)? = try? reaction(parsing: String(glow)) else { throw .unknownGlow(text) }
        return .glow(.weak, colors: colors)
      }
    }
    var words = text.lowercased().split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map {
      $0.singleSpaced
    }
    // A strength before the colour with a space (`weak red`, `very faint red`), as people type it,
    // is read as with a colon.
    if words.count == 1, let (strength, rest) = Intensity.leading(in: words[0]) { words = [strength, rest] }
    guard let first = words.first, !first.isEmpty else { throw .unknownGlow(text) }
    if words.count == 1 {
      if noGlowWords.contains(first) { return .inert }
      if let strength = Intensity(spoken: first) { return .glow(strength, colors: []) }
      let colors = try colors(in: first, of: text)
      guard !colors.isEmpty else { throw .unknownGlow(text) }
      return .glow(nil, colors: colors)
    }
    let (colors, named) = (try colors(in: words[1], of: text), hasItems(words[1]))
    guard let strength = Intensity(spoken: first), named, !words[1].contains(":") else {
      throw .unknownGlow(text)
    }
    return .glow(strength, colors: colors)
  }

  /// Words for how a glow looks rather than its colour: `chalky`, milky
  /// and turbid, as flame-fusion synthetics and heated sapphire glow.
  public static let qualityWords = ["chalky"]

  /// The colours of a comma list (`red, orange`), each single-spaced, a
  /// quality word before or after it left out (``qualityWords``: `chalky
  /// blue` and `blue chalky` are blue), and named once; empty items passed over.
  ///
  /// A colour that says no glow or a strength (`inert red`, `weak strong
  /// red`) contradicts itself and refuses `text`.
  private static func colors(in list: String, of text: String) throws(MeasurementError) -> [String] {
    let colors = list.split(separator: ",").map { hue(of: $0.singleSpaced) }.filter { !$0.isEmpty }.namedOnce
    let contradicting = colors.contains(where: namesNoGlow)
    guard !contradicting else {
      throw .unknownGlow(text)
    }
    return colors
  }

  /// Whether a glow's colour, as written, names no glow: no words, a last
  /// word black or colourless (`jet black`, `blackish`, `pale colourless`:
  /// no light is either), or a word that says no glow or a strength
  /// (`inert blue`, `strong`), which is no colour.
  ///
  /// - Parameter color: A glow's colour as written.
  /// - Returns: Whether it names no glow's colour.
  static func namesNoGlow(_ color: String) -> Bool {
    let words = TextFolding.words(color)
    guard let last = words.last else { return true }
    return last == "black" || last == "blackish" || last == "colorless"
      || words.contains { noGlowWords.contains(String($0)) || Intensity(spoken: String($0)) != nil }
  }

  /// Words that say a lamp showed no glow: `inert`, or `none` or
  /// `negative` as notes often put it.
  private static let noGlowWords = ["inert", "none", "negative"]

  /// Phrases that say a lamp showed no glow, as catalog descriptions write it (``GlowDescription``).
  private static let noGlowPhrases = [
    "no reaction", "no glow", "no fluorescence", "no luminescence", "non-fluorescent", "nonfluorescent",
    "non fluorescent",
  ]

  /// A single-spaced colour without the quality word it starts or ends with.
  private static func hue(of color: String) -> String {
    for word in qualityWords {
      if color == word { return "" }
      if color.hasPrefix(word + " ") { return String(color.dropFirst(word.count + 1)) }
      if color.hasSuffix(" " + word) { return String(color.dropLast(word.count + 1)) }
    }
    return color
  }

  /// Whether a comma list names anything, a quality word alone included.
  private static func hasItems(_ list: String) -> Bool {
    list.split(separator: ",").contains { !$0.singleSpaced.isEmpty }
  }

  /// How the reading compares with a gem's fluorescence, lamp by lamp.
  ///
  /// `inert` fits an inert gem, is close to a weak glow or one of no strength
  /// given and misses a stronger one; a glow misses an inert gem unless it is weak (close), and
  /// against a glow it fits when colour and strength agree, is close when only
  /// the strength differs, and misses another colour. Colours agree when
  /// they share a colour word, its `-ish` form included (greenish blue and
  /// blue agree; see ``ColorWords``). A lamp the catalog does not give is
  /// unknown; one it describes in words fits what the words name and is
  /// unknown otherwise (``GlowDescription``). Over both lamps a miss outweighs a close
  /// reading, which outweighs an unknown lamp, which outweighs a fit.
  ///
  /// - Parameters:
  ///   - fluorescence: The gem's fluorescence; `nil` when the catalog gives none.
  ///   - stoneColor: The stone's colour as read, for a description that
  ///     ties reactions to stones of some colours; `nil` when not read.
  /// - Returns: The verdict.
  public func verdict(against fluorescence: Fluorescence?, stoneColor: String? = nil) -> PropertyCheck.Verdict {
    verdict(against: fluorescence, stoneColor: stoneColor, described: nil)
  }

  /// ``verdict(against:stoneColor:)``, with the lamps the catalog gives in
  /// words read before (a constants table's), where they were.
  ///
  /// - Parameters:
  ///   - fluorescence: The gem's fluorescence; `nil` when the catalog gives none.
  ///   - stoneColor: The stone's colour as read, or `nil`.
  ///   - described: `fluorescence`'s descriptions, read; `nil` to read them now.
  /// - Returns: The verdict.
  func verdict(against fluorescence: Fluorescence?, stoneColor: String?, described: LampDescriptions?)
    -> PropertyCheck.Verdict
  {
    // Read once for both lamps and the short-wave words' comparison with the long-wave glow.
    let described = described ?? LampDescriptions(fluorescence)
    let long = Self.verdict(
      longWave, longWaveStems, against: fluorescence?.longWave, described: described?.longWave,
      stoneColor: stoneColor)
    var short = Self.verdict(
      shortWave, shortWaveStems, against: fluorescence?.shortWave, described: described?.shortWave,
      stoneColor: stoneColor)
    if let relative = relativeVerdict(against: fluorescence?.shortWave, described: described?.shortWave) {
      // The worse of the two where the words give a glow of their own as well (HPHT diamond's).
      short =
        switch short {
        case nil, .unknown?: relative
        case .misses?: .misses
        case .close?: relative == .misses ? .misses : .close
        case .fits?: relative
        }
    }
    // A fit needs every lamp read to fit: one known only in words leaves it unknown.
    for verdict in [PropertyCheck.Verdict.misses, .close, .unknown] where long == verdict || short == verdict {
      return verdict
    }
    return long == nil && short == nil ? .unknown : .fits
  }

  /// The short-wave glow read against a catalog's words that give it as
  /// weaker or stronger than the long-wave one (a natural diamond's
  /// `weaker than long-wave`, an HPHT synthetic's `stronger than
  /// long-wave`): it fits when the two strengths read stand so, is close
  /// when they are equal and misses otherwise; `nil` where the words say
  /// neither, or a lamp was not looked at or read without a strength.
  private func relativeVerdict(against words: Fluorescence.Reaction?, described: GlowDescription?)
    -> PropertyCheck.Verdict?
  {
    guard case .described(let text)? = words, let short = Self.rank(shortWave), let long = Self.rank(longWave)
    else { return nil }
    let description = described ?? GlowDescription(text)
    let weaker = description.holds("weaker")
    guard weaker != description.holds("stronger") else { return nil }
    if short == long { return .close }
    return (short < long) == weaker ? .fits : .misses
  }

  /// How strong a reaction is, none counting lowest; `nil` for a glow read without a strength.
  private static func rank(_ reaction: Fluorescence.Reaction?) -> Int? {
    switch reaction {
    case .inert?: 0
    case .glow(let strength?, _)?: Intensity.allCases.firstIndex(of: strength).map { $0 + 1 }
    default: nil
    }
  }

  /// One lamp's verdict; `nil` when the lamp was not looked at.
  private static func verdict(
    _ seen: Fluorescence.Reaction?, _ stems: ColorWords.Stems, against gem: Fluorescence.Reaction?,
    described: GlowDescription?, stoneColor: String?
  ) -> PropertyCheck.Verdict? {
    guard let seen else { return nil }
    switch (seen, gem) {
    case (_, nil), (.described, _): return .unknown
    case (_, .described(let text)?):
      return (described ?? GlowDescription(text)).verdict(for: seen, stems: stems, stoneColor: stoneColor)
    case (.inert, .inert?): return .fits
    // A glow the catalog gives no strength may be as faint as none seen.
    case (.inert, .glow(let strength, _)?): return strength == .weak || strength == nil ? .close : .misses
    case (.glow(let strength, _), .inert?): return strength == .weak ? .close : .misses
    case (.glow(let strength, let colors), .glow(let gemStrength, let gemColors)?):
      guard colors.isEmpty || gemColors.isEmpty || ColorWords.overlap(stems, gemColors) else { return .misses }
      return strength == nil || gemStrength == nil || strength == gemStrength ? .fits : .close
    }
  }

}
