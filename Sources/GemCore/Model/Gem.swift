/// One gemstone of a catalog: its names and its gemmological properties.
///
/// Only ``id`` and ``name`` are always present; every other property is
/// `nil` (or empty) where the catalog leaves it out, for instance the
/// refractive index of an opaque metal such as bismuth. Units follow
/// gemmological convention: Mohs hardness, specific gravity (dimensionless,
/// numerically the density in g/cm³) and refractive index in sodium light.
public struct Gem: Sendable, Hashable {
  /// Stable slug that names the gem in the favorites file (`rose-quartz`).
  public var id: String
  /// Display name, any Unicode (`Paraíba Tourmaline`).
  public var name: String
  /// Other names the gem is searched by: species, varieties, trade names.
  public var aliases: [String]
  /// Mineral species or group (`Corundum` for ruby and sapphire).
  public var species: String?
  /// A few sentences about the gem.
  public var summary: String?
  /// Main colour, with an optional sRGB swatch.
  public var color: GemColor?
  /// Crystal system of the species.
  public var crystalSystem: CrystalSystem?
  /// Chemical formula in plain ASCII digits (`SiO2`).
  public var formula: String?
  /// Mohs hardness.
  public var hardness: PropertyRange?
  /// Specific gravity, equal to the density in g/cm³.
  public var specificGravity: PropertyRange?
  /// Refractive index in sodium light (589 nm).
  public var refractiveIndex: PropertyRange?
  /// How much light passes through: transparent, translucent, opaque.
  public var transparency: [Transparency]
  /// Luster, free text (`vitreous`, `adamantine`, `vitreous to waxy`).
  public var luster: String?

  /// Creates a gem; every property but the id and name is optional.
  ///
  /// - Parameters:
  ///   - id: Stable slug; see ``Gem/slug(for:)`` to derive one from a name.
  ///   - name: Display name.
  ///   - aliases: Other names the gem is searched by.
  ///   - species: Mineral species or group.
  ///   - summary: A few sentences about the gem.
  ///   - color: Main colour.
  ///   - crystalSystem: Crystal system.
  ///   - formula: Chemical formula in ASCII digits.
  ///   - hardness: Mohs hardness.
  ///   - specificGravity: Specific gravity (g/cm³).
  ///   - refractiveIndex: Refractive index.
  ///   - transparency: Transparency classes.
  ///   - luster: Luster.
  public init(
    id: String,
    name: String,
    aliases: [String] = [],
    species: String? = nil,
    summary: String? = nil,
    color: GemColor? = nil,
    crystalSystem: CrystalSystem? = nil,
    formula: String? = nil,
    hardness: PropertyRange? = nil,
    specificGravity: PropertyRange? = nil,
    refractiveIndex: PropertyRange? = nil,
    transparency: [Transparency] = [],
    luster: String? = nil
  ) {
    self.id = id
    self.name = name
    self.aliases = aliases
    self.species = species
    self.summary = summary
    self.color = color
    self.crystalSystem = crystalSystem
    self.formula = formula
    self.hardness = hardness
    self.specificGravity = specificGravity
    self.refractiveIndex = refractiveIndex
    self.transparency = transparency
    self.luster = luster
  }
}
