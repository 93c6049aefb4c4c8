import GemCore
import Synchronization

/// A catalog served from its index: folded names and aliases for search,
/// a table of constants for `identify`, an id table for lookups, and each
/// gem decoded only when it is asked for (Sources/CatalogIndex/README.md).
///
/// Opening an index reads only its head (what names the catalog, where
/// each section lies, and the checksums); a section is read when a command
/// needs it, and a gem's record when the gem is asked for, each checked
/// chunk by chunk (``IndexBody``), so a damaged index is refused rather
/// than trusted, and a large index is never read whole.
///
/// The index names the catalog it was made from (its real path and
/// ``FileIdentity``) and a checksum of the catalog's bytes. It is *proven*
/// when the catalog's timestamps were old enough when it was read that any
/// later change must show in them (see ``CatalogIndexCache``); otherwise the
/// checksum decides.
final class IndexedCatalog: GemNames, Sendable {
  let indexFile: IndexFile
  private let body: IndexBody
  /// Where each section lies in the body, by ``IndexSection`` raw value.
  private let sections: [Range<Int>]
  /// The checksum of the catalog bytes the index was made from (``ContentChecksum``).
  let catalogChecksum: UInt64
  /// Whether the catalog's identity alone shows that it is unchanged.
  let isProven: Bool
  /// How many gems the catalog has.
  let count: Int
  /// Whether a read found the index damaged (see ``isRefused``).
  let refused = Mutex(false)

  /// The gems are stored in name order: ties of folded names go by position.
  var isInNameOrder: Bool { true }

  /// The first bytes of every index file, naming its layout.
  ///
  /// The layout of gem records is part of it, so an index written for
  /// other facts is never read.
  static let magic = "raygem catalog index 21, " + Gem.recordLayout

  /// Opens the index at `indexPath` when it was made for the catalog at
  /// `path` with `identity`: `nil` when there is none, or it is of another
  /// layout or for another catalog or version.
  static func file(at indexPath: String, path: String, identity: FileIdentity) -> IndexFile? {
    var header = BinaryWriter()
    writeHeader(path: path, identity: identity, to: &header)
    return IndexFile(path: indexPath, magic: magic, header: header.bytes, trailing: stampLength)
  }

  /// Takes the index open at `descriptor` as ``file(at:path:identity:)`` opens one.
  static func file(descriptor: Int32, shownAs name: String, path: String, identity: FileIdentity) -> IndexFile? {
    var header = BinaryWriter()
    writeHeader(path: path, identity: identity, to: &header)
    return IndexFile(descriptor: descriptor, path: name, magic: magic, header: header.bytes, trailing: stampLength)
  }

  /// How many bytes the stamp takes: the catalog's checksum, and whether the index is proven.
  static let stampLength = 9

  /// The stamp of the index in `file`, from its opening: the checksum of the
  /// catalog bytes it was made from, and whether it is proven.
  static func stamp(of file: IndexFile) -> (catalogChecksum: UInt64, isProven: Bool) {
    var reader = BinaryReader(UnsafeRawBufferPointer(rebasing: file.opening.bytes.suffix(stampLength)))
    // The opening holds the stamp's bytes: these reads cannot fail.
    let checksum = (try? reader.uint64()) ?? 0
    return (checksum, (try? reader.byte()) == 1)
  }

  /// What names the catalog, right after the head's length.
  static func writeHeader(path: String, identity: FileIdentity, to writer: inout BinaryWriter) {
    writer.append(path)
    for field in identity.fields { writer.append(field) }
  }

  /// Reads the head of the index in `file` if it was made for the catalog
  /// at `path` with `identity`; `nil` for a stale, foreign or damaged index.
  init?(file: IndexFile, path: String, identity: FileIdentity) {
    var header = BinaryWriter()
    Self.writeHeader(path: path, identity: identity, to: &header)
    let prefix = IndexFile.prefixLength(Self.magic)
    guard file.opening.count >= prefix + header.bytes.count,
      file.opening.bytes[prefix..<prefix + header.bytes.count].elementsEqual(header.bytes),
      let owned = try? file.headBytes()
    else { return nil }
    defer { withExtendedLifetime(owned) {} }
    let head = owned.bytes
    var reader = BinaryReader(head)
    var sections: [Range<Int>] = []
    let body: IndexBody
    do throws(BinaryReader.Damaged) {
      let count = try reader.uint64()
      let bodyLength = try reader.uint64()
      guard count < UInt64(UInt32.max), bodyLength == UInt64(file.head.lowerBound - file.bodyStart) else { return nil }
      self.count = Int(count)
      var end = 0
      for _ in IndexSection.allCases {
        let length = try reader.uint64()
        guard length <= bodyLength - UInt64(end) else { return nil }
        sections.append(end..<end + Int(length))
        end += Int(length)
      }
      let checksums = try reader.words()
      let checked = reader.offset
      let opening = file.opening.bytes
      guard
        try reader.uint64()
          == Self.headChecksum(opening: Array(opening), head: Array(UnsafeRawBufferPointer(rebasing: head[..<checked]))),
        reader.offset == head.count, end == Int(bodyLength),
        let opened = IndexBody(file: file, start: file.bodyStart, count: end, checksums: checksums)
      else { return nil }
      body = opened
    } catch {
      return nil
    }
    let stamp = Self.stamp(of: file)
    catalogChecksum = stamp.catalogChecksum
    isProven = stamp.isProven
    indexFile = file
    self.body = body
    self.sections = sections
    guard Self.sizesAgree(sections.map(\.count), count: count) else { return nil }
  }

  /// Whether the sections' lengths fit a catalog of `count` gems.
  private static func sizesAgree(_ lengths: [Int], count: Int) -> Bool {
    func length(_ section: IndexSection) -> Int { lengths[section.rawValue] }
    let perGem = 4 * (count + 1)
    let aliasCount = length(.aliasKeyStarts) / 4 - 1
    let buckets = length(.idBuckets) / 4 - 1
    return length(.recordStarts) == perGem && length(.nameStarts) == perGem && length(.aliasStarts) == perGem
      && length(.naturals) == count && length(.aliasKeyStarts) % 4 == 0 && aliasCount >= 0
      && length(.aliasKinds) == aliasCount && length(.idBuckets) % 4 == 0 && buckets > 0
      && buckets & (buckets - 1) == 0 && length(.idPositions) == 4 * count
      && length(.catalogPositions) == 4 * count && length(.relationStarts) == perGem && length(.relations) % 4 == 0
  }

  private func range(_ section: IndexSection) -> Range<Int> {
    sections[section.rawValue]
  }

  /// The `index`th 32-bit word of `section`.
  private func word(_ index: Int, of section: IndexSection) throws(BinaryReader.Damaged) -> Int {
    try body.word(at: range(section).lowerBound + 4 * index)
  }

  /// Every word of `section`, checked to ascend from 0 to `limit`.
  private func offsets(_ section: IndexSection, upTo limit: Int) throws(BinaryReader.Damaged) -> [Int] {
    let owned = try body.bytes(range(section))
    defer { withExtendedLifetime(owned) {} }
    let bytes = owned.bytes
    var offsets: [Int] = []
    offsets.reserveCapacity(bytes.count / 4)
    var previous = 0
    for position in stride(from: 0, to: bytes.count, by: 4) {
      let offset = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt32.self)))
      guard offset >= previous else { throw BinaryReader.Damaged() }
      offsets.append(offset)
      previous = offset
    }
    guard offsets.first == 0, offsets.last == limit else { throw BinaryReader.Damaged() }
    return offsets
  }

  /// The bytes of `section`, in an array.
  private func array(_ section: IndexSection) throws(BinaryReader.Damaged) -> [UInt8] {
    let owned = try body.bytes(range(section))
    return withExtendedLifetime(owned) { Array(owned.bytes) }
  }

  /// Where the record of the gem at `index` lies in the body.
  private func recordRange(at index: Int) throws(BinaryReader.Damaged) -> Range<Int> {
    guard index >= 0, index < count else { throw BinaryReader.Damaged() }
    let (start, end) = (try word(index, of: .recordStarts), try word(index + 1, of: .recordStarts))
    let records = range(.records)
    guard start <= end, end <= records.count else { throw BinaryReader.Damaged() }
    return records.lowerBound + start..<records.lowerBound + end
  }

  /// The gem at `index` (its position in name order), decoded whole.
  ///
  /// - Parameters:
  ///   - index: The gem's position in name order.
  ///   - knownID: The gem's id when the caller knows it, taken rather than derived.
  /// - Returns: The gem.
  /// - Throws: ``BinaryReader/Damaged`` when its bytes are damaged.
  func decodedGem(at index: Int, knownID: String? = nil) throws(BinaryReader.Damaged) -> Gem {
    var gem = try recordGem(at: index)
    // Derived once the record is let go: a 50 MB name is then held at most twice, not three times.
    if gem.id.isEmpty { gem.id = try id(at: index, name: gem.name, known: knownID) }
    return gem
  }

  /// The gem at `index` as its record holds it, with an empty id where the id is derived.
  ///
  /// A record too long for a lazy gem is mostly its id or name, each read
  /// straight into its string, so that the record is never held beside them.
  private func recordGem(at index: Int) throws(BinaryReader.Damaged) -> Gem {
    let range = try recordRange(at: index)
    guard range.count >= CatalogRecords.largestIndexedSize else {
      return try gem(decoding: range) { (reader) throws(RecordReader.Damaged) in try Gem(record: &reader) }
    }
    var start = range.lowerBound
    let id = try string(at: &start, before: range.upperBound)
    let name = try string(at: &start, before: range.upperBound)
    return try gem(decoding: start..<range.upperBound) { (reader) throws(RecordReader.Damaged) in
      try Gem(id: id, name: name, factsOf: &reader)
    }
  }

  /// The gem `make` decodes from the bytes of the body in `range`, all of which it must read.
  private func gem(
    decoding range: Range<Int>, _ make: (inout RecordReader) throws(RecordReader.Damaged) -> Gem
  ) throws(BinaryReader.Damaged) -> Gem {
    let record = try body.bytes(range)
    defer { withExtendedLifetime(record) {} }
    var reader = RecordReader(record.bytes)
    do throws(RecordReader.Damaged) {
      let gem = try make(&reader)
      guard reader.isAtEnd else { throw RecordReader.Damaged() }
      return gem
    } catch {
      throw BinaryReader.Damaged()
    }
  }

  /// The string of a record at `start` in the body, read from the index
  /// into the string's own storage; `start` moves past it.
  private func string(at start: inout Int, before end: Int) throws(BinaryReader.Damaged) -> String {
    let head = try body.bytes(start..<min(end, start + RecordReader.longestLength))
    var reader = RecordReader(head.bytes)
    let length: Int
    do throws(RecordReader.Damaged) {
      length = try withExtendedLifetime(head) { () throws(RecordReader.Damaged) in
        try reader.stringLength(upTo: end - start)
      }
    } catch {
      throw BinaryReader.Damaged()
    }
    let bytes = start + reader.offset..<start + reader.offset + length
    guard bytes.upperBound <= end else { throw BinaryReader.Damaged() }
    var isRead = false
    let string = String(unsafeUninitializedCapacity: length) { buffer in
      isRead = (try? body.read(bytes, into: UnsafeMutableRawBufferPointer(buffer))) != nil
      return isRead ? length : 0
    }
    guard isRead else { throw BinaryReader.Damaged() }
    start = bytes.upperBound
    return string
  }

  /// The gem at `index`, reading each fact from its record as it is asked for.
  ///
  /// Decoding thousands of gems whole, and freeing them, was half of
  /// identifying in a large catalog. A record too long for the offsets a
  /// lazy gem keeps is decoded whole.
  ///
  /// - Parameters:
  ///   - index: The gem's position in name order.
  ///   - knownID: The gem's id when the caller knows it, taken rather than derived.
  /// - Returns: The gem.
  /// - Throws: ``BinaryReader/Damaged`` when its bytes are damaged.
  func lazyGem(at index: Int, knownID: String? = nil) throws(BinaryReader.Damaged) -> Gem {
    let range = try recordRange(at: index)
    guard range.count < CatalogRecords.largestIndexedSize else { return try decodedGem(at: index, knownID: knownID) }
    let entriesLength = 3 * GemFact.all.count
    let owned = OwnedBytes(count: range.count + entriesLength)
    try body.read(range, into: UnsafeMutableRawBufferPointer(rebasing: owned.mutableBytes[..<range.count]))
    let record = UnsafeRawBufferPointer(rebasing: owned.bytes[..<range.count])
    let read: (id: String, name: String, offsets: [Int])
    do throws(RecordReader.Damaged) {
      read = try Gem.idNameAndOffsets(ofRecord: record)
    } catch {
      throw BinaryReader.Damaged()
    }
    // Seven bits a byte, as the embedded catalog's index keeps them.
    for (ordinal, offset) in read.offsets.enumerated() {
      for part in 0..<3 {
        owned.mutableBytes[range.count + 3 * ordinal + part] = UInt8((offset >> (7 * part)) & 0x7F)
      }
    }
    guard let entries = owned.bytes.baseAddress else { throw BinaryReader.Damaged() }
    return Gem(
      id: read.id.isEmpty ? try id(at: index, name: read.name, known: knownID) : read.id, name: read.name,
      records: record,
      start: 0, offsets: entries + range.count, owner: owned)
  }

  /// The id of the gem at `index`, whose record gives none: `known` when
  /// the caller knows it, else derived from `name`.
  private func id(at index: Int, name: String, known: String?) throws(BinaryReader.Damaged) -> String {
    if let known { return known }
    return try derivedID(at: index, name: name)
  }

  /// The id the catalog derived from the name of the gem at `index`
  /// (``GemCore/Gem/slug(for:)``): when its folded name is ASCII, that is the
  /// id with spaces for hyphens, read from the index straight into the id's
  /// storage rather than folded again through a buffer of its own.
  private func derivedID(at index: Int, name: String) throws(BinaryReader.Damaged) -> String {
    // A long name that is its own id lends the id its storage, so it is held once.
    if name.utf8.count >= Self.comparedChunk, try derivedID(at: index, is: name) == true { return name }
    let key = try word(index, of: .nameStarts)..<(try word(index + 1, of: .nameStarts))
    let names = range(.names)
    guard key.lowerBound <= key.upperBound, key.upperBound <= names.count else { throw BinaryReader.Damaged() }
    var isRead = false
    var isASCII = true
    let id = String(unsafeUninitializedCapacity: key.count) { buffer in
      let folded = names.lowerBound + key.lowerBound..<names.lowerBound + key.upperBound
      guard (try? body.read(folded, into: UnsafeMutableRawBufferPointer(buffer))) != nil else { return 0 }
      isRead = true
      for position in buffer.indices {
        if buffer[position] >= 0x80 { isASCII = false }
        if buffer[position] == UInt8(ascii: " ") { buffer[position] = UInt8(ascii: "-") }
      }
      return isASCII ? buffer.count : 0
    }
    guard isRead else { throw BinaryReader.Damaged() }
    return isASCII ? id : Gem.slug(for: name)
  }

  /// The name of the gem at `index`; empty when its bytes are damaged.
  func name(at index: Int) -> String {
    (try? decodedGem(at: index).name) ?? ""
  }

  /// The position of the gem whose id is `id`, if any, through the id table.
  ///
  /// - Throws: ``BinaryReader/Damaged`` when the table or a record read is damaged.
  func checkedPosition(ofID id: String) throws(BinaryReader.Damaged) -> Int? {
    let buckets = range(.idBuckets).count / 4 - 1
    let bucket = Int(Self.idHash(id) & UInt64(buckets - 1))
    let (start, end) = (try word(bucket, of: .idBuckets), try word(bucket + 1, of: .idBuckets))
    guard start <= end, end <= count else { throw BinaryReader.Damaged() }
    for slot in start..<end {
      let position = try word(slot, of: .idPositions)
      if try hasID(id, at: position) { return position }
    }
    return nil
  }

  /// Whether the gem at `index` has the id `id`, told without reading its
  /// name: from the id at the start of its record or, for an id derived
  /// from the name, from its folded name (the slug has its length, and is
  /// its bytes with hyphens for spaces when they are ASCII).
  private func hasID(_ id: String, at index: Int) throws(BinaryReader.Damaged) -> Bool {
    let record = try recordRange(at: index)
    // A derived id is stored empty, told from the first byte without
    // reading as many bytes as a long `id` has.
    let first = try body.bytes(record.lowerBound..<min(record.upperBound, record.lowerBound + 1))
    let isDerived = withExtendedLifetime(first) { first.bytes.first.map(RecordReader.startsEmptyString) ?? false }
    if isDerived {
      guard let isSame = try derivedID(at: index, is: id) else { return try lazyGem(at: index).id == id }
      return isSame
    }
    // The id's length takes at most ten bytes; an id longer than `id` is not it.
    let opening = try body.bytes(record.lowerBound..<min(record.upperBound, record.lowerBound + 10 + id.utf8.count))
    let stored: String? = withExtendedLifetime(opening) {
      var reader = RecordReader(opening.bytes)
      return try? reader.string()
    }
    guard let stored else { return false }
    return stored == id
  }

  /// Whether the id derived from the name of the gem at `index` is `id`,
  /// told from its folded name a chunk at a time (a name may be megabytes
  /// long); `nil` when the folded name is not ASCII, so not its slug's bytes.
  private func derivedID(at index: Int, is id: String) throws(BinaryReader.Damaged) -> Bool? {
    let key = try word(index, of: .nameStarts)..<(try word(index + 1, of: .nameStarts))
    let names = range(.names)
    guard key.lowerBound <= key.upperBound, key.upperBound <= names.count else { throw BinaryReader.Damaged() }
    guard key.count == id.utf8.count else { return false }
    var idBytes = id.utf8.makeIterator()
    var isSame = true
    var start = key.lowerBound
    while start < key.upperBound {
      let end = min(start + Self.comparedChunk, key.upperBound)
      let folded = try body.bytes(names.lowerBound + start..<names.lowerBound + end)
      let isASCII = withExtendedLifetime(folded) { () -> Bool in
        for byte in folded.bytes {
          guard byte < 0x80 else { return false }
          if isSame, idBytes.next() != (byte == UInt8(ascii: " ") ? UInt8(ascii: "-") : byte) { isSame = false }
        }
        return true
      }
      guard isASCII else { return nil }
      start = end
    }
    return isSame
  }

  /// How many bytes of a folded name ``derivedID(at:is:)`` reads at once.
  private static let comparedChunk = 1 << 16

  /// The position in the catalog file of the gem at `index`.
  ///
  /// - Throws: ``BinaryReader/Damaged`` when the section is damaged.
  func checkedCatalogPosition(at index: Int) throws(BinaryReader.Damaged) -> Int {
    guard index >= 0, index < count else { throw BinaryReader.Damaged() }
    return try word(index, of: .catalogPositions)
  }

  /// The facts that relate a gem to others by id, in the order their
  /// relations are told apart in the index.
  static let relationFacts = GemFact.all.filter { $0.kind == .ids }

  /// How the relations section keeps one relation: the position of the gem
  /// that names another, and which of ``relationFacts`` names it.
  static func relationEntry(position: Int, kind: Int) -> UInt32 {
    UInt32(position * relationFacts.count + kind)
  }

  /// The positions of the gems whose `fact` names the gem at `position`, in name order.
  ///
  /// - Throws: ``BinaryReader/Damaged`` when the section is damaged.
  func checkedPositions(relatingTo position: Int, by fact: GemFact) throws(BinaryReader.Damaged) -> [Int] {
    guard position >= 0, position < count, let kind = Self.relationFacts.firstIndex(of: fact) else { return [] }
    let (start, end) = (try word(position, of: .relationStarts), try word(position + 1, of: .relationStarts))
    guard start <= end, end <= range(.relations).count / 4 else { throw BinaryReader.Damaged() }
    var positions: [Int] = []
    for slot in start..<end {
      let entry = try word(slot, of: .relations)
      let related = entry / Self.relationFacts.count
      guard related < count else { throw BinaryReader.Damaged() }
      if entry % Self.relationFacts.count == kind { positions.append(related) }
    }
    return positions
  }

  /// The hash that places an id in the id table.
  static func idHash(_ id: String) -> UInt64 {
    IndexChecksum.of(text: id)
  }

  /// A search over the index's folded names and aliases, which it reads.
  ///
  /// - Throws: ``BinaryReader/Damaged`` when a section is damaged.
  /// - Parameter gems: The gems a search returns; none when only positions are asked of it.
  /// - Returns: The search.
  func search(serving gems: CatalogGems = CatalogGems([])) throws(BinaryReader.Damaged) -> GemSearch {
    let names = try body.bytes(range(.names))
    let aliases = try body.bytes(range(.aliases))
    let aliasKeyStarts = try offsets(.aliasKeyStarts, upTo: aliases.count)
    return GemSearch(
      gems: gems, records: self,
      names: FoldedKeys(borrowing: names.bytes, owner: names, starts: try offsets(.nameStarts, upTo: names.count)),
      aliases: FoldedKeys(borrowing: aliases.bytes, owner: aliases, starts: aliasKeyStarts),
      aliasStarts: try offsets(.aliasStarts, upTo: aliasKeyStarts.count - 1),
      aliasKinds: try array(.aliasKinds), naturals: try array(.naturals))
  }

  /// The search result for `query`.
  ///
  /// - Throws: `SearchError` for a query that folds to nothing, and
  ///   ``BinaryReader/Damaged`` when a section or a returned gem is damaged.
  func result(for query: String) throws -> SearchResult {
    let found = try search().positions(for: query)
    return SearchResult(
      matches: try found.matches.map { index throws(BinaryReader.Damaged) in try decodedGem(at: index) },
      suggestions: try found.suggestions.map { index throws(BinaryReader.Damaged) in try decodedGem(at: index) })
  }

  /// Ranks the gems against `measurements`, decoding only the gems whose
  /// constants stand; when none does, every gem is scored in full for the
  /// nearest, as for a catalog read whole, since a word read may be what
  /// makes a gem near.
  ///
  /// - Throws: ``BinaryReader/Damaged`` when the table or a decoded gem is damaged.
  func identification(for measurements: Measurements) throws(BinaryReader.Damaged) -> Identification {
    let table = try body.bytes(range(.constants))
    let narrowed = try withExtendedLifetime(table) { () throws(BinaryReader.Damaged) in
      try Identification(
        measurements, count: count, constants: table.bytes, orThrow: BinaryReader.Damaged(),
        gem: { (position) throws(BinaryReader.Damaged) in try lazyGem(at: position) })
    }
    guard narrowed.candidates.isEmpty else { return narrowed }
    return try Identification(measurements, scoringEvery: count) { (position) throws(BinaryReader.Damaged) in
      try lazyGem(at: position)
    }
  }
}
