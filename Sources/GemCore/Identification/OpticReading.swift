/// What the polariscope (and a conoscope's interference figure) showed.
public struct OpticReading: Sendable, Hashable {
  /// What was seen of the stone's optic character.
  public enum Character: String, Sendable, Hashable, CaseIterable {
    /// Dark all the way round between crossed polars: singly refractive.
    case isotropic
    /// Light and dark four times a turn between crossed polars, with no
    /// interference figure to count the optic axes: uniaxial or biaxial.
    case anisotropic
    /// One optic axis, from an interference figure.
    case uniaxial
    /// Two optic axes, from an interference figure.
    case biaxial
    /// Light all the way round between crossed polars: an aggregate.
    case aggregate

    /// What crossed polars alone show of a stone of optic character
    /// `character`: uniaxial and biaxial alike as anisotropic, which only
    /// an interference figure tells apart; the others as they are.
    init(crossedPolarsShowing character: OpticCharacter) {
      switch character {
      case .isotropic: self = .isotropic
      case .uniaxial, .biaxial: self = .anisotropic
      case .aggregate: self = .aggregate
      }
    }

    /// Whether an interference figure gives this character, and with it an optic sign.
    package var isFromAFigure: Bool { self == .uniaxial || self == .biaxial }

    /// Whether a stone of optic character `character` shows this.
    func admits(_ character: OpticCharacter) -> Bool {
      self == .anisotropic ? Self(crossedPolarsShowing: character) == self : rawValue == character.rawValue
    }
  }

  /// What was seen: singly or doubly refractive, one or two optic axes, or an aggregate.
  public var character: Character
  /// The optic sign, when an interference figure gave it.
  public var sign: OpticSign?

  /// Creates a reading.
  ///
  /// - Parameters:
  ///   - character: What was seen.
  ///   - sign: The sign, or `nil`.
  public init(_ character: Character, sign: OpticSign? = nil) {
    self.character = character
    self.sign = sign
  }

  /// The spellings offered in help and completions.
  ///
  /// Every character, those an interference figure gives also with each
  /// sign; ``init(parsing:)`` takes the polariscope's shorthand too (``shorthand``).
  public static let words: [String] = Character.allCases.flatMap { character in
    let word = character.rawValue
    return character.isFromAFigure ? [word, word + "+", word + "-"] : [word]
  }

  /// The polariscope's results as bench notes write them: `SR` (singly
  /// refractive), `DR` (doubly refractive) and `AGG`, and the first two spelt out.
  static let shorthand: [(words: String, character: Character)] = [
    ("sr", .isotropic), ("singly refractive", .isotropic), ("dr", .anisotropic), ("doubly refractive", .anisotropic),
    ("agg", .aggregate),
  ]

  /// Parses `isotropic`, `anisotropic`, `uniaxial`, `biaxial` or
  /// `aggregate` (or the polariscope's shorthand, ``shorthand``: `SR`,
  /// `DR`, `AGG`), the figure's two optionally followed by `+` or `-`
  /// (`uniaxial-`, or a typeset minus, `−`, or another dash) or the sign written out
  /// (`uniaxial positive`), in any case, spaces about it passed over.
  ///
  /// - Parameter text: The option's value.
  /// - Throws: ``MeasurementError/unknownOptic(_:)`` for other text, or a
  ///   sign with a character no interference figure gave.
  public init(parsing text: String) throws(MeasurementError) {
    var word = Substring(text.lowercased()[...].singleSpaced)
    var sign: OpticSign?
    // The sign written out, as a gemmologist's notes have it (`uniaxial positive`).
    // One sign only: `uniaxial negative positive` is refused, its rest no character.
    if let (name, spelled) = [(" positive", OpticSign.positive), (" negative", .negative)].first(where: {
      word.hasSuffix($0.0)
    }) {
      sign = spelled
      word = word.dropLast(name.count)
    }
    // A minus is written with any of the dashes a range may be (the typeset minus, an en dash).
    if sign == nil, let last = word.last, last == "+" || ValueBounds.rangeDashes.contains(last) {
      sign = last == "+" ? .positive : .negative
      word = ValueBounds.trimmingSpaces(word.dropLast())
    }
    guard
      let character = Character(rawValue: String(word)) ?? Self.shorthand.first(where: { $0.words == word })?.character
    else { throw .unknownOptic(text) }
    guard sign == nil || character.isFromAFigure else { throw .unknownOptic(text) }
    self.init(character, sign: sign)
  }
}
