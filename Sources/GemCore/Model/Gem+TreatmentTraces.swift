extension Gem {
  /// The inclusion words a treatment leaves in the stones it is given, one
  /// entry a treatment: a dye gathers in the cracks it went in by, a
  /// filler flashes blue or orange as the stone turns.
  static let treatmentTraces: [(treatment: String, inclusion: String)] = [
    ("dyeing", "dye concentration"),
    ("fracture filling", "flash effect"),
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
}
