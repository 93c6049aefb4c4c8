/// The optic sign of a doubly refractive material.
public enum OpticSign: String, FactChoice {
  /// Positive: for uniaxial gems the extraordinary ray's index is the higher.
  case positive
  /// Negative.
  case negative
  /// Either, depending on composition (some tourmalines, feldspars, scapolite).
  case either
}
