// swift-tools-version:6.0
import PackageDescription

// Release builds name concrete generic types through metadata accessor
// functions instead of mangled names, which the runtime would demangle and
// check (a conformance lookup scans every conformance record in the
// binary): 0.2 to 0.6 million fewer instructions for each command on the
// bundled catalog, about a tenth of `list` (callgrind; README, "Performance").
let startUpSettings: [SwiftSetting] = [
  .unsafeFlags(
    ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release))
]

let package = Package(
  name: "raygem",
  products: [
    .executable(name: "raygem", targets: ["raygem"]),
    // The model, catalog, search and favorites store, and the bundled catalog.
    .library(name: "GemCore", targets: ["GemCore", "BundledCatalog"]),
  ],
  targets: [
    // Sources/FuzzDecoders is not a target: its script builds a libFuzzer
    // binary with swiftc directly (README, "Fuzzing").
    // Build-time only: decodes Resources/gems.json with GemCore and writes
    // its gems as Swift source, so the binary carries the catalog inside it
    // and needs no resource bundle.
    .executableTarget(name: "EmbedCatalogTool", dependencies: ["GemCore"]),
    .plugin(
      name: "EmbedCatalogPlugin",
      capability: .buildTool(),
      dependencies: ["EmbedCatalogTool"],
      path: "Sources/EmbedCatalogPlugin"
    ),
    .target(name: "GemCore", swiftSettings: startUpSettings),
    .target(
      name: "BundledCatalog", dependencies: ["GemCore"], swiftSettings: startUpSettings,
      plugins: ["EmbedCatalogPlugin"]),
    .target(name: "CTerminal"),
    .target(name: "TerminalRendering", dependencies: ["CTerminal"], swiftSettings: startUpSettings),
    .target(
      name: "RaygemCLI", dependencies: ["GemCore", "BundledCatalog", "TerminalRendering"],
      swiftSettings: startUpSettings),
    .executableTarget(
      name: "raygem",
      dependencies: ["RaygemCLI"],
      swiftSettings: startUpSettings
    ),
    .testTarget(name: "GemCoreTests", dependencies: ["GemCore", "BundledCatalog"]),
    .testTarget(
      name: "RaygemTests",
      dependencies: ["RaygemCLI", "TerminalRendering", "GemCore", "BundledCatalog"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
