import GemCore

/// Every gem's ``StoneConstants`` in a catalog index, a fixed number of
/// words and bytes a gem, so that `identify` narrows a large catalog
/// without decoding its gems: the readings rule most out, and only those
/// that stand are read further.
///
/// The table is read in place from the index's head, not copied into
/// an array: copying it was a large part of identifying in a big catalog.
struct ConstantsTable {
  /// Two little-endian doubles a gem for each of ``StoneConstants/measured``
  /// (refractive index, birefringence, specific gravity…): its bounds, NaN
  /// where absent.
  let words: UnsafeRawBufferPointer
  /// Two bytes a gem: optic character and optic sign, 0 where absent, else
  /// the position in their cases plus one.
  let bytes: UnsafeRawBufferPointer

  static let wordsPerGem = 2 * StoneConstants.measured.count
  static let bytesPerGem = 2

  /// A table over memory that outlives it; `nil` when the sizes do not
  /// agree with `count` or a byte names no optic character or sign.
  init?(words: UnsafeRawBufferPointer, bytes: UnsafeRawBufferPointer, count: Int) {
    guard words.count == count * Self.wordsPerGem * 8, bytes.count == count * Self.bytesPerGem else { return nil }
    for index in 0..<count
    where Int(bytes[2 * index]) > OpticCharacter.allCases.count || Int(bytes[2 * index + 1]) > OpticSign.allCases.count
    {
      return nil
    }
    self.words = words
    self.bytes = bytes
  }

  /// The table of `gems`, as an index writes it.
  ///
  /// - Returns: The words, as little-endian bytes, and the bytes.
  static func encode(_ gems: [Gem]) -> (words: [UInt8], bytes: [UInt8]) {
    var words: [UInt8] = []
    var bytes: [UInt8] = []
    words.reserveCapacity(gems.count * wordsPerGem * 8)
    bytes.reserveCapacity(gems.count * bytesPerGem)
    for gem in gems {
      let constants = StoneConstants(gem)
      for bound in constants.ranges.flatMap({ [$0?.min ?? .nan, $0?.max ?? .nan] }) {
        withUnsafeBytes(of: bound.bitPattern.littleEndian) { words.append(contentsOf: $0) }
      }
      bytes.append(code(constants.opticCharacter, in: OpticCharacter.allCases))
      bytes.append(code(constants.opticSign, in: OpticSign.allCases))
    }
    return (words, bytes)
  }

  /// The constants of the gem at `index`.
  func constants(at index: Int) -> StoneConstants {
    var constants = StoneConstants.unknown
    load(index, into: &constants)
    return constants
  }

  /// Writes the constants of the gem at `index` over `constants`, whose
  /// ranges are reused, so that a scan of every gem allocates nothing a gem.
  func load(_ index: Int, into constants: inout StoneConstants) {
    let base = index * Self.wordsPerGem * 8
    func bound(_ position: Int) -> Double {
      Double(
        bitPattern: UInt64(littleEndian: words.loadUnaligned(fromByteOffset: base + 8 * position, as: UInt64.self)))
    }
    func range(_ position: Int) -> PropertyRange? {
      let (low, high) = (bound(2 * position), bound(2 * position + 1))
      return low.isNaN || high.isNaN || low > high ? nil : PropertyRange(min: low, max: high)
    }
    let character = Int(bytes[index * Self.bytesPerGem])
    let sign = Int(bytes[index * Self.bytesPerGem + 1])
    for position in constants.ranges.indices { constants.ranges[position] = range(position) }
    constants.opticCharacter = character == 0 ? nil : OpticCharacter.allCases[character - 1]
    constants.opticSign = sign == 0 ? nil : OpticSign.allCases[sign - 1]
  }

  private static func code<Value: Equatable>(_ value: Value?, in cases: [Value]) -> UInt8 {
    guard let value, let position = cases.firstIndex(of: value) else { return 0 }
    return UInt8(position + 1)
  }
}
