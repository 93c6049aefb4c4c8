/// Every gem's ``StoneConstants`` in a catalog index, a fixed number of
/// words and bytes a gem, so that `identify` narrows a large catalog
/// without decoding its gems: the readings rule most out, and only those
/// that stand are decoded.
struct ConstantsTable: Sendable {
  /// Ten doubles a gem, as bit patterns: the bounds of refractive index,
  /// birefringence, specific gravity, dispersion and hardness; NaN where absent.
  let words: [UInt64]
  /// Two bytes a gem: optic character and optic sign, 0 where absent, else
  /// the position in their cases plus one.
  let bytes: [UInt8]

  static let wordsPerGem = 10
  static let bytesPerGem = 2

  /// How many gems the table holds.
  var count: Int { bytes.count / Self.bytesPerGem }

  /// A table read from an index; `nil` when the sizes do not agree with `count`.
  init?(words: [UInt64], bytes: [UInt8], count: Int) {
    guard words.count == count * Self.wordsPerGem, bytes.count == count * Self.bytesPerGem else { return nil }
    for index in 0..<count
    where Int(bytes[2 * index]) > OpticCharacter.allCases.count || Int(bytes[2 * index + 1]) > OpticSign.allCases.count
    {
      return nil
    }
    self.words = words
    self.bytes = bytes
  }

  /// The table of `gems`.
  init(_ gems: [Gem]) {
    var words: [UInt64] = []
    var bytes: [UInt8] = []
    words.reserveCapacity(gems.count * Self.wordsPerGem)
    bytes.reserveCapacity(gems.count * Self.bytesPerGem)
    for gem in gems {
      let constants = StoneConstants(gem)
      let ranges = [
        constants.refractiveIndex, constants.birefringence, constants.specificGravity, constants.dispersion,
        constants.hardness,
      ]
      for range in ranges {
        words.append((range?.min ?? .nan).bitPattern)
        words.append((range?.max ?? .nan).bitPattern)
      }
      bytes.append(Self.code(constants.opticCharacter, in: OpticCharacter.allCases))
      bytes.append(Self.code(constants.opticSign, in: OpticSign.allCases))
    }
    self.words = words
    self.bytes = bytes
  }

  /// The constants of the gem at `index`.
  func constants(at index: Int) -> StoneConstants {
    let base = index * Self.wordsPerGem
    func range(_ position: Int) -> PropertyRange? {
      let low = Double(bitPattern: words[base + 2 * position])
      let high = Double(bitPattern: words[base + 2 * position + 1])
      return low.isNaN || high.isNaN || low > high ? nil : PropertyRange(min: low, max: high)
    }
    let character = Int(bytes[index * Self.bytesPerGem])
    let sign = Int(bytes[index * Self.bytesPerGem + 1])
    return StoneConstants(
      refractiveIndex: range(0), birefringence: range(1), specificGravity: range(2), dispersion: range(3),
      hardness: range(4), opticCharacter: character == 0 ? nil : OpticCharacter.allCases[character - 1],
      opticSign: sign == 0 ? nil : OpticSign.allCases[sign - 1])
  }

  private static func code<Value: Equatable>(_ value: Value?, in cases: [Value]) -> UInt8 {
    guard let value, let position = cases.firstIndex(of: value) else { return 0 }
    return UInt8(position + 1)
  }
}
