@_spi(_Unicode) import Swift

extension TextFolding {
  /// What one character of the input contributes to the fold.
  enum Piece: Equatable, Sendable {
    /// A letter or digit, already folded.
    case letter(Unicode.Scalar)
    /// A combining mark that is not a diacritic (kept only inside a word).
    case mark(Unicode.Scalar)
    /// Anything that separates words.
    case wordBreak
  }

  /// How an ASCII byte folds: `nil` for an apostrophe, which vanishes.
  static func asciiPiece(_ byte: UInt8) -> Piece? {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return .letter(Unicode.Scalar(byte | 0x20))
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .letter(Unicode.Scalar(byte))
    case UInt8(ascii: "'"), UInt8(ascii: "`"): return nil
    default: return .wordBreak
    }
  }

  /// How one scalar folds: case-mapped (upper then lower), decomposed,
  /// with diacritics, apostrophes and format characters left out.
  ///
  /// The stdlib's case mappings take no context (not even for the final
  /// sigma), so folding scalar by scalar equals folding the whole text.
  static func pieces(folding scalar: Unicode.Scalar) -> [Piece] {
    if isApostrophe(scalar) { return [] }
    var pieces: [Piece] = []
    for decomposed in String(scalar).uppercased().lowercased()._nfd {
      let folded = fullwidthToASCII(decomposed)
      if folded.isASCII {
        if let piece = asciiPiece(UInt8(truncatingIfNeeded: folded.value)) { pieces.append(piece) }
        continue
      }
      let properties = folded.properties
      switch properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark:
        if !properties.isDiacritic { pieces.append(.mark(folded)) }
      case .modifierLetter where properties.isDiacritic:
        continue
      case .format:
        if folded.value == 0x200B { pieces.append(.wordBreak) }  // zero width space
      default:
        if isApostrophe(folded) { continue }
        if properties.isAlphabetic || properties.numericType != nil {
          pieces += letters(for: folded)
        } else {
          pieces.append(.wordBreak)
        }
      }
    }
    return pieces
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

  /// Maps fullwidth ASCII forms (`Ａ`, `１`, `％`) to ASCII.
  private static func fullwidthToASCII(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    guard (0xFF01...0xFF5E).contains(scalar.value) else { return scalar }
    return Unicode.Scalar(UInt8(truncatingIfNeeded: scalar.value - 0xFEE0))
  }

  /// A letter, replaced where case mapping and decomposition leave alone
  /// what a case- and diacritic-insensitive search must still equate.
  private static func letters(for scalar: Unicode.Scalar) -> [Piece] {
    switch scalar.value {
    case 0xDF: return [.letter("s"), .letter("s")]  // ß, and ẞ, which lower-cases to ß
    case 0x3C2: return [.letter("σ")]  // final sigma
    case 0xF8: return [.letter("o")]  // ø
    case 0x142: return [.letter("l")]  // ł
    case 0x111: return [.letter("d")]  // đ
    case 0x127: return [.letter("h")]  // ħ
    case 0x167: return [.letter("t")]  // ŧ
    default: return [.letter(scalar)]
    }
  }
}
