/// The inclusion words read that prove what a stone is not
/// (``Vocabulary/Word/Mark``), picked out once a stone rather than for
/// every gem.
struct InclusionMarks {
  /// One marked word read (a struct rather than a tuple: see ``BestFew/Kept``).
  private struct Marked {
    let word: Substring
    let mark: Vocabulary.Word.Mark
  }

  private let marked: [Marked]

  /// The marked words among the inclusions `measured` holds.
  init(_ measured: Measurements) {
    let words = measured[word: .inclusions]?.split(separator: ",") ?? []
    marked = words.compactMap { word in
      Vocabulary.inclusionWords.first { $0.word == word }?.marks.map { Marked(word: word, mark: $0) }
    }
  }

  /// Whether a marked word that `gem`'s list lacks rules it out.
  ///
  /// A growth feature of manufacture rules out a natural crystal: none
  /// grows curved striae or holds a crucible's platinum. A natural glass
  /// or resin is spared (its flow lines can pass for curved striae), and so
  /// is a gem of unknown crystal system. A join plane rules out every stone
  /// but an assembled one: a composite whose entry lists no inclusions is
  /// spared, one whose list lacks the word is filled, not assembled
  /// (lead-glass-filled ruby).
  ///
  /// - Parameter gem: The gem.
  /// - Returns: Whether the gem cannot be the stone.
  func ruleOut(_ gem: Gem) -> Bool {
    guard !marked.isEmpty else { return false }
    let isNaturalCrystal = gem.origin == .natural && gem[.crystalSystem].map { $0 != .amorphous } == true
    let listed = gem[.inclusions]
    let mayBeAssembled = gem.origin == .composite && listed == nil
    return marked.contains { marked in
      guard !(listed ?? []).contains(where: { $0 == marked.word }) else { return false }
      switch marked.mark {
      case .manufacture: return isNaturalCrystal
      case .assembly: return !mayBeAssembled
      }
    }
  }
}
