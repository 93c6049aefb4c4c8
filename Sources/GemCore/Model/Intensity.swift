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
  /// A strength between two (`weak to moderate`, `moderate-strong`, with
  /// any dash) is its weaker end, the least the stone surely shows.
  ///
  /// - Parameter words: Single-spaced, lower-case words.
  public init?(spoken words: String) {
    guard let (low, high) = Self.ends(of: words) else {
      guard let strength = Self(single: words[...]) else { return nil }
      self = strength
      return
    }
    guard let one = Self(single: low), let other = Self(single: high) else { return nil }
    self = Self.allCases.first { $0 == one || $0 == other } ?? one
  }

  /// The words on either side of a range's `to` or dash (any a range may
  /// be written with: `moderate–strong`), or `nil` for no range.
  ///
  /// Split by hand: the stdlib's `firstRange(of:)` costs its generic
  /// searcher's metadata at start-up, for a few words.
  private static func ends(of words: String) -> (Substring, Substring)? {
    // Most strengths are one plain word: no space, hyphen or other dash.
    guard words.utf8.contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") || $0 >= 0x80 }) else {
      return nil
    }
    if let dash = words.firstIndex(where: ValueBounds.rangeDashes.contains) {
      // Spaces about the dash (`moderate - strong`) are passed over.
      return (
        ValueBounds.trimmingSpaces(words[..<dash]), ValueBounds.trimmingSpaces(words[words.index(after: dash)...])
      )
    }
    let parts = words.split(separator: " ")
    guard let to = parts.firstIndex(of: "to") else { return nil }
    return (parts[..<to].joined(separator: " ")[...], parts[(to + 1)...].joined(separator: " ")[...])
  }

  /// The strength a reading written with a space starts with (`weak red`,
  /// `very faint red`, `weak to moderate blue`) and the rest, or `nil` when
  /// it starts with none: how a lamp's glow and a dichroscope's colours are
  /// typed without a colon.
  ///
  /// - Parameter text: Single-spaced, lower-case words.
  /// - Returns: The strength's words and the rest, or `nil`.
  static func leading(in text: String) -> (String, String)? {
    // Up to five words: `very weak to very strong`, the longest read first.
    var spaces = text.indices.filter { text[$0] == " " }.prefix(5)
    while let space = spaces.popLast() {
      let head = String(text[..<space])
      let rest = String(text[text.index(after: space)...])
      // A range's far end that is no strength (`weak to vivid`) leaves no colour after a strength.
      if Intensity(spoken: head) != nil, rest != "to", !rest.hasPrefix("to ") { return (head, rest) }
    }
    return nil
  }

  /// One strength in words (`very faint`), as ``init(spoken:)`` reads each end of a range.
  private init?(single words: Substring) {
    let word = words.hasPrefix("very ") ? words.dropFirst("very ".count) : words
    guard let strength = word == "faint" ? .weak : Self(rawValue: String(word)) else { return nil }
    self = strength
  }
}
