import GemCore

/// The gems a browser tab lists: a catalog's gems (in memory, or served
/// from its index and read as they are shown), or chosen positions of them.
///
/// A search that matches 95,000 of 100,000 gems is kept as its positions,
/// so that a keystroke costs no copy of the gems it lists (copying and
/// later freeing them was a third of such a keystroke's time).
struct GemRows: RandomAccessCollection, Sendable {
  private let base: CatalogGems
  private let positions: [Int]?

  /// All of `gems`, in order.
  init(_ gems: CatalogGems) {
    base = gems
    positions = nil
  }

  /// The gems at `positions` of `gems`, in that order.
  init(_ gems: CatalogGems, at positions: [Int]) {
    base = gems
    self.positions = positions
  }

  var startIndex: Int { 0 }
  var endIndex: Int { positions?.count ?? base.count }

  subscript(index: Int) -> Gem {
    base[positions?[index] ?? index]
  }
}
