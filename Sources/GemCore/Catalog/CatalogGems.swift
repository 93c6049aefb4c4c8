/// A catalog's gems, in memory or served one at a time from a catalog
/// index, as one collection: commands read them the same way either way.
///
/// Served gems are read when they are asked for, and not kept, so a
/// command that looks at a few gems of a large catalog holds only those;
/// a selection of them (``selecting(_:)``) holds only their positions.
public struct CatalogGems: RandomAccessCollection, Sendable, Equatable {
  private enum Backing: Sendable {
    case array([Gem])
    /// The gems of `shelf` at `positions`, or all of them in its order.
    case served(any GemShelf, positions: [Int]?)
  }

  private let backing: Backing

  /// Gems in memory.
  ///
  /// - Parameter gems: The gems, in order.
  public init(_ gems: [Gem]) {
    backing = .array(gems)
  }

  /// Every gem of `shelf`, in its order.
  package init(served shelf: any GemShelf) {
    backing = .served(shelf, positions: nil)
  }

  /// The first position: 0.
  public var startIndex: Int { 0 }

  /// The number of gems.
  public var endIndex: Int {
    switch backing {
    case .array(let gems): return gems.count
    case .served(let shelf, let positions): return positions?.count ?? shelf.count
    }
  }

  /// The gem at `position`, read from the index when it is served.
  public subscript(position: Int) -> Gem {
    switch backing {
    case .array(let gems): return gems[position]
    case .served(let shelf, let positions): return shelf.gem(at: positions?[position] ?? position)
    }
  }

  /// The gems at `positions` of this collection, in that order: served gems
  /// stay served, and only their positions are kept.
  ///
  /// - Parameter positions: Positions in this collection.
  /// - Returns: The selection.
  package func selecting(_ positions: [Int]) -> CatalogGems {
    switch backing {
    case .array(let gems): return CatalogGems(positions.map { gems[$0] })
    case .served(let shelf, let own):
      return CatalogGems(backing: .served(shelf, positions: own.map { own in positions.map { own[$0] } } ?? positions))
    }
  }

  /// The gems, when they are in memory; `nil` when they are served.
  package var inMemory: [Gem]? {
    guard case .array(let gems) = backing else { return nil }
    return gems
  }

  private init(backing: Backing) {
    self.backing = backing
  }

  /// Whether both hold the same gems in the same order.
  public static func == (left: CatalogGems, right: CatalogGems) -> Bool {
    left.elementsEqual(right)
  }
}

extension CatalogGems: GemNames {
  package func name(at index: Int) -> String { self[index].name }
}
