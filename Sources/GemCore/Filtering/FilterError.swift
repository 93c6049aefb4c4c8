/// Why a filter's value was refused.
public enum FilterError: Error, Sendable, Equatable {
  /// Not a number or range of numbers (`8-9`, `hard`); the text as given.
  case notARange(String)
  /// A range whose lower bound is above its upper one (`5..3`).
  case reversedRange(lower: Double, upper: Double)
  /// A range no value of the property can fall in (`--hardness 11..`).
  case impossibleRange(ValueBounds, limits: ClosedRange<Double>)
  /// A list with no value in it (`''`, `,`).
  case noValue
  /// A value outside the known ones (`cubik`), with the values there are,
  /// for a suggestion.
  case unknownValue(String, known: [String])
  /// A species no gem of the catalog has, with the words its species use.
  case unknownSpecies(String, known: [String])
  /// A colour that is neither a ``ColorFamily`` nor a word of any gem's
  /// colour, with the words there are.
  case unknownColor(String, known: [String])
  /// A stone's colour that names only a tone (`dark`), no hue (``ColorFamily/namesOnlyATone(_:)``).
  case toneOnly(String)
  /// A stone's colour that names only a pattern (`banded`), no hue (``ColorFamily/namesOnlyAPattern(_:)``).
  case patternOnly(String)
  /// A stone's colour given as a list (`red,blue`): one stone shows one colour, in words.
  case severalColors(String)
}
