extension Catalog {
  /// Where the favorites this catalog has stand in ``gems``, in the order
  /// they were added; ids the catalog lacks are skipped.
  ///
  /// The shorter of the two lists is the one stepped through: a long list of
  /// favorites is not looked up id by id in a small catalog.
  ///
  /// - Parameter favorites: The favorite ids.
  /// - Returns: Positions in ``gems``, no gem read unless the catalog is the shorter list.
  public func positions(of favorites: FavoriteIDs) -> [Int] {
    guard favorites.count > gems.count else { return favorites.compactMap(position(ofID:)) }
    return gems.indices.compactMap { position in favorites.position(of: gems[position].id).map { (position, $0) } }
      .sorted { $0.1 < $1.1 }
      .map(\.0)
  }
}
