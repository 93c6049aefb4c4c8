/// One fact's value as a gem stores it, in one of the shapes the catalog
/// format allows (Resources/README.md).
///
/// Which shape a fact takes is fixed by its ``GemFact/kind``; typed code
/// reads values through a ``GemField`` instead of matching these cases.
public enum FieldValue: Sendable, Hashable {
  /// Free text, a chemical formula, or one value of an enumeration, in the
  /// enumeration's canonical spelling (`uniaxial`).
  case text(String)
  /// A list of texts, of enumeration values, or of gem ids.
  case list([String])
  /// A measured property: one value or a range.
  case range(PropertyRange)
  /// A measured property that is a single number, for a fact of kind
  /// ``FactKind/number`` (the bundled table has none: its measured facts are ranges).
  case number(Double)
  /// A colour name with an optional swatch.
  indirect case color(GemColor)
  /// Pleochroism: its strength and the colours seen.
  case pleochroism(Pleochroism)
  /// Reactions under long- and short-wave ultraviolet light.
  indirect case fluorescence(Fluorescence)
  /// The absorption lines and bands a hand spectroscope shows.
  indirect case spectrum(Spectrum)
}
