extension Vocabulary {
  /// The inclusions and growth features a loupe or microscope shows, each
  /// with what it is: the words of the `inclusions` fact, listed by
  /// `raygem help inclusions`.
  public static var inclusions: Vocabulary { Vocabulary(.inclusions) }

  /// What an inclusion word proves of a stone that shows it, if anything.
  ///
  /// - Parameter word: A word of the vocabulary, as it spells it.
  /// - Returns: Its mark; `nil` for a word without one, or no such word.
  static func inclusionMark(of word: some StringProtocol) -> Word.Mark? {
    inclusionWords.first { $0.word == word }?.mark
  }

  /// The inclusion words that prove a stone assembled (a join plane):
  /// gathered once, as compare and next tests ask of every word of a list.
  static let assemblyWords: [String] = inclusionWords.filter { $0.mark == .assembly }.map(\.word)

  /// The inclusion words that name a kind of another (``Word/kindOf``),
  /// each with the broader word: gathered once, as a list of needles or
  /// silk is checked against every gem.
  static let inclusionKinds: [(narrower: String, broader: String)] = inclusionWords.compactMap { word in
    word.kindOf.map { (word.word, $0) }
  }

  /// Whether two inclusion words may name one feature: they are the
  /// same, one names a kind of the other, or both kinds of one (silk and
  /// rutile needles).
  ///
  /// - Parameters:
  ///   - first: A word, as the vocabulary spells it.
  ///   - second: Another.
  /// - Returns: Whether a stone showing one may be showing the other.
  static func inclusionsMayBeOne(_ first: String, _ second: String) -> Bool {
    guard first != second else { return true }
    let broader = { (word: String) in inclusionKinds.first { $0.narrower == word }?.broader ?? word }
    return broader(first) == broader(second)
  }

  /// Standard gemmological names, alphabetical, with meanings in this
  /// project's own words.
  ///
  /// Only features no natural stone (or crystal) shows mark manufacture:
  /// flux does, though the natural stones whose fractures a flux heals as
  /// they are heated (ruby and sapphire) may show it, which their treatment
  /// says (``Gem/treatmentReadings``); not chevron growth, which natural chevron amethyst shows, nor nailhead
  /// spicules, found in natural emerald and sapphire too (Choudhary and
  /// Golecha, Gems & Gemology 2007). A join plane is flat: a natural
  /// contact, as boulder opal's with its ironstone, is uneven.
  static let inclusionWords: [Word] = [
    Word(
      "bead nucleus",
      "the shell bead of a bead-cultured pearl: banding seen against a strong light, or a core down the drill hole"),
    Word(
      "breadcrumbs", "fine whitish specks strewn like crumbs, typically near the seed of hydrothermal synthetic quartz"),
    Word(
      "cellular structure",
      "elongated plant cells, parallel along the length and round across it, as in vegetable ivory"),
    Word(
      "centipedes", "short stress cracks along the cleavage of moonstone, with side branches like a centipede's legs"),
    Word(
      "chevron growth",
      "V-shaped or zigzag growth lines, typical of hydrothermal synthetic emerald, corundum and quartz"),
    Word("cleavage cracks", "flat breaks along a cleavage direction, often showing iridescent colours"),
    Word("cloud", "a hazy patch made of many tiny particles or pinpoints"),
    Word("color zoning", "bands or patches of different colour, or of deeper and paler colour"),
    Word("crystal", "a crystal of another mineral, or of the host, enclosed in the stone"),
    Word(
      "curved striae", "curved growth lines, the mark of melt-grown (flame-fusion, pulled) synthetics",
      mark: .meltGrowth),
    Word("dendrites", "branching, fern-like films of metal oxides, usually along a fracture"),
    Word("dye concentration", "dye gathered in cracks, pits or between grains, which betrays dyeing"),
    Word("feather", "a fracture inside the stone, often with a feathery or wispy look"),
    Word("fingerprint", "a healed fracture left as a pattern of tiny fluid droplets, like a fingerprint"),
    Word(
      "flaking coating", "an applied coating chipped or worn away, often round a drill hole, as on imitation pearls"),
    Word("flame structure", "flickering, flame-like sheen patterns of non-nacreous pearls and shell"),
    Word("flash effect", "blue or orange flashes from the filler of a fracture-filled stone as it is turned"),
    Word(
      "flattened bubbles", "gas bubbles pressed flat, as in the glass of filled stones or the cement of assembled ones"),
    Word(
      "flux", "wispy veils or nets of the solidified flux melt that flux-grown synthetics grew from",
      mark: .manufacture),
    Word("fossil structure", "the preserved structure of a former organism: wood cells, shell chambers, coral polyps"),
    Word(
      "gas bubbles", "round or drawn-out bubbles of gas, typical of glass, plastics and melt-grown synthetics",
      mark: .trappedGas),
    Word("graining", "lines or planes in a diamond from uneven growth or deformation, colourless or coloured (pink)"),
    Word("granular structure", "an even, fine-grained texture with no growth structure, as in Gilson imitation coral"),
    Word("growth rings", "concentric layers laid down as the material grew, as in pearl, coral and tusk"),
    Word("growth zoning", "straight or angular lines that trace the crystal's earlier faces"),
    Word("halo", "a disc of fine cracks around an enclosed crystal that strained the host"),
    Word("haversian canals", "the channels of blood vessels in bone: dots across it, fine streaks along it"),
    Word("hexagonal zoning", "colour or growth bands meeting at 120°, following a six-sided crystal"),
    Word("horsetail", "radiating fibres (chrysotile) fanning out like a horse's tail, the mark of demantoid"),
    Word("insects", "insects or other small creatures trapped in resin, as in amber and copal"),
    Word(
      "join plane",
      "the flat boundary between the glued or fused parts of an assembled stone, often with cement or flattened bubbles",
      mark: .assembly),
    Word("lily pad", "a round stress crack around a tiny crystal or glass drop, as in peridot"),
    Word(
      "lizard skin",
      "a mosaic of play-of-colour patches with cell-like edges, like lizard skin or chicken wire, in synthetic opal"),
    Word("matrix veins", "thin veins or patches of the host rock running through a massive gem, as in turquoise"),
    Word("moss", "dense moss-like growths of other minerals, as in moss agate"),
    Word(
      "nailhead spicules",
      "tapering tubes capped by a crystal, like nails: mostly hydrothermal synthetic emerald, natural stones too"),
    Word("needles", "long, thin crystals or hollow tubes"),
    Word("negative crystal", "a cavity shaped like a crystal of the host, often holding fluid"),
    Word("orange peel", "a dimpled surface like the skin of an orange, as on polished jadeite"),
    Word(
      "overlapping platelets",
      "fine wavy lines on nacre where the edges of its overlapping platelets end, like a map's contour lines"),
    Word("parallel tubes", "hollow growth tubes running side by side in one direction, as in beryl and tourmaline"),
    Word("perthite streaks", "whitish streaks or a grid of albite intergrown in potassium feldspar, as in amazonite"),
    Word("pigment spots", "tiny round grains of colour that crowd into the darker mottling of tortoiseshell"),
    Word("pinpoints", "tiny crystals or specks, seen as points of light under magnification"),
    Word("plant matter", "fragments of plants trapped in the material, as in amber, copal and agate"),
    Word(
      "platinum", "metallic platelets or needles from the crucible of some flux-grown synthetics",
      mark: .manufacture),
    Word("rain", "many fine parallel tubes or needles, like streaks of falling rain"),
    Word("rutile needles", "golden to reddish needles of rutile, often crossing", kindOf: "needles"),
    Word(
      "schreger lines",
      "crossing arcs in a cross-section of elephant or mammoth tusk, an engine-turned, cross-hatched pattern"),
    Word(
      "seed plate", "the flat seed a hydrothermal or CVD synthetic grew on, seen as a plane inside",
      mark: .manufacture),
    Word(
      "silk", "fine needles crossing at set angles, with a soft silky sheen in reflected light", kindOf: "needles"),
    Word("spangles", "flat, glittering discs: stress cracks from heating amber, or the copper platelets of goldstone"),
    Word("swirl marks", "swirling flow lines of a glass or a moulded plastic"),
    Word("tension fissure", "cracks spreading from an enclosed crystal or fluid that expanded, often on heating"),
    Word("three-phase", "a cavity holding a liquid, a gas bubble and a crystal, as in Colombian emerald"),
    Word("treacle", "swirling, syrupy-looking streaks from uneven growth, as in hessonite"),
    Word("trichites", "fine hair-like fluid inclusions in nets or veils along healed cracks, as in tourmaline"),
    Word("two-phase", "a cavity holding a liquid and a gas bubble"),

    Word(
      "wood-grain structure", "parallel, slightly wavy fibrous striations along a coral branch, like the grain of wood"),
  ]
}
