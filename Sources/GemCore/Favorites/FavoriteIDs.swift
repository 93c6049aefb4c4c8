/// Favorite gem ids in the order they were added, each once, kept compactly.
///
/// A favorites file may hold millions of ids: rather than a `String` each,
/// the ids' UTF-8 is kept end to end in one buffer, with where each ends and
/// a hash table of positions beside it, so memory stays near the size of
/// the file. Ids are compared as Swift strings: canonically equivalent
/// spellings count as one id.
///
/// A removed id leaves a gap that iteration skips, and an added one goes at
/// the end; so the list knows whether it differs from the one it was read as
/// without keeping a copy of it (``isChanged``).
public struct FavoriteIDs: Sendable, Sequence, Equatable, ExpressibleByArrayLiteral {
  /// Every id's UTF-8, one after the other, removed ones included.
  private var utf8: [UInt8] = []
  /// Where each id ends in ``utf8``; an id starts where the one before it ends.
  private var ends: [UInt32] = []
  /// One bit an id: set when it was removed.
  private var removed: [UInt64] = []
  /// An open-addressing hash table of positions.
  ///
  /// Each slot is 0 when empty, or an id's position plus one. Each
  /// different id has one slot, with its latest position.
  private var slots: [UInt32] = []
  /// The top byte of the hash of each slot's id, so that most slots of
  /// other ids are passed over without comparing the ids.
  private var tags: [UInt8] = []
  /// How many ids were there before any change (see ``markUnchanged()``).
  private var unchangedCount = 0
  /// How many ids were removed, how many of them were among the unchanged
  /// ones, and how many were removed already then (ids a file gave twice).
  private var removedCount = 0
  private var removedUnchangedCount = 0
  private var removedWhenUnchanged = 0
  /// Whether the whole list was replaced by a different one.
  private var isReplaced = false

  /// Creates an empty list.
  public init() {}

  /// Creates a list of `ids`, each once, where it first comes.
  ///
  /// - Parameter ids: Gem ids.
  public init(_ ids: some Sequence<String>) {
    for id in ids { add(id) }
  }

  /// Creates a list of the ids written, each once, where it first comes.
  ///
  /// - Parameter ids: Gem ids.
  public init(arrayLiteral ids: String...) {
    self.init(ids)
  }

  /// Creates the list of ids whose UTF-8 lies end to end in `utf8`, taking
  /// that buffer as its own; an id that comes again is kept where it first
  /// comes, and the list reads as unchanged.
  ///
  /// - Parameters:
  ///   - utf8: Every id's UTF-8, one after the other.
  ///   - ends: Where each id ends in `utf8`, ascending.
  init(utf8: [UInt8], ends: [UInt32]) {
    self.utf8 = utf8
    self.ends = ends
    // Each id is looked for among those before it as the table is filled.
    grow()
    markUnchanged()
  }

  /// How many ids there are.
  public var count: Int { ends.count - removedCount }

  /// Whether there is no id.
  public var isEmpty: Bool { count == 0 }

  /// Whether `id` is in the list.
  ///
  /// - Parameter id: A gem id.
  /// - Returns: Whether it is there, or a canonically equivalent spelling of it.
  public func contains(_ id: String) -> Bool {
    position(of: id) != nil
  }

  /// Where `id` stands, for putting ids in the list's order: a position
  /// comes before every later-added id's position.
  ///
  /// - Parameter id: A gem id.
  /// - Returns: Its position, or `nil` when it is not in the list.
  public func position(of id: String) -> Int? {
    var id = id
    let position = id.withUTF8 { bytes in entry(at: find(bytes, hash: Self.hash(bytes))) }
    guard let position, !isRemoved(position) else { return nil }
    return position
  }

  /// Adds `id` at the end, unless it is there already.
  ///
  /// - Parameter id: A gem id.
  public mutating func add(_ id: String) {
    var id = id
    id.withUTF8 { insert($0, hash: Self.hash($0)) }
  }

  /// Removes `id` if it is there.
  ///
  /// - Parameter id: A gem id.
  public mutating func remove(_ id: String) {
    guard let position = position(of: id) else { return }
    markRemoved(position)
  }

  /// Makes the list hold `ids`, each once, where it first comes.
  ///
  /// - Parameter ids: The new list.
  public mutating func replace(with ids: [String]) {
    let new = FavoriteIDs(ids)
    guard new != self else { return }
    self = new
    isReplaced = true
  }

  /// Whether the list differs from the one it was when read from a file
  /// (or, for any other list, from an empty one).
  var isChanged: Bool {
    isReplaced || removedUnchangedCount > removedWhenUnchanged
      || ends.count - unchangedCount > removedCount - removedUnchangedCount
  }

  /// Takes the list as it is now as the one it was read as.
  mutating func markUnchanged() {
    unchangedCount = ends.count
    removedUnchangedCount = removedCount
    removedWhenUnchanged = removedCount
    isReplaced = false
  }

  /// Calls `body` with each id's UTF-8, in order.
  func forEachUTF8<Failure>(_ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void) throws(Failure) {
    try utf8.withUnsafeBufferPointer { (buffer) throws(Failure) in
      for position in ends.indices where !isRemoved(position) {
        try body(UnsafeBufferPointer(rebasing: buffer[range(of: position)]))
      }
    }
  }

  /// The ids, in order.
  public func makeIterator() -> Iterator {
    Iterator(ids: self)
  }

  /// Steps through the ids in order, making each a `String` as it goes.
  public struct Iterator: IteratorProtocol {
    fileprivate let ids: FavoriteIDs
    fileprivate var position = 0

    /// The next id, or `nil` after the last.
    public mutating func next() -> String? {
      while position < ids.ends.count, ids.isRemoved(position) { position += 1 }
      guard position < ids.ends.count else { return nil }
      position += 1
      return String(decoding: ids.utf8[ids.range(of: position - 1)], as: UTF8.self)
    }
  }

  /// Whether two lists hold the same ids in the same order.
  public static func == (lhs: FavoriteIDs, rhs: FavoriteIDs) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }

  // MARK: Storage

  private func range(of position: Int) -> Range<Int> {
    (position == 0 ? 0 : Int(ends[position - 1]))..<Int(ends[position])
  }

  private mutating func markRemoved(_ position: Int) {
    let word = position / 64
    if removed.count <= word { removed += Array(repeating: 0, count: word - removed.count + 1) }
    removed[word] |= 1 << UInt64(position % 64)
    removedCount += 1
    if position < unchangedCount { removedUnchangedCount += 1 }
  }

  private func isRemoved(_ position: Int) -> Bool {
    let word = position / 64
    return word < removed.count && removed[word] & (1 << UInt64(position % 64)) != 0
  }

  /// Adds `bytes`, whose string hashes to `hash`, at the end unless an id
  /// equal to it is there; an id that was removed comes back at the end.
  private mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, hash: Int) {
    if (ends.count + 1) * 4 > slots.count * 3 { grow() }
    let slot = find(bytes, hash: hash)
    if let position = entry(at: slot), !isRemoved(position) { return }
    utf8.append(contentsOf: bytes)
    // The read limit keeps a file's ids far below 4 GiB.
    ends.append(UInt32(utf8.count))
    slots[slot] = UInt32(ends.count)
    tags[slot] = Self.tag(hash)
  }

  /// The position in the hash table's `slot`, or `nil` for an empty slot.
  private func entry(at slot: Int) -> Int? {
    slot < slots.count && slots[slot] != 0 ? Int(slots[slot] - 1) : nil
  }

  /// The slot holding an id equal to `bytes`, or the empty slot where it would go.
  private func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: Int) -> Int {
    guard !slots.isEmpty else { return 0 }
    let mask = slots.count - 1
    let tag = Self.tag(hash)
    var slot = hash & mask
    while let position = entry(at: slot) {
      if tags[slot] == tag, equals(position, bytes) { return slot }
      slot = (slot + 1) & mask
    }
    return slot
  }

  private static func tag(_ hash: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: UInt(bitPattern: hash) >> (UInt.bitWidth - 8))
  }

  private func equals(_ position: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    utf8.withUnsafeBufferPointer { buffer in
      let stored = UnsafeBufferPointer(rebasing: buffer[range(of: position)])
      if stored.elementsEqual(bytes) { return true }
      // Different bytes can still be one string when either is not ASCII.
      guard stored.contains(where: { $0 >= 0x80 }) || bytes.contains(where: { $0 >= 0x80 }) else { return false }
      return String(decoding: stored, as: UTF8.self) == String(decoding: bytes, as: UTF8.self)
    }
  }

  /// Doubles the hash table (or makes the first one) and puts every id
  /// back, at its latest position that is not removed: an id added again
  /// after its removal is found where it was added again, and one given
  /// twice where it first came (the later one is marked removed).
  private mutating func grow() {
    var size = Swift.max(16, slots.count * 2)
    while ends.count * 4 > size * 3 { size *= 2 }
    slots = [UInt32](repeating: 0, count: size)
    tags = [UInt8](repeating: 0, count: slots.count)
    // In the order of the ids, which reads their bytes front to back.
    for position in ends.indices {
      let (slot, hash) = utf8.withUnsafeBufferPointer { buffer in
        let bytes = UnsafeBufferPointer(rebasing: buffer[range(of: position)])
        let hash = Self.hash(bytes)
        return (find(bytes, hash: hash), hash)
      }
      if let earlier = entry(at: slot), !isRemoved(earlier) {
        // Two ids alike both there only come from a file: the later one goes.
        if !isRemoved(position) { markRemoved(position) }
        continue
      }
      slots[slot] = UInt32(position + 1)
      tags[slot] = Self.tag(hash)
    }
  }

  /// The hash of the id whose UTF-8 is `bytes`, alike for canonically
  /// equivalent spellings: that of its decomposed form's UTF-8, which for
  /// ASCII is the bytes themselves, hashed with no copy however long the
  /// id, and for other text decomposed a piece at a time.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let isASCII = !bytes.contains(where: { $0 >= 0x80 })
    if isASCII && bytes.count < BlockHasher.blockSize {
      // One short block, hashed as the block hasher would, without copying it.
      var hasher = Hasher()
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
      return hasher.finalize()
    }
    var hasher = BlockHasher()
    if isASCII {
      hasher.combine(bytes)
    } else {
      CanonicalDecomposition.forEachPiece(ofUTF8: bytes) { hasher.combine($0) }
    }
    return hasher.finalize()
  }

  /// Hashes bytes in blocks of one size, so that the same bytes hash alike
  /// however they were handed over (a whole id, or its decomposed pieces).
  private struct BlockHasher {
    private var hasher = Hasher()
    private var block: [UInt8] = []
    static let blockSize = 1 << 12

    mutating func combine(_ bytes: UnsafeBufferPointer<UInt8>) {
      var rest = bytes[...]
      while !rest.isEmpty {
        let taken = rest.prefix(Self.blockSize - block.count)
        block += taken
        rest = rest[taken.endIndex...]
        if block.count == Self.blockSize { flush() }
      }
    }

    mutating func finalize() -> Int {
      flush()
      return hasher.finalize()
    }

    private mutating func flush() {
      block.withUnsafeBytes { hasher.combine(bytes: $0) }
      block.removeAll(keepingCapacity: true)
    }
  }
}
