/// What a hand spectroscope showed: the lines or band centres seen, or no
/// absorption worth naming.
public enum SpectrumReading: Sendable, Hashable {
  /// No line or band seen.
  case none
  /// The lines or band centres seen, in nanometres, in the order given.
  case seen([Double])

  /// Parses `none`, or wavelengths in nanometres separated by commas (`694,692`).
  ///
  /// An empty place in the list (`694,,659`) is passed over, as in every
  /// list option, and a wavelength named twice counts once.
  ///
  /// - Parameter text: The option's value.
  /// - Throws: ``MeasurementError/notANumber(_:)`` for other text, or a
  ///   list of no wavelength.
  public init(parsing text: String) throws(MeasurementError) {
    if text.lowercased() == "none" {
      self = .none
      return
    }
    let parts = GemFilter.list(text)
    let values = parts.compactMap { ValueBounds.decimal(Substring($0)) }
    guard !parts.isEmpty, values.count == parts.count else { throw .notANumber(text) }
    // A wavelength named twice is one line seen, as a word named twice is one feature.
    self = .seen(values.namedOnce)
  }

  /// How the reading compares with a gem's spectrum.
  ///
  /// A wavelength is explained within `tolerance` of a line, of a band
  /// known by its centre, or of a band's edges: every one of them explained
  /// fits, some is close (with how far the two agree, ``PropertyCheck/agreement``:
  /// the share of wavelengths explained and of the gem's features seen, its
  /// strong ones where they are graded), none misses; a miss carries how far the wavelength
  /// nearest a line or band lies from it (negative below it), so the nearest
  /// gems are told apart, and a spectrum with no line or band lies as far as
  /// the visible range is wide. `none` fits a spectrum that shows nothing
  /// diagnostic, is close to one whose lines and bands are all weak or
  /// ungraded, and misses one with a strong line or band.
  ///
  /// - Parameters:
  ///   - spectrum: The gem's spectrum; `nil` when the catalog gives none.
  ///   - tolerance: How far, in nanometres, a reading may lie from what explains it.
  /// - Returns: The check of ``IdentifiedProperty/spectrum``.
  public func check(against spectrum: Spectrum?, tolerance: Double) -> PropertyCheck {
    guard let spectrum else { return PropertyCheck(.spectrum, .unknown) }
    switch self {
    case .none:
      guard spectrum.isDiagnostic else { return PropertyCheck(.spectrum, .fits) }
      return PropertyCheck(.spectrum, spectrum.hasStrongFeature ? .misses : .close)
    case .seen(let wavelengths):
      let features = spectrum.lines.map { ($0.nanometres, $0.nanometres) } + spectrum.bands.map { ($0.from, $0.to) }
      // Each wavelength's offset from the nearest line or band; 0 inside a band.
      let offsets = wavelengths.compactMap { nanometres in
        features.map { from, to in nanometres < from ? nanometres - from : nanometres > to ? nanometres - to : 0 }
          .min { abs($0) < abs($1) }
      }
      let explained = offsets.count { abs($0) <= tolerance }
      if explained == wavelengths.count { return PropertyCheck(.spectrum, .fits) }
      if explained > 0 {
        // Both ways: a spessartine's three violet lines all seen beside an almandine pattern
        // agree more than an almandine's bands half seen. Where the gem's strong features are
        // graded, they are what a hand spectroscope must show (ruby's doublet, not its weak blue lines).
        let strong =
          spectrum.lines.filter { $0.strength == .strong }.map { ($0.nanometres, $0.nanometres) }
          + spectrum.bands.filter { $0.strength == .strong }.map { ($0.from, $0.to) }
        let expected = strong.isEmpty ? features : strong
        let seen = expected.count { from, to in
          wavelengths.contains { $0 >= from - tolerance && $0 <= to + tolerance }
        }
        var check = PropertyCheck(.spectrum, .close)
        check.agreement = (Double(explained) / Double(wavelengths.count) + Double(seen) / Double(expected.count)) / 2
        return check
      }
      let nearest = offsets.min { abs($0) < abs($1) } ?? Spectrum.visible.upperBound - Spectrum.visible.lowerBound
      return PropertyCheck(.spectrum, .misses, deviation: nearest)
    }
  }
}
