/// Why measurements were refused.
public enum MeasurementError: Error, Sendable, Equatable {
  /// Nothing was measured.
  case nothingMeasured
  /// Not a number, or for the refractive index not `N` or `LOW-HIGH`; the text as given.
  case notANumber(String)
  /// A reading no gem could give, with the range a gem's can fall in.
  case implausible(IdentifiedProperty, Double, limits: ClosedRange<Double>)
  /// A bound (a heavy liquid's `>3.32`) past which no gem reads, whether
  /// the stone was above it, with the range a gem's can fall in.
  case implausibleBound(IdentifiedProperty, Double, isAbove: Bool, limits: ClosedRange<Double>)
  /// Weights that give a specific gravity no gem could have, with the range a gem's can fall in.
  case implausibleWeights(specificGravity: Double, limits: ClosedRange<Double>)
  /// A birefringence given on its own as well as by two refractometer readings.
  case birefringenceTwice
  /// Not an optic character with an optional sign (`uniaxial-`); a sign
  /// goes only with uniaxial and biaxial.
  case unknownOptic(String)
  /// Not `inert` nor a strength and colour (`strong:red`); the text as given.
  case unknownGlow(String)
  /// Not a pleochroism strength (none, weak, moderate, strong), with optional colours.
  case unknownPleochroism(String)
  /// Not two weights `AIR/WATER` with the weight in water below the weight
  /// in air; the text as given.
  case unknownWeights(String)
  /// A spot reading said to be taken (`--spot`) with no refractometer reading.
  case spotWithoutReading
  /// Two refractometer readings farther apart than any birefringence, with
  /// the range a birefringence can fall in.
  case readingsTooFarApart(Double, limits: ClosedRange<Double>)
  /// `aggregate` given as a polariscope reaction: it is the optic character
  /// the polariscope reads, given with `--optic`
  /// (``Measurements/readAggregateReactionAsOpticCharacter()`` takes it as one).
  case aggregateIsAnOpticCharacter
  /// `aggregate` given as a polariscope reaction beside the optic character
  /// of a single crystal, which an aggregate is not; that character.
  case aggregateBesideACrystal(OpticReading.Character)
  /// Two bounds no stone reads: above the first (it sinks) and below the
  /// second (it floats), where the second is not above the first.
  case boundsApart(above: Double, below: Double)
  /// A specific gravity given for a mounted stone, which cannot be weighed
  /// in water or put in a heavy liquid.
  case mountedStoneWeighed
  /// A hardness read for a set stone: a scratch test is for rough, and
  /// would mark a cut stone.
  case mountedStoneScratched
  /// A singly refractive stone read with moderate or strong pleochroism,
  /// which it cannot show; the strength as given.
  case singlyRefractiveButPleochroic(Pleochroism.Strength)
  /// A stone read uniaxial and trichroic: a uniaxial stone shows two
  /// colours at most, so one of the readings is wrong.
  case uniaxialButTrichroic
  /// A stone of metallic luster given a refractometer reading: a metal's
  /// luster goes with an index far above the limit, where no edge shows;
  /// the reading (its two ends, the same for one).
  case metallicButRead(low: Double, high: Double)
  /// A stone of metallic luster read as letting light through: a metal's
  /// luster is an opaque stone's; the transparency as given.
  case metallicButSeenThrough(Transparency)
  /// A stone read colourless and opaque, or colourless with a metallic
  /// luster: a colourless stone is one light passes; the colour as given,
  /// and whether the luster (not the transparency) said opaque.
  case colorlessButOpaque(String, byLuster: Bool)
  /// An opaque stone, or one of metallic luster, read with pleochroism,
  /// which a dichroscope, looking through the stone, cannot show in one;
  /// the strength as given, and whether the luster (not the transparency)
  /// said opaque.
  case opaqueButPleochroic(Pleochroism.Strength, byLuster: Bool)
  /// An opaque stone, or one of metallic luster, read with an interference
  /// figure or as doubly refractive, which a conoscope or crossed polars,
  /// looking through the stone, cannot show in one; the character read,
  /// and whether the luster said opaque.
  case opaqueButAFigure(OpticReading.Character, byLuster: Bool)
  /// An opaque stone, or one of metallic luster, read with a reaction
  /// between crossed polars (`strain colors`), which look through the
  /// stone; the reaction, and whether the luster said opaque.
  case opaqueButAPolariscopeReaction(String, byLuster: Bool)
  /// A stone read colourless with pleochroism: pleochroism is a change of
  /// colour, which a colourless stone cannot show; the colour as given
  /// and the strength.
  case colorlessButPleochroic(String, Pleochroism.Strength)
  /// A singly refractive stone read with a birefringence, from two
  /// refractometer readings or given, beyond what reading error explains
  /// (the birefringence's tolerance); the birefringence.
  case singlyRefractiveButDoublyRefracting(Double)
}
