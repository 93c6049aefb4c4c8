extension [String] {
  /// The items as prose lists them: `A`, `A and B`, `A, B and C`; empty for none.
  package var proseList: String {
    guard let last, count > 1 else { return first ?? "" }
    return Array(dropLast()).joinedText(separator: ", ") + " and " + last
  }
}
