/// How much light a gem lets through.
public enum Transparency: String, Sendable, Hashable, CaseIterable {
  case transparent, translucent, opaque
}
