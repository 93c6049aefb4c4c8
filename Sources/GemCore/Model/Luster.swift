/// The quality of light a stone's surface reflects, as seen by eye or
/// under a loupe in reflected light.
///
/// Most lusters lie on one scale from dull to metallic, and a material's
/// catalog entry often names two (`vitreous to sub-adamantine`); pearly
/// and silky come from a structure (thin layers, fibres) rather than from
/// how brightly the surface reflects, and lie off the scale.
public enum Luster: String, Sendable, Hashable, CaseIterable {
  /// Reflects almost nothing, as an unpolished or porous surface.
  case dull
  /// As wax: turquoise, jadeite, chalcedony.
  case waxy
  /// As an oiled surface: nephrite, some turquoise.
  case greasy
  /// As resin: amber, plastics, some garnets.
  case resinous
  /// As glass: most gems.
  case vitreous
  /// Between glass and diamond: zircon, demantoid.
  case subAdamantine = "sub-adamantine"
  /// As diamond.
  case adamantine
  /// Nearly a metal's: hematite.
  case subMetallic = "sub-metallic"
  /// As a metal: pyrite, bismuth.
  case metallic
  /// From thin layers: pearls, mother-of-pearl, cleavage faces.
  case pearly
  /// From parallel fibres: satin spar, tiger's eye.
  case silky

  /// The luster's place on the scale from dull to metallic; `nil` for
  /// pearly and silky, which lie off it.
  public var scalePosition: Int? {
    switch self {
    case .dull: return 0
    case .waxy: return 1
    case .greasy: return 2
    case .resinous: return 3
    case .vitreous: return 4
    case .subAdamantine: return 5
    case .adamantine: return 6
    case .subMetallic: return 7
    case .metallic: return 8
    case .pearly, .silky: return nil
    }
  }

  /// The lusters a catalog's free text names (`vitreous to
  /// sub-adamantine`, `waxy to dull`), in the order written; the spellings
  /// `subadamantine` and `submetallic` are read as the hyphenated words,
  /// two lusters joined by a hyphen (`waxy-greasy`) as both, and words that
  /// name no luster are passed over.
  ///
  /// - Parameter text: A catalog entry's `luster`.
  /// - Returns: The lusters named, possibly none.
  public static func named(in text: String) -> [Luster] {
    // The luster words are ASCII, so a word is gathered as lowered ASCII
    // bytes, and one holding a letter that lowers to no ASCII letter (the
    // Kelvin sign lowers to k) names none; any other non-letter (an en
    // dash, a no-break space) ends a word, as a space does.
    var named: [Luster] = []
    var word: [UInt8] = []
    var isASCIIWord = true
    func endWord() {
      if isASCIIWord, !word.isEmpty {
        // A hyphenated luster (`sub-adamantine`) is one; otherwise a hyphen joins
        // lusters as a dash does (`waxy-greasy`).
        if let luster = luster(spelled: String(decoding: word, as: UTF8.self)) {
          named.append(luster)
        } else {
          for part in word.split(separator: UInt8(ascii: "-")) {
            if let luster = luster(spelled: String(decoding: part, as: UTF8.self)) { named.append(luster) }
          }
        }
      }
      word.removeAll(keepingCapacity: true)
      isASCIIWord = true
    }
    for scalar in text.unicodeScalars {
      if ("a"..."z").contains(scalar) || scalar == "-" {
        word.append(UInt8(scalar.value))
      } else if ("A"..."Z").contains(scalar) {
        word.append(UInt8(scalar.value) + (UInt8(ascii: "a") - UInt8(ascii: "A")))
      } else if !scalar.isASCII, scalar.properties.isAlphabetic {
        let lowered = scalar.properties.lowercaseMapping.utf8
        if lowered.count == 1, let letter = lowered.first { word.append(letter) } else { isASCIIWord = false }
      } else {
        endWord()
      }
    }
    endWord()
    return named
  }

  /// The luster a lowered word spells, in either of its spellings.
  private static func luster(spelled word: String) -> Luster? {
    Luster(rawValue: word) ?? spellings.first { $0.spelling == word }?.luster
  }

  /// Spellings references use besides the hyphenated words.
  private static let spellings: [(spelling: String, luster: Luster)] = [
    ("subadamantine", .subAdamantine), ("submetallic", .subMetallic),
  ]
}
