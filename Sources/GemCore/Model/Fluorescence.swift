/// How a gem glows under ultraviolet light: a reaction for each lamp, and
/// a note.
public struct Fluorescence: Sendable, Hashable {
  /// Under long-wave UV (365 nm).
  public var longWave: Reaction?
  /// Under short-wave UV (254 nm).
  public var shortWave: Reaction?
  /// A few words more (`may phosphoresce blue`).
  public var note: String?

  /// What one lamp shows.
  ///
  /// A string literal reads as a catalog's string does: `"inert"` is
  /// ``inert``, any other text a description.
  public enum Reaction: Sendable, Hashable, ExpressibleByStringLiteral {
    /// No glow.
    case inert
    /// A glow of this strength in these colours (`strong`, `["red"]`); the
    /// strength `nil` where the reference does not grade it.
    case glow(Intensity?, colors: [String])
    /// A few words, as older catalogs give it (`inert to weak orange`).
    case described(String)

    /// The reaction a catalog's string gives: ``inert`` for `inert` in any
    /// letter case, else the description.
    ///
    /// - Parameter text: The catalog's words.
    public init(_ text: String) {
      self = text.lowercased() == "inert" ? .inert : .described(text)
    }

    /// The reaction a string literal gives, as ``init(_:)``.
    public init(stringLiteral text: String) {
      self.init(text)
    }
  }

  /// Creates a fluorescence.
  ///
  /// - Parameters:
  ///   - longWave: The reaction under long-wave UV.
  ///   - shortWave: The reaction under short-wave UV.
  ///   - note: A few words more.
  public init(longWave: Reaction? = nil, shortWave: Reaction? = nil, note: String? = nil) {
    self.longWave = longWave
    self.shortWave = shortWave
    self.note = note
  }
}
