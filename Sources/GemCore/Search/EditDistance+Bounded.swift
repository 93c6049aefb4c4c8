extension EditDistance {
  /// The optimal string alignment distance between `a` and `b`, or `nil`
  /// once it is certain to exceed `bound`.
  ///
  /// - Parameters:
  ///   - a: One sequence of comparable elements (characters, scalars, bytes).
  ///   - b: The other sequence.
  ///   - bound: The largest distance of interest; negative means none.
  /// - Returns: The distance when it is at most `bound`, else `nil`.
  static func distance<C: RandomAccessCollection>(_ a: C, _ b: C, bound: Int) -> Int?
  where C.Element: Equatable, C.Index == Int {
    smallestDistance(from: a, toPrefixesOf: b, ofLengths: [b.count], bound: bound)
  }

  /// The smallest optimal string alignment distance between `a` and the
  /// prefixes of `b` of the given lengths, or `nil` once it is certain to
  /// exceed `bound`.
  ///
  /// This is the single implementation behind ``between(_:_:)``,
  /// ``closest(to:among:limit:)`` and gem suggestions, where one pass over
  /// the words from one starting word measures every window that starts
  /// there. It keeps three rows of the usual table on the stack, and gives
  /// up as soon as the lengths or two consecutive rows rule out a result
  /// within `bound`, so it costs little on the many far-off words a search
  /// compares.
  ///
  /// - Parameters:
  ///   - a: One sequence of comparable elements (characters, scalars, bytes).
  ///   - b: The sequence whose prefixes are compared with `a`.
  ///   - lengths: The prefix lengths of interest, each at most `b.count`.
  ///   - bound: The largest distance of interest; negative means none.
  /// - Returns: The smallest distance when it is at most `bound`, else `nil`.
  static func smallestDistance<C: RandomAccessCollection>(
    from a: C, toPrefixesOf b: C, ofLengths lengths: [Int], bound: Int
  ) -> Int? where C.Element: Equatable, C.Index == Int {
    let rows = a.count
    guard bound >= 0, lengths.contains(where: { abs(rows - $0) <= bound }) else { return nil }
    let columns = min(b.count, lengths.max() ?? 0)
    if rows == 0 || columns == 0 {
      // Against nothing, every element is one insertion or deletion.
      let smallest = rows == 0 ? lengths.min() ?? 0 : rows
      return smallest <= bound ? smallest : nil
    }
    let width = columns + 1
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { table -> Int? in
      // Rows i-2, i-1 and i of the table, rotated by offset.
      var older = 0
      var previous = width
      var current = 2 * width
      for column in 0...columns { table[previous + column] = column }
      var previousMinimum = 0
      let aStart = a.startIndex
      let bStart = b.startIndex
      for row in 1...rows {
        let element = a[aStart + row - 1]
        table[current] = row
        var rowMinimum = row
        for column in 1...columns {
          let other = b[bStart + column - 1]
          var value = min(
            table[previous + column] + 1,
            table[current + column - 1] + 1,
            table[previous + column - 1] + (element == other ? 0 : 1)
          )
          if row > 1, column > 1, element == b[bStart + column - 2], a[aStart + row - 2] == other {
            value = min(value, table[older + column - 2] + 1)
          }
          table[current + column] = value
          rowMinimum = min(rowMinimum, value)
        }
        // Later rows grow from this row, or by a swap from the one before.
        if rowMinimum > bound && previousMinimum >= bound { return nil }
        previousMinimum = rowMinimum
        (older, previous, current) = (previous, current, older)
      }
      var smallest = bound + 1
      for length in lengths where length <= columns {
        smallest = min(smallest, table[previous + length])
      }
      return smallest <= bound ? smallest : nil
    }
  }
}
