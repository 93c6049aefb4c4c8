/// What a dichroscope showed: how plainly the colours differ, and the
/// colours when they were noted.
public struct PleochroismReading: Sendable, Hashable {
  /// How plainly the colours differ.
  public var strength: Pleochroism.Strength
  /// The colours seen; empty when not noted.
  public var colors: [String] { didSet { colorStems = ColorWords.Stems(colors) } }
  /// Whether three colours were seen, as `trichroic` or three colours
  /// named say: only a biaxial stone shows them.
  public var isTrichroic: Bool
  /// The colours stemmed once for all the gems compared; they follow
  /// ``colors``, and equality passes over them (``ColorWords/Stems``).
  private var colorStems: ColorWords.Stems

  /// Creates a reading.
  ///
  /// - Parameters:
  ///   - strength: How plainly the colours differ.
  ///   - colors: The colours seen, or none.
  ///   - isTrichroic: Whether three colours were seen; so when three are given.
  public init(_ strength: Pleochroism.Strength, colors: [String] = [], isTrichroic: Bool = false) {
    self.strength = strength
    self.colors = colors
    self.isTrichroic = isTrichroic || colors.count == 3
    colorStems = ColorWords.Stems(colors)
  }

  /// Parses `none`, `weak`, `moderate` or `strong` (or as a glow's strength
  /// is said, ``Intensity/init(spoken:)``: `faint`, `very strong`, `weak to
  /// moderate`; or beside the effect's name: `strongly trichroic`),
  /// optionally followed by the colours (`strong:dark blue,light blue`, or
  /// after a space: `strong blue,violet`); `none` takes no colours.
  ///
  /// - Parameter text: The option's value.
  /// - Throws: ``MeasurementError/unknownPleochroism(_:)`` for another
  ///   strength, colours after `none`, or a colon with no colour after it.
  public init(parsing text: String) throws(MeasurementError) {
    var parts = text.lowercased().split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    var read = Self.strength(in: parts[0].singleSpaced)
    // A strength before the colours with a space (`strong blue,violet`), as a lamp's glow is typed.
    if read == nil, parts.count == 1, let (words, colors) = Intensity.leading(in: parts[0].singleSpaced) {
      parts = [Substring(words), Substring(colors)]
      read = Self.strength(in: words)
    }
    guard let (strength, named) = read else { throw .unknownPleochroism(text) }
    let colors = parts.count > 1 ? GemFilter.list(String(parts[1])) : []
    // A colon promises colours, and no difference seen has none to name; a second colon is a slip.
    guard parts.count == 1 || (!colors.isEmpty && strength != .none && !parts[1].contains(":")) else {
      throw .unknownPleochroism(text)
    }
    // A stone shows at most three colours, a dichroic one two.
    guard colors.count <= (named == "dichroic" ? 2 : 3) else { throw .unknownPleochroism(text) }
    self.init(strength, colors: colors, isTrichroic: named == "trichroic")
  }

  /// The strength `words` say and the effect's name beside it, or `nil`:
  /// none, weak, moderate or strong, as a glow's strength is said, or
  /// beside the effect's name (``strengthWords(_:)``), which `none` cannot
  /// stand beside.
  private static func strength(in words: String) -> (Pleochroism.Strength, named: String?)? {
    let (word, named) = strengthWords(words)
    guard
      let strength = Pleochroism.Strength(rawValue: word)
        ?? Intensity(spoken: word).flatMap({ Pleochroism.Strength(rawValue: $0.rawValue) }),
      !(named != nil && strength == .none)
    else { return nil }
    return (strength, named)
  }

  /// The words of a strength as notes write it beside the effect's name
  /// (`strongly trichroic`, `weak dichroic`), without the name and with
  /// an adverb's `-ly` dropped, and the name, if given.
  private static func strengthWords(_ words: String) -> (String, String?) {
    var words = Substring(words)
    let named = ["dichroic", "trichroic", "pleochroic"].first { words == $0 || words.hasSuffix(" " + $0) }
    if let named { words = words.dropLast(named.count + (words == named ? 0 : 1)) }
    // A range's ends may each be adverbs (`weakly to moderately`).
    var plain = ""
    for word in words.split(separator: " ") {
      if !plain.isEmpty { plain += " " }
      plain += String(word.hasSuffix("ly") ? word.dropLast(2) : word)
    }
    return (plain, named)
  }

  /// How the reading compares with a gem's pleochroism: the same strength
  /// fits, and so does none seen of a weakly pleochroic gem (a weak
  /// difference is easily missed, and none shows down the optic axis);
  /// one step apart (weak and moderate) is close, farther misses;
  /// where colours are noted on both sides, a colour seen that the gem's do
  /// not name (red beside green tourmaline's greens) makes a fit close,
  /// unless the gem's are shades of its body colour (tourmaline, topaz),
  /// which any colour seen may be.
  ///
  /// - Parameter pleochroism: The gem's pleochroism; `nil` when the catalog gives none.
  /// - Returns: The verdict.
  public func verdict(against pleochroism: Pleochroism?) -> PropertyCheck.Verdict {
    guard let pleochroism else { return .unknown }
    let steps = Pleochroism.Strength.allCases
    let apart = abs((steps.firstIndex(of: strength) ?? 0) - (steps.firstIndex(of: pleochroism.strength) ?? 0))
    if strength == .none, pleochroism.strength == .weak { return .fits }
    guard apart == 0 else { return apart == 1 ? .close : .misses }
    guard !colors.isEmpty, !pleochroism.colors.isEmpty else { return .fits }
    return ColorWords.eachNamed(dominantOf: colorStems, in: pleochroism.colors) ? .fits : .close
  }
}
