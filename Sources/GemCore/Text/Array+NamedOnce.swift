extension Array where Element: Equatable {
  /// The elements in order, each kept where first named: `red, orange, red`
  /// is `red, orange`.
  ///
  /// A linear scan, not a set: the lists it serves are a few words read
  /// from one option.
  package var namedOnce: [Element] {
    var kept: [Element] = []
    for element in self where !kept.contains(element) { kept.append(element) }
    return kept
  }
}
