/// A whole catalog's gems as back-to-back gem records: the form in which
/// the binary carries the bundled catalog.
package enum CatalogRecords {
  /// The records of `gems`, put in name order first.
  ///
  /// - Parameter gems: Valid gems with unique ids.
  /// - Returns: Bytes that are valid UTF-8 (see ``RecordWriter``).
  package static func encode(_ gems: [Gem]) -> [UInt8] {
    encodeWithIndex(gems).records
  }

  /// The records of `gems`, put in name order first, an index of where
  /// each record and each of its facts starts, so that a fact can be read
  /// without reading the facts before it, and the gems' ids and names.
  ///
  /// The index holds, for each gem, ``GemFact/all``'s count plus one
  /// entries of three bytes (seven bits each, least significant first): the
  /// record's start in the records, then each fact's offset from there, 0
  /// where the gem lacks the fact. The names hold each gem's id and name,
  /// as its record begins, back to back: opening the catalog reads them
  /// from a few pages rather than from every record. All are valid UTF-8.
  ///
  /// - Parameter gems: Valid gems with unique ids, whose records take less than 2 MiB.
  /// - Returns: The records, their index and the names.
  package static func encodeWithIndex(_ gems: [Gem]) -> (records: [UInt8], index: [UInt8], names: [UInt8]) {
    var writer = RecordWriter()
    var index: [UInt8] = []
    var names = RecordWriter()
    for gem in Catalog.inNameOrder(gems) {
      let start = writer.bytes.count
      for entry in [start] + gem.write(to: &writer) {
        for shift in [0, 7, 14] { index.append(UInt8((entry >> shift) & 0x7F)) }
      }
      names.append(gem.id)
      names.append(gem.name)
    }
    return (writer.bytes, index, names.bytes)
  }

  /// Records must be smaller than this for their index's 21-bit entries.
  package static let largestIndexedSize = 1 << 21

  /// How many bytes one gem's entries take in the index of ``encodeWithIndex(_:)``.
  static var indexStride: Int { 3 * (GemFact.all.count + 1) }

  /// The entry at `position` of one gem's index entries.
  static func indexEntry(_ entries: UnsafeRawPointer, _ position: Int) -> Int {
    let bytes = entries + 3 * position
    return Int(bytes.load(as: UInt8.self)) | Int(bytes.load(fromByteOffset: 1, as: UInt8.self)) << 7
      | Int(bytes.load(fromByteOffset: 2, as: UInt8.self)) << 14
  }

  /// Decodes `count` gems from records written by ``encode(_:)``.
  ///
  /// - Parameters:
  ///   - buffer: The records.
  ///   - count: How many gems they hold.
  /// - Returns: The gems, in the records' order.
  /// - Throws: ``RecordReader/Damaged`` when the bytes are not `count` records.
  package static func decode(_ buffer: UnsafeRawBufferPointer, count: Int) throws(RecordReader.Damaged) -> [Gem] {
    var reader = RecordReader(buffer)
    var gems: [Gem] = []
    gems.reserveCapacity(count)
    for _ in 0..<count { gems.append(try Gem(record: &reader)) }
    guard reader.isAtEnd else { throw RecordReader.Damaged() }
    return gems
  }

  /// The `count` gems of records in memory that is never freed, each
  /// reading a fact only when it is asked for.
  ///
  /// Only the ids and names are decoded here; the values are not checked
  /// (``decode(_:count:)`` checks those, and a test runs it on the
  /// embedded catalog).
  ///
  /// - Parameters:
  ///   - records: Records written by ``encodeWithIndex(_:)``, which must outlive every gem.
  ///   - index: Their index, which must outlive every gem too.
  ///   - names: Their ids and names.
  ///   - count: How many gems they hold.
  /// - Returns: The gems, in the records' order.
  /// - Throws: ``RecordReader/Damaged`` when the index or the names do not fit the records.
  package static func lazyGems(
    inImmortal records: UnsafeRawBufferPointer, index: UnsafeRawBufferPointer, names: UnsafeRawBufferPointer,
    count: Int
  ) throws(RecordReader.Damaged) -> [Gem] {
    guard let base = index.baseAddress, index.count == count * indexStride else { throw RecordReader.Damaged() }
    var gems: [Gem] = []
    gems.reserveCapacity(count)
    var reader = RecordReader(names)
    for position in 0..<count {
      let entries = base + position * indexStride
      let start = indexEntry(entries, 0)
      guard start < records.count else { throw RecordReader.Damaged() }
      let id = try reader.string()
      let name = try reader.string()
      gems.append(Gem(id: id, name: name, records: records, start: start, offsets: entries + 3))
    }
    guard reader.isAtEnd else { throw RecordReader.Damaged() }
    return gems
  }
}
