/// A number read at the bench: a value, or a bound, as a heavy liquid gives
/// specific gravity (a stone that sinks in methylene iodide, 3.32, reads `>3.32`).
public enum NumberReading: Sendable, Hashable {
  /// The value read.
  case value(Double)
  /// Above this number (the stone sinks).
  case above(Double)
  /// Below this number (the stone floats).
  case below(Double)

  /// Parses a number written in decimal digits (`3.52`), or one after `>`
  /// or `<` (`>3.32`).
  ///
  /// - Parameter text: The option's value.
  /// - Throws: ``MeasurementError/notANumber(_:)`` for other text.
  public init(parsing text: String) throws(MeasurementError) {
    var digits = Substring(text)
    let sign = digits.first
    if sign == ">" || sign == "<" { digits = digits.dropFirst() }
    guard let number = ValueBounds.decimal(digits) else { throw .notANumber(text) }
    switch sign {
    case ">": self = .above(number)
    case "<": self = .below(number)
    default: self = .value(number)
    }
  }

  /// The value, when one was read rather than a bound.
  public var value: Double? {
    if case .value(let value) = self { return value }
    return nil
  }

  /// The number given: the value, or the bound.
  public var number: Double {
    switch self {
    case .value(let number), .above(let number), .below(let number): return number
    }
  }
}
