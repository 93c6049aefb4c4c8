// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "raygem",
  products: [
    .executable(name: "raygem", targets: ["raygem"])
  ],
  targets: [
    // Sources/FuzzDecoders is not a target: its script builds a libFuzzer
    // binary with swiftc directly (README, "Fuzzing").
    // Build-time only: turns Resources/gems.json into Swift source so the
    // binary carries the catalog inside it and needs no resource bundle.
    .executableTarget(name: "EmbedCatalogTool"),
    .plugin(
      name: "EmbedCatalogPlugin",
      capability: .buildTool(),
      dependencies: ["EmbedCatalogTool"],
      path: "Sources/EmbedCatalogPlugin"
    ),
    .target(name: "GemCore", plugins: ["EmbedCatalogPlugin"]),
    .target(name: "CTerminal"),
    .target(name: "TerminalRendering", dependencies: ["CTerminal"]),
    .target(name: "RaygemCLI", dependencies: ["GemCore", "TerminalRendering"]),
    .executableTarget(
      name: "raygem",
      dependencies: ["RaygemCLI"],
      linkerSettings: [
        // A position-dependent executable needs no start-up relocation of
        // its 2 MB of data: about 0.4 ms of every run, a quarter of the
        // start-up budget (README, "Performance"). Release builds only.
        .unsafeFlags(["-Xlinker", "-no-pie"], .when(configuration: .release))
      ]
    ),
    .testTarget(name: "GemCoreTests", dependencies: ["GemCore"]),
    .testTarget(
      name: "RaygemTests",
      dependencies: ["RaygemCLI", "TerminalRendering", "GemCore"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
