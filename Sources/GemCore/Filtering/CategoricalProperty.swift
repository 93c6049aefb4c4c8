/// A fact whose value is a word of a vocabulary, or a list of such words,
/// that the commands listing gems filter by (`--chelsea red`,
/// `--inclusions silk,horsetail`): every word-valued fact whose declaration
/// gives it a filter option (``GemFact/all``).
public struct CategoricalProperty: Sendable, Hashable {
  /// The fact holding the property.
  public let fact: GemFact

  /// The property of `fact`, or `nil` when its value is not words or it has no filter.
  public init?(fact: GemFact) {
    guard fact.kind.vocabulary != nil, fact.filter != nil else { return nil }
    self.fact = fact
  }

  /// Every categorical property, in the fact table's order.
  public static let allCases: [CategoricalProperty] = GemFact.all.compactMap(CategoricalProperty.init(fact:))

  /// The words the property takes.
  public var vocabulary: Vocabulary { fact.kind.vocabulary ?? [] }

  /// The filter option's long name (`chelsea`).
  public var filterOption: String { fact.filter?.name ?? fact.key }
  /// The filter option's help line.
  public var filterHelp: String { fact.filter?.help ?? fact.label }
}
