import GemCore

/// Every gem's ``StoneConstants`` in a catalog index, so that `identify`
/// narrows a large catalog without decoding its gems: the readings rule
/// most out, and only those that stand are read further.
///
/// A gem takes two bytes — its optic character and sign, and which of its
/// five ranges (refractive index, birefringence, specific gravity,
/// dispersion, hardness) it has — then the two bounds of each range it has,
/// as little-endian doubles. A gem with no constants takes two bytes, so a
/// catalog of many small gems keeps a small index; the table is read from
/// front to back, as `identify` scans it.
enum ConstantsTable {
  /// How many ranges a gem may have.
  private static let rangeCount = 5

  /// The table of `gems`, as an index writes it.
  static func encode(_ gems: [Gem]) -> [UInt8] {
    var bytes: [UInt8] = []
    for gem in gems {
      let constants = StoneConstants(gem)
      let ranges = [
        constants.refractiveIndex, constants.birefringence, constants.specificGravity, constants.dispersion,
        constants.hardness,
      ]
      bytes.append(
        code(constants.opticCharacter, in: OpticCharacter.allCases) | code(constants.opticSign, in: OpticSign.allCases)
          << 4)
      var present: UInt8 = 0
      for (position, range) in ranges.enumerated() where range != nil { present |= 1 << position }
      bytes.append(present)
      for range in ranges.compactMap({ $0 }) {
        for bound in [range.min, range.max] {
          withUnsafeBytes(of: bound.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }
      }
    }
    return bytes
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

    /// The next gem's constants.
    ///
    /// - Throws: ``BinaryReader/Damaged`` when the table ends first, a
    ///   byte names no optic character or sign, or a range is upside down.
    mutating func next() throws(BinaryReader.Damaged) -> StoneConstants {
      let optic = try reader.byte()
      let present = try reader.byte()
      let (character, sign) = (Int(optic & 0x0F), Int(optic >> 4))
      guard character <= OpticCharacter.allCases.count, sign <= OpticSign.allCases.count,
        present < 1 << ConstantsTable.rangeCount
      else { throw BinaryReader.Damaged() }
      func range(_ position: Int) throws(BinaryReader.Damaged) -> PropertyRange? {
        guard present & 1 << position != 0 else { return nil }
        let (low, high) = (try reader.double(), try reader.double())
        guard low <= high else { throw BinaryReader.Damaged() }
        return PropertyRange(min: low, max: high)
      }
      return StoneConstants(
        refractiveIndex: try range(0), birefringence: try range(1), specificGravity: try range(2),
        dispersion: try range(3), hardness: try range(4),
        opticCharacter: character == 0 ? nil : OpticCharacter.allCases[character - 1],
        opticSign: sign == 0 ? nil : OpticSign.allCases[sign - 1])
    }
  }

  private static func code<Value: Equatable>(_ value: Value?, in cases: [Value]) -> UInt8 {
    guard let value, let position = cases.firstIndex(of: value) else { return 0 }
    return UInt8(position + 1)
  }
}
