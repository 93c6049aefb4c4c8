/// What a gemmologist reads a fact with, at the bench or by eye.
///
/// The cases come in the order `identify` lists its readings (the common
/// measurements first); ``kitStep`` is the order a student's kit reaches
/// for them when looking for the next test.
///
/// Its raw value is the name machine formats give it (`refractometer`, `chelseaFilter`).
public enum Instrument: String, Sendable, Hashable, CaseIterable {
  /// Refractive index and birefringence.
  case refractometer
  /// Specific gravity, by hydrostatic weighing or heavy liquids.
  case balance
  /// Mohs hardness, by a scratch test.
  case scratchTest
  /// Dispersion, measured with a spectrometer or estimated from fire.
  case spectrometer
  /// Optic character, between crossed polars.
  case polariscope
  /// Optic sign, from an interference figure.
  case conoscope
  /// Pleochroism.
  case dichroscope
  /// Colour and transparency, seen by eye.
  case eye
  /// Inclusions and growth features, under a loupe or microscope.
  case microscope
  /// Absorption lines and bands, in a hand spectroscope.
  case spectroscope
  /// The colour a stone shows through a Chelsea colour filter.
  case chelseaFilter
  /// Fluorescence, under long- and short-wave ultraviolet lamps.
  case ultravioletLamp
  /// Magnetism, against an N52 neodymium magnet.
  case magnet
  /// Thermal conductivity, on a thermal diamond tester.
  case thermalTester
  /// Electrical conductivity, on a tester that tells moissanite from diamond.
  case electricalTester
  /// What a hot needle releases from organics and plastics.
  case hotPoint
  /// A drop of acetone or ether on organics and plastics.
  case solvent

  /// Whether it reads a fact of a cut stone without harming it: a scratch
  /// test marks the stone, and dispersion is measured on a prism in a
  /// laboratory, so facts read with them tell gems apart only on rough or
  /// in a laboratory.
  public var worksOnACutStone: Bool {
    switch self {
    case .scratchTest, .spectrometer: return false
    default: return true
    }
  }

  /// The instrument's place in the kit's order — refractometer, polariscope,
  /// conoscope, balance, dichroscope, microscope, spectroscope, Chelsea filter, thermal
  /// and electrical testers, and last the hot point and solvent, which can
  /// mark the spot they touch (``marksTheStone``) — or `nil` for what is
  /// not a next test: never a scratch test, which marks a cut stone (see
  /// ``worksOnACutStone``), nor the eye, whose words never separate gems;
  /// and not yet the UV lamp and magnet, whose values vary
  /// within a material and need a rule of their own to separate.
  public var kitStep: Int? {
    switch self {
    case .refractometer: return 0
    case .polariscope: return 1
    case .conoscope: return 2
    case .balance: return 3
    case .dichroscope: return 4
    case .microscope: return 5
    case .spectroscope: return 6
    case .chelseaFilter: return 7
    case .thermalTester: return 8
    case .electricalTester: return 9
    case .hotPoint: return 10
    case .solvent: return 11
    case .scratchTest, .spectrometer, .eye, .ultravioletLamp, .magnet:
      return nil
    }
  }

  /// The instrument's name in a kit (`--kit refractometer,chelsea`), or
  /// `nil` for what no kit holds: the eye, a scratch test and a laboratory
  /// spectrometer.
  public var kitName: String? {
    switch self {
    case .refractometer, .balance, .polariscope, .conoscope, .dichroscope, .microscope, .spectroscope, .magnet,
      .solvent:
      return rawValue
    case .chelseaFilter: return "chelsea"
    case .ultravioletLamp: return "uv"
    case .thermalTester: return "thermal"
    case .electricalTester: return "electrical"
    case .hotPoint: return "hot-point"
    case .eye, .scratchTest, .spectrometer: return nil
    }
  }

  /// The instrument a kit names `name` (``kitName``), in any case.
  ///
  /// - Parameter name: A kit name (`chelsea`).
  public init?(kitName name: String) {
    guard let instrument = Self.allCases.first(where: { $0.kitName == name.lowercased() }) else { return nil }
    self = instrument
  }

  /// Every instrument a kit can hold, in the kit's order where it has one:
  /// what raygem assumes is at hand when no kit is named.
  public static let fullKit: [Instrument] = allCases.filter { $0.kitName != nil }.sorted {
    ($0.kitStep ?? .max) < ($1.kitStep ?? .max)
  }

  /// Whether the instrument looks through the stone, so an opaque one
  /// shows it nothing: the polariscope, the conoscope and the dichroscope.
  public var needsLightThrough: Bool {
    self == .polariscope || self == .conoscope || self == .dichroscope
  }

  /// What to mind before making the test, said where it is named; `nil`
  /// for a test that harms no stone.
  ///
  /// A hot point or solvent can mark the spot it touches; weighing in water
  /// or a heavy liquid can stain a porous stone (turquoise, pearl, opal),
  /// draw the filler or oil out of a fissured stone's cracks (liquid-filled
  /// emeralds change in ethanol or acetone) or loosen an assembled one's
  /// cement.
  public var caution: String? {
    switch self {
    case .hotPoint, .solvent: return "can mark the stone: an inconspicuous spot, with the owner's consent"
    case .balance: return "weighed in water or a heavy liquid: " + Self.stonesLiquidsHarm(by: "a liquid")
    default: return nil
    }
  }

  /// What to mind before making the test on a stone that may be any of
  /// `gems`: ``caution``; where one of them is a plastic, for the hot
  /// point that a plastic can catch fire (celluloid, cellulose nitrate,
  /// burns fiercely), and for a solvent that acetone softens or dissolves
  /// a plastic's surface; and for the balance, where every one of them is
  /// denser than the densest heavy liquid (``densestHeavyLiquid``), that
  /// only weighing in water measures it.
  ///
  /// - Parameter gems: What the stone may be.
  /// - Returns: The caution, or `nil` for a test that harms no stone.
  public func caution(among gems: [Gem]) -> String? {
    switch self {
    case .hotPoint where gems.contains(where: \.isPlastic):
      return caution.map { $0 + "; a plastic can catch fire, celluloid fiercely, so the needle only touches it" }
    case .solvent where gems.contains(where: \.isPlastic):
      return caution.map { $0 + "; acetone softens or dissolves a plastic's surface, celluloid's among them" }
    case .balance where !gems.isEmpty && gems.allSatisfy(Self.sinksInEveryHeavyLiquid):
      return "weighed in water (every one sinks in the densest heavy liquid): " + Self.stonesLiquidsHarm(by: "water")
    default: return caution
    }
  }

  /// The stones the balance's liquid, `liquid`, can harm, as its caution names them.
  private static func stonesLiquidsHarm(by liquid: String) -> String {
    "not a pearl or other porous stone, nor a filled, oiled or assembled one, which \(liquid) can stain, leach or loosen"
  }

  /// The specific gravity of the densest heavy liquid a gemmologist uses:
  /// Clerici's solution, about 4.15 as usually made up and 4.25 saturated
  /// at room temperature (methylene iodide, the usual densest, is 3.32).
  public static let densestHeavyLiquid = 4.25

  /// Whether even the lightest stone of `gem` sinks in every heavy liquid.
  private static func sinksInEveryHeavyLiquid(_ gem: Gem) -> Bool {
    guard let value = gem[GemField.specificGravity.fact], let range = PropertyRange(fieldValue: value) else {
      return false
    }
    return range.min > densestHeavyLiquid
  }

  /// Whether the test can leave a mark where it touches.
  ///
  /// A hot needle on organics and plastics, a drop of solvent on copal:
  /// such a test is named only when nothing else separates the leaders,
  /// to be made on an inconspicuous spot with the owner's consent.
  public var marksTheStone: Bool {
    self == .hotPoint || self == .solvent
  }
}
