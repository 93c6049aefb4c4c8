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

  /// Whether a word read is a trace a treatment leaves (``Gem/treatmentTraces``),
  /// which the gems' treatments are then read for.
  let readsATreatmentTrace: Bool

  /// Whether a word read is one a treatment can give in place of the
  /// material's own (``Gem/treatmentReadings``: flux, in a flux-healed ruby).
  let readsATreatmentReading: Bool

  /// The marked words among the inclusions `measured` holds.
  init(_ measured: Measurements) {
    let words = measured.words(of: .inclusions)
    marked = words.compactMap { word in
      Vocabulary.inclusionMark(of: word).map { Marked(word: word, mark: $0) }
    }
    readsATreatmentTrace = words.contains { word in Gem.treatmentTraces.contains { $0.inclusion == word } }
    readsATreatmentReading = words.contains { word in
      Gem.treatmentReadings.contains { $0.fact == GemField.inclusions.fact && $0.word == word }
    }
  }

  /// Whether a marked word that `gem`'s list lacks rules it out.
  ///
  /// A word the gem's list holds rules nothing out. A feature of
  /// manufacture (a crucible's platinum, a seed plate, flux) rules out
  /// every natural stone but one given a treatment that leaves it
  /// (``Gem/treatmentReadings``), and a natural one filled with glass (a
  /// composite whose list lacks a join plane: lead-glass-filled ruby).
  /// Curved striae rule out the natural crystals among them: a natural
  /// glass or resin, whose flow lines can pass for them, an aggregate,
  /// whose banding can, and a gem of unknown crystal system are spared.
  /// Gas bubbles rule out the same natural crystals but those the trade
  /// fills (oiled or resin-filled emerald, glass-filled ruby), whose filler
  /// can hold them. A join plane rules out every stone but an assembled one: a
  /// composite whose entry lists no inclusions is spared, one whose list
  /// lacks the word is filled, not assembled.
  ///
  /// - Parameter gem: The gem.
  /// - Returns: Whether the gem cannot be the stone.
  func rulesOut(_ gem: Gem) -> Bool {
    guard !marked.isEmpty else { return false }
    let listed = gem[.inclusions]
    let isFilled =
      gem.origin == .composite && listed.map { !$0.contains(where: Vocabulary.assemblyWords.contains) } == true
    let isNatural = gem.origin == .natural || isFilled
    let isCrystal =
      gem[.crystalSystem].map { $0 != .amorphous } == true && gem[.opticCharacter] != .aggregate
    let mayBeAssembled = gem.origin == .composite && listed == nil
    return marked.contains { marked in
      guard !(listed ?? []).contains(where: { $0 == marked.word }) else { return false }
      switch marked.mark {
      case .manufacture: return isNatural && !gem.mayBeTreated(toRead: marked.word, .inclusions)
      case .meltGrowth: return isNatural && isCrystal
      case .trappedGas: return isNatural && isCrystal && !gem.holdsAFiller
      case .assembly: return !mayBeAssembled
      }
    }
  }
}
