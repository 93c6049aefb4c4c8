import TerminalRendering

/// `raygem manual`: the roff source of raygem(1).
enum ManualCommand {
  static func run(_ session: Session) throws(RaygemError) -> any Rendering {
    return Verbatim(ManualPage.text())
  }
}
