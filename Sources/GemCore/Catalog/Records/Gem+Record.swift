extension Gem {
  /// Names the record layout, so that an index written for other facts is never read.
  ///
  /// It changes whenever a fact is added, removed, renamed or changes kind,
  /// or the constants an index keeps a gem's worth of
  /// (``StoneConstants/measured``) change. The number counts changes of how a kind of value is written (a
  /// range's typical value and fluorescence's reactions came with 2, a
  /// strength that may be left out with 3), which the facts' keys and kinds
  /// do not show.
  package static let recordLayout: String = {
    var writer = RecordWriter()
    for fact in GemFact.all { writer.append("\(fact.key):\(layoutName(of: fact.kind))") }
    for property in StoneConstants.measured { writer.append("constant:\(property.rawValue)") }
    return "gem records 3 \(writer.bytes.withUnsafeBytes(IndexChecksum.of))"
  }()

  /// A kind as the layout's name counts it: its case, and a choice's words.
  private static func layoutName(of kind: FactKind) -> String {
    switch kind {
    case .choice(let vocabulary): return "choice(\(vocabulary.words.joined(separator: ",")))"
    case .choices(let vocabulary): return "choices(\(vocabulary.words.joined(separator: ",")))"
    default: return "\(kind)"
    }
  }

  /// The byte that ends a record's facts (no fact has this ordinal).
  private static let endOfRecord: UInt8 = 0x7F

  /// Writes the gem in the record layout: id, name, then each present fact
  /// as its ordinal and value, then an end byte.
  ///
  /// - Returns: Where each fact's value starts, counted from the record's
  ///   start, by ordinal; 0 for the id, the name and absent facts.
  @discardableResult
  package func write(to writer: inout RecordWriter) -> [Int] {
    let start = writer.bytes.count
    var offsets = Array(repeating: 0, count: GemFact.all.count)
    writer.append(id)
    writer.append(name)
    for fact in GemFact.all where fact.ordinal > GemFact.name.ordinal {
      guard let value = self[fact] else { continue }
      writer.append(byte: UInt8(fact.ordinal))
      offsets[fact.ordinal] = writer.bytes.count - start
      switch (fact.kind, value) {
      case (.choice(let options), .text(let text)):
        writer.append(byte: UInt8(options.firstIndex(of: text) ?? 0))
      case (.choices(let options), .list(let items)):
        writer.append(count: items.count)
        for item in items { writer.append(byte: UInt8(options.firstIndex(of: item) ?? 0)) }
      case (_, .text(let text)): writer.append(text)
      case (_, .list(let items)): writer.append(items)
      case (_, .range(let range)):
        writer.append(range.min)
        writer.append(range.max)
        writer.append(byte: range.typical == nil ? 0 : 1)
        if let typical = range.typical { writer.append(typical) }
      case (_, .number(let number)): writer.append(number)
      case (_, .color(let color)):
        writer.append(color.name)
        writer.append(byte: color.hex == nil ? 0 : 1)
        if let hex = color.hex { writer.append(hex) }
      case (_, .pleochroism(let pleochroism)):
        writer.append(byte: UInt8(Pleochroism.Strength.allCases.firstIndex(of: pleochroism.strength) ?? 0))
        writer.append(pleochroism.colors)
      case (_, .fluorescence(let fluorescence)): fluorescence.write(to: &writer)
      case (_, .spectrum(let spectrum)): spectrum.write(to: &writer)
      }
    }
    writer.append(byte: Self.endOfRecord)
    return offsets
  }

  /// Reads a gem written by ``write(to:)``.
  ///
  /// - Throws: ``RecordReader/Damaged`` for bytes that are not such a
  ///   record: an unknown or repeated fact, a value of the wrong kind, a
  ///   length past the end.
  package init(record reader: inout RecordReader) throws(RecordReader.Damaged) {
    try self.init(id: try reader.string(), name: try reader.string(), factsOf: &reader)
  }

  /// Reads the facts of a record written by ``write(to:)``, with the reader
  /// past its id and name, which were read apart.
  ///
  /// - Parameters:
  ///   - id: The record's id.
  ///   - name: The record's name.
  ///   - reader: A reader at the first fact.
  /// - Throws: ``RecordReader/Damaged`` as ``init(record:)`` does.
  package init(id: String, name: String, factsOf reader: inout RecordReader) throws(RecordReader.Damaged) {
    self.init(id: id, name: name)
    try Self.readFacts(from: &reader) { (fact, reader) throws(RecordReader.Damaged) in
      self[fact] = try Self.value(of: fact.kind, from: &reader)
    }
  }

  /// Reads a record's facts after its id and name, in ordinal order up to
  /// the end mark, handing `body` each fact with the reader at its value;
  /// `body` must read or step over the value.
  ///
  /// - Throws: ``RecordReader/Damaged`` for an unknown or repeated fact,
  ///   and what `body` throws.
  private static func readFacts(
    from reader: inout RecordReader,
    _ body: (GemFact, inout RecordReader) throws(RecordReader.Damaged) -> Void
  ) throws(RecordReader.Damaged) {
    var previous = GemFact.name.ordinal
    while true {
      let ordinal = Int(try reader.byte())
      if ordinal == endOfRecord { return }
      guard ordinal > previous, ordinal < GemFact.all.count else { throw RecordReader.Damaged() }
      previous = ordinal
      try body(GemFact.all[ordinal], &reader)
    }
  }

  /// Where each fact's value starts in one record written by
  /// ``write(to:)``, counted from its start, as ``write(to:)`` reports it;
  /// the values are stepped over, not decoded, so that a gem read lazily
  /// from a catalog index costs little more than its id and name.
  ///
  /// - Parameter record: Exactly one record.
  /// - Returns: The id, the name, and each fact's offset by ordinal (0 for the id, the name and absent facts).
  /// - Throws: ``RecordReader/Damaged`` for bytes that are not one record.
  package static func idNameAndOffsets(ofRecord record: UnsafeRawBufferPointer) throws(RecordReader.Damaged)
    -> (id: String, name: String, offsets: [Int])
  {
    var reader = RecordReader(record)
    let id = try reader.string()
    let name = try reader.string()
    var offsets = Array(repeating: 0, count: GemFact.all.count)
    try readFacts(from: &reader) { (fact, reader) throws(RecordReader.Damaged) in
      offsets[fact.ordinal] = reader.offset
      try skipValue(of: fact.kind, in: &reader)
    }
    guard reader.isAtEnd else { throw RecordReader.Damaged() }
    return (id, name, offsets)
  }

  /// Steps over one value of `kind`, checking only that its lengths fit.
  private static func skipValue(of kind: FactKind, in reader: inout RecordReader) throws(RecordReader.Damaged) {
    switch kind {
    case .text, .formula: _ = try reader.stringBytes()
    case .list, .ids: for _ in 0..<(try reader.count()) { _ = try reader.stringBytes() }
    case .choice: _ = try reader.byte()
    case .choices: for _ in 0..<(try reader.count()) { _ = try reader.byte() }
    case .range:
      try reader.skipDoubles(2)
      if try reader.byte() != 0 { try reader.skipDoubles(1) }
    case .number: try reader.skipDoubles(1)
    case .color:
      _ = try reader.stringBytes()
      if try reader.byte() != 0 { _ = try reader.stringBytes() }
    case .pleochroism:
      _ = try reader.byte()
      for _ in 0..<(try reader.count()) { _ = try reader.stringBytes() }
    case .fluorescence: _ = try Fluorescence(record: &reader)
    case .spectrum: _ = try Spectrum(record: &reader)
    }
  }

  /// The value of `fact` at `offset` in `records`, as ``write(to:)``
  /// reported the offset; `nil` when the bytes are damaged.
  static func value(of fact: GemFact, at offset: Int, in records: UnsafeRawBufferPointer) -> FieldValue? {
    var reader = RecordReader(records, at: offset)
    return try? value(of: fact.kind, from: &reader)
  }

  private static func value(of kind: FactKind, from reader: inout RecordReader) throws(RecordReader.Damaged)
    -> FieldValue
  {
    switch kind {
    case .text, .formula: return .text(try reader.string())
    case .list, .ids: return .list(try reader.strings())
    case .choice(let options): return .text(try option(of: options, from: &reader))
    case .choices(let options):
      let count = try reader.count()
      var items: [String] = []
      for _ in 0..<count { items.append(try option(of: options, from: &reader)) }
      return .list(items)
    case .range:
      let min = try reader.double()
      let max = try reader.double()
      let typical = try reader.byte() == 0 ? nil : try reader.double()
      guard min <= max, typical.map({ min <= $0 && $0 <= max }) ?? true else { throw RecordReader.Damaged() }
      return .range(PropertyRange(min: min, max: max, typical: typical))
    case .number: return .number(try reader.double())
    case .color:
      let name = try reader.string()
      let hasHex = try reader.byte()
      guard hasHex <= 1 else { throw RecordReader.Damaged() }
      return .color(GemColor(name: name, hex: hasHex == 1 ? try reader.string() : nil))
    case .pleochroism:
      let strengths = Pleochroism.Strength.allCases
      let strength = Int(try reader.byte())
      guard strength < strengths.count else { throw RecordReader.Damaged() }
      return .pleochroism(Pleochroism(strength: strengths[strength], colors: try reader.strings()))
    case .fluorescence: return .fluorescence(try Fluorescence(record: &reader))
    case .spectrum: return .spectrum(try Spectrum(record: &reader))
    }
  }

  private static func option(of options: Vocabulary, from reader: inout RecordReader) throws(RecordReader.Damaged)
    -> String
  {
    let index = Int(try reader.byte())
    guard index < options.count else { throw RecordReader.Damaged() }
    return options[index]
  }
}
