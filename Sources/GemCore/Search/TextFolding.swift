@_spi(_Unicode) import Swift

/// Folds text into the form that search compares: lower case, no
/// diacritics, no apostrophes, words separated by single spaces.
///
/// `Paraíba` folds to `paraiba`, `Cat’s-Eye` to `cats eye`, `Maw-Sit-Sit`
/// to `maw sit sit`. The rules are DESIGN.md's "Search" section.
public enum TextFolding {
  /// Folds `text` for comparison.
  ///
  /// Case is folded by upper-casing then lower-casing, the only stdlib
  /// route that also maps the dotless `ı` to `i`. Diacritics are removed
  /// from the canonical decomposition (the stdlib has no public NFD, so
  /// this uses its `_nfd` SPI; FoundationEssentials has no folding at all,
  /// and full Foundation costs ICU at start-up). Apostrophes of every kind
  /// vanish, so `cat's` and `cats` are one word; every other character
  /// that is not a letter, digit or non-diacritic mark breaks words.
  ///
  /// - Parameter text: Any text: a query, a name or an alias.
  /// - Returns: The folded text, possibly empty.
  public static func fold(_ text: String) -> String {
    var folded = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in text.uppercased().lowercased()._nfd {
      let properties = scalar.properties
      if isApostrophe(scalar) || (properties.isDiacritic && isMark(properties)) {
        continue
      }
      if properties.isAlphabetic || properties.numericType != nil || isMark(properties) {
        if pendingSpace && !folded.isEmpty { folded.append(" ") }
        pendingSpace = false
        folded.append(scalar)
      } else {
        pendingSpace = true
      }
    }
    return String(folded)
  }

  /// Whether `scalar` is an apostrophe or a character commonly typed for one.
  static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x27, 0x60, 0xB4, 0x2B9, 0x2BB, 0x2BC, 0x2BD, 0x2018, 0x2019, 0x201B, 0x2032, 0xFF07:
      return true
    default:
      return false
    }
  }

  private static func isMark(_ properties: Unicode.Scalar.Properties) -> Bool {
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }
}
