/// A number read at the bench: a value, or a bound, as a heavy liquid gives
/// specific gravity (a stone that sinks in methylene iodide, 3.32, reads
/// `>3.32`), or two bounds, as two liquids give it.
public enum NumberReading: Sendable, Hashable {
  /// The value read.
  case value(Double)
  /// Above this number (the stone sinks).
  case above(Double)
  /// Below this number (the stone floats).
  case below(Double)
  /// Between these numbers, the lower first: the stone sinks in a liquid
  /// of the one and floats in a liquid of the other.
  case between(Double, Double)
  /// A specific gravity from hydrostatic weighing, with the uncertainty
  /// its weights carry.
  case weighed(HydrostaticWeighing)

  /// Parses a number written in decimal digits (`3.52`), one after `>`
  /// or `<` (`>3.32`), or two numbers a range apart (`3.05..3.32`,
  /// `3.05-3.32`) for a value between them; `>=` and `<=` read as `>` and
  /// `<`, since a stone never reads exactly the liquid's density, and
  /// spaces around are allowed.
  ///
  /// - Parameter text: The option's value.
  /// - Throws: ``MeasurementError/notANumber(_:)`` for other text, and
  ///   ``MeasurementError/boundsApart(above:below:)`` for a range whose
  ///   first number is the higher.
  public init(parsing text: String) throws(MeasurementError) {
    let trimmed = ValueBounds.trimmingSpaces(Substring(text))
    // A bound or a range as the filters write them (``ValueBounds``).
    let read: ValueBounds.ReadBound?
    do { read = try ValueBounds.bound(parsing: String(trimmed)) } catch { throw .notANumber(text) }
    if let read {
      self = read.isAbove ? .above(read.bound.value) : .below(read.bound.value)
    } else if let number = ValueBounds.decimal(trimmed) {
      self = .value(number)
    } else {
      let range: ValueBounds
      do {
        range = try ValueBounds(parsing: String(trimmed))
      } catch .reversedRange(let lower, let upper) {
        throw .boundsApart(above: lower, below: upper)
      } catch {
        throw .notANumber(text)
      }
      guard let lower = range.lower, let upper = range.upper else { throw .notANumber(text) }
      self = lower == upper ? .value(lower) : .between(lower, upper)
    }
  }

  /// This reading with `other`, a second bound, as heavy liquids give
  /// them: above one and below the other is between the two, and a stone
  /// that sinks in two liquids is above the denser one.
  ///
  /// - Parameter other: The second reading.
  /// - Returns: What both bounds leave, or `nil` when either is a value
  ///   read or weighed rather than a bound.
  /// - Throws: ``MeasurementError/boundsApart(above:below:)`` when the
  ///   bound above is not below the bound below: no stone reads so.
  public func combined(with other: NumberReading) throws(MeasurementError) -> NumberReading? {
    guard let first = bounds, let second = other.bounds else { return nil }
    let low = [first.low, second.low].compactMap { $0 }.max()
    let high = [first.high, second.high].compactMap { $0 }.min()
    guard let low else { return high.map(NumberReading.below) }
    guard let high else { return .above(low) }
    guard low < high else { throw .boundsApart(above: low, below: high) }
    return .between(low, high)
  }

  /// The bound above and the bound below a bound reading gives; `nil` for a value.
  var bounds: (low: Double?, high: Double?)? {
    switch self {
    case .above(let low): return (low, nil)
    case .below(let high): return (nil, high)
    case .between(let low, let high): return (low, high)
    case .value, .weighed: return nil
    }
  }

  /// The value, when one was read (or weighed) rather than a bound.
  public var value: Double? {
    switch self {
    case .value(let value): return value
    case .weighed(let weighing): return weighing.specificGravity
    case .above, .below, .between: return nil
    }
  }

  /// The number given: the value, or the bound; the lower of two bounds.
  @available(*, deprecated, message: "a reading may hold two bounds: use numbers")
  public var number: Double { numbers[0] }

  /// The numbers given: the value, the bound, or the two bounds.
  public var numbers: [Double] {
    switch self {
    case .value(let number), .above(let number), .below(let number): return [number]
    case .between(let low, let high): return [low, high]
    case .weighed(let weighing): return [weighing.specificGravity]
    }
  }
}
