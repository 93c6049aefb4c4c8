import GemCore

/// A catalog served from its index: folded names and aliases for search,
/// and each gem decoded only when a search returns it.
///
/// The name and alias sections are checked against a checksum when the
/// index is opened, and each gem's bytes when it is decoded, so a damaged
/// index is refused rather than trusted.
///
/// The index names the catalog it was made from (its real path and
/// ``FileIdentity``) and a checksum of the catalog's bytes. It is *proven*
/// when the catalog's timestamps were old enough when it was read that any
/// later change must show in them (see ``CatalogIndexCache``); otherwise the
/// checksum decides.
final class IndexedCatalog: GemNames, @unchecked Sendable {
  // Every stored property is immutable after init: safe to share.
  private let file: IndexFile
  /// Every byte of the file before the records, which the sections below borrow.
  private let head: OwnedBytes
  /// The checksum of the catalog bytes the index was made from (``ContentChecksum``).
  let catalogChecksum: UInt64
  /// Whether the catalog's identity alone shows that it is unchanged.
  let isProven: Bool
  private let names: FoldedKeys
  private let aliases: FoldedKeys
  private let aliasStarts: [Int]
  private let aliasKinds: [UInt8]
  private let naturals: [UInt8]
  private let gemStarts: [Int]
  private let gemChecksums: [UInt64]
  private let constants: ConstantsTable
  /// Where each gem's fact offsets start: ``factEntriesStride`` bytes a gem,
  /// indexed as ``CatalogRecords`` indexes the embedded catalog.
  private let factEntriesStart: Int
  /// Where the records start in the file: the head's length.
  private let blobStart: Int

  /// Bytes of fact offsets a gem: three for each fact.
  static var factEntriesStride: Int { 3 * GemFact.all.count }

  /// The first bytes of every index file, naming its layout.
  ///
  /// The layout of gem records is part of it, so an index written for
  /// other facts is never read.
  static let magic = "raygem catalog index 8, " + Gem.recordLayout

  /// Opens the index at `indexPath` when it was made for the catalog at
  /// `path` with `identity`: `nil` when there is none, or it is of another
  /// layout or for another catalog or version.
  static func file(at indexPath: String, path: String, identity: FileIdentity) -> IndexFile? {
    var header = BinaryWriter()
    writeHeader(path: path, identity: identity, to: &header)
    return IndexFile(path: indexPath, magic: magic, header: Array(header.parts.joined()), trailing: stampLength)
  }

  /// How many bytes the stamp takes: the catalog's checksum, and whether the index is proven.
  private static let stampLength = 9

  /// The stamp of the index in `file`, from its opening: the checksum of the
  /// catalog bytes it was made from, and whether it is proven.
  static func stamp(of file: IndexFile) -> (catalogChecksum: UInt64, isProven: Bool) {
    var reader = BinaryReader(UnsafeRawBufferPointer(rebasing: file.opening.bytes.suffix(stampLength)))
    // The opening holds the stamp's bytes: these reads cannot fail.
    let checksum = (try? reader.uint64()) ?? 0
    return (checksum, (try? reader.byte()) == 1)
  }

  /// What names the catalog, right after the head's length.
  private static func writeHeader(path: String, identity: FileIdentity, to writer: inout BinaryWriter) {
    writer.append(path)
    for field in identity.fields { writer.append(field) }
  }

  /// Reads the index in `file` if it was made for the catalog at `path` with
  /// `identity`; `nil` for a stale, foreign or damaged index.
  init?(file: IndexFile, path: String, identity: FileIdentity) {
    guard let owned = try? file.head() else { return nil }
    let head = owned.bytes
    var reader = BinaryReader(head, at: IndexFile.prefixLength(Self.magic))
    do throws(BinaryReader.Damaged) {
      guard try reader.string() == path else { return nil }
      var fields: [UInt64] = []
      for _ in 0..<identity.fields.count { fields.append(try reader.uint64()) }
      guard FileIdentity(fields: fields) == identity else { return nil }
      catalogChecksum = try reader.uint64()
      isProven = try reader.byte() == 1
      let count = try reader.length()
      // The keys are read in place from the head, not copied.
      func keys() throws(BinaryReader.Damaged) -> FoldedKeys {
        let bytes = UnsafeRawBufferPointer(rebasing: head[try reader.region()])
        return FoldedKeys(borrowing: bytes, owner: owned, starts: try reader.offsets())
      }
      names = try keys()
      aliases = try keys()
      aliasStarts = try reader.offsets()
      aliasKinds = try reader.bytes()
      naturals = try reader.bytes()
      // Offsets into the records, which follow the head in the file.
      gemStarts = try reader.offsets(upTo: file.size)
      gemChecksums = try reader.words()
      let constantWords = UnsafeRawBufferPointer(rebasing: head[try reader.region()])
      let constantBytes = UnsafeRawBufferPointer(rebasing: head[try reader.region()])
      guard let constants = ConstantsTable(words: constantWords, bytes: constantBytes, count: count) else { return nil }
      self.constants = constants
      let factEntries = try reader.region()
      guard factEntries.count == count * Self.factEntriesStride else { return nil }
      factEntriesStart = factEntries.lowerBound
      let checksum = try reader.uint64()
      let blobLength = try reader.uint64()
      blobStart = reader.offset
      let recordsLength = file.size - blobStart
      guard reader.offset == head.count, blobLength == UInt64(recordsLength), names.count == count,
        aliasStarts.count == count + 1,
        gemStarts.count == count + 1, gemChecksums.count == count, aliasStarts.last == aliases.count,
        aliasKinds.count == aliases.count, naturals.count == count,
        gemStarts.last == recordsLength,
        checksum
          == Self.checksum(
            names, aliases, aliasStarts, aliasKinds + naturals, gemStarts, gemChecksums,
            (constants.words, constants.bytes)),
        Self.isAscending(names.starts, below: names.byteCount),
        Self.isAscending(aliases.starts, below: aliases.byteCount),
        Self.isAscending(aliasStarts, below: aliases.count), Self.isAscending(gemStarts, below: recordsLength)
      else { return nil }
    } catch {
      return nil
    }
    self.file = file
    self.head = owned
  }

  /// The index for `gems` of a catalog file, reusing the folded names and
  /// aliases of `search`.
  ///
  /// - Parameters:
  ///   - gems: The catalog's gems, in its order.
  ///   - search: A search over `gems`.
  ///   - path: The catalog's real path.
  ///   - identity: The catalog's identity when it was read.
  ///   - catalogChecksum: The ``ContentChecksum`` of the catalog's bytes.
  ///   - isProven: Whether the catalog's identity alone will show any change to it.
  /// - Returns: The index's bytes in parts, to be written one after the
  ///   other: the large sections are the arrays they were built in, not
  ///   copies (a catalog with a 50 MB name made an index three times that).
  static func encode(
    _ gems: [Gem], search: GemSearch, path: String, identity: FileIdentity, catalogChecksum: UInt64,
    isProven: Bool
  ) -> [[UInt8]] {
    var blob = RecordWriter()
    var gemStarts = [0]
    var gemChecksums: [UInt64] = []
    var factEntries: [UInt8] = []
    for gem in gems {
      let start = blob.bytes.count
      let entriesStart = factEntries.count
      for offset in gem.write(to: &blob) {
        for shift in [0, 7, 14] { factEntries.append(UInt8((offset >> shift) & 0x7F)) }
      }
      gemChecksums.append(
        blob.bytes.withUnsafeBytes { record in
          factEntries.withUnsafeBytes { entries in
            checksum(record: .init(rebasing: record[start...]), entries: .init(rebasing: entries[entriesStart...]))
          }
        })
      gemStarts.append(blob.bytes.count)
    }
    let constants = ConstantsTable.encode(gems)
    var writer = BinaryWriter()
    writeHeader(path: path, identity: identity, to: &writer)
    writer.append(catalogChecksum)
    writer.append(UInt8(isProven ? 1 : 0))
    writer.append(UInt64(gems.count))
    writer.append(search.names)
    writer.append(search.aliases)
    writer.append(offsets: search.aliasStarts)
    writer.append(search.aliasKinds)
    writer.append(search.naturals)
    writer.append(offsets: gemStarts)
    writer.append(words: gemChecksums)
    writer.append(section: constants.words)
    writer.append(section: constants.bytes)
    writer.append(section: factEntries)
    let sectionsChecksum = constants.words.withUnsafeBytes { words in
      constants.bytes.withUnsafeBytes { bytes in
        checksum(
          search.names, search.aliases, search.aliasStarts, search.aliasKinds + search.naturals, gemStarts,
          gemChecksums,
          (words, bytes))
      }
    }
    writer.append(sectionsChecksum)
    writer.append(UInt64(blob.bytes.count))
    let head = writer.parts
    var prefix = BinaryWriter()
    prefix.append(magic)
    prefix.append(UInt64(IndexFile.prefixLength(magic) + head.reduce(0) { $0 + $1.count }))
    return prefix.parts + head + [blob.bytes]
  }

  /// One gem's checksum, over its record and its fact offsets.
  private static func checksum(record: UnsafeRawBufferPointer, entries: UnsafeRawBufferPointer) -> UInt64 {
    [IndexChecksum.of(record), IndexChecksum.of(entries)].withUnsafeBytes(IndexChecksum.of)
  }

  /// One checksum over every section but the gems themselves.
  private static func checksum(
    _ names: FoldedKeys, _ aliases: FoldedKeys, _ aliasStarts: [Int], _ kindsAndNaturals: [UInt8],
    _ gemStarts: [Int], _ gemChecksums: [UInt64],
    _ constants: (words: UnsafeRawBufferPointer, bytes: UnsafeRawBufferPointer)
  ) -> UInt64 {
    let parts = [
      IndexChecksum.of(names), IndexChecksum.of(offsets: names.starts), IndexChecksum.of(aliases),
      IndexChecksum.of(offsets: aliases.starts), IndexChecksum.of(offsets: aliasStarts),
      IndexChecksum.of(kindsAndNaturals),
      IndexChecksum.of(offsets: gemStarts), gemChecksums.withUnsafeBytes(IndexChecksum.of),
      IndexChecksum.of(constants.words), IndexChecksum.of(constants.bytes),
    ]
    return parts.withUnsafeBytes(IndexChecksum.of)
  }

  private static func isAscending(_ offsets: [Int], below limit: Int) -> Bool {
    offsets.first == 0 && offsets.last == limit && zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }
  }

  var count: Int { names.count }

  /// The record and fact offsets of the gem at `index`, read from the file
  /// into memory of their own, and checked against the gem's checksum.
  private func checkedRecord(at index: Int) throws(BinaryReader.Damaged) -> GemBytes {
    let gem = try record(at: index)
    guard Self.checksum(record: gem.record, entries: gem.entries) == gemChecksums[index] else {
      throw BinaryReader.Damaged()
    }
    return gem
  }

  /// The record and fact offsets of the gem at `index`, unchecked.
  ///
  /// - Throws: ``BinaryReader/Damaged`` when the file ends before the record does.
  private func record(at index: Int) throws(BinaryReader.Damaged) -> GemBytes {
    let length = gemStarts[index + 1] - gemStarts[index]
    let owned = OwnedBytes(count: length + Self.factEntriesStride)
    let (record, entries) = (owned.mutableBytes[..<length], owned.mutableBytes[length...])
    try file.read(into: UnsafeMutableRawBufferPointer(rebasing: record), at: blobStart + gemStarts[index])
    let entriesStart = factEntriesStart + index * Self.factEntriesStride
    UnsafeMutableRawBufferPointer(rebasing: entries).copyMemory(
      from: UnsafeRawBufferPointer(rebasing: head.bytes[entriesStart..<entriesStart + Self.factEntriesStride]))
    return GemBytes(owner: owned, length: length)
  }

  /// One gem's record followed by its fact offsets, in memory of their own.
  private struct GemBytes {
    let owner: OwnedBytes
    let length: Int

    var record: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: owner.bytes[..<length]) }
    var entries: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: owner.bytes[length...]) }
  }

  /// The gem at `index`, decoded whole and checked against its checksum.
  func decodedGem(at index: Int) throws(BinaryReader.Damaged) -> Gem {
    let gem = try checkedRecord(at: index)
    var reader = RecordReader(gem.record)
    do throws(RecordReader.Damaged) {
      let gem = try Gem(record: &reader)
      guard reader.isAtEnd else { throw RecordReader.Damaged() }
      return gem
    } catch {
      throw BinaryReader.Damaged()
    }
  }

  /// The gem at `index`, checked against its checksum, reading each fact
  /// from its record as it is asked for: decoding thousands of gems whole,
  /// and freeing them, was half of identifying in a large catalog.
  func lazyGem(at index: Int) throws(BinaryReader.Damaged) -> Gem {
    let gem = try checkedRecord(at: index)
    guard let offsets = gem.entries.baseAddress else { throw BinaryReader.Damaged() }
    var reader = RecordReader(gem.record)
    do throws(RecordReader.Damaged) {
      let id = try reader.string()
      let name = try reader.string()
      return Gem(id: id, name: name, records: gem.record, start: 0, offsets: offsets, owner: gem.owner)
    } catch {
      throw BinaryReader.Damaged()
    }
  }

  /// The name of the gem at `index`, read from the start of its record,
  /// for the tie of two folded names; empty when the bytes there are no name.
  ///
  /// The record's checksum is not checked here: checking it, over the whole
  /// record, on every comparison of a sort made searching many names that fold
  /// alike as slow as decoding the catalog (Sources/Benchmark/README.md, "Large
  /// catalogs"). Damaged bytes can only reorder tied matches; every gem a
  /// search returns is decoded and checked. Reading names from the records,
  /// rather than from a section of names as written, keeps no extra copy of
  /// every name, which a catalog with a 50 MB name pushed past the memory
  /// budget.
  func name(at index: Int) -> String {
    guard let gem = try? record(at: index) else { return "" }
    var reader = RecordReader(gem.record)
    guard (try? reader.string()) != nil, let name = try? reader.string() else { return "" }
    return name
  }

  /// The search result for `query`.
  ///
  /// - Throws: `SearchError` for a query that folds to nothing, and
  ///   ``BinaryReader/Damaged`` when a returned gem's bytes are damaged.
  func result(for query: String) throws -> SearchResult {
    // Only positions are asked of it: the gems are decoded below.
    let search = GemSearch(
      gems: [], records: self, names: names, aliases: aliases, aliasStarts: aliasStarts, aliasKinds: aliasKinds,
      naturals: naturals)
    let found = try search.positions(for: query)
    return SearchResult(
      matches: try found.matches.map { index throws(BinaryReader.Damaged) in try decodedGem(at: index) },
      suggestions: try found.suggestions.map { index throws(BinaryReader.Damaged) in try decodedGem(at: index) })
  }

  /// Ranks the gems against `measurements`, decoding only the gems whose
  /// constants stand (or, when none does, the nearest few).
  ///
  /// - Throws: ``BinaryReader/Damaged`` when a decoded gem's bytes are damaged.
  func identification(for measurements: Measurements) throws(BinaryReader.Damaged) -> Identification {
    var standing: [Int] = []
    var nearest = BestFew<Int>(limit: 3)
    var checks: [PropertyCheck] = []
    var gemConstants = StoneConstants.unknown
    for index in 0..<count {
      constants.load(index, into: &gemConstants)
      Identification.constantChecks(measurements, gemConstants, into: &checks)
      // A superset of the gems that stand: colour and transparency, not in
      // the table, may be what fits.
      let words = measurements.color != nil || measurements.transparency != nil
      if !checks.contains(where: { $0.property.isDecisive && $0.verdict == .misses })
        && (words || checks.contains { $0.verdict == .fits || $0.verdict == .close })
      {
        standing.append(index)
      } else if standing.isEmpty {
        nearest.offer(index, nearness: Nearness(checks))
      }
    }
    let chosen = standing.isEmpty ? nearest.kept.map(\.element) : standing
    var pairs: [ConstantGem] = []
    pairs.reserveCapacity(chosen.count)
    for index in chosen {
      pairs.append(ConstantGem(gem: try lazyGem(at: index), constants: constants.constants(at: index)))
    }
    return Identification(measurements, scoring: pairs)
  }
}
