/// A gem's facts: decoded values, or a record of the embedded catalog that
/// is decoded one fact at a time, as it is read.
///
/// Decoding only what a command shows keeps start-up short, since `list` reads
/// a few facts of each gem (Sources/Benchmark/README.md, "Start-up"). Two
/// storages are equal when their facts are.
struct FactStorage: Hashable, @unchecked Sendable {
  // @unchecked: a record is immutable memory that lives as long as the
  // program (the embedded catalog's string literal) or as its owner (bytes
  // read from a catalog index, never written again), so sharing it is safe.
  private enum Backing {
    /// The facts the gem has, by ascending ordinal: a gem of a catalog file
    /// has few of them, and a table of every fact a gem took a kilobyte
    /// even for a gem with only a name (Sources/Benchmark/README.md, "Large catalogs").
    case values([Fact])
    /// A record at `start` of `records`, and its facts' offsets from there
    /// as ``CatalogRecords`` indexes them; `owner`, if any, keeps the memory
    /// (read from a catalog index) alive while the gem lives.
    case record(records: UnsafeRawBufferPointer, start: Int, offsets: UnsafeRawPointer, owner: AnyObject?)
  }

  /// One fact the gem has.
  private struct Fact {
    let ordinal: Int
    var value: FieldValue
  }

  private var backing: Backing

  /// No facts.
  init() {
    backing = .values([])
  }

  /// The facts of the record at `start` of `records`, whose facts' offsets
  /// `offsets` points at: memory that is never freed, or that `owner` keeps.
  init(records: UnsafeRawBufferPointer, start: Int, offsets: UnsafeRawPointer, owner: AnyObject? = nil) {
    backing = .record(records: records, start: start, offsets: offsets, owner: owner)
  }

  /// The value of the fact at `ordinal`.
  subscript(ordinal: Int) -> FieldValue? {
    get {
      switch backing {
      case .values(let facts): return facts.first { $0.ordinal == ordinal }?.value
      case .record(let records, let start, let offsets, _): return Self.value(ordinal, records, start, offsets)
      }
    }
    set {
      var facts: [Fact]
      if case .values(let current) = backing {
        facts = current
        // Drop the storage's own reference first, so the change is made in
        // place rather than on a copy of every fact.
        backing = .values([])
      } else {
        facts = decodedFacts
      }
      let index = facts.firstIndex { $0.ordinal >= ordinal } ?? facts.count
      let isThere = index < facts.count && facts[index].ordinal == ordinal
      switch (newValue, isThere) {
      case (let value?, true): facts[index].value = value
      case (let value?, false): facts.insert(Fact(ordinal: ordinal, value: value), at: index)
      case (nil, true): facts.remove(at: index)
      case (nil, false): break
      }
      backing = .values(facts)
    }
  }

  /// The place of a choice fact's value among the fact's choices, read
  /// from a record without making its text; `nil` when the gem lacks it,
  /// the fact is no single choice, or the facts are decoded values.
  func choiceIndex(_ ordinal: Int) -> Int? {
    guard case .record(let records, let start, let offsets, _) = backing, case .choice = GemFact(ordinal: ordinal).kind,
      var reader = Self.reader(ordinal, records, start, offsets)
    else { return nil }
    return try? Int(reader.byte())
  }

  /// The same facts, every one decoded: a record is read no more.
  var decoded: FactStorage {
    guard case .record = backing else { return self }
    var storage = FactStorage()
    storage.backing = .values(decodedFacts)
    return storage
  }

  /// The facts the gem has, each decoded, by ascending ordinal.
  private var decodedFacts: [Fact] {
    allValues.enumerated().compactMap { ordinal, value in value.map { Fact(ordinal: ordinal, value: $0) } }
  }

  /// Whether the gem has the fact at `ordinal`, without decoding its value.
  func has(_ ordinal: Int) -> Bool {
    switch backing {
    case .values(let facts): return facts.contains { $0.ordinal == ordinal }
    case .record(_, _, let offsets, _): return CatalogRecords.indexEntry(offsets, ordinal) > 0
    }
  }

  /// Calls `body` with the UTF-8 bytes of the text fact at `ordinal` (a
  /// colour's name for a colour, the option's spelling for a choice), read
  /// in place; `nil` when the gem lacks it or the fact holds no single text.
  func withTextBytes<Result>(_ ordinal: Int, _ body: (UnsafeRawBufferPointer) -> Result) -> Result? {
    switch backing {
    case .values:
      switch self[ordinal] {
      case .text(var text)?: return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
      case .color(var color)?: return color.name.withUTF8 { body(UnsafeRawBufferPointer($0)) }
      default: return nil
      }
    case .record(let records, let start, let offsets, _):
      guard var reader = Self.reader(ordinal, records, start, offsets) else { return nil }
      switch GemFact(ordinal: ordinal).kind {
      case .text, .formula, .color:
        guard let bytes = try? reader.stringBytes() else { return nil }
        return body(bytes)
      case .choice(let options):
        guard let index = try? Int(reader.byte()), index < options.count else { return nil }
        var option = options[index]
        return option.withUTF8 { body(UnsafeRawBufferPointer($0)) }
      default: return nil
      }
    }
  }

  /// Calls `body` with the UTF-8 bytes of each text of the list fact at
  /// `ordinal` (texts, ids or choices), read in place; a damaged record's
  /// list ends where the damage starts.
  ///
  /// - Returns: Whether the gem has the fact and it is a list.
  func forEachText(_ ordinal: Int, _ body: (UnsafeRawBufferPointer) -> Void) -> Bool {
    switch backing {
    case .values:
      guard case .list(let items)? = self[ordinal] else { return false }
      for var item in items { item.withUTF8 { body(UnsafeRawBufferPointer($0)) } }
      return true
    case .record(let records, let start, let offsets, _):
      guard var reader = Self.reader(ordinal, records, start, offsets) else { return false }
      let kind = GemFact(ordinal: ordinal).kind
      switch kind {
      case .list, .ids, .choices: break
      default: return false
      }
      try? Self.forEachText(of: kind, from: &reader, body)
      return true
    }
  }

  /// Reads the texts of a list of `kind` (texts, ids or choices) at
  /// `reader`, handing each to `body`.
  private static func forEachText(
    of kind: FactKind, from reader: inout RecordReader, _ body: (UnsafeRawBufferPointer) -> Void
  ) throws(RecordReader.Damaged) {
    let count = try reader.count()
    for _ in 0..<count {
      guard case .choices(let options) = kind else {
        body(try reader.stringBytes())
        continue
      }
      let index = Int(try reader.byte())
      guard index < options.count else { throw RecordReader.Damaged() }
      var option = options[index]
      option.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }
  }

  /// A reader at the value of the fact at `ordinal` of a record, or `nil` when the gem lacks it.
  private static func reader(
    _ ordinal: Int, _ records: UnsafeRawBufferPointer, _ start: Int, _ offsets: UnsafeRawPointer
  ) -> RecordReader? {
    let offset = CatalogRecords.indexEntry(offsets, ordinal)
    guard offset > 0 else { return nil }
    return RecordReader(records, at: start + offset)
  }

  /// Every fact's value, by ordinal.
  var allValues: [FieldValue?] {
    switch backing {
    case .values(let facts):
      var values = [FieldValue?](repeating: nil, count: GemFact.all.count)
      for fact in facts { values[fact.ordinal] = fact.value }
      return values
    case .record(let records, let start, let offsets, _):
      return GemFact.all.indices.map { Self.value($0, records, start, offsets) }
    }
  }

  private static func value(
    _ ordinal: Int, _ records: UnsafeRawBufferPointer, _ start: Int, _ offsets: UnsafeRawPointer
  )
    -> FieldValue?
  {
    let offset = CatalogRecords.indexEntry(offsets, ordinal)
    guard offset > 0 else { return nil }
    return Gem.value(of: GemFact(ordinal: ordinal), at: start + offset, in: records)
  }

  static func == (left: FactStorage, right: FactStorage) -> Bool {
    left.allValues == right.allValues
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(allValues)
  }
}
