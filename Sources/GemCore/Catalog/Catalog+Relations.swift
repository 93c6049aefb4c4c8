extension Catalog {
  /// The gems of this catalog that are synthetics of `gem`: those whose
  /// `syntheticOf` names its id.
  ///
  /// - Parameter gem: Any gem of the catalog.
  /// - Returns: The synthetics, in catalog order.
  public func synthetics(of gem: Gem) -> [Gem] {
    inCatalogOrder(gems.indices.filter { gems[$0][.syntheticOf]?.contains(gem.id) == true }).map { gems[$0] }
  }

  /// The gems of this catalog used to imitate `gem`: those whose `imitates`
  /// names its id.
  ///
  /// - Parameter gem: Any gem of the catalog.
  /// - Returns: The imitations, in catalog order.
  public func imitations(of gem: Gem) -> [Gem] {
    inCatalogOrder(gems.indices.filter { gems[$0][.imitates]?.contains(gem.id) == true }).map { gems[$0] }
  }

  /// The gems that `ids` name, in that order; ids the catalog lacks are skipped.
  ///
  /// - Parameter ids: Gem ids, such as a gem's `imitates`.
  /// - Returns: The gems.
  public func gems(withIDs ids: [String]) -> [Gem] {
    ids.compactMap { gem(withID: $0) }
  }
}
