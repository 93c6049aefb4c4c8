/// Folded texts stored back to back as UTF-8, searched as bytes.
///
/// One contiguous buffer searched as bytes is far quicker on a large catalog
/// than `String.contains` on separate strings (Sources/Benchmark/README.md,
/// "Large catalogs").
///
/// Keys folded here own their bytes; keys read from a catalog index or the
/// embedded catalog borrow them where they lie, so that opening a large
/// index copies none of its names (a catalog with a 50 MB name held three
/// copies of it in memory).
package struct FoldedKeys: @unchecked Sendable {
  // Unchecked: borrowed bytes are never written, and `owner` keeps them alive.
  /// The UTF-8 of every key folded here, back to back.
  private var built: [UInt8] = []
  /// The UTF-8 of every key read in place, when the keys borrow it.
  private let borrowed: UnsafeBufferPointer<UInt8>?
  /// What keeps ``borrowed`` alive: a catalog index's head, or `nil` for
  /// bytes that live as long as the program.
  private let owner: AnyObject?
  /// Key `k` is bytes `starts[k]..<starts[k + 1]`.
  package private(set) var starts: [Int] = [0]

  /// Creates empty keys, to fold texts into.
  package init() {
    borrowed = nil
    owner = nil
  }

  /// Keys whose bytes were made elsewhere.
  package init(bytes: [UInt8], starts: [Int]) {
    built = bytes
    borrowed = nil
    owner = nil
    self.starts = starts
  }

  /// Keys read in place from `bytes`, which `owner` keeps alive (`nil` for
  /// bytes that live as long as the program, such as a string literal's).
  package init(borrowing bytes: UnsafeRawBufferPointer, owner: AnyObject?, starts: [Int]) {
    borrowed = bytes.assumingMemoryBound(to: UInt8.self)
    self.owner = owner
    self.starts = starts
  }

  /// The number of keys.
  package var count: Int { starts.count - 1 }

  /// The number of bytes of all keys.
  package var byteCount: Int { borrowed?.count ?? built.count }

  /// The bytes of keys folded here, shared rather than copied; `nil` for borrowed keys.
  package var ownedBytes: [UInt8]? { borrowed == nil ? built : nil }

  /// Calls `body` with the bytes of all keys.
  package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    if let borrowed { return try body(borrowed) }
    return try built.withUnsafeBufferPointer(body)
  }

  /// Makes room for `byteCount` bytes of keys to be folded here.
  mutating func reserveCapacity(_ byteCount: Int) {
    built.reserveCapacity(byteCount)
  }

  /// Folds `text` with `folder` and stores it as the next key.
  package mutating func append(folding text: String, with folder: inout TextFolder) {
    precondition(borrowed == nil, "keys read in place take no new key")
    folder.append(text, to: &built)
    starts.append(built.count)
  }

  /// The byte range of key `key` in the keys' bytes.
  package func range(of key: Int) -> Range<Int> {
    starts[key]..<starts[key + 1]
  }

  /// Whether key `lhs` sorts before key `rhs` by bytes (UTF-8 byte order is
  /// code point order), `nil` when they are equal.
  ///
  /// Eight bytes are compared at a time, since names in large catalogs
  /// often share long beginnings (`Paraíba Tourmaline Antique 1…`).
  func precedes(_ lhs: Int, _ rhs: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool? {
    let left = range(of: lhs)
    let right = range(of: rhs)
    let common = min(left.count, right.count)
    var offset = 0
    if let base = UnsafeRawPointer(buffer.baseAddress) {
      while offset + 8 <= common {
        let a = base.loadUnaligned(fromByteOffset: left.lowerBound + offset, as: UInt64.self).bigEndian
        let b = base.loadUnaligned(fromByteOffset: right.lowerBound + offset, as: UInt64.self).bigEndian
        if a != b { return a < b }
        offset += 8
      }
    }
    while offset < common {
      let (a, b) = (buffer[left.lowerBound + offset], buffer[right.lowerBound + offset])
      if a != b { return a < b }
      offset += 1
    }
    return left.count == right.count ? nil : left.count < right.count
  }

  /// How `query` matches the name spanning `range`.
  ///
  /// - Parameters:
  ///   - query: A folded, non-empty query.
  ///   - words: The query's words, as ranges of `query`.
  ///   - range: A key's range in `bytes`.
  ///   - bytes: The keys' bytes (``withBytes(_:)``).
  /// - Returns: `.exactName`, `.namePrefix`, `.nameWords` or
  ///   `.nameSubstring`, or `nil` when the query does not occur.
  static func nameTier(
    of query: UnsafeBufferPointer<UInt8>, words: [Range<Int>], in range: Range<Int>,
    of bytes: UnsafeBufferPointer<UInt8>
  ) -> MatchTier? {
    if range.count >= query.count && matches(query, at: range.lowerBound, in: bytes, from: 0) {
      return range.count == query.count ? .exactName : .namePrefix
    }
    switch wordMatch(words, of: query, in: range, of: bytes) {
    case .everyWordBeginsAWord: return .nameWords
    case .none: return nil
    case .maybeInside: return contains(query, in: range, of: bytes) ? .nameSubstring : nil
    }
  }

  /// How `query` matches the alias, misnomer or species spanning `range`.
  ///
  /// - Parameters:
  ///   - query: A folded, non-empty query.
  ///   - words: The query's words, as ranges of `query`.
  ///   - range: A key's range in `bytes`.
  ///   - bytes: The keys' bytes (``withBytes(_:)``).
  ///   - exactCounts: Whether the whole key is an exact match (not for misnomers).
  /// - Returns: `.exactAlias`, `.aliasWords` or `.otherSubstring`, or `nil`.
  static func aliasTier(
    of query: UnsafeBufferPointer<UInt8>, words: [Range<Int>], in range: Range<Int>,
    of bytes: UnsafeBufferPointer<UInt8>, exactCounts: Bool
  ) -> MatchTier? {
    if exactCounts && equals(query, range, of: bytes) { return .exactAlias }
    switch wordMatch(words, of: query, in: range, of: bytes) {
    case .everyWordBeginsAWord: return .aliasWords
    case .none: return nil
    case .maybeInside: return contains(query, in: range, of: bytes) ? .otherSubstring : nil
    }
  }

  /// How a query's words meet a key.
  private enum WordMatch {
    /// Every word begins a word of the key.
    case everyWordBeginsAWord
    /// Not that, but the whole query may still occur inside the key.
    case maybeInside
    /// The query cannot occur in the key: its only word occurs nowhere in it.
    case none
  }

  /// Whether each of `words` begins some word of the key spanning `range`;
  /// for a one-word query, also whether it occurs at all, which spares a
  /// second scan of every key it is not in (most keys, for most queries).
  private static func wordMatch(
    _ words: [Range<Int>], of query: UnsafeBufferPointer<UInt8>, in range: Range<Int>,
    of bytes: UnsafeBufferPointer<UInt8>
  ) -> WordMatch {
    for word in words {
      let wordBytes = UnsafeBufferPointer(rebasing: query[word])
      var position = range.lowerBound
      var found = false
      var occurs = false
      while let next = occurrence(of: wordBytes, in: range, of: bytes, from: position) {
        occurs = true
        if next == range.lowerBound || bytes[next - 1] == UInt8(ascii: " ") {
          found = true
          break
        }
        position = next + 1
      }
      if !found { return words.count == 1 && !occurs ? .none : .maybeInside }
    }
    return .everyWordBeginsAWord
  }

  /// Whether `query` occurs in the key spanning `range`.
  static func contains(
    _ query: UnsafeBufferPointer<UInt8>, in range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    occurrence(of: query, in: range, of: bytes, from: range.lowerBound) != nil
  }

  /// The first position at or after `start` where `query` occurs wholly
  /// inside `range`: a plain byte scan, since folded text needs no more.
  private static func occurrence(
    of query: UnsafeBufferPointer<UInt8>, in range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>,
    from start: Int
  ) -> Int? {
    guard let first = query.first else { return nil }
    let last = range.upperBound - query.count
    var position = start
    while position <= last {
      if bytes[position] == first && matches(query, at: position, in: bytes, from: 1) {
        return position
      }
      position += 1
    }
    return nil
  }

  /// Whether the key spanning `range` equals `query`.
  static func equals(
    _ query: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    range.count == query.count && matches(query, at: range.lowerBound, in: bytes, from: 0)
  }

  private static func matches(
    _ query: UnsafeBufferPointer<UInt8>, at position: Int, in bytes: UnsafeBufferPointer<UInt8>, from offset: Int
  ) -> Bool {
    var offset = offset
    while offset < query.count {
      if bytes[position + offset] != query[offset] { return false }
      offset += 1
    }
    return true
  }
}
