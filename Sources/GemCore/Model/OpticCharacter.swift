/// How a material treats polarised light, as the polariscope and the
/// refractometer show it.
public enum OpticCharacter: String, FactChoice {
  /// Singly refractive: cubic crystals and amorphous materials.
  case isotropic
  /// Doubly refractive with one optic axis: tetragonal, hexagonal and trigonal crystals.
  case uniaxial
  /// Doubly refractive with two optic axes: orthorhombic, monoclinic and triclinic crystals.
  case biaxial
  /// Polycrystalline: an aggregate of many small crystals, which stays light between crossed polars.
  case aggregate
}
