extension [String] {
  /// The items as prose lists them: `A`, `A and B`, `A, B and C`; empty for none.
  ///
  /// Where an item holds `and` itself (`Synthetic Spinel and Synthetic
  /// Corundum Doublet`), semicolons part them, the last after `; and`, so
  /// that the list is not read as more items than it has.
  package var proseList: String { proseList(joining: "and") }

  /// The items as prose lists them, the last joined by `word`.
  ///
  /// Items holding `and` or `word` are parted by semicolons, as
  /// ``proseList`` parts them.
  ///
  /// - Parameter word: The word before the last item: `and` or `or`.
  /// - Returns: `A`, `A or B`, `A, B or C`; empty for none.
  package func proseList(joining word: String) -> String {
    guard let last, count > 1 else { return first ?? "" }
    let holdsTheWord = contains { $0.split(separator: " ").contains { $0 == "and" || $0 == word } }
    return Array(dropLast()).joinedText(separator: holdsTheWord ? "; " : ", ")
      + (holdsTheWord ? "; \(word) " : " \(word) ") + last
  }
}
