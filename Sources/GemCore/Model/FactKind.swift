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
  /// One of the given values, matched in any letter case and stored in the
  /// spelling given here.
  case choice([String])
  /// An array of values from the given ones.
  case choices([String])
  /// A number or `{"min": number, "max": number}`, not negative.
  case range
  /// A single number, not negative.
  case number
  /// `{"name": string, "hex": "#RRGGBB"}`, `hex` optional.
  case color
  /// `{"strength": none|weak|moderate|strong, "colors": [string]}`.
  case pleochroism
  /// `{"longWave": string, "shortWave": string}`, either optional.
  case fluorescence

  /// Whether the value is a list, which machine formats write as `[]` when absent.
  public var isList: Bool {
    switch self {
    case .list, .ids, .choices: return true
    default: return false
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
