import BundledCatalog
import GemCore
import Testing

@testable import RaygemCLI

/// The red-only 686 nm line added to the whole synthetic-spinel entry
/// (ff555aa) must not mark down the colourless, blue, green and yellow
/// stones the entry mostly holds, which show no diagnostic spectrum.
@Suite("Synthetic spinel: a red stone's line, not every stone's")
struct SyntheticSpinelSpectrumTests {
  @Test func aColourlessSyntheticSpinelShowingNoSpectrumIsNotMarkedDown() throws {
    let invocation = try ArgumentParser.parse([
      "identify", "--ri", "1.728", "--optic", "isotropic", "--sg", "3.64", "--hue", "colorless",
      "--spectrum", "none",
    ])
    let result = Identification(invocation.measurements, in: Catalog.bundled.gems)
    let candidate = try #require(
      result.candidates.first { candidate in candidate.members.contains { $0.id == "synthetic-spinel" } })
    let spectrum = try #require(candidate.checks.first { $0.property == .spectrum })
    // Before ff555aa: unknown, assumed to fit (the entry gave no spectrum). Now: close.
    #expect(spectrum.verdict != .close && spectrum.verdict != .misses, "spectrum \(spectrum.verdict)")
  }
}
