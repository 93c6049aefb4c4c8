/// What colour matching reads of a gem, worked out once: the family of its
/// swatch, its colour name folded, and the colour families it occurs in
/// (some of them rarely).
///
/// Identifying a parcel matches each stone's colour against the same gems
/// again and again; these facts are read and folded once for all of them
/// (Sources/Benchmark/README.md, "Parcels"), and a constants table keeps
/// them for every gem (``ConstantsTable``).
package struct ColorFacts: Sendable, Equatable {
  /// Whether the gem gives a colour or hues at all.
  let isKnown: Bool
  /// The family of the swatch, if the gem has one.
  let family: ColorFamily?
  /// The colour name, folded (``TextFolding/fold(_:)-(String)``): its
  /// words separated by single spaces.
  let foldedName: String
  /// The families the material occurs in (`hues`).
  let hues: HueSet
  /// Those of ``hues`` the material shows only rarely (`rareHues`).
  let rareHues: HueSet
  /// Hues that are no word of the vocabulary, as only a gem made in code
  /// can hold (a catalog's are checked when it is read); compared as text.
  let otherHues: [String]
  /// The families of the tints the colour name gives in an -ish form
  /// before its last word (`pinkish orange`: pink), as hues.
  let nameTints: HueSet
  /// The families the colour name's parts name, split at `and` and `or`
  /// (`pink and green`: pink, green), as hues; none for a name of one part.
  let nameParts: HueSet

  /// The colour facts of `gem`.
  package init(_ gem: Gem) {
    self.init(gem[.color], hues: gem[.hues], rareHues: gem[.rareHues])
  }

  /// The colour facts of a colour and the hues it comes with, some of them rarely.
  init(_ color: GemColor?, hues: [String]?, rareHues: [String]? = nil) {
    isKnown = color != nil || !(hues ?? []).isEmpty
    let folded = color.map { TextFolding.fold($0.name) } ?? ""
    foldedName = folded
    var bits: UInt16 = 0
    var others: [String] = []
    for hue in hues ?? [] {
      let bit = HueSet.bit(of: hue)
      if bit == 0 { others.append(hue) } else { bits |= bit }
    }
    self.hues = HueSet(bits: bits)
    self.rareHues = HueSet(rareHues ?? [])
    otherHues = others
    family = color?.family(isColorless: Self.holds("colorless", in: folded))
    (nameTints, nameParts) = Self.familiesNamed(in: folded)
  }

  /// The tints and parts a folded colour name names (``nameTints``, ``nameParts``).
  static func familiesNamed(in folded: String) -> (tints: HueSet, parts: HueSet) {
    let words = folded.split(separator: " ")
    let tints = words.dropLast().compactMap { ColorFamily.family(ofIshForm: $0)?.rawValue }
    let parts = words.split { $0 == "and" || $0 == "or" }
    let named = parts.count > 1 ? parts.compactMap { ColorFamily.described(by: Array($0))?.rawValue } : []
    return (HueSet(tints), HueSet(named))
  }

  /// Colour facts worked out before, as a constants table keeps them.
  ///
  /// - Parameters:
  ///   - isKnown: Whether the gem gives a colour or hues.
  ///   - family: The family of its swatch.
  ///   - foldedName: Its colour name, folded.
  ///   - hues: The families it occurs in (words of the vocabulary only).
  ///   - rareHues: Those of `hues` it shows only rarely.
  ///   - nameTints: The tints its colour name gives (``nameTints``).
  ///   - nameParts: The families its colour name's parts name (``nameParts``).
  init(
    isKnown: Bool, family: ColorFamily?, foldedName: String, hues: HueSet, rareHues: HueSet, nameTints: HueSet,
    nameParts: HueSet
  ) {
    self.isKnown = isKnown
    self.family = family
    self.foldedName = foldedName
    self.hues = hues
    self.rareHues = rareHues
    otherHues = []
    self.nameTints = nameTints
    self.nameParts = nameParts
  }

  /// Whether the colour name gives a tint in an -ish form before its last
  /// word (`pinkish orange`), which a variety's name blends
  /// (``ColorMatcher/closeness(of:ofAVariety:)``).
  var namesATint: Bool { nameTints.bits != 0 }

  /// Whether `word`, folded, is a word of the colour name that names the
  /// colour: one before `with` (``ColorFamily/colorWords(_:)``: howlite's
  /// `white with grey veins` holds white, not veins, lest `veins` name it).
  func nameHolds(_ word: Substring) -> Bool {
    Self.holds(word, in: foldedName)
  }

  /// Whether `word` is one of the space-separated words of `folded` before
  /// a `with` that is not its first, compared as text (canonically
  /// equivalent marks in another order match).
  private static func holds(_ word: some StringProtocol, in folded: String) -> Bool {
    // Compared as bytes where both are ASCII, the usual case, with no
    // substring made for each word: every gem's name is read for each colour.
    var (word, folded) = (Substring(word), folded)
    return folded.withUTF8 { text in
      word.withUTF8 { wanted in
        guard !text.isEmpty else { return false }
        let wantedIsASCII = wanted.allSatisfy { $0 < 0x80 }
        var start = 0
        for end in 0...text.count where end == text.count || text[end] == UInt8(ascii: " ") {
          let each = UnsafeBufferPointer(rebasing: text[start..<end])
          if start > 0, each.elementsEqual("with".utf8) { return false }
          if each.elementsEqual(wanted) { return true }
          if !wantedIsASCII || !each.allSatisfy({ $0 < 0x80 }),
            String(decoding: each, as: UTF8.self) == String(decoding: wanted, as: UTF8.self)
          {
            return true
          }
          start = end + 1
        }
        return false
      }
    }
  }
}
