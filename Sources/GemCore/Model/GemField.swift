/// A typed handle on one ``GemFact``, for Swift code that reads or writes
/// a particular fact: `gem[.refractiveIndex]` is a `PropertyRange?`.
///
/// Each handle names a fact declared in ``GemFact/all``; code that works on
/// every fact (output, decoding) uses the facts themselves.
public struct GemField<Value: FieldValueConvertible>: Sendable {
  /// The fact this handle reads, resolved once for the program.
  public let fact: GemFact

  /// The handle on `fact`.
  init(_ fact: GemFact) {
    self.fact = fact
  }
}

extension GemField where Value == [String] {
  /// Other names the gem is searched by: varieties, trade names, older names.
  public static var aliases: Self { Self(.aliases) }
  /// Misleading trade names (`Cape ruby` for pyrope).
  public static var misnomers: Self { Self(.misnomers) }
  /// For a synthetic, the ids of the natural gems it reproduces.
  public static var syntheticOf: Self { Self(.syntheticOf) }
  /// The ids of the gems this material is used to imitate.
  public static var imitates: Self { Self(.imitates) }
  /// Treatments in common use (`heat`, `fracture filling`).
  public static var treatments: Self { Self(.treatments) }
  /// Main sources, by country or region.
  public static var localities: Self { Self(.localities) }
  /// Inclusions and growth features, words of ``Vocabulary/inclusions``.
  public static var inclusions: Self { Self(.inclusions) }
  /// The colour families the material occurs in, words of ``Vocabulary/hues``.
  public static var hues: Self { Self(.hues) }
  /// The hues among ``hues`` the material shows only rarely, words of ``Vocabulary/hues``.
  public static var rareHues: Self { Self(.rareHues) }
  /// The optical effects the material is known for, words of ``Vocabulary/phenomena``.
  public static var phenomena: Self { Self(.phenomena) }
  /// What the polariscope shows beyond the optic character, words of ``Vocabulary/polariscope``.
  public static var polariscope: Self { Self(.polariscope) }
  /// The references the gem's facts were checked against.
  public static var sources: Self { Self(.sources) }
}

extension GemField where Value == String {
  /// Mineral species or group (`Corundum` for ruby and sapphire).
  public static var species: Self { Self(.species) }
  /// For a trade name only a laboratory may give, the test it needs
  /// (`chemical analysis showing copper and manganese` for Paraíba tourmaline).
  public static var nameNeeds: Self { Self(.nameNeeds) }
  /// A few sentences about the gem.
  public static var summary: Self { Self(.summary) }
  /// Chemical formula in plain ASCII digits (`Al2O3`).
  public static var formula: Self { Self(.formula) }
  /// Cleavage (`perfect basal (one direction)`, `none`).
  public static var cleavage: Self { Self(.cleavage) }
  /// Fracture (`conchoidal`, `uneven`).
  public static var fracture: Self { Self(.fracture) }
  /// Luster, free text (`vitreous`, `adamantine`).
  public static var luster: Self { Self(.luster) }
  /// How often the trade meets the gem (`common`, `uncommon`, `rare`, `very rare`).
  public static var abundance: Self { Self(.abundance) }
  /// What a hot needle releases on organics and plastics (`resinous`, `acrid`, `burnt`, `none`).
  public static var hotPoint: Self { Self(.hotPoint) }
}

extension GemField where Value == PropertyRange {
  /// Mohs hardness.
  public static var hardness: Self { Self(.hardness) }
  /// Specific gravity, a ratio to water (no unit).
  public static var specificGravity: Self { Self(.specificGravity) }
  /// Refractive index in sodium light, lowest to highest reading.
  public static var refractiveIndex: Self { Self(.refractiveIndex) }
  /// Maximum birefringence; absent for isotropic materials, and for
  /// aggregates but those whose crystals show it as a blink on a spot
  /// reading (coral, shell).
  public static var birefringence: Self { Self(.birefringence) }
}

extension GemField where Value == Origin {
  /// Natural, synthetic, artificial or composite.
  public static var origin: Self { Self(.origin) }
}

extension GemField where Value == CrystalSystem {
  /// Crystal system of the species.
  public static var crystalSystem: Self { Self(.crystalSystem) }
}

extension GemField where Value == OpticCharacter {
  /// Isotropic, uniaxial, biaxial or aggregate.
  public static var opticCharacter: Self { Self(.opticCharacter) }
}

extension GemField where Value == OpticSign {
  /// Positive, negative or either (uniaxial and biaxial gems only).
  public static var opticSign: Self { Self(.opticSign) }
}

extension GemField where Value == Toughness {
  /// Excellent, good, fair or poor.
  public static var toughness: Self { Self(.toughness) }
}

extension GemField where Value == [Transparency] {
  /// Transparent, translucent, opaque.
  public static var transparency: Self { Self(.transparency) }
}

extension GemField where Value == GemColor {
  /// Main colour, with an optional sRGB swatch.
  public static var color: Self { Self(.color) }
}

extension GemField where Value == Pleochroism {
  /// Strength and colours of pleochroism.
  public static var pleochroism: Self { Self(.pleochroism) }
}

extension GemField where Value == Fluorescence {
  /// Reactions under long- and short-wave UV.
  public static var fluorescence: Self { Self(.fluorescence) }
}

extension GemField where Value == Spectrum {
  /// The absorption a hand spectroscope shows.
  public static var spectrum: Self { Self(.spectrum) }
}

/// The facts the typed handles read, each found by its key once: a handle
/// is generic, and a generic type can hold no stored static property.
///
/// A test checks that every handle names a declared fact of a matching kind.
extension GemFact {
  fileprivate static let aliases = declared("aliases")
  fileprivate static let misnomers = declared("misnomers")
  fileprivate static let syntheticOf = declared("syntheticOf")
  fileprivate static let imitates = declared("imitates")
  fileprivate static let treatments = declared("treatments")
  fileprivate static let localities = declared("localities")
  fileprivate static let sources = declared("sources")
  fileprivate static let species = declared("species")
  fileprivate static let nameNeeds = declared("nameNeeds")
  fileprivate static let summary = declared("summary")
  fileprivate static let formula = declared("formula")
  fileprivate static let cleavage = declared("cleavage")
  fileprivate static let fracture = declared("fracture")
  fileprivate static let luster = declared("luster")
  fileprivate static let abundance = declared("abundance")
  fileprivate static let hotPoint = declared("hotPoint")
  fileprivate static let hardness = declared("hardness")
  fileprivate static let specificGravity = declared("specificGravity")
  fileprivate static let refractiveIndex = declared("refractiveIndex")
  fileprivate static let birefringence = declared("birefringence")
  fileprivate static let origin = declared("origin")
  fileprivate static let crystalSystem = declared("crystalSystem")
  fileprivate static let opticCharacter = declared("opticCharacter")
  fileprivate static let opticSign = declared("opticSign")
  fileprivate static let toughness = declared("toughness")
  fileprivate static let transparency = declared("transparency")
  fileprivate static let color = declared("color")
  fileprivate static let pleochroism = declared("pleochroism")
  fileprivate static let fluorescence = declared("fluorescence")
  fileprivate static let spectrum = declared("spectrum")
  fileprivate static let inclusions = declared("inclusions")
  fileprivate static let hues = declared("hues")
  fileprivate static let rareHues = declared("rareHues")
  fileprivate static let phenomena = declared("phenomena")
  fileprivate static let polariscope = declared("polariscope")

  /// The fact whose key is `key`; the id for a key no fact has, which the
  /// test of the handles catches.
  private static func declared(_ key: String) -> GemFact {
    named(key) ?? id
  }
}
