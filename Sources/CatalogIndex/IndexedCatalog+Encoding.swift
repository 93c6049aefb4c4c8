import GemCore

extension IndexedCatalog {
  /// The index of a catalog file's gems.
  ///
  /// - Parameters:
  ///   - gems: The catalog's gems in name order (``GemCore/Catalog/nameOrder(_:)``).
  ///   - catalogPositions: Each of those gems' position in the catalog.
  ///   - search: A search over `gems`, in that order, whose folded keys the index keeps.
  ///   - path: The catalog's real path.
  ///   - identity: The catalog's identity when it was read.
  ///   - catalogChecksum: The ``ContentChecksum`` of the catalog's bytes.
  ///   - isProven: Whether the catalog's identity alone will show any change to it.
  /// - Returns: The index's bytes in parts, to be written one after the
  ///   other (the large sections are the arrays they were built in, not
  ///   copies), or `nil` when a section reaches 4 GiB, past its 32-bit positions.
  static func encode(
    _ gems: [Gem], catalogPositions: [Int], search: GemSearch, path: String, identity: FileIdentity,
    catalogChecksum: UInt64,
    isProven: Bool
  ) -> [[UInt8]]? {
    var records = RecordWriter()
    var recordStarts = [0]
    recordStarts.reserveCapacity(gems.count + 1)
    for (position, gem) in gems.enumerated() {
      // An id derived from the name is stored empty (no catalog id is) and
      // derived again when read: a 50 MB name would otherwise be kept twice.
      var stored = gem
      if isDerived(gem, key: search.names.range(of: position), of: search.names) { stored.id = "" }
      stored.write(to: &records)
      recordStarts.append(records.bytes.count)
    }
    let (buckets, positions) = idTable(of: gems)
    guard gems.count < Int(UInt32.max), let recordStarts = words(recordStarts),
      let nameStarts = words(search.names.starts), let aliasKeyStarts = words(search.aliases.starts),
      let aliasStarts = words(search.aliasStarts), let buckets = words(buckets), let positions = words(positions),
      let catalogPositions = words(catalogPositions)
    else { return nil }
    var body = Array(repeating: [UInt8](), count: IndexSection.allCases.count)
    body[IndexSection.records.rawValue] = records.bytes
    body[IndexSection.recordStarts.rawValue] = recordStarts
    body[IndexSection.names.rawValue] = search.names.ownedBytes ?? search.names.withBytes(Array.init)
    body[IndexSection.nameStarts.rawValue] = nameStarts
    body[IndexSection.aliases.rawValue] = search.aliases.ownedBytes ?? search.aliases.withBytes(Array.init)
    body[IndexSection.aliasKeyStarts.rawValue] = aliasKeyStarts
    body[IndexSection.aliasStarts.rawValue] = aliasStarts
    body[IndexSection.aliasKinds.rawValue] = search.aliasKinds
    body[IndexSection.naturals.rawValue] = search.naturals
    body[IndexSection.constants.rawValue] = ConstantsTable.encode(gems)
    body[IndexSection.idBuckets.rawValue] = buckets
    body[IndexSection.idPositions.rawValue] = positions
    body[IndexSection.catalogPositions.rawValue] = catalogPositions

    var head = BinaryWriter()
    writeHeader(path: path, identity: identity, to: &head)
    head.append(catalogChecksum)
    head.append(UInt8(isProven ? 1 : 0))
    head.append(UInt64(gems.count))
    head.append(UInt64(body.reduce(0) { $0 + $1.count }))
    for section in body { head.append(UInt64(section.count)) }
    head.append(words: IndexBody.checksums(of: body))
    var headBytes = head.bytes
    headBytes.append(contentsOf: withUnsafeBytes(of: IndexChecksum.of(headBytes).littleEndian, Array.init))
    var prefix = BinaryWriter()
    prefix.append(magic)
    prefix.append(UInt64(IndexFile.prefixLength(magic) + headBytes.count))
    return [prefix.bytes, headBytes] + body
  }

  /// Whether `gem`'s id is the one derived from its name (``GemCore/Gem/slug(for:)``),
  /// told from its folded name, key `key` of `names`, without making the slug
  /// when the fold is ASCII: a slug of a 50 MB name is 50 MB more.
  private static func isDerived(_ gem: Gem, key: Range<Int>, of names: FoldedKeys) -> Bool {
    names.withBytes { bytes in
      let folded = bytes[key]
      guard folded.allSatisfy({ $0 < 0x80 }) else { return gem.id == Gem.slug(for: gem.name) }
      return gem.id.utf8.elementsEqual(folded.lazy.map { $0 == UInt8(ascii: " ") ? UInt8(ascii: "-") : $0 })
    }
  }

  /// The id table of `gems`: each id's hash picks one of a power of two
  /// buckets, about one a gem, and each bucket lists its gems' positions.
  ///
  /// - Returns: Where each bucket's positions start, and where the last
  ///   ends; the positions, bucket after bucket.
  private static func idTable(of gems: [Gem]) -> (buckets: [Int], positions: [Int]) {
    var bucketCount = 1
    while bucketCount < gems.count { bucketCount *= 2 }
    let bucketOf = gems.map { Int(idHash($0.id) & UInt64(bucketCount - 1)) }
    var starts = Array(repeating: 0, count: bucketCount + 1)
    for bucket in bucketOf { starts[bucket + 1] += 1 }
    for bucket in 0..<bucketCount { starts[bucket + 1] += starts[bucket] }
    var next = starts
    var positions = Array(repeating: 0, count: gems.count)
    for (position, bucket) in bucketOf.enumerated() {
      positions[next[bucket]] = position
      next[bucket] += 1
    }
    return (starts, positions)
  }

  /// `values` as little-endian 32-bit words; `nil` when one does not fit.
  private static func words(_ values: [Int]) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(values.count * 4)
    for value in values {
      guard value >= 0, value <= Int(UInt32.max) else { return nil }
      withUnsafeBytes(of: UInt32(value).littleEndian) { bytes.append(contentsOf: $0) }
    }
    return bytes
  }
}
