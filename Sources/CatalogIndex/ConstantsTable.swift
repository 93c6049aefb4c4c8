import GemCore

/// Every gem's ``StoneConstants`` in a catalog index, so that `identify`
/// narrows a large catalog without decoding its gems: the readings rule
/// most out, and only those that stand are read further.
///
/// A gem takes two bytes — its optic character and sign, and which of the
/// ranges of ``StoneConstants/measured`` (refractive index, birefringence,
/// specific gravity…, as the fact table declares them) it has — then the
/// two bounds of each range it has, as little-endian doubles. A gem with no
/// constants takes two bytes, so a catalog of many small gems keeps a small
/// index; the table is read from front to back, as `identify` scans it.
enum ConstantsTable {
  /// How many ranges a gem may have: one flag bit each in a byte.
  private static let rangeCount: Int = {
    precondition(StoneConstants.measured.count <= 8, "the constants table has one byte of range flags")
    return StoneConstants.measured.count
  }()

  /// Appends `gem`'s constants to a table.
  static func append(_ gem: Gem, to bytes: inout [UInt8]) {
    let constants = StoneConstants(gem)
    bytes.append(
      code(constants.opticCharacter, in: OpticCharacter.allCases) | code(constants.opticSign, in: OpticSign.allCases)
        << 4)
    var present: UInt8 = 0
    for (position, range) in constants.ranges.enumerated() where range != nil { present |= 1 << position }
    bytes.append(present)
    for range in constants.ranges.compactMap({ $0 }) {
      for bound in [range.min, range.max] {
        withUnsafeBytes(of: bound.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
      }
    }
  }

  /// Reads the table's gems one after the other.
  struct Reader {
    private var reader: BinaryReader

    /// A reader at the start of the table in `bytes`.
    init(_ bytes: UnsafeRawBufferPointer) {
      reader = BinaryReader(bytes)
    }

    /// Whether every gem's constants have been read.
    var isAtEnd: Bool { reader.offset == reader.buffer.count }

    /// Reads the next gem's constants over `constants`, whose ranges are
    /// reused, so that a scan of every gem allocates nothing a gem.
    ///
    /// - Throws: ``BinaryReader/Damaged`` when the table ends first, a
    ///   byte names no optic character or sign, or a range is upside down.
    mutating func next(into constants: inout StoneConstants) throws(BinaryReader.Damaged) {
      let optic = try reader.byte()
      let present = try reader.byte()
      let (character, sign) = (Int(optic & 0x0F), Int(optic >> 4))
      guard character <= OpticCharacter.allCases.count, sign <= OpticSign.allCases.count,
        Int(present) < 1 << ConstantsTable.rangeCount
      else { throw BinaryReader.Damaged() }
      for position in 0..<ConstantsTable.rangeCount {
        guard present & 1 << position != 0 else {
          constants.ranges[position] = nil
          continue
        }
        let (low, high) = (try reader.double(), try reader.double())
        guard low <= high else { throw BinaryReader.Damaged() }
        constants.ranges[position] = PropertyRange(min: low, max: high)
      }
      constants.opticCharacter = character == 0 ? nil : OpticCharacter.allCases[character - 1]
      constants.opticSign = sign == 0 ? nil : OpticSign.allCases[sign - 1]
    }
  }

  private static func code<Value: Equatable>(_ value: Value?, in cases: [Value]) -> UInt8 {
    guard let value, let position = cases.firstIndex(of: value) else { return 0 }
    return UInt8(position + 1)
  }
}
