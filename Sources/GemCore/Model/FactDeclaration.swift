/// What ``GemFact`` declares about one fact: its key, the shape of its
/// value and how people read it.
struct FactDeclaration: Sendable {
  let key: String
  let kind: FactKind
  let label: String
  let heading: String
  let section: FactSection
  /// What the fact says, in one line, as `raygem help catalog`, the manual
  /// page and the catalog's JSON Schema describe its key.
  let meaning: String
  let decimals: Int?
  let emphasis: GemFact.Emphasis
  let absentValue: FieldValue?
  /// The values a measured fact can have at all, so that a catalog's
  /// typing slip (hardness 70) is refused; `nil` for any non-negative number.
  let limits: ClosedRange<Double>?
  /// Whether output that shows every fact by default (JSON, `detail`)
  /// writes it for a gem that lacks it, as `null` or `[]`; the bench facts
  /// most catalogs lack are written only where a gem has them, so that a
  /// catalog without them prints as it did before they existed.
  let isWrittenWhenAbsent: Bool
  /// The filter option of the commands that list gems, if any: a range for
  /// a measured fact (`--sg 3.5..4.1`), comma-separated words for a choice
  /// or a list of choices (`--chelsea red,pink`).
  let filter: FactOption?
  /// How the fact is read at the bench and what identification makes of
  /// it; `nil` for facts no instrument reads.
  let bench: FactBench?
  /// How `compare` tells gems apart by it; `nil` for facts only shown.
  let separation: SeparationRule?

  /// Declares a fact.
  ///
  /// - Parameters:
  ///   - key: The catalog key.
  ///   - kind: The shape of the value.
  ///   - label: What a detail page calls it.
  ///   - heading: A table column's heading; the label when `nil`.
  ///   - section: Where it belongs on an identification sheet.
  ///   - meaning: What the fact says, in one line.
  ///   - decimals: Fixed decimals for people, or `nil` for the shortest form.
  ///   - emphasis: How prominent the value is.
  ///   - absentValue: What a gem without it has, where the format says so.
  ///   - limits: The values a measured fact can have at all.
  ///   - isWrittenWhenAbsent: Whether default output writes it for a gem that lacks it.
  ///   - filter: The filter option of the commands that list gems, if any.
  ///   - bench: How it is read at the bench, if it is.
  ///   - separation: How `compare` tells gems apart by it, if it does.
  init(
    _ key: String, _ kind: FactKind, label: String, heading: String? = nil, section: FactSection,
    meaning: String, decimals: Int? = nil, emphasis: GemFact.Emphasis = .plain, absentValue: FieldValue? = nil,
    limits: ClosedRange<Double>? = nil, isWrittenWhenAbsent: Bool = true, filter: FactOption? = nil,
    bench: FactBench? = nil, separation: SeparationRule? = nil
  ) {
    self.key = key
    self.kind = kind
    self.label = label
    self.heading = heading ?? label
    self.section = section
    self.meaning = meaning
    self.decimals = decimals
    self.emphasis = emphasis
    self.absentValue = absentValue
    self.limits = limits
    self.isWrittenWhenAbsent = isWrittenWhenAbsent
    self.filter = filter
    self.bench = bench
    self.separation = separation
  }
}
