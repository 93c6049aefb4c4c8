/// Every gem's ``StoneConstants``, one after the other.
///
/// `identify` narrows a catalog by them without decoding its gems: the
/// readings rule most out, and only those that stand are read further. A
/// catalog index keeps one for its catalog, and the build embeds one for
/// the bundled catalog.
///
/// A gem takes two bytes — its optic character and sign and whether its
/// massive form reads as an aggregate, and which of the
/// ranges of ``StoneConstants/measured`` (refractive index, birefringence,
/// specific gravity…, as the fact table declares them) it has — then the
/// two bounds of each range it has, as the record layout writes doubles.
/// Every byte is below 0x80, so that the table is valid UTF-8 and can be
/// embedded as a string literal, as the records are (see ``RecordWriter``).
/// A gem with no constants takes two bytes, so a catalog of many small gems
/// keeps a small table; it is read from front to back, as `identify` scans it.
package enum ConstantsTable {
  /// How many ranges a gem may have: one flag bit each in a byte below 0x80.
  private static let rangeCount: Int = {
    precondition(StoneConstants.measured.count <= 7, "the constants table has seven bits of range flags")
    return StoneConstants.measured.count
  }()

  /// The table of `gems`' constants, in their order.
  package static func encode(_ gems: some Sequence<Gem>) -> [UInt8] {
    var writer = RecordWriter()
    for gem in gems { append(gem, to: &writer) }
    return writer.bytes
  }

  /// Appends `gem`'s constants to a table.
  package static func append(_ gem: Gem, to writer: inout RecordWriter) {
    let constants = StoneConstants(gem)
    writer.append(
      byte: code(constants.opticCharacter, in: OpticCharacter.allCases)
        | code(constants.opticSign, in: OpticSign.allCases) << 3 | (constants.isAlsoAggregate ? alsoAggregate : 0))
    var present: UInt8 = 0
    for (position, range) in constants.ranges.enumerated() where range != nil { present |= 1 << position }
    writer.append(byte: present)
    for range in constants.ranges.compactMap({ $0 }) {
      writer.append(range.min)
      writer.append(range.max)
    }
  }

  /// The optic byte's flag for ``StoneConstants/isAlsoAggregate``, above
  /// the character's three bits and the sign's two.
  private static let alsoAggregate: UInt8 = 0x20

  /// Reads a table's gems one after the other.
  package struct Reader {
    private var reader: RecordReader

    /// A reader at the start of the table in `bytes`.
    package init(_ bytes: UnsafeRawBufferPointer) {
      reader = RecordReader(bytes)
    }

    /// Whether every gem's constants have been read.
    package var isAtEnd: Bool { reader.isAtEnd }

    /// Reads the next gem's constants over `constants`, whose ranges are
    /// reused, so that a scan of every gem allocates nothing a gem.
    ///
    /// - Throws: ``RecordReader/Damaged`` when the table ends first, a
    ///   byte names no optic character or sign, or a range is upside down.
    package mutating func next(into constants: inout StoneConstants) throws(RecordReader.Damaged) {
      let optic = try reader.byte()
      let present = try reader.byte()
      let (character, sign) = (Int(optic & 0x07), Int(optic >> 3 & 0x03))
      guard optic & 0xC0 == 0, character <= OpticCharacter.allCases.count, sign <= OpticSign.allCases.count,
        Int(present) < 1 << ConstantsTable.rangeCount
      else { throw RecordReader.Damaged() }
      for position in 0..<ConstantsTable.rangeCount {
        guard present & 1 << position != 0 else {
          constants.ranges[position] = nil
          continue
        }
        let (low, high) = (try reader.double(), try reader.double())
        guard low <= high else { throw RecordReader.Damaged() }
        constants.ranges[position] = PropertyRange(min: low, max: high)
      }
      constants.opticCharacter = character == 0 ? nil : OpticCharacter.allCases[character - 1]
      constants.opticSign = sign == 0 ? nil : OpticSign.allCases[sign - 1]
      constants.isAlsoAggregate = optic & ConstantsTable.alsoAggregate != 0
    }
  }

  /// A value's place among `cases`, from 1; 0 for none.
  private static func code<Value: Equatable>(_ value: Value?, in cases: [Value]) -> UInt8 {
    guard let value, let position = cases.firstIndex(of: value) else { return 0 }
    return UInt8(position + 1)
  }
}
