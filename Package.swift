// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "raygem",
  products: [
    .executable(name: "raygem", targets: ["raygem"]),
    // The model, catalog, search and favorites store, the bundled catalog, its
    // index, and the environment variables the favorites store takes.
    .library(name: "GemCore", targets: ["GemCore", "BundledCatalog", "CatalogIndex", "ProcessEnvironment"]),
  ],
  targets: [
    // Sources/FuzzDecoders is not a target: its script builds a libFuzzer
    // binary with swiftc directly (Sources/README.md, "Fuzzing").
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
    // The scalars that must never reach a terminal raw, shared by GemCore's
    // JSON writer and the terminal layer.
    .target(name: "UnsafeScalars"),
    // The environment variables raygem reads, shared by GemCore (where
    // favorites and the cache live) and the terminal layer (width, colour).
    .target(name: "ProcessEnvironment"),
    // What raygem asks of the process in C: signal handlers, which must be
    // async-signal-safe (the signals that end a process, and removal of a
    // temporary file when one does), the allocator's settings and the cores
    // the process may run on.
    .target(name: "CProcess"),
    .target(
      name: "GemCore", dependencies: ["UnsafeScalars", "ProcessEnvironment", "CProcess"],
      exclude: ["README.md", "Identification/README.md"]),
    // Indexes of large catalog files, kept in the cache folder, and the
    // searches and identifications answered from them.
    .target(name: "CatalogIndex", dependencies: ["GemCore", "ProcessEnvironment"], exclude: ["README.md"]),
    .target(
      name: "BundledCatalog", dependencies: ["GemCore"],
      plugins: ["EmbedCatalogPlugin"]),
    .target(name: "CTerminal", dependencies: ["CProcess"]),
    .target(name: "TerminalRendering", dependencies: ["CTerminal", "UnsafeScalars", "ProcessEnvironment"]),
    .target(
      name: "RaygemCLI",
      dependencies: [
        "GemCore", "BundledCatalog", "CatalogIndex", "TerminalRendering", "ProcessEnvironment", "CProcess",
      ]),
    .executableTarget(
      name: "raygem",
      dependencies: ["RaygemCLI", "GemCore", "ProcessEnvironment", "CProcess"],
      // Full RELRO: every symbol is bound at start-up, so the loader can
      // make the whole relocated region read-only before main runs (README,
      // "Install"). No exported symbols: swiftc exports every public symbol
      // of the linked modules, and the loader would search that table first
      // for each of the C libraries' symbols (Sources/Benchmark/README.md,
      // "Start-up").
      linkerSettings: [
        .unsafeFlags(["-Xlinker", "-z", "-Xlinker", "now", "-Xlinker", "--no-export-dynamic"])
      ]
    ),
    .testTarget(
      name: "GemCoreTests", dependencies: ["GemCore", "BundledCatalog", "CatalogIndex", "ProcessEnvironment"]),
    .testTarget(
      name: "RaygemTests",
      dependencies: [
        "RaygemCLI", "TerminalRendering", "GemCore", "BundledCatalog", "CatalogIndex", "ProcessEnvironment",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
