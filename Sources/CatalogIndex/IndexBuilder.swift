import GemCore

/// Where the gems of an index being built come from: read once in catalog
/// order, then one at a time by place.
protocol IndexSource {
  /// Hands `body` each gem in catalog order, with its place; a gem's id is
  /// empty when it is derived from the name.
  ///
  /// - Throws: ``GemCore/CatalogError`` for the first gem that is not valid on its own.
  func forEachGem(_ body: (Gem, _ place: Int) -> Void) throws(CatalogError)

  /// The gem at a place ``forEachGem(_:)`` handed out, read again.
  func gem(at place: Int) -> Gem

  /// The id (empty when derived from the name) and name of the gem at a
  /// place ``forEachGem(_:)`` handed out, read again.
  func identity(at place: Int) -> (id: String, name: String)
}

extension IndexSource {
  func identity(at place: Int) -> (id: String, name: String) {
    let gem = gem(at: place)
    return (gem.id, gem.name)
  }
}

extension CatalogText: IndexSource {}

/// Builds a catalog's index a gem at a time, so that building it never
/// holds the catalog's gems decoded, nor the index, whole in memory
/// (Sources/CatalogIndex/README.md, "Building").
///
/// Reading the catalog keeps three things a gem: its place in the source,
/// its folded name and its id's hash. Writing then sorts the gems into name
/// order and writes the sections one after the other, decoding each gem
/// again as its record is written.
struct IndexBuilder {
  /// How a build ended.
  enum Outcome: Equatable {
    /// The index was written whole.
    case written
    /// Two gems share an id, or a relation names a gem the catalog lacks:
    /// decoding the catalog whole tells the user which.
    case refused
    /// A section reaches 4 GiB, past its 32-bit positions.
    case tooLarge
  }

  private let source: any IndexSource
  /// Each gem's place in the source: in catalog order as the catalog is
  /// read and sorted, in name order once the gems are sorted.
  private var places: [UInt32]
  /// The gems' folded names, back to back, in catalog order.
  private var names: [UInt8]
  /// Where each folded name ends in ``names``.
  private var nameEnds: [UInt32]
  /// Whether each folded name is ASCII, and whether each id is derived.
  private var flags: [Flags]
  /// The low 32 bits of each gem's ``IndexedCatalog/idHash(_:)``, in
  /// catalog order: enough to pick its bucket, and to tell most ids apart.
  private var idHashes: [UInt32]
  /// Whether the places and folded names fit the 32-bit words they are kept in.
  private let fits: Bool

  /// What the builder notes of each gem besides its name and id.
  private struct Flags: OptionSet {
    let rawValue: UInt8
    /// The folded name is ASCII, so its bytes sort as Swift sorts its text.
    static let asciiName = Flags(rawValue: 1)
    /// The catalog gives no id: it is derived from the name.
    static let derivedID = Flags(rawValue: 2)
  }

  /// Reads every gem of `source` once.
  ///
  /// - Throws: ``GemCore/CatalogError`` for the first gem that is not valid on its own.
  init(reading source: any IndexSource) throws(CatalogError) {
    var (places, names, nameEnds, flags, idHashes) = ([UInt32](), [UInt8](), [UInt32](), [Flags](), [UInt32]())
    var fits = true
    var folder = TextFolder()
    try source.forEachGem { gem, place in
      if place > Int(UInt32.max) || names.count > Int(UInt32.max) { fits = false }
      places.append(UInt32(truncatingIfNeeded: place))
      let start = names.count
      folder.append(gem.name, to: &names)
      nameEnds.append(UInt32(truncatingIfNeeded: names.count))
      var gemFlags: Flags = names[start...].allSatisfy { $0 < 0x80 } ? .asciiName : []
      if gem.id.isEmpty { gemFlags.insert(.derivedID) }
      flags.append(gemFlags)
      idHashes.append(gem.id.isEmpty ? 0 : Self.idHash(gem.id))
    }
    fits = fits && names.count <= Int(UInt32.max)
    (self.source, self.places, self.names, self.nameEnds, self.flags, self.idHashes, self.fits) =
      (source, places, names, nameEnds, flags, idHashes, fits)
    // Once each gem is let go: a 50 MB name is not held three times.
    for position in 0..<count where fits && flags[position].contains(.derivedID) {
      self.idHashes[position] = derivedIDHash(at: position)
    }
  }

  /// How many gems the catalog has.
  var count: Int { places.count }

  /// The low 32 bits of `id`'s ``IndexedCatalog/idHash(_:)``.
  private static func idHash(_ id: String) -> UInt32 {
    UInt32(truncatingIfNeeded: IndexedCatalog.idHash(id))
  }

  /// The byte range of the folded name of the gem at catalog position `position`.
  private func nameRange(_ position: Int) -> Range<Int> {
    (position == 0 ? 0 : Int(nameEnds[position - 1]))..<Int(nameEnds[position])
  }

  /// The hash of the id derived from the name of the gem at catalog
  /// position `position`, while the folded names are kept: the id is its
  /// folded name with hyphens for spaces when that is ASCII (as
  /// ``GemCore/Gem/slug(for:)`` makes it), else the slug of the name read again.
  private func derivedIDHash(at position: Int) -> UInt32 {
    guard flags[position].contains(.asciiName) else { return Self.idHash(Gem.slug(for: identity(at: position).name)) }
    // Hashed as bytes, as the ASCII id's text would be, not made into a text: a 50 MB name is not held four times.
    let id = names[nameRange(position)].map { $0 == UInt8(ascii: " ") ? UInt8(ascii: "-") : $0 }
    return UInt32(truncatingIfNeeded: IndexChecksum.of(id))
  }

  /// The gem at position `position` of ``places``, read again from the source.
  private func gem(at position: Int) -> Gem {
    source.gem(at: Int(places[position]))
  }

  /// The id and name of the gem at position `position` of ``places``, read
  /// again from the source without its other facts.
  private func identity(at position: Int) -> (id: String, name: String) {
    source.identity(at: Int(places[position]))
  }

  /// The id of the gem at position `position` of ``places``, read again.
  private func id(at position: Int) -> String {
    let (id, name) = identity(at: position)
    return Self.id(id, name: name)
  }

  /// The id of `gem` as the source gives it: derived from its name when the source gives none.
  private static func id(of gem: Gem) -> String {
    id(gem.id, name: gem.name)
  }

  /// An id as the source gives it (empty when it gives none), derived from `name` when empty.
  private static func id(_ id: String, name: String) -> String {
    id.isEmpty ? Gem.slug(for: name) : id
  }

  /// Writes the index's body with `write`, then its head and the head's length.
  ///
  /// - Parameters:
  ///   - opening: The index's opening, written before the body; the head's checksum covers it.
  ///   - write: Writes bytes after those written before.
  /// - Returns: How the build ended; unless ``Outcome/written``, what was
  ///   written is no index.
  /// - Throws: What `write` throws.
  mutating func write(opening: [UInt8], with write: @escaping IndexBodyWriter.Write) throws(SystemFailure) -> Outcome {
    guard fits, count < Int(UInt32.max) / IndexedCatalog.relationFacts.count else { return .tooLarge }
    try write(opening)
    // Each thing kept a gem is let go as soon as the sections made from it
    // are written: a catalog of many tiny gems needs all the room it gets.
    var order = nameOrder()
    flags = []
    var body = IndexBodyWriter(write: write)
    try writeNames(in: order, to: &body)
    names = []
    nameEnds = []
    guard let table = idTable(in: order) else { return .refused }
    idHashes = []
    try body.append(words: table.starts, to: .idBuckets)
    try body.append(words: table.members, to: .idPositions)
    try body.append(words: order, to: .catalogPositions)
    places = order.map { places[Int($0)] }
    order = []
    guard let fits = try writeGems(table: table, to: &body) else { return .refused }
    guard fits else { return .tooLarge }
    let (lengths, checksums) = try body.finish()
    var head = BinaryWriter()
    head.append(UInt64(count))
    head.append(UInt64(body.count))
    for length in lengths { head.append(UInt64(length)) }
    head.append(words: checksums)
    head.append(IndexedCatalog.headChecksum(opening: opening, head: head.bytes))
    try write(head.bytes)
    var trailer = BinaryWriter()
    trailer.append(UInt64(head.bytes.count))
    try write(trailer.bytes)
    return .written
  }

  /// Catalog positions in name order: by folded name, then by name as
  /// written, then by position (``GemCore/Catalog/nameOrder(_:)``).
  private func nameOrder() -> [UInt32] {
    var order = Array(0..<UInt32(count))
    names.withUnsafeBufferPointer { bytes in
      order.sort { left, right in
        switch compareNames(left, right, in: bytes) {
        case .less: return true
        case .greater: return false
        case .same: return left < right
        }
      }
      // Gems whose folded names are the same go by their names as written,
      // read again only for them.
      var start = 0
      while start < order.count {
        var end = start + 1
        while end < order.count && compareNames(order[start], order[end], in: bytes) == .same { end += 1 }
        if end - start > 1 {
          let written = order[start..<end].map { (position: $0, name: identity(at: Int($0)).name) }
          order.replaceSubrange(
            start..<end, with: written.sorted { ($0.name, $0.position) < ($1.name, $1.position) }.map(\.position))
        }
        start = end
      }
    }
    return order
  }

  /// Writes, for each gem in name order, where its relations start, and
  /// the relations, each the entry of a gem that names it.
  private func writeRelations(_ relations: [(named: UInt32, entry: UInt32)], to body: inout IndexBodyWriter)
    throws(SystemFailure)
  {
    let sorted = relations.sorted { ($0.named, $0.entry) < ($1.named, $1.entry) }
    var next = 0
    try body.append(word: 0, to: .relationStarts)
    for position in 0..<UInt32(count) {
      while next < sorted.count && sorted[next].named == position { next += 1 }
      try body.append(word: UInt32(next), to: .relationStarts)
    }
    try body.append(words: sorted.map(\.entry), to: .relations)
  }

  private enum NameOrder { case less, same, greater }

  /// How the folded names of the gems at catalog positions `left` and
  /// `right` sort: by bytes when both are ASCII (UTF-8 byte order is code
  /// point order), else as Swift sorts texts, canonical equivalents together.
  private func compareNames(_ left: UInt32, _ right: UInt32, in bytes: UnsafeBufferPointer<UInt8>) -> NameOrder {
    let (left, right) = (Int(left), Int(right))
    let (leftBytes, rightBytes) = (bytes[nameRange(left)], bytes[nameRange(right)])
    guard flags[left].contains(.asciiName) && flags[right].contains(.asciiName) else {
      let (leftText, rightText) = (
        String(decoding: leftBytes, as: UTF8.self), String(decoding: rightBytes, as: UTF8.self)
      )
      return leftText < rightText ? .less : leftText == rightText ? .same : .greater
    }
    for (leftByte, rightByte) in zip(leftBytes, rightBytes) where leftByte != rightByte {
      return leftByte < rightByte ? .less : .greater
    }
    return leftBytes.count == rightBytes.count ? .same : leftBytes.count < rightBytes.count ? .less : .greater
  }

  /// Writes the folded names in `order`, and where each starts.
  private func writeNames(in order: [UInt32], to body: inout IndexBodyWriter) throws(SystemFailure) {
    for position in order { try body.append(names[nameRange(Int(position))], to: .names) }
    // The names are no longer than the catalog's text, which fits in 32 bits.
    var start: UInt32 = 0
    try body.append(word: start, to: .nameStarts)
    for position in order {
      start += UInt32(nameRange(Int(position)).count)
      try body.append(word: start, to: .nameStarts)
    }
  }

  /// The id table: each id's hash picks one of a power of two buckets,
  /// about one a gem, and each bucket lists its gems' positions in name order.
  private struct IDTable {
    /// Where each bucket's positions start in ``members``, and where the last ends.
    var starts: [UInt32]
    /// The positions, bucket after bucket.
    var members: [UInt32]

    /// The positions of the gems whose id's hash is `hash`, among others.
    func positions(forHash hash: UInt64) -> ArraySlice<UInt32> {
      let bucket = Int(truncatingIfNeeded: hash & UInt64(starts.count - 2))
      return members[Int(starts[bucket])..<Int(starts[bucket + 1])]
    }
  }

  /// The id table of the gems in `order` (catalog positions, as ``places``
  /// still has them); `nil` when two gems share an id.
  private func idTable(in order: [UInt32]) -> IDTable? {
    var bucketCount = 1
    while bucketCount < count { bucketCount *= 2 }
    let mask = UInt32(truncatingIfNeeded: bucketCount - 1)
    // Where each bucket ends, then, filled from the back, where each starts.
    var starts = [UInt32](repeating: 0, count: bucketCount + 1)
    for position in order { starts[Int(idHashes[Int(position)] & mask)] += 1 }
    for bucket in 1..<bucketCount { starts[bucket] += starts[bucket - 1] }
    var members = [UInt32](repeating: 0, count: count)
    for (namePosition, position) in order.enumerated().reversed() {
      let bucket = Int(idHashes[Int(position)] & mask)
      starts[bucket] -= 1
      members[Int(starts[bucket])] = UInt32(namePosition)
    }
    starts[bucketCount] = UInt32(count)
    let table = IDTable(starts: starts, members: members)
    // Gems whose ids hash alike are read again, and their ids decide.
    for bucket in 0..<bucketCount where starts[bucket + 1] - starts[bucket] > 1 {
      let slots = members[Int(starts[bucket])..<Int(starts[bucket + 1])].map { Int(order[Int($0)]) }
      for (offset, one) in slots.enumerated() {
        for other in slots[(offset + 1)...] where idHashes[one] == idHashes[other] && id(at: one) == id(at: other) {
          return nil
        }
      }
    }
    return table
  }

  /// The position of the gem whose id is `id`, found through `table` once
  /// ``places`` is in name order; `nil` when the catalog has none.
  private func position(ofID id: String, table: IDTable) -> UInt32? {
    table.positions(forHash: IndexedCatalog.idHash(id)).first { self.id(at: Int($0)) == id }
  }

  /// Writes each gem's record in name order, then the sections made from the
  /// gems as they pass: where each record starts, the folded aliases, which
  /// gems are natural, the constants, and the gems that relate to each.
  ///
  /// - Returns: `nil` when a relation names the gem itself or a gem the
  ///   catalog lacks; `false` when a section reaches 4 GiB.
  private func writeGems(table: IDTable, to body: inout IndexBodyWriter) throws(SystemFailure) -> Bool? {
    var recordStarts: [UInt32] = [0]
    recordStarts.reserveCapacity(count + 1)
    var aliasStarts: [UInt32] = [0]
    aliasStarts.reserveCapacity(count + 1)
    var aliases = FoldedKeys()
    var aliasKinds: [UInt8] = []
    var naturals: [UInt8] = []
    naturals.reserveCapacity(count)
    var constants = ConstantsTable.Writer()
    var folder = TextFolder()
    var records = RecordWriter()
    var written = 0
    // Each relation as the gem it names and the gem that names it (IndexedCatalog.relationEntry).
    var relations: [(named: UInt32, entry: UInt32)] = []
    for position in 0..<count {
      let gem = gem(at: position)
      for (kind, fact) in IndexedCatalog.relationFacts.enumerated() {
        guard case .list(let related)? = gem[fact] else { continue }
        let ownID = Self.id(of: gem)
        for id in related {
          guard id != ownID, let named = self.position(ofID: id, table: table) else { return nil }
          relations.append((named, IndexedCatalog.relationEntry(position: position, kind: kind)))
        }
      }
      // An id derived from the name stays empty, and is derived again when read.
      gem.write(to: &records)
      guard written + records.bytes.count <= Int(UInt32.max) else { return false }
      recordStarts.append(UInt32(written + records.bytes.count))
      GemSearch.appendOtherNames(of: gem, to: &aliases, kinds: &aliasKinds, with: &folder)
      guard aliases.byteCount <= Int(UInt32.max) else { return false }
      aliasStarts.append(UInt32(aliases.count))
      naturals.append(gem.origin == .natural ? 1 : 0)
      constants.append(gem)
      if records.bytes.count >= IndexBody.chunkSize {
        written += records.bytes.count
        try body.append(records.bytes, to: .records)
        records = RecordWriter()
      }
    }
    try body.append(records.bytes, to: .records)
    try body.append(words: recordStarts, to: .recordStarts)
    try body.append(aliases.ownedBytes ?? [], to: .aliases)
    try body.append(words: aliases.starts.map { UInt32($0) }, to: .aliasKeyStarts)
    try body.append(words: aliasStarts, to: .aliasStarts)
    try body.append(aliasKinds, to: .aliasKinds)
    try body.append(naturals, to: .naturals)
    try body.append(constants.bytes, to: .constants)
    try writeRelations(relations, to: &body)
    return true
  }
}
