extension Catalog {
  /// The gems of this catalog that are synthetics of `gem`: those whose
  /// `syntheticOf` names its id.
  ///
  /// - Parameter gem: Any gem of the catalog.
  /// - Returns: The synthetics, in catalog order.
  public func synthetics(of gem: Gem) -> [Gem] {
    related(to: gem, by: GemField.syntheticOf.fact)
  }

  /// The gems of this catalog used to imitate `gem`: those whose `imitates`
  /// names its id.
  ///
  /// - Parameter gem: Any gem of the catalog.
  /// - Returns: The imitations, in catalog order.
  public func imitations(of gem: Gem) -> [Gem] {
    related(to: gem, by: GemField.imitates.fact)
  }

  /// The gems whose `fact` names `gem`'s id, in catalog order: from a
  /// catalog index's relations when the gems are served, else by looking
  /// at every gem.
  private func related(to gem: Gem, by fact: GemFact) -> [Gem] {
    let positions: [Int]
    if let shelf {
      positions = shelf.position(ofID: gem.id).map { shelf.positions(relatingTo: $0, by: fact) } ?? []
    } else {
      positions = gems.indices.filter { position in
        guard case .list(let ids)? = gems[position][fact] else { return false }
        return ids.contains(gem.id)
      }
    }
    return inCatalogOrder(positions).map { gems[$0] }
  }

  /// The gems that `ids` name, in that order; ids the catalog lacks are skipped.
  ///
  /// - Parameter ids: Gem ids, such as a gem's `imitates`.
  /// - Returns: The gems.
  public func gems(withIDs ids: [String]) -> [Gem] {
    ids.compactMap { gem(withID: $0) }
  }
}
