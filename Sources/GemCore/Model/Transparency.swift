/// How much light a gem lets through.
public enum Transparency: String, Sendable, Hashable, CaseIterable {
  /// Clear enough to see through.
  case transparent
  /// Lets light through but not an image.
  case translucent
  /// Lets no light through.
  case opaque
}
