/// Which gems a list keeps: ranges of measured properties and sets of
/// categories, all of which a gem must pass (README, "Filters").
///
/// Within one category any value passes (`--system cubic,trigonal`). A gem
/// without a property or category the filter asks about fails it.
///
/// ```swift
/// var filter = GemFilter()
/// filter.ranges[.hardness] = ValueBounds(lower: 9)
/// filter.crystalSystems = [.trigonal]
/// let corundums = filter.apply(to: Catalog.bundled.gems)
/// ```
public struct GemFilter: Sendable, Hashable {
  /// Bounds a measured property must overlap.
  public var ranges: [MeasuredProperty: ValueBounds] = [:]
  /// Crystal systems, any of which passes.
  public var crystalSystems: Set<CrystalSystem> = []
  /// Optic characters, any of which passes.
  public var opticCharacters: Set<OpticCharacter> = []
  /// Origins, any of which passes; an absent origin is natural.
  public var origins: Set<Origin> = []
  /// Transparencies, any of which the gem must have.
  public var transparencies: Set<Transparency> = []
  /// Species, any of which passes: every word of one must be a word of
  /// the gem's species (`garnet` passes `Garnet (pyrope)`), in any case.
  public var species: [String] = []
  /// Colours, any of which passes: a ``ColorFamily`` name passes gems of
  /// that family or with that word in their colour name; other words must
  /// all be words of the colour name.
  public var colors: [String] = []
  /// For each word-valued property (`chelseaFilter`, `inclusions`), the
  /// words, any of which passes: a choice must be one of them, a list of
  /// choices must hold one.
  public var words: [CategoricalProperty: Set<String>] = [:]

  /// Creates a filter that keeps every gem.
  public init() {}

  /// Whether the filter keeps every gem.
  public var isEmpty: Bool {
    ranges.isEmpty && crystalSystems.isEmpty && opticCharacters.isEmpty && origins.isEmpty
      && transparencies.isEmpty && species.isEmpty && colors.isEmpty && words.isEmpty
  }

  /// The gems that pass, in their order.
  ///
  /// - Parameter gems: Any gems.
  /// - Returns: Those that pass every part of the filter.
  public func apply<Gems: Sequence<Gem>>(to gems: Gems) -> [Gem] {
    guard !isEmpty else { return Array(gems) }
    let matcher = Matcher(self)
    return gems.filter(matcher.passes)
  }

  /// The positions of the gems of `gems` that pass, ascending.
  ///
  /// - Parameter gems: Any gems.
  /// - Returns: Positions in `gems`.
  package func passingPositions<Gems: RandomAccessCollection<Gem>>(in gems: Gems) -> [Int] where Gems.Index == Int {
    let matcher = Matcher(self)
    // A range of positions rather than `gems.indices`: an unspecialized
    // generic call must look up the collection's `Indices` at run time, the
    // first time checking its conformances (Sources/Benchmark/README.md, "Start-up").
    var passing: [Int] = []
    for position in gems.startIndex..<gems.endIndex where matcher.passes(gems[position]) {
      passing.append(position)
    }
    return passing
  }

  /// Whether `gem` passes.
  ///
  /// - Parameter gem: The gem.
  /// - Returns: `true` when the gem passes every part of the filter.
  public func passes(_ gem: Gem) -> Bool {
    Matcher(self).passes(gem)
  }

  /// Checks the open-ended values — species and colour words — against a
  /// catalog, so that a slip (`--species corundun`) is an error with a
  /// suggestion rather than an empty list.
  ///
  /// - Parameter gems: The catalog's gems.
  /// - Throws: ``FilterError/unknownSpecies(_:known:)`` or
  ///   ``FilterError/unknownColor(_:known:)`` for a species or colour that
  ///   no gem has, with the words the catalog does have.
  public func check<Gems: Collection<Gem>>(against gems: Gems) throws(FilterError) {
    guard !species.isEmpty || !colors.isEmpty else { return }
    let matcher = Matcher(self)
    for (index, words) in matcher.speciesWords.enumerated()
    where !gems.contains(where: { ColorMatcher.holds(words, in: $0[.species]) }) {
      throw .unknownSpecies(species[index], known: Self.words(of: gems.compactMap { $0[.species] }))
    }
    for color in colors { try CatalogColors.check(color, in: gems) }
  }

  /// Parses a comma-separated list of values of a category (`cubic,trigonal`),
  /// in any letter case.
  ///
  /// - Parameters:
  ///   - type: The category.
  ///   - text: The option's value.
  /// - Returns: The values.
  /// - Throws: ``FilterError/unknownValue(_:known:)`` for a value the
  ///   category lacks, ``FilterError/noValue`` for a list of none.
  public static func values<Value: RawRepresentable<String> & CaseIterable & Hashable>(
    of type: Value.Type, in text: String
  ) throws(FilterError) -> Set<Value> {
    guard !list(text).isEmpty else { throw .noValue }
    var values: Set<Value> = []
    for item in list(text) {
      guard let value = Value(rawValue: item.lowercased()) else {
        throw .unknownValue(item, known: Value.allCases.map(\.rawValue))
      }
      values.insert(value)
    }
    return values
  }

  /// Parses a comma-separated list of optic characters as `--optic`
  /// filters by them, in any letter case: the characters, and
  /// `anisotropic`, what crossed polars show of either doubly refractive
  /// one, for uniaxial and biaxial (``OpticReading/Character``).
  ///
  /// - Parameter text: The option's value.
  /// - Returns: The characters that pass.
  /// - Throws: ``FilterError/unknownValue(_:known:)`` for another word,
  ///   ``FilterError/noValue`` for a list of none.
  public static func opticCharacters(in text: String) throws(FilterError) -> Set<OpticCharacter> {
    let read = try values(of: OpticReading.Character.self, in: text)
    return Set(OpticCharacter.allCases.filter { character in read.contains { $0.admits(character) } })
  }

  /// Parses a comma-separated list of words of a vocabulary
  /// (`anomalous extinction,strain colors`), in any letter case.
  ///
  /// - Parameters:
  ///   - vocabulary: The words there are.
  ///   - text: The option's value.
  /// - Returns: The words, as the vocabulary spells them.
  /// - Throws: ``FilterError/unknownValue(_:known:)`` for a word the
  ///   vocabulary lacks, ``FilterError/noValue`` for a list of none.
  public static func words(of vocabulary: Vocabulary, in text: String) throws(FilterError) -> Set<String> {
    Set(try wordList(of: vocabulary, in: text))
  }

  /// ``words(of:in:)`` in the order given, a word given twice kept once,
  /// where it was first given: one feature seen is one reading.
  ///
  /// - Parameters:
  ///   - vocabulary: The words there are.
  ///   - text: The option's value.
  ///   - withheld: A word not offered when one is unknown, as another
  ///     option reads it (the polariscope's aggregate is `--optic aggregate`).
  /// - Returns: The words, as the vocabulary spells them.
  /// - Throws: As ``words(of:in:)``.
  public static func wordList(of vocabulary: Vocabulary, in text: String, withholding withheld: String? = nil)
    throws(FilterError) -> [String]
  {
    let items = list(text)
    guard !items.isEmpty else { throw .noValue }
    return try items.map { (item) throws(FilterError) in
      guard let word = vocabulary.word(matching: item) else {
        throw .unknownValue(item, known: vocabulary.words.filter { $0 != withheld })
      }
      return word
    }.namedOnce
  }

  /// The items of a comma-separated value, trimmed of spaces, empty ones dropped.
  ///
  /// - Parameter text: The option's value.
  /// - Returns: The items, in order.
  public static func list(_ text: String) -> [String] {
    text.split(separator: ",").compactMap { item in
      guard let first = item.firstIndex(where: { !$0.isWhitespace }),
        let last = item.lastIndex(where: { !$0.isWhitespace })
      else { return nil }
      return String(item[first...last])
    }
  }

  /// The distinct folded words of `texts`, sorted, for suggestions.
  private static func words(of texts: [String]) -> [String] {
    Set(TextFolding.fold(texts).flatMap { $0.split(separator: " ").map(String.init) }).sorted()
  }
}

extension GemFilter {
  /// The filter with its words folded once, for many gems.
  fileprivate struct Matcher {
    let filter: GemFilter
    let speciesWords: [[Substring]]
    let colors: ColorMatcher

    init(_ filter: GemFilter) {
      self.filter = filter
      speciesWords = TextFolding.fold(filter.species).map { $0.split(separator: " ") }
      colors = ColorMatcher(filter.colors)
    }

    func passes(_ gem: Gem) -> Bool {
      for (property, bounds) in filter.ranges {
        guard let range = property.range(of: gem), bounds.passes(range) else { return false }
      }
      if !filter.crystalSystems.isEmpty, !(gem[.crystalSystem].map(filter.crystalSystems.contains) ?? false) {
        return false
      }
      if !filter.opticCharacters.isEmpty, !(gem[.opticCharacter].map(filter.opticCharacters.contains) ?? false) {
        return false
      }
      if !filter.origins.isEmpty, !filter.origins.contains(gem.origin) { return false }
      if !filter.transparencies.isEmpty, filter.transparencies.isDisjoint(with: gem[.transparency] ?? []) {
        return false
      }
      if !speciesWords.isEmpty, !speciesWords.contains(where: { ColorMatcher.holds($0, in: gem[.species]) }) {
        return false
      }
      // The gem's own colour, or any colour family it occurs in.
      if !colors.wanted.isEmpty, !colors.matches(gem[.color]), !colors.occurs(in: gem[.hues]) { return false }
      for (property, wanted) in filter.words {
        switch gem[property.fact] {
        case .text(let word)?: guard wanted.contains(word) else { return false }
        case .list(let words)?: guard !wanted.isDisjoint(with: words) else { return false }
        default: return false
        }
      }
      return true
    }
  }
}
