@testable import GemCore

// Dispersion has no typed handle in the sources: nothing there reads it but
// through the fact table. Tests reach it by its key, and write and compare
// its values through whichever shape the table gives it, so that changing
// its kind changes only the table, the data and the tests of its shape.

extension GemFact {
  /// The dispersion fact.
  static let dispersion = GemFact.named("dispersion") ?? GemFact.id

  /// `value` in the shape dispersion's kind stores.
  static func dispersionValue(_ value: Double) -> FieldValue {
    dispersion.kind == .range ? .range(PropertyRange(value)) : .number(value)
  }
}

extension Gem {
  /// The gem's dispersion as a range, whatever the shape the table gives it.
  var dispersion: PropertyRange? { self[GemFact.dispersion].flatMap(PropertyRange.init(fieldValue:)) }
}

extension IdentifiedProperty {
  /// Dispersion, as identification scores it.
  static let dispersion = IdentifiedProperty(fact: .dispersion) ?? .hardness
}

extension MeasuredProperty {
  /// Dispersion, as filters take it.
  static let dispersion = MeasuredProperty(fact: .dispersion) ?? .hardness
}
