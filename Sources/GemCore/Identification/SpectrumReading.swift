/// What a hand spectroscope showed: the lines or band centres seen, or no
/// absorption worth naming.
public enum SpectrumReading: Sendable, Hashable {
  /// No line or band seen.
  case none
  /// The lines or band centres seen, in nanometres, in the order given.
  case seen([Double])

  /// Parses `none`, or wavelengths in nanometres separated by commas (`694,692`).
  ///
  /// - Parameter text: The option's value.
  /// - Throws: ``MeasurementError/notANumber(_:)`` for other text.
  public init(parsing text: String) throws(MeasurementError) {
    if text.lowercased() == "none" {
      self = .none
      return
    }
    let parts = GemFilter.list(text)
    let values = parts.compactMap { ValueBounds.decimal(Substring($0)) }
    guard !parts.isEmpty, values.count == parts.count else { throw .notANumber(text) }
    self = .seen(values)
  }

  /// How the reading compares with a gem's spectrum.
  ///
  /// A wavelength is explained within `tolerance` of a line, of a band
  /// known by its centre, or of a band's edges: every one of them explained
  /// fits, some is close, none misses. `none` fits a spectrum that shows nothing diagnostic, is close
  /// to one whose lines and bands are all weak or ungraded, and misses one
  /// with a strong line or band.
  ///
  /// - Parameters:
  ///   - spectrum: The gem's spectrum; `nil` when the catalog gives none.
  ///   - tolerance: How far, in nanometres, a reading may lie from what explains it.
  /// - Returns: The verdict.
  public func verdict(against spectrum: Spectrum?, tolerance: Double) -> PropertyCheck.Verdict {
    check(against: spectrum, tolerance: tolerance).verdict
  }

  /// The check of ``verdict(against:tolerance:)``; a miss carries how far,
  /// in nanometres, the wavelength seen lies from the gem's nearest line or
  /// band (negative below it), so the nearest gems are told apart.
  ///
  /// - Parameters:
  ///   - spectrum: The gem's spectrum; `nil` when the catalog gives none.
  ///   - tolerance: How far, in nanometres, a reading may lie from what explains it.
  /// - Returns: The check of ``IdentifiedProperty/spectrum``.
  public func check(against spectrum: Spectrum?, tolerance: Double) -> PropertyCheck {
    let verdict = plainVerdict(against: spectrum, tolerance: tolerance)
    return PropertyCheck(.spectrum, verdict, deviation: verdict == .misses ? miss(against: spectrum) : nil)
  }

  /// For a miss: the wavelength seen nearest a feature of the spectrum,
  /// less that feature (negative below it); a spectrum with no feature
  /// explains nothing in the whole visible range, and lies that far.
  private func miss(against spectrum: Spectrum?) -> Double? {
    guard case .seen(let wavelengths) = self, let spectrum else { return nil }
    guard spectrum.isDiagnostic else { return Spectrum.visible.upperBound - Spectrum.visible.lowerBound }
    let features = spectrum.lines.map { ($0.nanometres, $0.nanometres) } + spectrum.bands.map { ($0.from, $0.to) }
    let offsets = wavelengths.flatMap { nanometres in
      features.map { from, to in nanometres < from ? nanometres - from : nanometres > to ? nanometres - to : 0 }
    }
    return offsets.min { abs($0) < abs($1) }
  }

  private func plainVerdict(against spectrum: Spectrum?, tolerance: Double) -> PropertyCheck.Verdict {
    guard let spectrum else { return .unknown }
    switch self {
    case .none:
      guard spectrum.isDiagnostic else { return .fits }
      let strengths = spectrum.lines.map(\.strength) + spectrum.bands.map(\.strength)
      return strengths.contains(.strong) ? .misses : .close
    case .seen(let wavelengths):
      let explained = wavelengths.count { nanometres in
        spectrum.lines.contains { abs($0.nanometres - nanometres) <= tolerance }
          || spectrum.bands.contains { $0.from - tolerance <= nanometres && nanometres <= $0.to + tolerance }
      }
      return explained == wavelengths.count ? .fits : explained > 0 ? .close : .misses
    }
  }
}
