import GemCore
import TerminalRendering

/// `raygem schema`: the catalog format as a JSON Schema.
enum SchemaCommand {
  static func run(_ session: Session) throws(RaygemError) -> any Rendering {
    Verbatim(CatalogSchema.text + "\n")
  }
}
