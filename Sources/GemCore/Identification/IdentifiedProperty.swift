/// A property ``Identification`` compares with the catalog, with the
/// tolerance of its instrument and the weight it carries in the score.
///
/// The tolerances follow the instruments (README, "identify"): a refractometer
/// reads to about ±0.001 but contact liquid, facet polish and natural variation
/// widen that to 0.01; birefringence, a difference of two readings, to 0.005; a
/// hydrostatic balance gives SG to ±0.01–0.02 on a clean stone, 0.05 with
/// inclusions, porosity and small stones; scratch hardness to half a step.
public enum IdentifiedProperty: String, Sendable, CaseIterable {
  /// Refractive index, from the refractometer.
  case refractiveIndex
  /// Birefringence: two readings' difference, or given on its own.
  case birefringence
  /// Specific gravity, from a hydrostatic balance or heavy liquids.
  case specificGravity
  /// Optic character, from the polariscope.
  case opticCharacter
  /// Optic sign, from an interference figure.
  case opticSign
  /// Dispersion, measured or estimated from fire.
  case dispersion
  /// Mohs hardness, from a scratch test.
  case hardness
  /// The colour seen.
  case color
  /// How much light passes.
  case transparency

  /// The readings no gem could give lie outside this range (README,
  /// "identify"): RI outside 1.3–3.5, SG outside 0.5–8, hardness outside
  /// 1–10, and birefringence or dispersion outside 0–1 (the catalog's own
  /// limits); `nil` for properties that are words.
  public var plausibleReadings: ClosedRange<Double>? {
    switch self {
    case .refractiveIndex: return 1.3...3.5
    case .specificGravity: return 0.5...8
    case .hardness: return 1...10
    case .birefringence, .dispersion: return 0...1
    case .opticCharacter, .opticSign, .color, .transparency: return nil
    }
  }

  /// How far outside a gem's range a reading may lie and still be close;
  /// `nil` for properties that are words, which fit or miss.
  public var tolerance: Double? {
    switch self {
    case .refractiveIndex: return 0.01
    case .birefringence: return 0.005
    case .specificGravity: return 0.05
    case .dispersion: return 0.005
    case .hardness: return 0.5
    case .opticCharacter, .opticSign, .color, .transparency: return nil
    }
  }

  /// The weight in the score, by how precise and how telling the test is
  /// (README, "Identify"): refractive index is the most precise and the
  /// most telling, SG and birefringence next; optic character is certain
  /// but shared by many gems; hardness is a destructive test and dispersion
  /// an estimate by eye, so each counts little; colour and transparency
  /// vary within a species and only choose among its varieties.
  public var weight: Double {
    switch self {
    case .refractiveIndex: return 30
    case .birefringence: return 20
    case .specificGravity: return 20
    case .opticCharacter: return 10
    case .opticSign: return 5
    case .dispersion: return 5
    case .hardness: return 5
    case .color: return 5
    case .transparency: return 5
    }
  }

  /// Whether a miss rules the gem out.
  ///
  /// Colour and transparency vary within
  /// a species; dispersion is mostly estimated from fire, and a single
  /// catalog value cannot hold a species' spread; an optic sign comes from
  /// an interference figure that students misread: a miss of these only
  /// lowers the score.
  public var isDecisive: Bool {
    switch self {
    case .refractiveIndex, .birefringence, .specificGravity, .opticCharacter, .hardness: return true
    case .opticSign, .dispersion, .color, .transparency: return false
    }
  }

  /// The catalog fact the property is read from.
  public var fact: GemFact {
    switch self {
    case .refractiveIndex: return GemField.refractiveIndex.fact
    case .birefringence: return GemField.birefringence.fact
    case .specificGravity: return GemField.specificGravity.fact
    case .opticCharacter: return GemField.opticCharacter.fact
    case .opticSign: return GemField.opticSign.fact
    case .dispersion: return GemField.dispersion.fact
    case .hardness: return GemField.hardness.fact
    case .color: return GemField.color.fact
    case .transparency: return GemField.transparency.fact
    }
  }
}
