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
  /// One entry a treatment: the resin or plastic that impregnates
  /// (stabilises) turquoise, jade or opal smells acrid at a hot point.
  /// Such a reading is close for a gem given the treatment, not a miss.
  static let treatmentReadings: [(treatment: String, fact: GemFact, word: String)] = [
    ("impregnation", GemField.hotPoint.fact, "acrid")
  ]

  /// The inclusions a stone of the material may show under the loupe: those
  /// its entry lists and those its treatments leave (``treatmentTraces``),
  /// or `nil` where the catalog gives neither.
  var inclusionsSeen: [String]? {
    let treatments = self[.treatments] ?? []
    let traces = Self.treatmentTraces.filter { treatments.contains($0.treatment) }.map(\.inclusion)
    guard let listed = self[.inclusions] else { return traces.isEmpty ? nil : traces }
    return listed + traces.filter { !listed.contains($0) }
  }

  /// Whether a treatment the entry lists can give `word` as the reading of
  /// `property` (``treatmentReadings``).
  func mayBeTreated(toRead word: String?, _ property: IdentifiedProperty) -> Bool {
    guard let word, let treatments = self[.treatments] else { return false }
    return Self.treatmentReadings.contains { trace in
      trace.fact == property.fact && trace.word == word && treatments.contains(trace.treatment)
    }
  }
}
