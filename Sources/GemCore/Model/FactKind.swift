/// The shape of a gem fact's value, which decides how catalogs write it,
/// how it is decoded and stored, and how it prints.
public enum FactKind: Sendable, Hashable {
  /// A string.
  case text
  /// A chemical formula in plain ASCII digits, printed with subscripts for people.
  case formula
  /// An array of strings.
  case list
  /// An array of gem ids of the same catalog.
  case ids
  /// One word of the vocabulary, matched in any letter case and stored in
  /// the vocabulary's spelling.
  case choice(Vocabulary)
  /// An array of words of the vocabulary.
  case choices(Vocabulary)
  /// A number or `{"min": number, "max": number, "typical": number}`
  /// (`typical` optional, within the bounds), not negative.
  case range
  /// A single number, not negative.
  case number
  /// `{"name": string, "hex": "#RRGGBB"}`, `hex` optional.
  case color
  /// `{"strength": none|weak|moderate|strong, "colors": [string]}`.
  case pleochroism
  /// `{"longWave": reaction, "shortWave": reaction, "note": string}`, each
  /// reaction `"inert"`, `{"strength": weak|moderate|strong, "colors":
  /// [string]}` or a description; at least one lamp.
  case fluorescence
  /// `{"lines": [{"nm", "strength"}], "bands": [{"from", "to",
  /// "strength"}], "note": string}`, lines or bands given (empty for no
  /// diagnostic spectrum), wavelengths within ``Spectrum/visible``.
  case spectrum

  /// Whether the value is a list, which machine formats write as `[]` when absent.
  public var isList: Bool {
    switch self {
    case .list, .ids, .choices: return true
    default: return false
    }
  }

  /// The words of a choice or of a list of choices; `nil` for other kinds.
  public var vocabulary: Vocabulary? {
    switch self {
    case .choice(let vocabulary), .choices(let vocabulary): return vocabulary
    default: return nil
    }
  }

  /// The value's shape as the catalog format's table writes it: `string`,
  /// `[string]`, `[id]`, `range`, `number`, or an object's keys (`{name, hex}`).
  public var shape: String {
    switch self {
    case .text, .formula, .choice: return "string"
    case .list, .choices: return "[string]"
    case .ids: return "[id]"
    case .range: return "range"
    case .number: return "number"
    case .color: return "{name, hex}"
    case .pleochroism: return "{strength, colors}"
    case .fluorescence: return "{longWave, shortWave, note}"
    case .spectrum: return "{lines, bands, note}"
    }
  }

  /// Whether the value is a measured quantity.
  public var isMeasured: Bool {
    switch self {
    case .range, .number: return true
    default: return false
    }
  }
}
