/// What colour matching reads of a gem, worked out once: the family of its
/// swatch, the folded words of its colour name, and the colour families it
/// occurs in.
///
/// Identifying a parcel matches each stone's colour against the same gems
/// again and again; these facts are read and folded once for all of them
/// (Sources/Benchmark/README.md, "Parcels").
package struct ColorFacts: Sendable, Equatable {
  /// Whether the gem gives a colour or hues at all.
  let isKnown: Bool
  /// The family of the swatch, if the gem has one.
  let family: ColorFamily?
  /// The colour name's words, folded.
  let nameWords: [Substring]
  /// The families the material occurs in (`hues`).
  let hues: [String]

  /// The colour facts of `gem`.
  package init(_ gem: Gem) {
    self.init(gem[.color], hues: gem[.hues])
  }

  /// The colour facts of a colour and the hues it comes with.
  init(_ color: GemColor?, hues: [String]?) {
    isKnown = color != nil || !(hues ?? []).isEmpty
    let words = color.map { TextFolding.words($0.name) } ?? []
    family = color?.family(nameWords: words)
    nameWords = words
    self.hues = hues ?? []
  }

  /// Colour facts worked out before, as a constants table keeps them
  /// (``ConstantsTable``).
  ///
  /// - Parameters:
  ///   - isKnown: Whether the gem gives a colour or hues.
  ///   - family: The family of its swatch.
  ///   - nameWords: Its colour name's words, folded (``TextFolding/words(_:)``).
  ///   - hues: The families it occurs in.
  init(isKnown: Bool, family: ColorFamily?, nameWords: [Substring], hues: [String]) {
    self.isKnown = isKnown
    self.family = family
    self.nameWords = nameWords
    self.hues = hues
  }
}
