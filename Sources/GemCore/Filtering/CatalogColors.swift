/// The colour words a catalog has, gathered once, so that many colours
/// asked for can be checked against it: every stone of a parcel, without
/// folding each gem's colour name again for each.
public struct CatalogColors: Sendable {
  /// Each gem's colour name, as folded words.
  private let names: [[Substring]]
  /// The colour families some gem occurs in (`hues`).
  private let hues: Set<String>
  /// What a colour no gem has is told to use instead: the colour families
  /// and the words of the catalog's colour names.
  private let known: [String]

  /// The colour words of `gems`.
  ///
  /// - Parameter gems: The catalog's gems.
  public init<Gems: Collection<Gem>>(_ gems: Gems) {
    names = gems.compactMap { $0[.color].map { TextFolding.words($0.name) } }
    hues = Set(gems.flatMap { $0[.hues] ?? [] })
    known = ColorFamily.allCases.map(\.rawValue) + Set(names.joined().map(String.init)).sorted()
  }

  /// Whether `color` needs a catalog's words to be checked: it has a word,
  /// and is not a colour family, which every catalog knows.
  ///
  /// - Parameter color: The colour, as given.
  /// - Returns: `false` for a colour family or a colour with no word.
  public static func needsCatalog(_ color: String) -> Bool {
    let words = TextFolding.words(color)
    return !words.isEmpty && ColorFamily(rawValue: words.joined(separator: " ")) == nil
  }

  /// Checks that a colour asked for is a colour family, is held whole by
  /// some gem's colour name (`purplish red`), or is one word of some gem's
  /// hues (`colorless` for a white gem that also occurs without colour).
  ///
  /// - Parameter color: The colour, as given.
  /// - Throws: ``FilterError/unknownColor(_:known:)`` for a colour no gem
  ///   has, with the families and the words of the catalog's colour names.
  public func check(_ color: String) throws(FilterError) {
    guard Self.needsCatalog(color) else { return }
    let words = TextFolding.words(color)
    if words.count == 1, hues.contains(String(words[0])) { return }
    guard !names.contains(where: { name in words.allSatisfy(name.contains) }) else { return }
    throw .unknownColor(color, known: known)
  }
}
