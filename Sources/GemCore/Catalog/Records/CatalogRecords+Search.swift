extension CatalogRecords {
  /// The folded names, aliases, misnomers and species of `gems` as a
  /// search over them needs them, so that a search of the embedded catalog
  /// folds nothing but the query.
  ///
  /// Folding them at every start instead weighed on every search
  /// (Sources/Benchmark/README.md, "Start-up").
  ///
  /// - Parameter gems: The gems, in the order of their records.
  /// - Returns: Bytes that are valid UTF-8.
  package static func encodeSearchKeys(_ gems: [Gem]) -> [UInt8] {
    let search = GemSearch(gems: Catalog.inNameOrder(gems))
    var writer = RecordWriter()
    for keys in [search.names, search.aliases] {
      writer.append(utf8: keys.ownedBytes ?? keys.withBytes(Array.init))
      writer.append(offsets: keys.starts)
    }
    writer.append(offsets: search.aliasStarts)
    // Both hold only small values (0 to 2), so they stay valid UTF-8.
    writer.append(utf8: search.aliasKinds)
    writer.append(utf8: search.naturals)
    return writer.bytes
  }

  /// A search over `gems` with the keys ``encodeSearchKeys(_:)`` wrote for them.
  ///
  /// - Parameters:
  ///   - gems: The gems the keys were written for, in the same order.
  ///   - keys: The encoded keys, in bytes that live as long as the program.
  /// - Returns: The search.
  /// - Throws: ``RecordReader/Damaged`` when the keys do not fit the gems.
  package static func search(over gems: [Gem], keys: UnsafeRawBufferPointer) throws(RecordReader.Damaged)
    -> GemSearch
  {
    var reader = RecordReader(keys)
    // Read in place: the keys are the binary's own string literal.
    let names = FoldedKeys(borrowing: try reader.utf8Bytes(), owner: nil, starts: try reader.offsets())
    let aliases = FoldedKeys(borrowing: try reader.utf8Bytes(), owner: nil, starts: try reader.offsets())
    let aliasStarts = try reader.offsets()
    let aliasKinds = try reader.utf8()
    let naturals = try reader.utf8()
    guard names.count == gems.count, aliasStarts.count == gems.count + 1, aliasStarts.last == aliases.count,
      names.starts.last == names.byteCount, aliases.starts.last == aliases.byteCount,
      aliasKinds.count == aliases.count, naturals.count == gems.count, reader.isAtEnd
    else { throw RecordReader.Damaged() }
    return GemSearch(
      gems: CatalogGems(gems), records: gems, names: names, aliases: aliases, aliasStarts: aliasStarts,
      aliasKinds: aliasKinds,
      naturals: naturals)
  }
}
