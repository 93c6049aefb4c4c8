import Foundation
import PackagePlugin

/// Generates `EmbeddedCatalog.swift` from the package's `Resources/gems.json`.
///
/// The bundled catalog travels inside the binary as compiled values, so a
/// copied-alone `raygem` works without a resource bundle and parses nothing
/// at start-up; `Resources/gems.json` stays the single source of truth and
/// is re-embedded whenever it changes.
@main
struct EmbedCatalogPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let input = context.package.directoryURL
      .appending(path: "Resources")
      .appending(path: "gems.json")
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedCatalog.swift")
    return [
      .buildCommand(
        displayName: "Embedding Resources/gems.json",
        executable: try context.tool(named: "EmbedCatalogTool").url,
        arguments: [input.path(percentEncoded: false), output.path(percentEncoded: false)],
        inputFiles: [input],
        outputFiles: [output]
      )
    ]
  }
}
