extension [String] {
  /// The items as prose lists them: `A`, `A and B`, `A, B and C`; empty for none.
  ///
  /// Where an item holds `and` itself (`Synthetic Spinel and Synthetic
  /// Corundum Doublet`), semicolons part them, the last after `; and`, so
  /// that the list is not read as more items than it has.
  package var proseList: String {
    guard let last, count > 1 else { return first ?? "" }
    let holdsAnd = contains { $0.split(separator: " ").contains("and") }
    return Array(dropLast()).joinedText(separator: holdsAnd ? "; " : ", ") + (holdsAnd ? "; and " : " and ") + last
  }
}
