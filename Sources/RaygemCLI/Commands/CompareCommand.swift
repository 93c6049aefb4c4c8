import GemCore
import TerminalRendering

/// `raygem compare A B [C…]`: gems side by side, the facts that tell them apart marked.
enum CompareCommand {
  /// How far apart ranges must lie to be marked, as help shows them (`SG 0.02, …`).
  static var precisions: String {
    GemFact.all.compactMap { fact in fact.separatingGap.map { "\(fact.heading) \($0)" } }.joined(separator: ", ")
  }

  static func run(_ session: Session) throws(RaygemError) -> any Rendering {
    CompareView(comparison: try state(for: session), format: session.format)
  }

  /// The comparison of the gems the arguments name, in the order named.
  ///
  /// - Throws: ``RaygemError/nothingMatched(_:)`` for an unknown or
  ///   ambiguous name, as `detail` does; catalog errors as ``Session/catalog()``.
  static func state(for session: Session) throws(RaygemError) -> Comparison {
    let resolver = GemResolver(catalog: try session.catalog())
    let names = session.invocation.arguments
    try resolver.checkNoNameIsSplit(names[...], of: names, command: "raygem compare")
    var gems: [Gem] = []
    // A gem named twice (`ruby Ruby`, or two queries for one gem) is read once. A list, as
    // `gems` is: a few names, and a set's storage type is built at run time on its first use.
    var named: [Int] = []
    for name in session.invocation.arguments {
      if let position = resolver.lookup.position(of: name) {
        if named.contains(position) { continue }
        named.append(position)
      }
      let gem = try resolver.gem(named: name)
      if !gems.contains(where: { $0.id == gem.id }) { gems.append(gem) }
    }
    guard gems.count >= 2 else {
      throw .usage(
        "'compare' needs two different gems; \(session.invocation.arguments.count) names give only \(Echo.of(gems[0].name))"
      )
    }
    return Comparison(gems)
  }
}
