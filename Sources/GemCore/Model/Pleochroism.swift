/// The colours a doubly refractive gem shows in different directions, as a
/// dichroscope sees them.
public struct Pleochroism: Sendable, Hashable {
  /// How plainly the colours differ.
  public enum Strength: String, FactChoice {
    /// No pleochroism, as in every isotropic gem.
    case none
    /// Only just visible in a dichroscope.
    case weak
    /// Plain in a dichroscope.
    case moderate
    /// Visible to the eye as the stone is turned.
    case strong

    /// Whether a dichroscope shows it without doubt (moderate or strong),
    /// so that it separates a gem from one without pleochroism.
    public var isPlainlyVisible: Bool {
      switch self {
      case .none, .weak: return false
      case .moderate, .strong: return true
      }
    }
  }

  /// How plainly the colours differ.
  public var strength: Strength
  /// The colours seen (`["purplish red", "orangy red"]`); empty for none.
  public var colors: [String]

  /// Creates a pleochroism.
  ///
  /// - Parameters:
  ///   - strength: How plainly the colours differ.
  ///   - colors: The colours seen.
  public init(strength: Strength, colors: [String] = []) {
    self.strength = strength
    self.colors = colors
  }
}
