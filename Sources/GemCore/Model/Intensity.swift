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

  /// A strength in the words people use for it: `weak`, `moderate` or
  /// `strong`, `faint` for weak, any of them after `very` (`very faint`).
  /// (`Bright` and `intense` are a colour's tone: `bright red` is a colour.)
  ///
  /// - Parameter words: Single-spaced, lower-case words.
  public init?(spoken words: String) {
    let word = words.hasPrefix("very ") ? String(words.dropFirst("very ".count)) : words
    guard let strength = word == "faint" ? .weak : Intensity(rawValue: word) else { return nil }
    self = strength
  }
}
