import TerminalRendering

/// `raygem manual`: the roff source of raygem(1).
enum ManualCommand {
  static func run(_ session: Session) throws(RaygemError) -> any Rendering {
    try session.requireArgumentCount(of: .manual)
    return Verbatim(ManualPage.text())
  }
}
