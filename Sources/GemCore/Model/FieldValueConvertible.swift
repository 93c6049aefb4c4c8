/// A Swift type that a ``GemField`` reads a fact's ``FieldValue`` as.
public protocol FieldValueConvertible: Sendable {
  /// Reads a stored value; `nil` when it has another shape.
  ///
  /// - Parameter fieldValue: The stored value.
  init?(fieldValue: FieldValue)
  /// The value as a gem stores it.
  var fieldValue: FieldValue { get }
}

/// An element of a list-valued fact: a string, or a ``FactChoice`` value.
public protocol FieldListElement: Sendable {
  /// Reads one stored string; `nil` when it is not a valid value.
  ///
  /// - Parameter listItem: The stored string.
  init?(listItem: String)
  /// The element as a gem stores it.
  var listItem: String { get }
}

extension String: FieldValueConvertible, FieldListElement {
  /// Reads text; `nil` for any other shape.
  public init?(fieldValue: FieldValue) {
    guard case .text(let text) = fieldValue else { return nil }
    self = text
  }
  /// The text as a stored value.
  public var fieldValue: FieldValue { .text(self) }
  /// The string itself.
  public init?(listItem: String) { self = listItem }
  /// The string itself.
  public var listItem: String { self }
}

extension Array: FieldValueConvertible where Element: FieldListElement {
  /// Reads a list whose every item is valid; `nil` otherwise.
  public init?(fieldValue: FieldValue) {
    guard case .list(let items) = fieldValue else { return nil }
    var elements: [Element] = []
    elements.reserveCapacity(items.count)
    for item in items {
      guard let element = Element(listItem: item) else { return nil }
      elements.append(element)
    }
    self = elements
  }
  /// The list as a stored value.
  public var fieldValue: FieldValue { .list(map { $0.listItem }) }
}

extension FactChoice {
  /// Reads one enumeration value; `nil` for another shape or an unknown value.
  public init?(fieldValue: FieldValue) {
    guard case .text(let text) = fieldValue else { return nil }
    self.init(rawValue: text)
  }
  /// The value's canonical spelling as a stored value.
  public var fieldValue: FieldValue { .text(rawValue) }
  /// Reads one stored spelling.
  public init?(listItem: String) { self.init(rawValue: listItem) }
  /// The canonical spelling.
  public var listItem: String { rawValue }
}

extension CrystalSystem: FieldValueConvertible, FieldListElement {}
extension Transparency: FieldValueConvertible, FieldListElement {}
extension Origin: FieldValueConvertible, FieldListElement {}
extension OpticCharacter: FieldValueConvertible, FieldListElement {}
extension OpticSign: FieldValueConvertible, FieldListElement {}
extension Toughness: FieldValueConvertible, FieldListElement {}

extension PropertyRange: FieldValueConvertible {
  /// Reads a measured value; a single number reads as a range of one value.
  public init?(fieldValue: FieldValue) {
    switch fieldValue {
    case .range(let range): self = range
    case .number(let number): self.init(number)
    default: return nil
    }
  }
  /// The range as a stored value.
  public var fieldValue: FieldValue { .range(self) }
}

extension Double: FieldValueConvertible {
  /// Reads a single number; `nil` for any other shape.
  public init?(fieldValue: FieldValue) {
    guard case .number(let number) = fieldValue else { return nil }
    self = number
  }
  /// The number as a stored value.
  public var fieldValue: FieldValue { .number(self) }
}

extension GemColor: FieldValueConvertible {
  /// Reads a colour; `nil` for any other shape.
  public init?(fieldValue: FieldValue) {
    guard case .color(let color) = fieldValue else { return nil }
    self = color
  }
  /// The colour as a stored value.
  public var fieldValue: FieldValue { .color(self) }
}

extension Pleochroism: FieldValueConvertible {
  /// Reads a pleochroism; `nil` for any other shape.
  public init?(fieldValue: FieldValue) {
    guard case .pleochroism(let value) = fieldValue else { return nil }
    self = value
  }
  /// The pleochroism as a stored value.
  public var fieldValue: FieldValue { .pleochroism(self) }
}

extension Fluorescence: FieldValueConvertible {
  /// Reads a fluorescence; `nil` for any other shape.
  public init?(fieldValue: FieldValue) {
    guard case .fluorescence(let value) = fieldValue else { return nil }
    self = value
  }
  /// The fluorescence as a stored value.
  public var fieldValue: FieldValue { .fluorescence(self) }
}

extension Spectrum: FieldValueConvertible {
  /// Reads a spectrum; `nil` for any other shape.
  public init?(fieldValue: FieldValue) {
    guard case .spectrum(let value) = fieldValue else { return nil }
    self = value
  }
  /// The spectrum as a stored value.
  public var fieldValue: FieldValue { .spectrum(self) }
}
