extension Gem {
  /// The inclusion words a treatment leaves in the stones it is given, one
  /// entry a treatment: a dye gathers in the cracks it went in by, a
  /// filler flashes blue or orange as the stone turns.
  static let treatmentTraces: [(treatment: String, inclusion: String)] = [
    ("dyeing", "dye concentration"),
    ("fracture filling", "flash effect"),
  ]

  /// Word readings a treatment can give a stone in place of its material's own.
  ///
  /// One entry a treatment and reading: the resin or plastic that
  /// impregnates (stabilises) turquoise, jade or opal smells acrid at a hot
  /// point, and a flux that heals a heated ruby's fractures stays in them
  /// as glassy veils. Such a reading is close for a gem given the
  /// treatment, not a miss; flux in a natural stone so treated rules it
  /// out no more (``InclusionMarks``), and weighs for it as a close reading
  /// would (``WordsHeld/excused``): not as its own word, since a flux-grown
  /// synthetic shows flux too, and not by flux's share among the lists,
  /// which settled a heated ruby showing flux as synthetic at 97% though
  /// most rubies traded are flux-healed (Hughes; a fresh tester's finding).
  static let treatmentReadings: [(treatment: String, fact: GemFact, word: String)] = [
    ("impregnation", GemField.hotPoint.fact, "acrid"),
    ("flux healing", GemField.inclusions.fact, "flux"),
  ]

  /// The treatments the entry lists, folded as search folds text
  /// (``TextFolding``), so that a catalog's `Dyeing` or `fracture-filling`
  /// is read as the tables' `dyeing` and `fracture filling`.
  var treatmentsListed: [String] {
    self[.treatments].map(TextFolding.fold) ?? []
  }

  /// Whether the entry lists `treatment` (a folded name, `dyeing`).
  func lists(treatment: String) -> Bool {
    treatmentsListed.contains(treatment)
  }

  /// The inclusions a stone of the material may show under the loupe: those
  /// its entry lists and those its treatments leave (``treatmentTraces``),
  /// or `nil` where the catalog gives neither.
  var inclusionsSeen: [String]? {
    let treatments = treatmentsListed
    let traces = Self.treatmentTraces.filter { treatments.contains($0.treatment) }.map(\.inclusion)
    guard let listed = self[.inclusions] else { return traces.isEmpty ? nil : traces }
    return listed + traces.filter { !listed.contains($0) }
  }

  /// Whether a treatment the entry lists can give `word` as the reading of
  /// `property` (``treatmentReadings``).
  func mayBeTreated(toRead word: some StringProtocol, _ property: IdentifiedProperty) -> Bool {
    wordsTreatmentsGive(property).contains { $0 == word }
  }

  /// The words the treatments the entry lists can give as readings of
  /// `property`; the table is searched first, so that most gems' treatments
  /// are never read.
  func wordsTreatmentsGive(_ property: IdentifiedProperty) -> [String] {
    let entries = Self.treatmentReadings.filter { $0.fact == property.fact }
    guard !entries.isEmpty else { return [] }
    let treatments = treatmentsListed
    return entries.filter { treatments.contains($0.treatment) }.map(\.word)
  }
}
