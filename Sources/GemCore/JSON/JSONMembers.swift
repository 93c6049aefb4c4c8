/// Where the values of the keys a decoder asked for start in the JSON text.
struct JSONMembers {
  /// For each key, in ``JSONKeys`` order: where its value starts, or `nil`
  /// when the object lacks the key.
  var positions: [Int?]
  /// The index of the first key that appears more than once in the object.
  var firstRepeated: Int?
  /// The members whose keys were not asked for, in text order, when the
  /// reader was asked to keep them: where the key's text (quotes included)
  /// and the value's text are.
  var others: [(key: Range<Int>, value: Range<Int>)] = []

  /// Where the value of the key at `index` starts.
  subscript(index: Int) -> Int? {
    positions[index]
  }
}
