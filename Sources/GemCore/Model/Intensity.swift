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
  /// A strength between two (`weak to moderate`, `moderate-strong`) is its
  /// weaker end, the least the stone surely shows.
  ///
  /// - Parameter words: Single-spaced, lower-case words.
  public init?(spoken words: String) {
    guard let range = words.firstRange(of: " to ") ?? words.firstRange(of: "-") else {
      guard let strength = Self(single: words[...]) else { return nil }
      self = strength
      return
    }
    guard let one = Self(single: words[..<range.lowerBound]), let other = Self(single: words[range.upperBound...])
    else { return nil }
    self = Self.allCases.first { $0 == one || $0 == other } ?? one
  }

  /// One strength in words (`very faint`), as ``init(spoken:)`` reads each end of a range.
  private init?(single words: Substring) {
    let word = words.hasPrefix("very ") ? words.dropFirst("very ".count) : words
    guard let strength = word == "faint" ? .weak : Self(rawValue: String(word)) else { return nil }
    self = strength
  }
}
