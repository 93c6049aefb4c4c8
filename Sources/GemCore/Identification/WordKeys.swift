/// What a gem's entry says in words that identification asks of every gem
/// it checks, read once: the lusters its `luster` names, and whether
/// dyeing is among its treatments.
///
/// A constants table keeps them as one number of bits (``ConstantsTable``),
/// and a parcel works them out once for its gems (``ConstantGem/prepared(_:)``):
/// reading the luster's text and the treatments' list from each record
/// weighed on every broad reading (Sources/Benchmark/README.md, "Start-up").
package struct WordKeys: Sendable, Equatable {
  /// One bit a luster, in the order of ``Luster``'s cases, then the dye's.
  let bits: UInt16

  /// The bit that says dyeing is among the gem's treatments.
  private static let dyeing: UInt16 = 1 << Luster.allCases.count

  /// The keys of a gem whose entry names no luster and no dye.
  static let none = WordKeys(checked: 0)

  /// The keys whose bits are `bits`, as a table keeps them; `nil` for bits no keys have.
  init?(bits: UInt16) {
    guard bits < Self.dyeing << 1 else { return nil }
    self.init(checked: bits)
  }

  private init(checked bits: UInt16) {
    self.bits = bits
  }

  /// The keys of `gem`.
  init(_ gem: Gem) {
    var bits: UInt16 = gem.mayBeDyed ? Self.dyeing : 0
    for luster in gem[.luster].map(Luster.named(in:)) ?? [] { bits |= Self.bit(of: luster) }
    self.bits = bits
  }

  /// The lusters the gem's `luster` names, in the order of ``Luster``'s cases.
  var lusters: [Luster] {
    Luster.allCases.filter { bits & Self.bit(of: $0) != 0 }
  }

  /// Whether dyeing is among the gem's treatments.
  var mayBeDyed: Bool { bits & Self.dyeing != 0 }

  private static func bit(of luster: Luster) -> UInt16 {
    1 << (Luster.allCases.firstIndex(of: luster) ?? 0)
  }
}
