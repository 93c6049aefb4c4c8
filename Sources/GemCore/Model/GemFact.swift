/// One kind of fact a gem can have — its catalog key, the shape of its
/// value and how people read it — declared once in ``GemFact/all``.
///
/// The catalog decoder, the catalog index, the embedded catalog, every
/// output format and the detail page work from these declarations, so a
/// new fact is one more entry there (README, "Adding a field").
public struct GemFact: Sendable, Hashable {
  /// The key catalogs and JSON output use (`specificGravity`).
  public let key: String
  /// The shape of the value.
  public let kind: FactKind
  /// What a detail page calls it (`Specific gravity`).
  public let label: String
  /// A table column's heading (`SG`).
  public let heading: String
  /// Where it belongs on an identification sheet.
  public let section: FactSection
  /// How many decimals people see for a measured value, or `nil` for the
  /// shortest form (`7.5`).
  public let decimals: Int?
  /// How prominent the value is where it is shown.
  public let emphasis: Emphasis
  /// What a gem without this fact has, where the catalog format says so
  /// (`origin` is natural when absent).
  public let absentValue: FieldValue?
  /// The fact's position in ``all``, where gems keep its value.
  private(set) var ordinal: Int

  /// How prominent a fact's value is, for renderers that style text.
  public enum Emphasis: Sendable, Hashable {
    /// Shown like any other value.
    case plain
    /// The gem's name.
    case title
    /// Secondary: ids, species.
    case muted
  }

  /// Declares a fact; its ordinal is its place in ``all``.
  init(
    _ key: String, _ kind: FactKind, label: String, heading: String? = nil, section: FactSection,
    decimals: Int? = nil, emphasis: Emphasis = .plain, absentValue: FieldValue? = nil
  ) {
    self.key = key
    self.kind = kind
    self.label = label
    self.heading = heading ?? label
    self.section = section
    self.decimals = decimals
    self.emphasis = emphasis
    self.absentValue = absentValue
    self.ordinal = -1
  }

  /// The same declaration at `ordinal`.
  func placed(at ordinal: Int) -> GemFact {
    var placed = self
    placed.ordinal = ordinal
    return placed
  }

  /// The fact whose key is `key`, if any.
  ///
  /// - Parameter key: A catalog key such as `refractiveIndex`.
  /// - Returns: The fact, or `nil` for a key the catalog format lacks.
  public static func named(_ key: String) -> GemFact? {
    all.first { $0.key == key }
  }
}
