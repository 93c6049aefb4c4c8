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

  /// The inclusions to check `reading` (the words seen, comma-separated)
  /// against: ``inclusionsSeen`` where it names a treatment's trace, else
  /// the entry's list as it stands, without reading the treatments.
  func inclusions(checking reading: String) -> FieldValue? {
    guard Self.treatmentTraces.contains(where: { reading.contains($0.inclusion) }) else {
      return self[GemField.inclusions.fact]
    }
    return inclusionsSeen.map(FieldValue.list)
  }
}
