/// Where a fact belongs on an identification sheet, which is how the
/// detail page groups facts.
public enum FactSection: String, Sendable, Hashable, CaseIterable {
  /// The gem's names and classification: id, aliases, misnomers, species, formula, crystal system.
  case names
  /// A short description in prose.
  case about
  /// What instruments measure: RI, birefringence, optic character, SG, dispersion, pleochroism, fluorescence.
  case identification
  /// How the gem wears: hardness, toughness, cleavage, fracture.
  case durability
  /// How it looks: colour, luster, transparency.
  case appearance
  /// Where it comes from: natural or man-made, localities, treatments.
  case origin
  /// The materials it is confused with: its synthetics and imitations, and what it imitates.
  case lookAlikes
  /// The references its facts were checked against.
  case references

  /// The section's heading, as an identification sheet names it.
  public var title: String {
    switch self {
    case .names: return "Names"
    case .about: return "About"
    case .identification: return "Identification"
    case .durability: return "Durability"
    case .appearance: return "Appearance"
    case .origin: return "Origin"
    case .lookAlikes: return "Look-alikes"
    case .references: return "Sources"
    }
  }
}
