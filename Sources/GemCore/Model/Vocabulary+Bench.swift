extension Vocabulary {
  /// The colour families a material occurs in: the words of the `hues`
  /// fact, listed by `raygem help hues`; ``ColorFamily``'s families and
  /// `colorless`.
  public static var hues: Vocabulary { Vocabulary(.hues) }

  /// What a polariscope shows beyond the optic character: the words of
  /// the `polariscope` fact, listed by `raygem help polariscope`.
  public static var polariscope: Vocabulary { Vocabulary(.polariscope) }

  /// Optical effects the eye sees in a stone: the words of the `phenomena`
  /// fact, listed by `raygem help phenomena`.
  public static var phenomena: Vocabulary { Vocabulary(.phenomena) }

  static let hueWords: [Word] = [
    Word("red", "reds, from pinkish and orangy red to brick red"),
    Word("orange", "oranges, from yellowish to reddish orange"),
    Word("yellow", "yellows, from lemon to golden yellow"),
    Word("green", "greens, from yellowish and olive to bluish green"),
    Word("blue", "blues, from greenish blue and teal to violet-blue"),
    Word("violet", "violets and purples"),
    Word("pink", "pinks, light reds and magentas"),
    Word("brown", "browns: dark oranges and yellows, and tan"),
    Word("black", "black and near black"),
    Word("white", "white, and tints too pale to name a hue"),
    Word("gray", "greys without a hue"),
    Word("colorless", "no body colour at all"),
  ]

  static let polariscopeWords: [Word] = [
    Word(
      "anomalous extinction",
      "a singly refractive stone that does not stay dark between crossed polars, from strain in it"),
    Word("cross-hatched", "a grid of crossing light and dark bands between crossed polars (tartan strain)"),
    Word("snake pattern", "writhing bands of light and dark that move as the stone turns"),
    Word("bull's-eye", "an interference figure with an open, coloured centre, as quartz shows along its optic axis"),
    Word("strain colors", "interference colours from internal strain, as in glass, plastics and some synthetics"),
    Word(
      "aggregate",
      "stays light as the stone turns: a mass of tiny crystals, as a species cut from its massive form shows, whatever its crystals' optic character"
    ),
  ]

  static let phenomenonWords: [Word] = [
    Word(
      "play-of-color",
      "patches of spectral colour that change as the stone moves, from light diffracted by silica spheres (opal)"),
    Word("adularescence", "a soft bluish-white sheen floating below the surface as the stone turns (moonstone)"),
    Word(
      "labradorescence", "broad flashes of blue, green or gold from thin layers inside, seen at one angle (labradorite)"
    ),
    Word("chatoyancy", "a single line of light across a cabochon, from parallel fibres or needles (cat's-eye)"),
    Word("asterism", "a star of four or six rays across a cabochon, from needles in two or three directions"),
    Word("aventurescence", "glittering spangles reflected from platelets inside (sunstone, aventurine, goldstone)"),
    Word(
      "iridescence", "rainbow colours from thin layers at or near the surface (fire agate, ammolite, pearl's orient)"),
    Word("color change", "a different colour in daylight and in incandescent light (alexandrite)"),
  ]
}
