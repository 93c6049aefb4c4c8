extension Luster {
  /// How this luster, seen on a stone, compares with a catalog entry's text.
  ///
  /// A luster the text names, or one on the scale between two it names,
  /// fits; one a step off that stretch is close, since lusters are judged
  /// by eye; any other misses.
  ///
  /// - Parameter text: The gem's `luster`, or `nil` when the catalog lacks it.
  /// - Returns: The verdict; unknown when the text names no luster.
  func verdict(against text: String?) -> PropertyCheck.Verdict {
    let named = text.map(Luster.named(in:)) ?? []
    guard !named.isEmpty else { return .unknown }
    if named.contains(self) { return .fits }
    let positions = named.compactMap(\.scalePosition)
    guard let position = scalePosition, let low = positions.min(), let high = positions.max() else { return .misses }
    if (low...high).contains(position) { return .fits }
    return position == low - 1 || position == high + 1 ? .close : .misses
  }
}
