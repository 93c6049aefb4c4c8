/// A number read at the bench: a value, or a bound, as a heavy liquid gives
/// specific gravity (a stone that sinks in methylene iodide, 3.32, reads `>3.32`).
public enum NumberReading: Sendable, Hashable {
  /// The value read.
  case value(Double)
  /// Above this number (the stone sinks).
  case above(Double)
  /// Below this number (the stone floats).
  case below(Double)
  /// A specific gravity from hydrostatic weighing, with the uncertainty
  /// its weights carry.
  case weighed(HydrostaticWeighing)

  /// Parses a number written in decimal digits (`3.52`), or one after `>`
  /// or `<` (`>3.32`); `>=` and `<=` read as `>` and `<`, since a stone
  /// never reads exactly the liquid's density, and spaces around are allowed.
  ///
  /// - Parameter text: The option's value.
  /// - Throws: ``MeasurementError/notANumber(_:)`` for other text.
  public init(parsing text: String) throws(MeasurementError) {
    var trimmed = Substring(text).drop { $0 == " " }
    while trimmed.last == " " { trimmed.removeLast() }
    // A bound as the filters write it (``ValueBounds``).
    let read: ValueBounds.ReadBound?
    do { read = try ValueBounds.bound(parsing: String(trimmed)) } catch { throw .notANumber(text) }
    if let read {
      self = read.isAbove ? .above(read.bound.value) : .below(read.bound.value)
    } else if let number = ValueBounds.decimal(trimmed) {
      self = .value(number)
    } else {
      throw .notANumber(text)
    }
  }

  /// The value, when one was read (or weighed) rather than a bound.
  public var value: Double? {
    switch self {
    case .value(let value): return value
    case .weighed(let weighing): return weighing.specificGravity
    case .above, .below: return nil
    }
  }

  /// The number given: the value, or the bound.
  public var number: Double {
    switch self {
    case .value(let number), .above(let number), .below(let number): return number
    case .weighed(let weighing): return weighing.specificGravity
    }
  }
}
