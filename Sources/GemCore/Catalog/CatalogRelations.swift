/// A catalog's links looked up the other way round: for each gem id, the
/// gems that name it in `syntheticOf` and in `imitates`.
///
/// ``Catalog/synthetics(of:)`` and ``Catalog/imitations(of:)`` scan the
/// whole catalog, which suits a command that shows one gem. A program that
/// shows gem after gem (`browse`, whose detail follows the selection as
/// you type) builds this once instead: on a 100,000-gem catalog the two
/// scans were a fifth of each keystroke's time. The answers are the same,
/// in catalog order. A catalog served from its index has them looked up
/// already, and is asked instead.
public struct CatalogRelations: Sendable {
  private let gems: CatalogGems
  private let synthetics: [String: [Int]]
  private let imitations: [String: [Int]]
  /// The catalog, when it is served from an index that knows the links.
  private let served: Catalog?

  /// Reads every gem's links once, unless the catalog's index has them.
  ///
  /// - Parameter catalog: The catalog.
  public init(_ catalog: Catalog) {
    self.gems = catalog.gems
    guard catalog.shelf == nil else {
      (synthetics, imitations, served) = ([:], [:], catalog)
      return
    }
    var synthetics: [String: [Int]] = [:]
    var imitations: [String: [Int]] = [:]
    for (position, gem) in catalog.gems.enumerated() {
      for id in gem[.syntheticOf] ?? [] where synthetics[id]?.last != position {
        synthetics[id, default: []].append(position)
      }
      for id in gem[.imitates] ?? [] where imitations[id]?.last != position {
        imitations[id, default: []].append(position)
      }
    }
    self.synthetics = synthetics.mapValues(catalog.inCatalogOrder)
    self.imitations = imitations.mapValues(catalog.inCatalogOrder)
    served = nil
  }

  /// The gems whose `syntheticOf` names `gem`'s id, in catalog order.
  public func synthetics(of gem: Gem) -> [Gem] {
    if let served { return served.synthetics(of: gem) }
    return (synthetics[gem.id] ?? []).map { gems[$0] }
  }

  /// The gems whose `imitates` names `gem`'s id, in catalog order.
  public func imitations(of gem: Gem) -> [Gem] {
    if let served { return served.imitations(of: gem) }
    return (imitations[gem.id] ?? []).map { gems[$0] }
  }
}
