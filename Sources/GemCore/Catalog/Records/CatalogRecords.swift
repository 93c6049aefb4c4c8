/// A whole catalog's gems as back-to-back gem records: the form in which
/// the binary carries the bundled catalog.
package enum CatalogRecords {
  /// The records of `gems`, put in name order first.
  ///
  /// - Parameter gems: Valid gems with unique ids.
  /// - Returns: Bytes that are valid UTF-8 (see ``RecordWriter``).
  package static func encode(_ gems: [Gem]) -> [UInt8] {
    var writer = RecordWriter()
    for gem in Catalog.inNameOrder(gems) { gem.write(to: &writer) }
    return writer.bytes
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
}
