/// The readings of a stone that gems' constants are compared with,
/// gathered once a stone rather than looked up again for every gem.
struct ConstantReadings {
  /// The refractometer's reading.
  let refractiveIndex: RefractometerReading?
  /// Whether that reading is a spot reading.
  let isSpotReading: Bool
  /// The number readings, in the kit's order (birefringence from two
  /// refractometer readings among them).
  let numbers: [Number]
  /// The polariscope's reading.
  let optic: OpticReading?

  /// One number reading and its property (a struct rather than a tuple:
  /// see ``BestFew/Kept``).
  struct Number {
    let property: IdentifiedProperty
    let reading: NumberReading
  }

  /// The readings of `measured` that constants answer.
  init(_ measured: Measurements) {
    refractiveIndex = measured.refractiveIndex
    isSpotReading = measured.isSpotReading
    numbers = IdentifiedProperty.numberReadingsInKitOrder.compactMap { property in
      measured.compared(property).map { Number(property: property, reading: $0) }
    }
    optic = measured.optic
  }

  /// The properties whose constants these readings are compared with: the
  /// refractive index and birefringence for a refractometer reading (an
  /// over-the-limit reading needs both), the birefringence for an
  /// isotropic one in the polariscope (a crystal whose birefringence
  /// reaches nothing can read so), and each number read.
  var comparedProperties: [IdentifiedProperty] {
    let refractometer: [IdentifiedProperty] =
      refractiveIndex != nil
      ? [.refractiveIndex, .birefringence] : optic?.character == .isotropic ? [.birefringence] : []
    return refractometer + numbers.map { $0.property }
  }
}
