/// The absorption a hand spectroscope shows: dark lines and bands in the
/// visible spectrum, in nanometres.
///
/// A spectrum with no line and no band says that the material shows no
/// diagnostic spectrum.
public struct Spectrum: Sendable, Hashable {
  /// The wavelengths a hand spectroscope shows, in nanometres; a catalog's
  /// lines and bands lie within them.
  public static let visible: ClosedRange<Double> = 380...720

  /// A narrow absorption line.
  public struct Line: Sendable, Hashable {
    /// Where it lies, in nanometres (`694`).
    public var nanometres: Double
    /// How dark it is, or `nil` where the reference does not grade it.
    public var strength: Intensity?

    /// Creates a line.
    ///
    /// - Parameters:
    ///   - nanometres: Where it lies.
    ///   - strength: How dark it is, or `nil` where the reference does not grade it.
    public init(_ nanometres: Double, _ strength: Intensity? = nil) {
      self.nanometres = nanometres
      self.strength = strength
    }
  }

  /// A broad absorption band: from one edge to the other, or known only by
  /// its centre (both edges the centre), as references often give it.
  public struct Band: Sendable, Hashable {
    /// Where it starts, in nanometres (`540`).
    public var from: Double
    /// Where it ends, in nanometres, not below ``from``.
    public var to: Double
    /// How dark it is, or `nil` where the reference does not grade it.
    public var strength: Intensity?

    /// Creates a band.
    ///
    /// - Parameters:
    ///   - from: Where it starts.
    ///   - to: Where it ends.
    ///   - strength: How dark it is, or `nil` where the reference does not grade it.
    public init(from: Double, to: Double, _ strength: Intensity? = nil) {
      self.from = from
      self.to = to
      self.strength = strength
    }

    /// Creates a band known only by its centre.
    ///
    /// - Parameters:
    ///   - centre: Where its middle lies, in nanometres (`505`).
    ///   - strength: How dark it is, or `nil` where the reference does not grade it.
    public init(centre: Double, _ strength: Intensity? = nil) {
      self.init(from: centre, to: centre, strength)
    }

    /// Its centre when that is all a reference gives of it (no band is
    /// zero nanometres wide); `nil` when its edges are known.
    public var centre: Double? { from == to ? from : nil }
  }

  /// The lines, in the catalog's order.
  public var lines: [Line]
  /// The bands, in the catalog's order.
  public var bands: [Band]
  /// A few words more (`chromium doublet in the deep red`).
  public var note: String?

  /// Creates a spectrum.
  ///
  /// - Parameters:
  ///   - lines: The lines.
  ///   - bands: The bands.
  ///   - note: A few words more.
  public init(lines: [Line] = [], bands: [Band] = [], note: String? = nil) {
    self.lines = lines
    self.bands = bands
    self.note = note
  }

  /// Whether the spectroscope shows anything that identifies the material.
  public var isDiagnostic: Bool { !lines.isEmpty || !bands.isEmpty }

  /// Whether a line or band is graded strong: one every stone of the gem
  /// shows plainly, where a weak or ungraded one may be missed.
  public var hasStrongFeature: Bool {
    lines.contains { $0.strength == .strong } || bands.contains { $0.strength == .strong }
  }
}

extension Spectrum {
  /// Whether a line or band of this spectrum has nothing of `other`
  /// within `tolerance` nm: no line, and no band whose edges (widened by
  /// the tolerance) hold it.
  ///
  /// - Parameters:
  ///   - other: The spectrum compared with.
  ///   - tolerance: How far apart in nm two features may be and still be one.
  /// - Returns: `true` when some feature of this spectrum is missing from `other`.
  public func hasFeature(missingFrom other: Spectrum, within tolerance: Double) -> Bool {
    let places = lines.map(\.nanometres) + bands.map { ($0.from + $0.to) / 2 }
    return places.contains { place in
      !other.lines.contains { abs($0.nanometres - place) <= tolerance }
        && !other.bands.contains { $0.from - tolerance <= place && place <= $0.to + tolerance }
    }
  }
}
