extension Luster {
  /// How this luster, seen on a stone, compares with a catalog entry's text.
  ///
  /// A luster the text names fits; one a step along the scale from a
  /// luster it names is close, since lusters are judged by eye; any other
  /// misses. The scale is no continuum: `vitreous to greasy` does not hold
  /// resinous.
  ///
  /// - Parameter text: The gem's `luster`, or `nil` when the catalog lacks it.
  /// - Returns: The verdict; unknown when the text names no luster.
  func verdict(against text: String?) -> PropertyCheck.Verdict {
    verdict(againstNamed: text.map(Luster.named(in:)) ?? [])
  }

  /// How this luster, seen on a stone, compares with the lusters a
  /// catalog entry names (``verdict(against:)``).
  ///
  /// - Parameter named: The lusters the gem's `luster` names; none when the catalog lacks it.
  /// - Returns: The verdict; unknown when none is named.
  func verdict(againstNamed named: [Luster]) -> PropertyCheck.Verdict {
    guard !named.isEmpty else { return .unknown }
    if named.contains(self) { return .fits }
    guard let position = scalePosition else { return .misses }
    return named.contains { $0.scalePosition.map { abs($0 - position) == 1 } ?? false } ? .close : .misses
  }
}
