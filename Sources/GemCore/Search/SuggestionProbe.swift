/// A folded query prepared for comparison with windows of consecutive
/// words, the building block of ``GemSearch/suggestions(for:limit:)``.
///
/// A window has as many words as the query, or one fewer or more, so that
/// `diamnd` meets `diamond` in `blue diamond`, `cats eyes` meets `cats eye`
/// in `cats eye chrysoberyl`, and `rosequartz` meets `rose quartz`.
struct SuggestionProbe: Sendable {
  /// The folded query as UTF-8.
  let bytes: [UInt8]
  /// The folded query as Unicode scalar values, for keys that are not ASCII.
  let scalars: [UInt32]
  /// Whether the folded query is ASCII, so that bytes compare as characters.
  let isASCII: Bool
  /// How many words a window may have.
  let windowSizes: ClosedRange<Int>
  /// The largest distance that still suggests a gem.
  let threshold: Int
  /// One bit per query byte (its low six bits), for ``missingBytes(from:)``.
  private let byteBits: [UInt64]

  /// Prepares the folded, non-empty `query`.
  init(folded query: [UInt8]) {
    bytes = query
    scalars = String(decoding: query, as: UTF8.self).unicodeScalars.map(\.value)
    isASCII = query.allSatisfy { $0 < 0x80 }
    let words = query.count { $0 == UInt8(ascii: " ") } + 1
    windowSizes = max(1, words - 1)...(words + 1)
    threshold = EditDistance.maximumDistance(forLength: scalars.count)
    byteBits = query.map(Self.bit)
  }

  private static func bit(_ byte: UInt8) -> UInt64 {
    1 << UInt64(byte & 63)
  }

  /// How many query bytes cannot occur in a window made of bytes from `window`: a lower bound of the
  /// edit distance, since each of them must be substituted or deleted.
  ///
  /// Bytes that share their low six bits count as the same, which only weakens the bound.
  private func missingBytes(from window: UnsafeBufferPointer<UInt8>) -> Int {
    let present = window.reduce(UInt64(0)) { $0 | Self.bit($1) }
    return byteBits.count { $0 & present == 0 }
  }

  /// The smallest distance between the query and any window of the key
  /// spanning `range`, if it is below `limit`.
  ///
  /// All windows that start at one word are measured in one pass, as
  /// prefixes of the longest of them.
  ///
  /// - Parameters:
  ///   - range: A folded key's range in `keyBytes`.
  ///   - keyBytes: The buffer that holds the key.
  ///   - limit: The distance to beat, at most `threshold + 1`.
  ///   - lengths: Scratch space for the window lengths from one word.
  /// - Returns: The smallest distance found, or `limit` when none is smaller.
  func closestWindow(
    in range: Range<Int>, of keyBytes: UnsafeBufferPointer<UInt8>, below limit: Int, lengths: inout [Int]
  ) -> Int {
    let space = UInt8(ascii: " ")
    let asBytes = isASCII && !keyBytes[range].contains { $0 >= 0x80 }
    var best = limit
    var start = range.lowerBound
    while start < range.upperBound && best > 0 {
      lengths.removeAll(keepingCapacity: true)
      var end = start
      for words in 1...windowSizes.upperBound {
        while end < range.upperBound && keyBytes[end] != space { end += 1 }
        // Bytes count characters of ASCII keys, so too long or too short a
        // window is skipped here; other keys are measured in scalars below.
        if words >= windowSizes.lowerBound && (!asBytes || abs(end - start - bytes.count) < best) {
          lengths.append(end - start)
        }
        if end >= range.upperBound { break }
        end += 1
      }
      if !lengths.isEmpty {
        best = distance(toWindowsFrom: start, ofLengths: lengths, in: keyBytes, asBytes: asBytes, below: best) ?? best
      }
      while start < range.upperBound && keyBytes[start] != space { start += 1 }
      start += 1
    }
    return best
  }

  /// Whether the whole key spanning `range` is `distance` from the query,
  /// as a window of it was.
  func wholeKey(in range: Range<Int>, of keyBytes: UnsafeBufferPointer<UInt8>, isAt distance: Int) -> Bool {
    let asBytes = isASCII && !keyBytes[range].contains { $0 >= 0x80 }
    let whole = self.distance(
      toWindowsFrom: range.lowerBound, ofLengths: [range.count], in: keyBytes, asBytes: asBytes, below: distance + 1)
    return whole == distance
  }

  /// The smallest distance below `limit` to the windows of `lengths` bytes
  /// that start at `start`.
  private func distance(
    toWindowsFrom start: Int, ofLengths lengths: [Int], in keyBytes: UnsafeBufferPointer<UInt8>,
    asBytes: Bool, below limit: Int
  ) -> Int? {
    let longest = start..<(start + (lengths.last ?? 0))
    if asBytes {
      let window = UnsafeBufferPointer(rebasing: keyBytes[longest])
      guard missingBytes(from: window) < limit else { return nil }
      return bytes.withUnsafeBufferPointer { query in
        EditDistance.smallestDistance(from: query, toPrefixesOf: window, ofLengths: lengths, bound: limit - 1)
      }
    }
    // Window lengths in scalars: count the bytes that start a scalar.
    let scalarLengths = lengths.map { length in keyBytes[start..<(start + length)].count { $0 & 0xC0 != 0x80 } }
    let window = String(decoding: keyBytes[longest], as: UTF8.self).unicodeScalars.map(\.value)
    return EditDistance.smallestDistance(
      from: scalars, toPrefixesOf: window, ofLengths: scalarLengths, bound: limit - 1)
  }
}
