/// Numbers gems by the candidate they belong to: gems of one species (as
/// folded, so `Beryl` and `beryl` are one) and one origin are one
/// candidate, numbered by the position of its first gem; a gem without a
/// species is a candidate of its own, numbered by its own position.
///
/// The build and a catalog index number every gem once, in the constants
/// table (``ConstantsTable``), so that ranking a broad reading compares
/// numbers rather than folding each standing gem's species.
package struct SpeciesGroups {
  /// One species and origin.
  private struct Name: Hashable {
    let species: String
    let origin: Origin
  }

  /// The number of each group seen so far.
  private var numbers: [Name: Int] = [:]

  /// Groups that have numbered no gem yet.
  package init() {}

  /// The number of the group `gem` belongs to.
  ///
  /// - Parameters:
  ///   - gem: The gem.
  ///   - position: Its position among the gems numbered, each numbered once.
  /// - Returns: The position of the first gem of its species and origin.
  package mutating func number(of gem: Gem, at position: Int) -> Int {
    guard let species = gem[.species] else { return position }
    let name = Name(species: TextFolding.fold(species), origin: gem.origin)
    if let known = numbers[name] { return known }
    numbers[name] = position
    return position
  }
}
