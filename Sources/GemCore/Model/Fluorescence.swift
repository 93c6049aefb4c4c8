/// How a gem glows under ultraviolet light, in a few words for each lamp.
public struct Fluorescence: Sendable, Hashable {
  /// Under long-wave UV (365 nm): `strong red`, `inert`.
  public var longWave: String?
  /// Under short-wave UV (254 nm).
  public var shortWave: String?

  /// Creates a fluorescence.
  ///
  /// - Parameters:
  ///   - longWave: The reaction under long-wave UV.
  ///   - shortWave: The reaction under short-wave UV.
  public init(longWave: String? = nil, shortWave: String? = nil) {
    self.longWave = longWave
    self.shortWave = shortWave
  }
}
