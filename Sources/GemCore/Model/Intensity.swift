/// How strong a reaction is, which catalogs write as `strength`.
///
/// The reaction is an absorption line or band in the spectroscope, or a
/// glow under an ultraviolet lamp.
public enum Intensity: String, FactChoice {
  /// Only just seen.
  case weak
  /// Plain.
  case moderate
  /// Prominent: the feature a gemmologist looks for first.
  case strong
}
