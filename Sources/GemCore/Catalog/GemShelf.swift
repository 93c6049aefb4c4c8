/// Where served gems come from: a catalog index, which reads each gem when
/// it is asked for.
package protocol GemShelf: GemNames {
  /// The gem at `position`, read from the shelf.
  ///
  /// A gem whose bytes turn out damaged is read as an empty gem (no id, no
  /// name) rather than ending the program; the shelf refuses itself for
  /// later runs.
  func gem(at position: Int) -> Gem

  /// The gem at `position`, whose id is known to be `id`: it takes `id`
  /// rather than deriving its own from its name, which may be megabytes long.
  func gem(at position: Int, id: String) -> Gem

  /// The position in the catalog file of the gem at `position`.
  func catalogPosition(at position: Int) -> Int

  /// The position of the gem whose id is `id`, if any.
  func position(ofID id: String) -> Int?

  /// A search over the shelf's gems, each found gem read from the shelf.
  func search(over gems: CatalogGems) -> GemSearch

  /// The positions of the gems whose `fact` (a relation, such as
  /// `syntheticOf`) names the gem at `position`, in the shelf's order.
  func positions(relatingTo position: Int, by fact: GemFact) -> [Int]

  /// Whether the shelf found its bytes damaged during this run: the gems it
  /// served since may read as empty, and it has removed itself.
  var isRefused: Bool { get }
}
